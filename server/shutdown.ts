import type { Server } from 'node:http';
import type { Forwarder } from './contact/forwarder';
import type { MessageStore } from './contact/messageStore';

/** How long a stop waits for requests and deliveries under way before it closes the store anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  server: Server;
  forwarders: readonly Forwarder[];
  store: MessageStore;
}

/**
 * A graceful stop (SIGTERM, SIGINT): stop accepting connections at once; start no new delivery; wait
 * up to `graceMs` for the requests and deliveries under way; then close the database. A delivery that
 * outlives the wait is not recorded, so it is made again at the next start, with the same message id
 * (at least once, never lost).
 */
export async function shutDown(
  { server, forwarders, store }: RunningServer,
  options: { graceMs?: number; log?: (line: string) => void } = {},
): Promise<{ timedOut: boolean }> {
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  const log = options.log ?? ((line) => console.log(line));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  forwarders.forEach((forwarder) => forwarder.stop());
  // Keep-alive connections go idle once their request is answered: close them as they do.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    Promise.all([closed, ...forwarders.map((forwarder) => forwarder.idle())]).then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
  ]);
  clearTimeout(timer);
  clearInterval(sweep);
  if (timedOut) {
    log(
      `Stopped waiting after ${graceMs / 1000} s: requests or deliveries still under way are cut off (a cut-off delivery is made again at the next start).`,
    );
    server.closeAllConnections();
  }
  store.close();
  return { timedOut };
}
