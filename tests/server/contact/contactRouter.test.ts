import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { loadServerConfig } from '../../../server/config';
import { CONTACT_PATH } from '../../../server/contact/contactRouter';
import { MessageStore } from '../../../server/contact/messageStore';
import { createContactReceiver } from '../../../server/contact/receiver';
import { contactMessages } from '../../../src/lib/contactMessage';
import { startGitHubStandIn, standInGitHub } from '../githubStandIn';
import { tempDataDir, validMessage } from '../serverHarness';

/*
 * Every test of server/contact/contactRouter.ts, POST /api/contact: what it stores and answers, the
 * per-client limit, and a post from another site.
 */

describe('the answers', () => {
  const stores: MessageStore[] = [];
  afterEach(() => stores.splice(0).forEach((store) => store.isOpen && store.close()));

  function appWithStore(rateLimit = { limit: 1000, windowMs: 60_000 }) {
    const store = new MessageStore(tempDataDir(), { log: () => {} });
    stores.push(store);
    return { app: createApp({ contact: { store, rateLimit } }), store };
  }

  /** A second connection to the same database: sees only what is committed. */
  function readCommitted(store: MessageStore) {
    const reader = new MessageStore(store.dir, { log: () => {} });
    try {
      return reader.readAll();
    } finally {
      reader.close();
    }
  }

  describe('POST /api/contact', () => {
    it('stores a valid message, trimmed, and answers 201 with its reference once it is committed', async () => {
      const { app, store } = appWithStore();
      const response = await request(app)
        .post(CONTACT_PATH)
        .send({ ...validMessage, name: `  ${validMessage.name} ` });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ ok: true, id: expect.any(String) });
      // Another connection, opened only after the answer, finds the row: it was committed before the 201.
      expect(readCommitted(store)).toEqual([{ ...validMessage, id: response.body.id, receivedAt: expect.any(String), deliveries: {} }]);
    });

    it("rejects invalid messages with 400, SPEC's message for each field and a summary, storing nothing", async () => {
      const { app, store } = appWithStore();
      const response = await request(app).post(CONTACT_PATH).send({ name: 'J', email: 'nope', subject: 'Hi', message: 'short' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        ok: false,
        error: 'Some fields need correcting.',
        errors: {
          name: contactMessages.nameTooShort,
          email: contactMessages.emailInvalid,
          subject: contactMessages.subjectTooShort,
          message: contactMessages.messageTooShort,
        },
      });
      expect(store.count()).toBe(0);
    });

    it("rejects control characters with the field's message, and keeps line breaks and tabs in the message", async () => {
      const { app, store } = appWithStore();
      const escape = await request(app)
        .post(CONTACT_PATH)
        .send({ ...validMessage, name: 'Sam\u001b[2J Jones', subject: 'NVDA\u0000training', message: `${validMessage.message}\u0007` });
      expect(escape.status).toBe(400);
      expect(escape.body.errors).toEqual({
        name: contactMessages.nameCharacters,
        subject: contactMessages.subjectCharacters,
        message: contactMessages.messageCharacters,
      });
      expect(store.count()).toBe(0);

      const layout = 'Line one of my enquiry.\r\nLine two,\tafter a tab.\nLine three.';
      const accepted = await request(app)
        .post(CONTACT_PATH)
        .send({ ...validMessage, message: layout });
      expect(accepted.status).toBe(201);
      expect(store.readAll()[0]!.message).toBe(layout);
    });

    it('rejects a filled spam trap and missing fields', async () => {
      const { app } = appWithStore();
      const trap = await request(app)
        .post(CONTACT_PATH)
        .send({ ...validMessage, honeypot: 'http://spam' });
      expect(trap.status).toBe(400);
      expect(trap.body.errors).toEqual({ honeypot: contactMessages.honeypot });
      const missing = await request(app).post(CONTACT_PATH).send({ email: validMessage.email });
      expect(missing.status).toBe(400);
      expect(missing.body.errors.name).toBe(contactMessages.required);
    });

    it('limits each client: past the limit it answers 429 and says when to retry', async () => {
      const { app } = appWithStore({ limit: 3, windowMs: 60_000 });
      for (let i = 0; i < 3; i += 1) expect((await request(app).post(CONTACT_PATH).send(validMessage)).status).toBe(201);
      const limited = await request(app).post(CONTACT_PATH).send(validMessage);
      expect(limited.status).toBe(429);
      expect(limited.headers.ratelimit ?? limited.headers['retry-after']).toBeTruthy();
      expect(limited.body.ok).toBe(false);
    });

    it('answers other methods with 405 and says POST', async () => {
      const { app } = appWithStore();
      const response = await request(app).get(CONTACT_PATH);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('POST');
    });

    it('marks every API answer Cache-Control: no-store, whatever its status', async () => {
      const { app } = appWithStore({ limit: 1, windowMs: 60_000 });
      const answers = [
        await request(app).post(CONTACT_PATH).send(validMessage), // 201
        await request(app).post(CONTACT_PATH).send(validMessage), // 429
        await request(app).get(CONTACT_PATH), // 405
        await request(app).get('/api/nothing-here'), // 404
        await request(createApp()).post(CONTACT_PATH).send(validMessage), // 404: no receiver configured
      ];
      expect(answers.map((answer) => answer.status)).toEqual([201, 429, 405, 404, 404]);
      for (const answer of answers) {
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(answer.body.ok).toBe(answer.status === 201);
      }
      // Pages are not affected.
      expect((await request(app).get('/')).headers['cache-control']).toBe('no-cache');
    });

    it('stores every message of a burst of concurrent posts exactly once', async () => {
      const { app, store } = appWithStore();
      const count = 60;
      const responses = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          request(app)
            .post(CONTACT_PATH)
            .send({ ...validMessage, subject: `Burst message ${i}` }),
        ),
      );
      expect(responses.every((response) => response.status === 201)).toBe(true);
      const stored = store.readAll();
      expect(stored).toHaveLength(count);
      expect(new Set(stored.map((message) => message.subject)).size).toBe(count);
      expect(new Set(stored.map((message) => message.id))).toEqual(new Set(responses.map((response) => response.body.id)));
    });
  });
});

describe('the per-client limit (the security review’s probe)', () => {
  /*
   * Issue 32, part 3: the security review's probe of the per-client limit set by CONTACT_RATE_LIMIT,
   * kept as a test: one client refused with the plain-words 429 and Retry-After, others unaffected, the
   * refused message not stored.
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
      const post = (client: string, body: object = validMessage) =>
        request(app).post(CONTACT_PATH).set('X-Forwarded-For', client).send(body);

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

      // Over IPv6, one visitor's block is one client: two addresses of one /48, in different /56s,
      // share the limit (issue 43, docs/decisions/080); an address of the next /48 does not.
      for (let sent = 0; sent < 3; sent += 1)
        expect((await post(sent % 2 ? '2001:db8:4a:100::1' : '2001:db8:4a:ff00::9')).status).toBe(201);
      expect((await post('2001:db8:4a:7f00::2')).status).toBe(429);
      expect((await post('2001:db8:4b::1')).status).toBe(201);
    });
  });
});

describe('a post from another site (the security review’s probe)', () => {
  /*
   * Issue 32, part 3: the security review's probe "POST /api/contact from another site", kept as a
   * test, on the live server as it is built with the editing screen's sign-in on (the other Origin
   * probes: tests/server/admin/contentApi.test.ts).
   */
  const siteUrl = 'https://www.example.co.uk';

  describe('the live server', () => {
    const github = standInGitHub;
    let standIn: Awaited<ReturnType<typeof startGitHubStandIn>>;
    let app: ReturnType<typeof createApp>;
    let store: MessageStore;

    beforeAll(async () => {
      standIn = await startGitHubStandIn(github);
      store = new MessageStore(tempDataDir(), { log: () => {} });
      app = createApp({
        adminSignIn: { github, siteUrl, endpoints: standIn.endpoints, log: () => {} },
        contact: { store, rateLimit: { limit: 1000, windowMs: 60_000 } },
      });
    });
    afterAll(async () => {
      store.close();
      await standIn.close();
    });

    it('the contact form: a cross-site form or script cannot post a message (JSON only, and no CORS)', async () => {
      // An HTML form on another site can send only these three types without asking first (a "simple" request).
      for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
        const refused = await request(app)
          .post(CONTACT_PATH)
          .set('Origin', 'https://evil.example')
          .set('Content-Type', type)
          .send(type.startsWith('text/') ? JSON.stringify(validMessage) : 'name=Sam');
        expect(refused.status, type).toBe(415);
        expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      }
      // A script on another site must ask first (a preflight) to send JSON: nothing here ever allows it.
      const preflight = await request(app)
        .options(CONTACT_PATH)
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
      expect(preflight.status).toBe(405);
      expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(store.count()).toBe(0);
      // A program that is not a browser can post JSON from anywhere, as anyone can fill in the form: the
      // per-client limit holds it (the per-client limit, above). Its answer allows no other site to read it.
      const posted = await request(app).post(CONTACT_PATH).set('Origin', 'https://evil.example').send(validMessage);
      expect(posted.status).toBe(201);
      expect(Object.keys(posted.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    });
  });
});
