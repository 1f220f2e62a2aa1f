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
 */
import { dataDirFrom } from '../server/paths';
import { csvHeader, csvRow } from '../server/contact/exportCsv';
import { MessageStore, type MessageRecord } from '../server/contact/messageStore';
import { printable, printableBlock, printableJson } from '../server/contact/printable';

const usage = 'Use: npm run messages -- list | export --csv | export --json | pending | unreadable';

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

// `| head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const [command = 'list', ...flags] = process.argv.slice(2);
if (!['list', 'export', 'pending', 'unreadable'].includes(command)) fail(`Unknown command ${printable(JSON.stringify(command))}. ${usage}`);
const format = command === 'export' ? (flags.includes('--json') ? 'json' : 'csv') : null;
const unknownFlag = flags.find((flag) => !(command === 'export' && ['--csv', '--json'].includes(flag)));
if (unknownFlag !== undefined) fail(`Unknown option ${printable(JSON.stringify(unknownFlag))} for ${command}. ${usage}`);

const dataDir = dataDirFrom(process.env);
let store: MessageStore;
try {
  // Import reports (the first time an old messages.jsonl is found) go to stderr, away from exports.
  store = new MessageStore(dataDir, { log: (line) => console.error(line) });
} catch (error) {
  fail(`Could not open the message store in ${dataDir}: ${(error as Error).message}`);
}

function printMessage(message: MessageRecord) {
  const out: string[] = [];
  out.push(`— ${message.receivedAt}  ${printable(message.name)} <${printable(message.email)}>${message.phone ? `  ${printable(message.phone)}` : ''}`);
  out.push(`  ${printable(message.subject)}`);
  out.push(`  ${printableBlock(message.message, '  ')}`);
  for (const [transport, state] of Object.entries(message.deliveries)) {
    if (state.pending) out.push(`  (not yet delivered by ${transport}: ${state.attempts} attempt(s) so far)`);
  }
  out.push(`  reference ${message.id}`, '');
  process.stdout.write(`${out.join('\n')}\n`);
}

function unreadableNote() {
  const count = store.unreadableLines().length;
  if (count) {
    console.log(`${count} line(s) of the old JSONL files could not be read; they are kept word for word: npm run messages -- unreadable`);
  }
}

switch (command) {
  case 'list': {
    let count = 0;
    for (const message of store.records()) {
      printMessage(message);
      count += 1;
    }
    console.log(count ? `${count} message(s) in ${store.file}.` : `No messages yet in ${store.file}.`);
    unreadableNote();
    break;
  }
  case 'export': {
    if (format === 'json') {
      // Streamed: a store of 100,000 messages is written without holding it all as one string.
      let first = true;
      process.stdout.write('[');
      for (const message of store.records()) {
        process.stdout.write(`${first ? '\n' : ',\n'}${printableJson(message).replace(/^/gm, '  ')}`);
        first = false;
      }
      process.stdout.write(first ? ']\n' : '\n]\n');
    } else {
      process.stdout.write(`${csvHeader}\r\n`);
      for (const message of store.records()) process.stdout.write(`${csvRow(message)}\r\n`);
    }
    break;
  }
  case 'pending': {
    const transports = store.transportsInUse();
    if (transports.length === 0) {
      console.log('Forwarding has never been configured (CONTACT_FORWARD_URL or SMTP_URL): messages stay in the store.');
    }
    for (const transport of transports) {
      const due = store.dueDeliveries(transport, Number.MAX_SAFE_INTEGER, -1);
      console.log(`${transport}: ${due.length} message(s) waiting to be forwarded${due.length ? ':' : ''}`);
      for (const { message, attempts, interrupted } of due) {
        const state = store.readDelivery(transport, message.id);
        console.log(
          `  ${message.id}  received ${message.receivedAt}, ${attempts} attempt(s)${interrupted ? ' (the last was cut off by a stop)' : ''}` +
            `${state?.nextAttemptAt ? `, next ${state.nextAttemptAt}` : ''}${state?.lastError ? `, last error: ${printable(state.lastError)}` : ''}`,
        );
      }
    }
    break;
  }
  case 'unreadable': {
    const lines = store.unreadableLines();
    if (lines.length === 0) console.log('Every line of the old JSONL files was imported.');
    for (const line of lines) {
      console.log(`${line.file} line ${line.line} (${line.reason}):`);
      console.log(`  ${printable(line.text)}`);
    }
    break;
  }
}
store.close();
// Exit here rather than let Node tear the environment down: on Node 24 that teardown can abort on
// better-sqlite3's native objects (server/contact/database.ts, keepAlive).
process.exit(0);
