import type { ContactConfig } from '../config';
import type { ContactReceiverOptions } from './contactRouter';
import { Forwarder, formServiceTransport, smtpTransport, type DeliveryTransport, type ForwarderOptions } from './forwarder';
import type { MessageStore } from './messageStore';

/** The transports the configuration asks for: the hosted form service, e-mail, both or neither. */
export function transportsFor(config: ContactConfig): DeliveryTransport[] {
  const transports: DeliveryTransport[] = [];
  if (config.forwardUrl) transports.push(formServiceTransport(config.forwardUrl));
  if (config.smtp) transports.push(smtpTransport(config.smtp));
  return transports;
}

/**
 * The contact receiver as configured: the route's options, and one forwarder per transport, woken
 * each time a message is stored. The caller owns the store (opens it before, closes it after).
 */
export function createContactReceiver(
  config: ContactConfig,
  store: MessageStore,
  forwarderOptions: ForwarderOptions = {},
): { options: ContactReceiverOptions; forwarders: Forwarder[] } {
  const forwarders = transportsFor(config).map((transport) => new Forwarder(store, transport, forwarderOptions));
  return {
    options: {
      store,
      onStored: () => forwarders.forEach((forwarder) => void forwarder.notify()),
      rateLimit: { limit: config.rateLimit, windowMs: 15 * 60_000 },
    },
    forwarders,
  };
}
