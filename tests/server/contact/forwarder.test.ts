import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { CONTACT_PATH } from '../../../server/contact/contactRouter';
import { Forwarder, formServiceTransport, mailDomainOf, smtpTransport, type DeliveryTransport } from '../../../server/contact/forwarder';
import { MessageStore } from '../../../server/contact/messageStore';
import { contactMessages } from '../../../src/lib/contactMessage';
import { fakeFormService, startServerProcess, tempDataDir, validMessage, waitFor, type ServerProcess } from '../serverHarness';

/*
 * Every test of server/contact/forwarder.ts: forwarding to a hosted form service and by e-mail, what
 * the e-mail's headers can hold, and the mail settings' passwords kept out of every address and line.
 */

describe('forwarding', () => {
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
});

describe('header injection through the contact form (the security review’s probes)', () => {
  /*
   * Issue 32, part 3: the security review's probes of e-mail header injection through the contact
   * form's fields, kept as tests, checked on the raw message a local SMTP server receives.
   *
   *   review probe                                         test (describe › it)
   *   CR/LF in name, email, subject                        header injection › CR, LF, NEL and tab in a name, …
   *   U+0085 (NEL), U+2028/U+2029 (line/paragraph sep.)    same, and › what is accepted (U+2028 …) is sent …
   *   a Bcc: line in the message, an encoded-word subject  header injection › what is accepted …
   */
  const stores: MessageStore[] = [];
  afterAll(() => stores.splice(0).forEach((store) => store.isOpen && store.close()));

  /** A local SMTP server that keeps each raw message and its envelope. */
  async function fakeSmtp() {
    const mails: { raw: string; recipients: string[]; sender: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
        stream.on('end', () => {
          mails.push({
            raw,
            recipients: session.envelope.rcptTo.map((to) => to.address),
            sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    return {
      mails,
      port: (smtp.server.address() as AddressInfo).port,
      close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
    };
  }

  /** The header block of a raw message, each header unfolded onto one line. */
  function headersOf(raw: string): string[] {
    const block = raw.slice(0, raw.indexOf('\r\n\r\n'));
    return block.split('\r\n').reduce<string[]>((lines, line) => {
      if (/^[ \t]/.test(line) && lines.length) lines[lines.length - 1] += line;
      else lines.push(line);
      return lines;
    }, []);
  }

  /** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as the text they stand for. */
  function decodeWords(value: string): string {
    return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_word, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            'latin1',
          ).toString('utf8'),
    );
  }

  describe('header injection through the contact form', () => {
    let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
    let store: MessageStore;
    let forwarder: Forwarder;
    let app: ReturnType<typeof createApp>;
    const office = 'office@example.co.uk';
    const allowedHeaders = [
      'Content-Type',
      'From',
      'To',
      'Reply-To',
      'Subject',
      'Message-ID',
      'Date',
      'MIME-Version',
      'Content-Transfer-Encoding',
    ];

    beforeAll(async () => {
      smtp = await fakeSmtp();
      store = new MessageStore(tempDataDir(), { log: () => {} });
      stores.push(store);
      forwarder = new Forwarder(
        store,
        smtpTransport({ url: `smtp://127.0.0.1:${smtp.port}`, to: office, from: 'Website <no-reply@example.co.uk>' }),
        {
          log: () => {},
        },
      );
      app = createApp({ contact: { store, rateLimit: { limit: 1000, windowMs: 60_000 }, onStored: () => void forwarder.notify() } });
    });
    afterAll(async () => {
      await forwarder.stop();
      await smtp.close();
    });
    // The fake SMTP server has the mail before the forwarder hears its answer and marks it sent: wait
    // for that (waitFor fails the test after 10 s), so a message left pending is a failure, not a race.
    afterEach(async () => {
      await waitFor(() => forwarder.pending().length === 0);
      expect(forwarder.pending()).toEqual([]);
    });

    it('CR, LF, NEL and tab in a name, an e-mail address or a subject: refused with the field’s message, nothing stored or sent', async () => {
      const before = store.count();
      for (const breakLine of ['\r\n', '\n', '\r', '\u0085', '\t']) {
        const injected = `${breakLine}Bcc: victim@example.com`;
        const answers = await Promise.all([
          request(app)
            .post(CONTACT_PATH)
            .send({ ...validMessage, name: `Sam Jones${injected}` }),
          request(app)
            .post(CONTACT_PATH)
            .send({ ...validMessage, email: `sam@example.org${injected}` }),
          request(app)
            .post(CONTACT_PATH)
            .send({ ...validMessage, subject: `NVDA training${injected}` }),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
        expect(answers[0]!.body.errors).toEqual({ name: contactMessages.nameCharacters });
        expect(answers[1]!.body.errors).toEqual({ email: contactMessages.emailInvalid });
        expect(answers[2]!.body.errors).toEqual({ subject: contactMessages.subjectCharacters });
      }
      // A line separator where no letter may be: the address.
      const separated = await request(app)
        .post(CONTACT_PATH)
        .send({ ...validMessage, email: 'sam@example.org\u2028Bcc: victim@example.com' });
      expect(separated.status).toBe(400);
      expect(separated.body.errors).toEqual({ email: contactMessages.emailInvalid });
      expect(store.count()).toBe(before);
      expect(smtp.mails.filter((mail) => mail.raw.includes('victim@example.com'))).toEqual([]);
    });

    it('what is accepted (U+2028 and U+2029 in a name or subject, a Bcc line in the message, an encoded word) is sent with no header added', async () => {
      const cases = [
        { name: 'Sam\u2028Jones', subject: 'NVDA\u2028Bcc: victim@example.com' },
        { name: 'Sam\u2029Jones', subject: 'NVDA\u2029Cc: victim@example.com\u2029X-Injected: yes' },
        { subject: '=?UTF-8?Q?NVDA=0D=0ABcc:_victim@example.com?=' },
        { message: 'Please call me back.\r\n\r\nBcc: victim@example.com\r\nX-Injected: yes\r\n.\r\nMAIL FROM:<x@evil.example>' },
      ];
      for (const fields of cases) {
        const before = smtp.mails.length;
        const posted = await request(app)
          .post(CONTACT_PATH)
          .send({ ...validMessage, ...fields });
        const label = JSON.stringify(fields);
        expect(posted.status, `${label}: ${JSON.stringify(posted.body)}`).toBe(201);
        await waitFor(() => smtp.mails.length === before + 1);
        const mail = smtp.mails.at(-1)!;
        // The envelope: from the site, to the office, and to no one else.
        expect(mail.recipients, label).toEqual([office]);
        expect(mail.sender, label).toBe('no-reply@example.co.uk');
        const headers = headersOf(mail.raw);
        const names = headers.map((line) => line.slice(0, line.indexOf(':')));
        for (const name of names) expect(allowedHeaders, `${label}: header ${name}`).toContain(name);
        expect(new Set(names).size, label).toBe(names.length);
        // Each header one line of plain ASCII: a separator or non-ASCII letter travels encoded.
        for (const line of headers) expect(line, label).toMatch(/^[\x20-\x7e\t]*$/);
        const subject = headers.find((line) => line.startsWith('Subject: '))!;
        const expectedSubject = `Website enquiry: ${(fields.subject ?? validMessage.subject).trim()}`;
        // The subject as sent: as typed when it is plain ASCII (an encoded word typed in stays text, which
        // a mail program decodes for display only, inside the one Subject header), else encoded.
        const sentSubject = subject.slice('Subject: '.length);
        expect(sentSubject === expectedSubject ? sentSubject : decodeWords(sentSubject), label).toBe(expectedSubject);
        const replyTo = headers.find((line) => line.startsWith('Reply-To: '))!;
        expect(decodeWords(replyTo.slice('Reply-To: '.length)), label).toMatch(/<sam@example\.org>$/);
        expect(replyTo, label).not.toContain('victim');
      }
    });
  });
});

/*
 * Issue 32, part 3: the security review's probe "no token or secret in any answer or log", for the
 * mail settings' passwords, kept as tests: a form service address with a user and password, and the
 * server's output at start and when forwarding fails (it failed: fetch quoted CONTACT_FORWARD_URL,
 * password and all; fixed in server/contact/forwarder.ts). The line that says a setting is wrong:
 * tests/server/config.test.ts; the editing screen's secrets: tests/server/admin/signIn.test.ts.
 */
describe('the mail settings’ passwords', () => {
  it('a form service address with a user and password: they go as Basic authentication, not in the address', async () => {
    const service = await fakeFormService();
    try {
      const withCredentials = new URL(service.url);
      withCredentials.username = 'former';
      withCredentials.password = 'form-pass 5c1e2';
      await formServiceTransport(withCredentials.href).deliver({ ...validMessage, id: 'ref-1', receivedAt: new Date().toISOString() });
      expect(service.received).toHaveLength(1);
      expect(service.received[0]!.headers.authorization).toBe(`Basic ${Buffer.from('former:form-pass 5c1e2').toString('base64')}`);
    } finally {
      await service.close();
    }
  });

  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });

  it('are never in the server’s output: at start, nor when forwarding a message fails', async () => {
    // A port with nothing listening: both deliveries fail at once, and are logged.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const smtpPassword = 'smtp-pass-7f3a9';
    const formPassword = 'form-pass-5c1e2';
    server = await startServerProcess({
      CONTACT_DATA_DIR: tempDataDir(),
      SMTP_URL: `smtp://mailer:${smtpPassword}@127.0.0.1:${deadPort}`,
      CONTACT_EMAIL_TO: 'office@example.co.uk',
      CONTACT_FORWARD_URL: `http://former:${formPassword}@127.0.0.1:${deadPort}/f/test-form`,
    });
    const posted = await fetch(`${server.origin}${CONTACT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validMessage),
    });
    expect(posted.status).toBe(201);
    await waitFor(() => (server!.output().match(/failed \(attempt 1/g) ?? []).length >= 2, 20_000);
    expect(server.output()).toContain('by email failed');
    expect(server.output()).toContain('by form-service failed');
    expect(server.output()).not.toContain(smtpPassword);
    expect(server.output()).not.toContain(formPassword);
  }, 40_000);
});
