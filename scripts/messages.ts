/**
 * `npm run messages`: read the contact messages the server has stored (.data/contact/messages.sqlite).
 *
 *   npm run messages                     list them, oldest first
 *   npm run messages -- export --csv     all of them as CSV on standard output
 *   npm run messages -- export --json    all of them as a JSON array, with their delivery state
 *   npm run messages -- pending          those not yet forwarded, per transport
 *   npm run messages -- unreadable       lines of the old JSONL files that could not be imported
 *   npm run messages -- find <e-mail>    every message from that address, oldest first (--json: as export)
 *   npm run messages -- erase <e-mail | reference>
 *                                        erase that person's messages, or that one message, leaving
 *                                        nothing readable in the database files (docs/decisions/061)
 *
 * Reads CONTACT_DATA_DIR like the server (default .data/contact); safe while the server runs. Redirect
 * to save a file: `npm run --silent messages -- export --csv > messages.csv`. Nothing a visitor typed
 * reaches the terminal raw: control characters are shown as \uXXXX.
 *
 * Everything is written, to a terminal, a file or a pipe however slowly it is read (server/contact/
 * writeAll.ts), and the process then ends by itself, once the store is closed (docs/decisions/041).
 * A reader that stops early (`| head`) ends the command quietly; any other failure to write (a full
 * disk) is one line on standard error and exit code 1. `npm run build` compiles this file into
 * dist-server/messages.js, which `npm run messages` runs.
 */
import { csvHeader, csvRow } from '../server/contact/exportCsv';
import {
  MessageStore,
  referencePattern,
  StoreUnavailableError,
  type ErasureResult,
  type MessageRecord,
} from '../server/contact/messageStore';
import { printable, printableBlock, printableJson } from '../server/contact/printable';
import { OutputError, writeAll } from '../server/contact/writeAll';
import { dataDirFrom } from '../server/paths';

const findUsage = 'npm run messages -- find <e-mail> [--json]';
const eraseUsage = 'npm run messages -- erase <e-mail | reference>';
const usage = `Use: npm run messages -- list | export --csv | export --json | pending | unreadable | find <e-mail> [--json] | erase <e-mail | reference>`;

/** How the command ends besides its output: its exit code, and lines for standard error after it. */
interface Outcome {
  exitCode: number;
  notes: string[];
}

/** What the command writes, piece by piece, read from the store as it is written. */
type Output = (store: MessageStore, outcome: Outcome) => Iterable<string>;

function messageBlock(message: MessageRecord): string {
  const out: string[] = [];
  out.push(
    `— ${message.receivedAt}  ${printable(message.name)} <${printable(message.email)}>${message.phone ? `  ${printable(message.phone)}` : ''}`,
  );
  out.push(`  ${printable(message.subject)}`);
  out.push(`  ${printableBlock(message.message, '  ')}`);
  for (const [transport, state] of Object.entries(message.deliveries)) {
    if (state.pending) out.push(`  (not yet delivered by ${transport}: ${state.attempts} attempt(s) so far)`);
  }
  out.push(`  reference ${message.id}`, '');
  return `${out.join('\n')}\n`;
}

function* list(store: MessageStore): Iterable<string> {
  let count = 0;
  for (const message of store.records()) {
    yield messageBlock(message);
    count += 1;
  }
  yield count ? `${count} message(s) in ${store.file}.\n` : `No messages yet in ${store.file}.\n`;
  const unreadable = store.unreadableLines().length;
  if (unreadable) {
    yield `${unreadable} line(s) of the old JSONL files could not be read; they are kept word for word: npm run messages -- unreadable\n`;
  }
}

/** A JSON array, one message at a time: a store of 100,000 messages is never one string in memory. */
function exportJson(store: MessageStore): Iterable<string> {
  return jsonArray(store.records());
}

function* jsonArray(messages: Iterable<MessageRecord>): Iterable<string> {
  let first = true;
  yield '[';
  for (const message of messages) {
    yield `${first ? '\n' : ',\n'}${printableJson(message).replace(/^/gm, '  ')}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

function* exportCsv(store: MessageStore): Iterable<string> {
  yield `${csvHeader}\r\n`;
  for (const message of store.records()) yield `${csvRow(message)}\r\n`;
}

function* pending(store: MessageStore): Iterable<string> {
  const transports = store.transportsInUse();
  if (transports.length === 0) {
    yield 'Forwarding has never been configured (CONTACT_FORWARD_URL or SMTP_URL): messages stay in the store.\n';
  }
  for (const transport of transports) {
    const due = store.dueDeliveries(transport, Number.MAX_SAFE_INTEGER, -1);
    yield `${transport}: ${due.length} message(s) waiting to be forwarded${due.length ? ':' : ''}\n`;
    for (const { message, attempts, interrupted } of due) {
      const state = store.readDelivery(transport, message.id);
      yield (
        `  ${message.id}  received ${message.receivedAt}, ${attempts} attempt(s)${interrupted ? ' (the last was cut off by a stop)' : ''}` +
        `${state?.nextAttemptAt ? `, next ${state.nextAttemptAt}` : ''}${state?.lastError ? `, last error: ${printable(state.lastError)}` : ''}\n`
      );
    }
  }
}

function* unreadable(store: MessageStore): Iterable<string> {
  const lines = store.unreadableLines();
  if (lines.length === 0) yield 'Every line of the old JSONL files was imported.\n';
  for (const line of lines) yield `${line.file} line ${line.line} (${line.reason}):\n  ${printable(line.text)}\n`;
}

/** Unreadable lines that contain the address: they may hold this person's data too. */
function unreadableMentioning(store: MessageStore, address: string): string[] {
  const lines = store.unreadableLinesContaining(address);
  if (lines.length === 0) return [];
  return [
    `${lines.length} line(s) of the old JSONL files that could not be read contain ${printable(address)}; they may hold this person's data too:\n`,
    ...lines.map((line) => `${line.file} line ${line.line} (${line.reason}):\n  ${printable(line.text)}\n`),
  ];
}

const countLine = (count: number, address: string) =>
  count ? `${count} message(s) from ${printable(address)}.\n` : `No messages from ${printable(address)}.\n`;

/** The subject-access answer: every message from one address, as `list` shows them, or as JSON. */
function find(address: string, json: boolean): Output {
  if (json) {
    return function* (store, outcome) {
      let count = 0;
      yield* jsonArray(
        (function* () {
          for (const message of store.recordsFrom(address)) {
            count += 1;
            yield message;
          }
        })(),
      );
      // Standard output stays one JSON document; what is said about it goes to standard error.
      outcome.notes.push(...unreadableMentioning(store, address), countLine(count, address));
    };
  }
  return function* (store) {
    let count = 0;
    for (const message of store.recordsFrom(address)) {
      yield messageBlock(message);
      count += 1;
    }
    yield* unreadableMentioning(store, address);
    yield countLine(count, address);
  };
}

/** A person's (or one message's) erasure, and what it took away. */
function erase(target: string): Output {
  return function* (store, outcome) {
    const byAddress = target.includes('@');
    const result: ErasureResult = byAddress ? store.eraseFrom(target) : store.eraseReference(target);
    const what = byAddress ? `from ${printable(target)}` : `with the reference ${printable(target)}`;
    if (result.erased === 0) yield `No messages ${what}: no message was erased.\n`;
    else {
      yield `Erased ${result.erased} message(s) ${what}, with their delivery records:\n`;
      for (const reference of result.references) yield `  reference ${reference}\n`;
    }
    const lines = [
      result.unreadableLines ? `${result.unreadableLines} line(s) kept from the old JSONL files that could not be read` : '',
      result.legacyLines ? `${result.legacyLines} line(s) of the old messages.jsonl` : '',
    ].filter(Boolean);
    if (lines.length) yield `Also erased, as they contain ${printable(target)}: ${lines.join(' and ')}.\n`;
    if (result.checkpointed) {
      if (result.erased || lines.length) yield `Nothing erased is left readable in ${store.file} or its write-ahead log.\n`;
    } else {
      outcome.exitCode = 1;
      outcome.notes.push(
        `The erased words are gone from ${store.file} but remain in its write-ahead log (${store.file}-wal), which another connection (the running server) kept reading: run the same command again in a moment to empty it.\n`,
      );
    }
  };
}

/** The one argument `find` or `erase` takes, or the line that says what is wrong. */
function targetOf(command: string, rest: string[], allowed: string[], usageLine: string): { target: string; flags: string[] } | string {
  const unknownFlag = rest.find((arg) => arg.startsWith('--') && !allowed.includes(arg));
  if (unknownFlag !== undefined) return `Unknown option ${printable(JSON.stringify(unknownFlag))} for ${command}. Use: ${usageLine}`;
  const targets = rest.filter((arg) => !arg.startsWith('--')).map((arg) => arg.trim());
  if (targets.length === 0 || targets[0] === '')
    return `Say ${command === 'find' ? 'whose messages to find' : 'what to erase'}: ${usageLine}`;
  if (targets.length > 1)
    return `${command} takes one ${command === 'find' ? 'e-mail address' : 'e-mail address or reference'} at a time: ${usageLine}`;
  return { target: targets[0]!, flags: rest.filter((arg) => arg.startsWith('--')) };
}

/** The command the arguments name, or the one line that says what is wrong with them. */
function outputFor(args: string[]): Output | string {
  const [command = 'list', ...flags] = args;
  if (command === 'find') {
    const parsed = targetOf(command, flags, ['--json'], findUsage);
    if (typeof parsed === 'string') return parsed;
    if (!parsed.target.includes('@'))
      return `${printable(JSON.stringify(parsed.target))} is not an e-mail address (it has no @). Use: ${findUsage}`;
    return find(parsed.target, parsed.flags.includes('--json'));
  }
  if (command === 'erase') {
    const parsed = targetOf(command, flags, [], eraseUsage);
    if (typeof parsed === 'string') return parsed;
    if (!parsed.target.includes('@') && !referencePattern.test(parsed.target)) {
      return `${printable(JSON.stringify(parsed.target))} is neither an e-mail address (it has no @) nor a message's reference (like 0b9f6a1e-4c2d-4e8a-9f3b-7d5c2a1e8b40): nothing was erased.`;
    }
    return erase(parsed.target);
  }
  if (!['list', 'export', 'pending', 'unreadable'].includes(command))
    return `Unknown command ${printable(JSON.stringify(command))}. ${usage}`;
  const unknownFlag = flags.find((flag) => !(command === 'export' && ['--csv', '--json'].includes(flag)));
  if (unknownFlag !== undefined) return `Unknown option ${printable(JSON.stringify(unknownFlag))} for ${command}. ${usage}`;
  if (command === 'export') return flags.includes('--json') ? exportJson : exportCsv;
  return { list, pending, unreadable }[command as 'list' | 'pending' | 'unreadable'];
}

/** Runs the command; resolves with the exit code. Nothing here ends the process. */
async function main(): Promise<number> {
  const output = outputFor(process.argv.slice(2));
  if (typeof output === 'string') {
    console.error(output);
    return 1;
  }
  const dataDir = dataDirFrom(process.env);
  let store: MessageStore;
  try {
    // Import reports (the first time an old messages.jsonl is found) go to stderr, away from exports.
    store = new MessageStore(dataDir, { log: (line) => console.error(line) });
  } catch (error) {
    console.error(`Could not open the message store in ${dataDir}: ${(error as Error).message}`);
    return 1;
  }
  const outcome: Outcome = { exitCode: 0, notes: [] };
  try {
    await writeAll(process.stdout, output(store, outcome));
    if (outcome.notes.length) await writeAll(process.stderr, outcome.notes);
    return outcome.exitCode;
  } catch (error) {
    if (error instanceof OutputError) {
      console.error(
        process.argv[2] === 'erase'
          ? `Stopped: ${error.message}. The erasure was made: npm run messages -- find <e-mail> shows what is left.`
          : `Stopped: ${error.message}. The messages are all still in the store: run the command again once that is put right.`,
      );
      return 1;
    }
    if (!(error instanceof StoreUnavailableError)) throw error;
    console.error(
      process.argv[2] === 'erase'
        ? `Stopped: ${error.message}. Nothing was erased from the database: run the command again in a moment.`
        : `Stopped: ${error.message}. The messages are all still in it: try again in a moment.`,
    );
    return 1;
  } finally {
    // Closed, whatever happened, before the process ends by itself (docs/decisions/041).
    store.close();
  }
}

process.exitCode = await main();
