/**
 * Starts the web server: `npm run serve` (after `npm run build`, which compiles this file into
 * dist-server/index.js), or `npm start` to do both. What the build wrote is checked first (the
 * settings, dist-server/site.json, and the pages the server fills in, dist-server/templates/), then
 * the environment's settings (server/config.ts, docs/hosting.md "Configuration"). A problem with
 * any stops the start with one line and exit code 1.
 */
import type { AddressInfo } from 'node:net';
import { AdminSessions } from './admin/sessions';
import { createApp } from './app';
import { PageTemplateError, readServerTemplates, type ServerTemplates } from './pageTemplates';
import { loadServerConfig } from './config';
import { MessageStore } from './contact/messageStore';
import { createContactReceiver } from './contact/receiver';
import { scheduleRetention } from './contact/retention';
import { shutDown } from './shutdown';
import { siteSettings, SiteSettingsError } from './siteSettings';

let templates: ServerTemplates;
try {
  siteSettings();
  templates = readServerTemplates();
} catch (error) {
  if (!(error instanceof SiteSettingsError) && !(error instanceof PageTemplateError)) throw error;
  console.error(`Could not start: ${error.message}`);
  process.exit(1);
}

const loaded = loadServerConfig(process.env);
if (!loaded.ok) {
  console.error(loaded.error);
  process.exit(1);
}
const { config } = loaded;

/** One line for the operator: the database's or file system's own words, without a stack. */
function describeStartError(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = [typeof code === 'string' ? code : '', typeof message === 'string' ? message : String(error)].filter(Boolean).join(': ');
  return text.replace(/\s+/g, ' ').trim();
}

let store: MessageStore;
let contact: ReturnType<typeof createContactReceiver>;
try {
  store = new MessageStore(config.contact.dataDir);
  contact = createContactReceiver(config.contact, store);
} catch (error) {
  console.error(
    `Could not open the contact message store in ${config.contact.dataDir} (${describeStartError(error)}). Check CONTACT_DATA_DIR: it must be a writable folder on a local disk.`,
  );
  process.exit(1);
}

// The editing screen's sign-ins, kept on disk so that a restart or a deploy keeps the owner signed in (decision 071).
let adminSessions: AdminSessions | undefined;
if (config.admin) {
  try {
    adminSessions = new AdminSessions({ dataDir: config.admin.dataDir, key: config.admin.sessionKey });
  } catch (error) {
    console.error(
      `Could not open the editing screen's sign-in store in ${config.admin.dataDir} (${describeStartError(error)}). Check ADMIN_DATA_DIR: it must be a writable folder on a local disk.`,
    );
    store.close();
    process.exit(1);
  }
}

let stopping = false;
let stopRetention = () => {};
const app = createApp({
  templates,
  contact: contact.options,
  adminSignIn: config.admin ? { github: config.admin.github, siteUrl: siteSettings().siteUrl, sessions: adminSessions } : undefined,
  trustProxy: config.trustProxy,
  stopping: () => stopping,
});
const server = app.createServer();
server.listen(config.port, config.host);
server.on('listening', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`Serving the site on http://localhost:${port} (NODE_ENV=${process.env.NODE_ENV ?? 'not set'})`);
  console.log(`Contact messages are stored in ${store.file}`);
  if (config.admin)
    console.log(
      `The editing screen's GitHub sign-in is on, for accounts that can change ${config.admin.github.repo}; sign-ins are kept in ${config.admin.dataDir}`,
    );
  // Deliver anything stored but not yet forwarded before the last stop.
  contact.forwarders.forEach((forwarder) => void forwarder.notify());
  // Messages older than the period the privacy policy states are erased now and then daily (decision 060).
  stopRetention = scheduleRetention(store, config.contact.retentionDays);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`Could not start the server on port ${config.port}: ${describeStartError(error)}`);
  store.close();
  adminSessions?.close();
  process.exit(1);
});

function onSignal(signal: NodeJS.Signals) {
  if (stopping) {
    console.log(`${signal} again: stopping now.`);
    process.exit(1);
  }
  stopping = true;
  stopRetention();
  console.log(`${signal}: no new connections; waiting up to 10 s for requests and deliveries under way.`);
  void shutDown({ server, forwarders: contact.forwarders, store }).then(async () => {
    // Sign-ins are kept across a restart (decision 071); only the revocations under way are waited for (082).
    await adminSessions?.revocationsDone();
    adminSessions?.close();
    process.exit(0);
  });
}
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);
