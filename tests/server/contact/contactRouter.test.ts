import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { CONTACT_PATH } from '../../../server/contact/contactRouter';
import { MessageStore } from '../../../server/contact/messageStore';
import { contactMessages } from '../../../src/lib/contactMessage';
import { tempDataDir, validMessage } from '../serverHarness';

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
