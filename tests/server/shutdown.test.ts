import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { CONTACT_PATH } from '../../server/contact/contactRouter';
import { Forwarder, type DeliveryTransport } from '../../server/contact/forwarder';
import { MessageStore, type StoredMessage } from '../../server/contact/messageStore';
import { shutDown, SHUTDOWN_GRACE_MS } from '../../server/shutdown';
import { fakeFormService, pragmaOf, startServerProcess, tempDataDir, validMessage, waitFor, type ServerProcess } from './serverHarness';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const post = (origin: string, subject = validMessage.subject) =>
  fetch(`${origin}${CONTACT_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validMessage, subject }),
  });

/** A transport whose deliveries wait until the test lets them finish. */
function gatedTransport() {
  const calls: StoredMessage[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const transport: DeliveryTransport = {
    name: 'form-service',
    deliver: async (message) => {
      calls.push(message);
      await gate;
    },
  };
  return { transport, calls, open };
}

async function runningServer(transport: DeliveryTransport) {
  const dir = tempDataDir();
  const store = new MessageStore(dir, { log: () => {} });
  const forwarder = new Forwarder(store, transport, { log: () => {}, retryBaseMs: 20 });
  const app = createApp({ contact: { store, onStored: () => void forwarder.notify() } });
  const server = app.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closers.push(
    () => store.isOpen && store.close(),
    () => server.listening && server.close(),
  );
  return { dir, store, forwarder, server, origin };
}

function serverProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  return startServerProcess(env).then((started) => {
    closers.push(() => started.child.kill('SIGKILL'));
    return started;
  });
}

describe('a graceful stop', () => {
  it('waits 10 s at most', () => {
    expect(SHUTDOWN_GRACE_MS).toBe(10_000);
  });

  it('stops accepting at once, waits for the delivery under way, then closes the store', async () => {
    const gated = gatedTransport();
    const { store, forwarder, server, origin } = await runningServer(gated.transport);
    expect((await post(origin)).status).toBe(201);
    await waitFor(() => gated.calls.length === 1);

    const stopping = shutDown({ server, forwarders: [forwarder], store }, { graceMs: 5_000, log: () => {} });
    await expect(fetch(`${origin}/`)).rejects.toThrow(); // no new connections
    expect(store.isOpen).toBe(true); // still waiting for the delivery
    gated.open();
    expect(await stopping).toEqual({ timedOut: false });
    expect(store.isOpen).toBe(false);

    const reopened = new MessageStore(store.dir, { log: () => {} });
    closers.push(() => reopened.close());
    expect(reopened.readAll()[0]!.deliveries['form-service']).toMatchObject({ pending: false, attempts: 1, interrupted: false });
  });

  it('gives up after the grace period; the cut-off delivery is made again at the next start, with the same id', async () => {
    const gated = gatedTransport();
    const { dir, store, forwarder, server, origin } = await runningServer(gated.transport);
    const stored = (await (await post(origin)).json()) as { id: string };
    await waitFor(() => gated.calls.length === 1);

    const log: string[] = [];
    expect(await shutDown({ server, forwarders: [forwarder], store }, { graceMs: 300, log: (line) => log.push(line) })).toEqual({
      timedOut: true,
    });
    expect(store.isOpen).toBe(false);
    expect(log).toEqual([expect.stringMatching(/Stopped waiting after 0.3 s/)]);
    gated.open(); // the old delivery ends after the store closed: nothing is written, nothing breaks
    await forwarder.idle();

    const restarted = new MessageStore(dir, { log: () => {} });
    closers.push(() => restarted.close());
    expect(restarted.readDelivery('form-service', stored.id)).toMatchObject({ pending: true, attempts: 1, interrupted: true });
    const again: string[] = [];
    const next = new Forwarder(
      restarted,
      { name: 'form-service', deliver: async (message) => void again.push(message.id) },
      { log: () => {} },
    );
    closers.push(() => next.stop());
    await next.notify();
    expect(again).toEqual([stored.id]);
    expect(restarted.readDelivery('form-service', stored.id)).toMatchObject({ pending: false, attempts: 2, interrupted: false });
  });
});

describe('the server process', () => {
  it('on SIGTERM stops accepting, finishes the delivery in flight, closes the database and exits 0', async () => {
    const service = await fakeFormService((call) => (call === 1 ? 'hold' : 200));
    closers.push(service.close);
    const dataDir = tempDataDir();
    const server = await serverProcess({ CONTACT_DATA_DIR: dataDir, CONTACT_FORWARD_URL: service.url });
    const { id } = (await (await post(server.origin)).json()) as { id: string };
    await waitFor(() => service.heldRequests.length === 1);

    server.child.kill('SIGTERM');
    await waitFor(async () => {
      try {
        await fetch(`${server.origin}/`);
        return false;
      } catch {
        return true; // refused: it no longer accepts
      }
    });
    expect(server.child.exitCode).toBeNull(); // still waiting for the delivery
    service.release();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/SIGTERM: no new connections/);

    const store = new MessageStore(dataDir, { log: () => {} });
    closers.push(() => store.close());
    expect(store.readDelivery('form-service', id)).toMatchObject({ pending: false, attempts: 1 });
    expect(service.received.map((delivery) => delivery.headers['idempotency-key'])).toEqual([id]);
  }, 30_000);

  it('killed with SIGKILL mid-delivery: after a restart the delivery is made again, with the same Idempotency-Key', async () => {
    const service = await fakeFormService((call) => (call === 1 ? 'hold' : 200));
    closers.push(service.close);
    const dataDir = tempDataDir();
    const first = await serverProcess({ CONTACT_DATA_DIR: dataDir, CONTACT_FORWARD_URL: service.url });
    const { id } = (await (await post(first.origin)).json()) as { id: string };
    await waitFor(() => service.heldRequests.length === 1);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await serverProcess({ CONTACT_DATA_DIR: dataDir, CONTACT_FORWARD_URL: service.url });
    await waitFor(() => service.received.length === 1);
    expect(second.output()).toMatch(new RegExp(`last delivery of ${id} by form-service was cut off by a stop`));
    // Both attempts carried the message id: the service can tell the second is a repeat.
    expect(service.heldRequests[0]!['idempotency-key']).toBe(id);
    expect(service.received[0]!.headers['idempotency-key']).toBe(id);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    const store = new MessageStore(dataDir, { log: () => {} });
    closers.push(() => store.close());
    expect(store.readDelivery('form-service', id)).toMatchObject({ pending: false, attempts: 2 });
  }, 30_000);

  it('killed with SIGKILL during a flood of messages: every acknowledged message is stored, whole, once', async () => {
    const dataDir = tempDataDir();
    const server = await serverProcess({ CONTACT_DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '100000' });
    const acknowledged: string[] = [];
    let sent = 0;
    const sender = async () => {
      for (;;) {
        const subject = `Flood message ${(sent += 1)}`;
        try {
          const response = await post(server.origin, subject);
          if (response.status !== 201) throw new Error(`answered ${response.status}`);
          acknowledged.push(((await response.json()) as { id: string }).id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const senders = Array.from({ length: 8 }, sender);
    await waitFor(() => acknowledged.length >= 150);
    server.child.kill('SIGKILL');
    await Promise.all(senders);
    expect((await server.exited).signal).toBe('SIGKILL');

    const store = new MessageStore(dataDir, { log: () => {} });
    closers.push(() => store.close());
    const stored = store.readAll();
    const storedIds = new Set(stored.map((message) => message.id));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    expect(storedIds.size).toBe(stored.length); // once each
    expect(stored.every((message) => message.subject.startsWith('Flood message ') && message.message === validMessage.message)).toBe(true);
    expect(pragmaOf(store.file, 'integrity_check')).toBe('ok');
  }, 60_000);
});
