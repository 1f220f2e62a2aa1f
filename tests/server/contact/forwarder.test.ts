import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { Forwarder, formServiceTransport, mailDomainOf, smtpTransport, type DeliveryTransport } from '../../../server/contact/forwarder';
import { MessageStore } from '../../../server/contact/messageStore';
import { fakeFormService, tempDataDir, validMessage, waitFor } from '../serverHarness';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function openStore(dir = tempDataDir()) {
  const store = new MessageStore(dir, { log: () => {} });
  closers.push(() => store.isOpen && store.close());
  return store;
}

const quiet = { retryBaseMs: 20, retryMaxMs: 100, log: () => {} };

describe('forwarding to a hosted form service', () => {
  it('sends the five fields with the message id as Idempotency-Key, retries while the service fails, and records each step', async () => {
    const service = await fakeFormService((call) => (call <= 3 ? 503 : 200));
    closers.push(service.close);
    const store = openStore();
    const forwarder = new Forwarder(store, formServiceTransport(service.url), quiet);
    closers.push(() => forwarder.stop());

    const stored = store.append(validMessage);
    expect(store.readAll()[0]!.deliveries['form-service']).toMatchObject({ pending: true, attempts: 0, deliveredAt: null });
    await forwarder.notify();
    const afterFailure = store.readAll()[0]!.deliveries['form-service']!;
    expect(afterFailure).toMatchObject({ pending: true, attempts: 1, lastError: 'form service answered 503', interrupted: false });
    expect(Date.parse(afterFailure.nextAttemptAt!)).toBeGreaterThan(Date.now() - 1000);

    await waitFor(() => forwarder.pending().length === 0);
    expect(service.received.map((delivery) => delivery.body)).toEqual([validMessage]);
    expect(service.received[0]!.headers['idempotency-key']).toBe(stored.id);
    expect(service.calls()).toBe(4);
    expect(store.readAll()[0]!.deliveries['form-service']).toMatchObject({
      pending: false,
      attempts: 4,
      nextAttemptAt: null,
      deliveredAt: expect.any(String),
      lastError: null,
    });
  });

  it('after a restart, carries on with what was not delivered and repeats nothing', async () => {
    const service = await fakeFormService();
    closers.push(service.close);
    const dir = tempDataDir();
    const store = openStore(dir);
    const first = new Forwarder(store, formServiceTransport(service.url), quiet);
    store.append({ ...validMessage, subject: 'First' });
    await first.notify();
    first.stop();
    store.append({ ...validMessage, subject: 'Second, stored while forwarding was stopped' });
    store.close();

    const reopened = openStore(dir);
    const restarted = new Forwarder(reopened, formServiceTransport(service.url), quiet);
    closers.push(() => restarted.stop());
    await restarted.notify();
    expect(service.received.map((delivery) => (delivery.body as { subject: string }).subject)).toEqual([
      'First',
      'Second, stored while forwarding was stopped',
    ]);
  });

  it('also delivers messages stored before the transport was configured', async () => {
    const service = await fakeFormService();
    closers.push(service.close);
    const store = openStore();
    store.append({ ...validMessage, subject: 'Stored with no forwarding' });
    const forwarder = new Forwarder(store, formServiceTransport(service.url), quiet);
    closers.push(() => forwarder.stop());
    await forwarder.notify();
    expect(service.received).toHaveLength(1);
  });

  it('tries each due delivery once per pass, however short the retry delay, so a failing service is never hammered', async () => {
    const store = openStore();
    const calls: number[] = [];
    const transport: DeliveryTransport = {
      name: 'form-service',
      deliver: async () => {
        calls.push(Date.now());
        // Slower than the retry delay: by the time it fails, its retry is already due.
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (calls.length <= 3) throw new Error('unreachable');
      },
    };
    const forwarder = new Forwarder(store, transport, { retryBaseMs: 0, retryMaxMs: 0, log: () => {} });
    closers.push(() => forwarder.stop());
    store.append(validMessage);
    await forwarder.notify();
    expect(calls).toHaveLength(1);
    await waitFor(() => forwarder.pending().length === 0);
    expect(calls).toHaveLength(4);
  });

  it('marks an attempt before making it, so a delivery cut off by a crash shows, and is made again', async () => {
    const store = openStore();
    const calls: string[] = [];
    let fail = true;
    const transport: DeliveryTransport = {
      name: 'form-service',
      deliver: async (message) => {
        calls.push(message.id);
        // While the delivery is under way, the store already says so.
        expect(store.readDelivery('form-service', message.id)).toMatchObject({ attempts: calls.length, interrupted: true });
        if (fail) throw new Error('unreachable');
      },
    };
    const forwarder = new Forwarder(store, transport, quiet);
    closers.push(() => forwarder.stop());
    const stored = store.append(validMessage);
    await forwarder.notify();
    fail = false;
    await waitFor(() => forwarder.pending().length === 0);
    expect(calls).toEqual([stored.id, stored.id]);
    expect(store.readDelivery('form-service', stored.id)).toMatchObject({ attempts: 2, interrupted: false, pending: false });
  });
});

describe('forwarding by e-mail', () => {
  it('sends each message through SMTP, reply-to the visitor, with a Message-ID made from the message id', async () => {
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

    const store = openStore();
    const forwarder = new Forwarder(
      store,
      smtpTransport({ url: `smtp://127.0.0.1:${port}`, to: 'office@example.co.uk', from: 'Website <no-reply@example.co.uk>' }),
      quiet,
    );
    closers.push(() => forwarder.stop());
    const stored = store.append(validMessage);
    await forwarder.notify();

    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: office@example.co.uk');
    expect(mails[0]).toMatch(/Reply-To: Sam Jones <sam@example\.org>/);
    expect(mails[0]).toContain('Subject: Website enquiry: NVDA training');
    expect(mails[0]).toContain(`Message-ID: <${stored.id}@example.co.uk>`);
    expect(mails[0]).toContain('I would like some help learning NVDA with Outlook, please.');
    expect(forwarder.pending()).toEqual([]);
  });

  it("takes the Message-ID's domain from the sender address", () => {
    expect(mailDomainOf('Website <no-reply@Example.co.uk>')).toBe('example.co.uk');
    expect(mailDomainOf('site@mail.example.org')).toBe('mail.example.org');
    expect(mailDomainOf('no address')).toBe('localhost');
  });
});
