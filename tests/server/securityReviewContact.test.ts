import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadServerConfig } from '../../server/config';
import { CONTACT_PATH } from '../../server/contact/contactRouter';
import { Forwarder, smtpTransport } from '../../server/contact/forwarder';
import { MessageStore } from '../../server/contact/messageStore';
import { createContactReceiver } from '../../server/contact/receiver';
import { contactMessages } from '../../src/lib/contactMessage';
import { tempDataDir, validMessage, waitFor } from './serverHarness';

/*
 * Issue 32, part 3: the security review's probes of the contact form, kept as tests: the per-client
 * limit set by CONTACT_RATE_LIMIT, and e-mail header injection through the form's fields, checked on
 * the raw message a local SMTP server receives.
 *
 *   review probe                                         test (describe › it)
 *   CONTACT_RATE_LIMIT per window, one client refused    the contact limit › past CONTACT_RATE_LIMIT …
 *     with the plain-words 429 and Retry-After; others
 *     unaffected; the refused message not stored
 *   CR/LF in name, email, subject                        header injection › CR, LF, NEL and tab in a name, …
 *   U+0085 (NEL), U+2028/U+2029 (line/paragraph sep.)    same, and › what is accepted (U+2028 …) is sent …
 *   a Bcc: line in the message, an encoded-word subject  header injection › what is accepted …
 */

const stores: MessageStore[] = [];
afterAll(() => stores.splice(0).forEach((store) => store.isOpen && store.close()));

describe('the contact limit', () => {
  it('past CONTACT_RATE_LIMIT messages in the window, that client gets the plain-words 429 with Retry-After; others go on', async () => {
    const loaded = loadServerConfig({ CONTACT_RATE_LIMIT: '3', CONTACT_DATA_DIR: tempDataDir() });
    if (!loaded.ok) throw new Error(loaded.error);
    const store = new MessageStore(loaded.config.contact.dataDir, { log: () => {} });
    stores.push(store);
    // As server/index.ts builds it, behind one proxy that says who each client is.
    const { options } = createContactReceiver(loaded.config.contact, store);
    const app = createApp({ contact: options, trustProxy: 'loopback' });
    const post = (client: string, body: object = validMessage) => request(app).post(CONTACT_PATH).set('X-Forwarded-For', client).send(body);

    for (let sent = 0; sent < 3; sent += 1) expect((await post('203.0.113.7')).status).toBe(201);
    const limited = await post('203.0.113.7', { ...validMessage, subject: 'The fourth message' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ ok: false, error: 'Too many messages from this connection. Please wait a few minutes, or email us.' });
    // Seconds until the 15-minute window ends, as a number a client can wait for.
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(store.readAll().map((message) => message.subject)).not.toContain('The fourth message');
    // Invalid posts count too, so a client cannot probe the form without limit.
    expect((await post('203.0.113.7', { name: 'x' })).status).toBe(429);

    // Another client, and the limited client's neighbour on the same network, are not held.
    expect((await post('198.51.100.20')).status).toBe(201);
    expect((await post('203.0.113.8')).status).toBe(201);
    expect(store.count()).toBe(5);
  });
});

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
  afterEach(() => expect(forwarder.pending()).toEqual([]));

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
