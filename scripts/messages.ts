/**
 * `npm run messages`: read the contact messages the server has stored.
 *
 *   npm run messages                     list them, newest last
 *   npm run messages -- export --csv     all of them as CSV on standard output
 *   npm run messages -- export --json    all of them as a JSON array
 *   npm run messages -- pending          those not yet forwarded (when forwarding is configured)
 *
 * Reads CONTACT_DATA_DIR like the server (default .data/contact). Redirect to save a file:
 * `npm run --silent messages -- export --csv > messages.csv`.
 */
import { contactReceiverFromEnv } from '../server/contact/config';
import { messagesToCsv } from '../server/contact/exportCsv';

const [command = 'list', ...flags] = process.argv.slice(2);
const { options, forwarders } = contactReceiverFromEnv();
const messages = await options.store.readAll();

switch (command) {
  case 'list': {
    if (messages.length === 0) console.log(`No messages yet in ${options.store.file}.`);
    for (const message of messages) {
      console.log(`— ${message.receivedAt}  ${message.name} <${message.email}>${message.phone ? `  ${message.phone}` : ''}`);
      console.log(`  ${message.subject}`);
      console.log(`  ${message.message.replace(/\n/g, '\n  ')}\n`);
    }
    break;
  }
  case 'export': {
    process.stdout.write(flags.includes('--json') ? `${JSON.stringify(messages, null, 2)}\n` : messagesToCsv(messages));
    break;
  }
  case 'pending': {
    if (forwarders.length === 0) console.log('Forwarding is not configured (CONTACT_FORWARD_URL or SMTP_URL): messages stay in the store.');
    for (const forwarder of forwarders) {
      const pending = await forwarder.pending();
      console.log(`${pending.length} message(s) waiting to be forwarded${pending.length ? `: ${pending.map((m) => m.id).join(', ')}` : ''}`);
      forwarder.stop();
    }
    break;
  }
  default:
    console.error(`Unknown command "${command}". Use: list, export --csv, export --json, pending.`);
    process.exit(1);
}
