import type { AddressInfo } from 'node:net';
import express from 'express';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { Forwarder, formServiceTransport, smtpTransport } from '../../server/contact/forwarder';
import { MessageStore } from '../../server/contact/messageStore';
import { tempDataDir, validMessage } from './support';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A stand-in for the hosted form service that fails its first `failures` requests. */
async function fakeFormService(failures: number) {
  const received: unknown[] = [];
  let calls = 0;
  const app = express().use(express.json());
  app.post('/f/test-form', (req, res) => {
    calls += 1;
    if (calls <= failures) {
      res.status(503).end();
      return;
    }
    received.push(req.body);
    res.json({ ok: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/f/test-form`, received, calls: () => calls };
}

const quiet = { retryBaseMs: 20, retryMaxMs: 100, log: () => {} };
const waitFor = async (condition: () => boolean | Promise<boolean>, ms = 5000) => {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('forwarding to a hosted form service', () => {
  it('sends the five fields, retries while the service fails, and delivers each message once', async () => {
    const service = await fakeFormService(3);
    const store = new MessageStore(tempDataDir());
    const forwarder = new Forwarder(store, formServiceTransport(service.url), quiet);
    closers.push(() => forwarder.stop());

    const stored = await store.append(validMessage);
    await forwarder.notify();
    expect(await forwarder.pending()).toHaveLength(1);
    await waitFor(async () => (await forwarder.pending()).length === 0);
    expect(service.received).toEqual([validMessage]);
    expect(service.calls()).toBe(4);
    expect((await store.readAll()).map((message) => message.id)).toEqual([stored.id]);
  });

  it('after a restart, carries on with what was not delivered and repeats nothing', async () => {
    const service = await fakeFormService(0);
    const dir = tempDataDir();
    const store = new MessageStore(dir);
    const first = new Forwarder(store, formServiceTransport(service.url), quiet);
    await store.append({ ...validMessage, subject: 'First' });
    await first.notify();
    first.stop();
    await store.append({ ...validMessage, subject: 'Second, stored while forwarding was stopped' });

    const restarted = new Forwarder(new MessageStore(dir), formServiceTransport(service.url), quiet);
    closers.push(() => restarted.stop());
    await restarted.notify();
    expect((service.received as { subject: string }[]).map((message) => message.subject)).toEqual([
      'First',
      'Second, stored while forwarding was stopped',
    ]);
  });
});

describe('forwarding by e-mail', () => {
  it('sends each message through SMTP, with the visitor as the reply-to address', async () => {
    const mails: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          mails.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => smtp.close(() => resolve(undefined))));
    const port = (smtp.server.address() as AddressInfo).port;

    const store = new MessageStore(tempDataDir());
    const forwarder = new Forwarder(
      store,
      smtpTransport({ url: `smtp://127.0.0.1:${port}`, to: 'office@example.co.uk', from: 'Website <no-reply@example.co.uk>' }),
      quiet,
    );
    closers.push(() => forwarder.stop());
    await store.append(validMessage);
    await forwarder.notify();

    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: office@example.co.uk');
    expect(mails[0]).toMatch(/Reply-To: Sam Jones <sam@example\.org>/);
    expect(mails[0]).toContain('Subject: Website enquiry: NVDA training');
    expect(mails[0]).toContain('I would like some help learning NVDA with Outlook, please.');
    expect(await forwarder.pending()).toEqual([]);
  });
});
