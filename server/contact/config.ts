import path from 'node:path';
import { site } from '../../src/config/site';
import { Forwarder, formServiceTransport, smtpTransport, type DeliveryTransport } from './forwarder';
import { MessageStore } from './messageStore';
import type { ContactReceiverOptions } from './contactRouter';

/** Where messages are stored unless CONTACT_DATA_DIR says otherwise (kept out of git). */
export const defaultDataDir = path.resolve(import.meta.dirname, '..', '..', '.data', 'contact');

/**
 * The contact receiver as the environment configures it (README, "Contact messages"):
 *   CONTACT_DATA_DIR   where messages are stored (default .data/contact)
 *   CONTACT_FORWARD_URL  also pass every message to a hosted form service (JSON POST)
 *   SMTP_URL           also e-mail every message, to CONTACT_EMAIL_TO (default the site's address)
 *                      from CONTACT_EMAIL_FROM
 *   CONTACT_RATE_LIMIT messages per client per 15 minutes (default 10)
 */
export function contactReceiverFromEnv(env: NodeJS.ProcessEnv = process.env): {
  options: ContactReceiverOptions;
  forwarders: Forwarder[];
} {
  const store = new MessageStore(env.CONTACT_DATA_DIR ? path.resolve(env.CONTACT_DATA_DIR) : defaultDataDir);
  const transports: DeliveryTransport[] = [];
  if (env.CONTACT_FORWARD_URL) transports.push(formServiceTransport(env.CONTACT_FORWARD_URL));
  if (env.SMTP_URL) {
    transports.push(
      smtpTransport({
        url: env.SMTP_URL,
        to: env.CONTACT_EMAIL_TO || site.email,
        from: env.CONTACT_EMAIL_FROM || `Website <no-reply@${new URL(site.siteUrl).hostname.replace(/^www\./, '')}>`,
      }),
    );
  }
  const forwarders = transports.map((transport) => new Forwarder(store, transport));
  const limit = Number(env.CONTACT_RATE_LIMIT ?? 10);
  return {
    options: {
      store,
      onStored: () => forwarders.forEach((forwarder) => void forwarder.notify()),
      rateLimit: { limit: Number.isFinite(limit) && limit > 0 ? limit : 10, windowMs: 15 * 60_000 },
    },
    forwarders,
  };
}
