/**
 * Starts the web server: `npm run serve` (after `npm run build`), or `npm start` to do both.
 * PORT sets the port (default 4173); HOST the interface (default all); TRUST_PROXY the proxies to
 * trust (e.g. 1 behind one reverse proxy). The contact receiver reads the CONTACT_* and SMTP_*
 * variables (server/contact/config.ts).
 */
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { contactReceiverFromEnv } from './contact/config';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST;
const trustProxy = process.env.TRUST_PROXY;

const contact = contactReceiverFromEnv();
const app = createApp({
  contact: contact.options,
  trustProxy: trustProxy === undefined ? undefined : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy,
});
// Deliver anything stored but not yet forwarded before the last stop.
contact.forwarders.forEach((forwarder) => void forwarder.notify());
const server = host ? app.listen(port, host) : app.listen(port);
server.on('listening', () => {
  const { port: boundPort } = server.address() as AddressInfo;
  console.log(`Serving the site on http://localhost:${boundPort}`);
  console.log(`Contact messages are stored in ${contact.options.store.file}`);
});
server.on('error', (error) => {
  console.error(`Could not start the server on port ${port}: ${error.message}`);
  process.exit(1);
});

function shutDown() {
  contact.forwarders.forEach((forwarder) => forwarder.stop());
  server.close(() => {
    void contact.options.store.close().finally(() => process.exit(0));
  });
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
