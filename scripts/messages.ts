/**
 * `npm run messages`: read the contact messages the server has stored (.data/contact/messages.sqlite).
 *
 *   npm run messages                     list them, oldest first
 *   npm run messages -- export --csv     all of them as CSV on standard output
 *   npm run messages -- export --json    all of them as a JSON array, with their delivery state
 *   npm run messages -- pending          those not yet forwarded, per transport
 *   npm run messages -- unreadable       lines of the old JSONL files that could not be imported
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
import { MessageStore, StoreUnavailableError, type MessageRecord } from '../server/contact/messageStore';
import { printable, printableBlock, printableJson } from '../server/contact/printable';
import { OutputError, writeAll } from '../server/contact/writeAll';
import { dataDirFrom } from '../server/paths';

const usage = 'Use: npm run messages -- list | export --csv | export --json | pending | unreadable';

/** What the command writes, piece by piece, read from the store as it is written. */
type Output = (store: MessageStore) => Iterable<string>;

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
function* exportJson(store: MessageStore): Iterable<string> {
  let first = true;
  yield '[';
  for (const message of store.records()) {
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

/** The command the arguments name, or the one line that says what is wrong with them. */
function outputFor(args: string[]): Output | string {
  const [command = 'list', ...flags] = args;
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
  try {
    await writeAll(process.stdout, output(store));
    return 0;
  } catch (error) {
    if (error instanceof OutputError) {
      console.error(`Stopped: ${error.message}. The messages are all still in the store: run the command again once that is put right.`);
      return 1;
    }
    if (!(error instanceof StoreUnavailableError)) throw error;
    console.error(`Stopped: ${error.message}. The messages are all still in it: try again in a moment.`);
    return 1;
  } finally {
    // Closed, whatever happened, before the process ends by itself (docs/decisions/041).
    store.close();
  }
}

process.exitCode = await main();
