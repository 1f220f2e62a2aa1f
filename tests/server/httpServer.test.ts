import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { CONTACT_PATH } from '../../server/contact/contactRouter';
import { MessageStore } from '../../server/contact/messageStore';
import { BODY_TIMEOUT_MS, createHttpServer, HEADERS_TIMEOUT_MS } from '../../server/httpServer';
import { tempDataDir, validMessage } from './serverHarness';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A client that sends `first`, then nothing: resolves with what the server wrote before it closed. */
function stallingClient(port: number, first: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(first));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    socket.on('error', reject);
    socket.setTimeout(15_000, () => {
      socket.destroy();
      reject(new Error('the server held the connection'));
    });
  });
}

async function listening(bodyTimeoutMs: number, headersTimeoutMs: number) {
  const store = new MessageStore(tempDataDir(), { log: () => {} });
  const app = createApp({ contact: { store, bodyTimeoutMs } });
  const server = app.createServer({ headersTimeoutMs, bodyTimeoutMs });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () => new Promise((resolve) => server.close(resolve)),
    () => store.close(),
  );
  return { port: (server.address() as AddressInfo).port, store };
}

describe('slow clients', () => {
  it('default to 10 s for the headers and 10 s for the body', () => {
    expect(HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(BODY_TIMEOUT_MS).toBe(10_000);
    const server = createHttpServer(() => {});
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(20_000);
  });

  it('headers that do not all arrive in time: 408 and the connection closed', async () => {
    const { port } = await listening(5_000, 400);
    const { answer, ms } = await stallingClient(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(5_000);
  });

  it('a contact body that does not all arrive in time: 408 in JSON, the connection closed, nothing stored', async () => {
    const { port, store } = await listening(400, 5_000);
    const body = JSON.stringify(validMessage);
    const { answer, ms } = await stallingClient(
      port,
      `POST ${CONTACT_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toMatch(/cache-control: no-store/i);
    expect(answer).toContain('{"ok":false,"error":"The message took too long to arrive. Please try again."}');
    expect(ms).toBeLessThan(5_000);
    expect(store.count()).toBe(0);
  });

  it('a body that arrives in time is taken', async () => {
    const { port, store } = await listening(2_000, 2_000);
    const body = JSON.stringify(validMessage);
    const socket = net.connect(port, '127.0.0.1');
    socket.write(
      `POST ${CONTACT_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 30));
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.end(body.slice(30));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    await new Promise((resolve) => socket.on('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(store.count()).toBe(1);
  });
});
