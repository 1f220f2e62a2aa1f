import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { CONTACT_PATH } from '../../server/contact/contactRouter';
import { MessageStore } from '../../server/contact/messageStore';
import { contactMessages } from '../../src/lib/contactMessage';
import { tempDataDir, validMessage } from './support';

function appWithStore(rateLimit = { limit: 1000, windowMs: 60_000 }) {
  const store = new MessageStore(tempDataDir());
  return { app: createApp({ contact: { store, rateLimit } }), store };
}
const storedLines = (store: MessageStore) => readFileSync(store.file, 'utf8').trim().split('\n');

describe('POST /api/contact', () => {
  it('stores a valid message, trimmed, and answers 201 with its reference', async () => {
    const { app, store } = appWithStore();
    const response = await request(app)
      .post(CONTACT_PATH)
      .send({ ...validMessage, name: `  ${validMessage.name} ` });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ ok: true, id: expect.any(String) });
    const [line] = storedLines(store);
    expect(JSON.parse(line!)).toMatchObject({ ...validMessage, id: response.body.id, receivedAt: expect.any(String) });
  });

  it('answers 2xx only after the message is written: the answer waits for the store', async () => {
    const { app, store } = appWithStore();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const append = store.append.bind(store);
    store.append = async (message) => {
      await gate;
      return append(message);
    };
    let answered = false;
    const pending = request(app)
      .post(CONTACT_PATH)
      .send(validMessage)
      .then((response) => {
        answered = true;
        return response;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    release();
    expect((await pending).status).toBe(201);
    expect(storedLines(store)).toHaveLength(1);
  });

  it('rejects invalid messages with 400 and SPEC\'s message for each field, storing nothing', async () => {
    const { app, store } = appWithStore();
    const response = await request(app).post(CONTACT_PATH).send({ name: 'J', email: 'nope', subject: 'Hi', message: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: contactMessages.nameTooShort,
      email: contactMessages.emailInvalid,
      subject: contactMessages.subjectTooShort,
      message: contactMessages.messageTooShort,
    });
    expect(await store.readAll()).toEqual([]);
  });

  it('rejects a filled spam trap and missing fields', async () => {
    const { app } = appWithStore();
    const trap = await request(app).post(CONTACT_PATH).send({ ...validMessage, honeypot: 'http://spam' });
    expect(trap.status).toBe(400);
    expect(trap.body.errors).toEqual({ honeypot: contactMessages.honeypot });
    const missing = await request(app).post(CONTACT_PATH).send({ email: validMessage.email });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.name).toBe(contactMessages.required);
  });

  it('rejects anything but JSON with 415', async () => {
    const { app } = appWithStore();
    const form = await request(app).post(CONTACT_PATH).type('form').send(validMessage);
    expect(form.status).toBe(415);
    const text = await request(app).post(CONTACT_PATH).set('Content-Type', 'text/plain').send('hello');
    expect(text.status).toBe(415);
  });

  it('rejects a body over the limit with 413, and broken JSON with 400', async () => {
    const { app } = appWithStore();
    const huge = await request(app)
      .post(CONTACT_PATH)
      .send({ ...validMessage, message: 'a'.repeat(20_000) });
    expect(huge.status).toBe(413);
    const broken = await request(app).post(CONTACT_PATH).set('Content-Type', 'application/json').send('{"name": ');
    expect(broken.status).toBe(400);
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
    const stored = await store.readAll();
    expect(stored).toHaveLength(count);
    expect(new Set(stored.map((message) => message.subject)).size).toBe(count);
    expect(new Set(stored.map((message) => message.id)).size).toBe(count);
    expect(storedLines(store).every((line) => JSON.parse(line))).toBe(true);
  });

  it('keeps the message when the server is killed the instant it has answered', async () => {
    const dataDir = tempDataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/index.ts')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CONTACT_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const match = /localhost:(\d+)/.exec(chunk.toString());
          if (match) resolve(Number(match[1]));
        });
        child.on('exit', () => reject(new Error('server exited')));
      });
      expect(port).toBeGreaterThan(0);
      const response = await fetch(`http://127.0.0.1:${port}${CONTACT_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...validMessage, subject: 'Killed after answering' }),
      });
      expect(response.status).toBe(201);
      child.kill('SIGKILL');
      const stored = await new MessageStore(dataDir).readAll();
      expect(stored.map((message) => message.subject)).toEqual(['Killed after answering']);
    } finally {
      child.kill('SIGKILL');
    }
  }, 20_000);
});

describe('the message store', () => {
  it('skips a line torn by a crash mid-write, which was never acknowledged', async () => {
    const store = new MessageStore(tempDataDir());
    await store.append(validMessage);
    await store.close();
    const { appendFileSync } = await import('node:fs');
    appendFileSync(store.file, '{"id":"torn","name":"Sa');
    expect((await store.readAll()).map((message) => message.name)).toEqual([validMessage.name]);
  });
});
