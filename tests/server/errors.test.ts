import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { CONTACT_PATH } from '../../server/contact/contactRouter';
import { MessageStore, StoreUnavailableError } from '../../server/contact/messageStore';
import { errorPageHtml } from '../../server/errorPage';
import { errorResponder } from '../../server/errors';
import { readServerTemplates } from '../../server/pageTemplates';
import { internals, tempDataDir, validMessage } from './serverHarness';

const stores: MessageStore[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.isOpen && store.close()));

function contactApp(append?: MessageStore['append']) {
  const store = new MessageStore(tempDataDir(), { log: () => {} });
  stores.push(store);
  if (append) store.append = append;
  const logged: unknown[] = [];
  const app = createApp({
    contact: { store, rateLimit: { limit: 1000, windowMs: 60_000 } },
    logError: (_line, error) => logged.push(error),
  });
  return { app, store, logged };
}

/** An API error answer: the status, JSON { ok: false, error }, no-store, nothing internal. */
function expectApiError(response: request.Response, status: number, error: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(Object.keys(response.body)).toEqual(['ok', 'error']);
  expect(response.body.ok).toBe(false);
  expect(response.body.error).toMatch(error);
  expect(response.text).not.toMatch(internals);
}

const json = JSON.stringify(validMessage);

/** POST raw bytes (supertest would JSON-encode a Buffer sent as application/json). */
async function postBytes(app: ReturnType<typeof createApp>, headers: Record<string, string>, body: Buffer) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${CONTACT_PATH}`, {
      method: 'POST',
      headers,
      body: new Uint8Array(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      body: JSON.parse(text),
      headers: Object.fromEntries(response.headers),
    } as unknown as request.Response;
  } finally {
    server.close();
  }
}

describe('errors under /api: JSON, the right status, never internals', () => {
  it('a charset other than UTF-8: 415', async () => {
    const { app, store } = contactApp();
    const response = await request(app).post(CONTACT_PATH).set('Content-Type', 'application/json; charset=latin9').send(json);
    expectApiError(response, 415, 'Send the message in UTF-8.');
    expect(store.count()).toBe(0);
  });

  it('an unknown Content-Encoding: 415', async () => {
    const { app } = contactApp();
    const response = await request(app)
      .post(CONTACT_PATH)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'x-unknown')
      .send(json);
    expectApiError(response, 415, /compressed in a way the server does not read/);
  });

  it('a body that claims gzip and is not: 400; a real gzip body is read', async () => {
    const { app, store } = contactApp();
    const broken = await request(app)
      .post(CONTACT_PATH)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('this is not gzip');
    expectApiError(broken, 400, /could not be decompressed/);
    const gzipped = await postBytes(app, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, gzipSync(Buffer.from(json)));
    expect(gzipped.status).toBe(201);
    expect(store.count()).toBe(1);
  });

  it('broken JSON: 400', async () => {
    const { app } = contactApp();
    expectApiError(
      await request(app).post(CONTACT_PATH).set('Content-Type', 'application/json').send('{"name": '),
      400,
      'The message is not valid JSON.',
    );
    // strict: a bare string is not a message.
    expectApiError(
      await request(app).post(CONTACT_PATH).set('Content-Type', 'application/json').send('"hello"'),
      400,
      'The message is not valid JSON.',
    );
  });

  it('a body over 16 KB: 413, also when it is compressed small', async () => {
    const { app } = contactApp();
    const huge = JSON.stringify({ ...validMessage, message: 'a'.repeat(20_000) });
    expectApiError(
      await request(app).post(CONTACT_PATH).set('Content-Type', 'application/json').send(huge),
      413,
      'The message is too large.',
    );
    const bomb = await postBytes(app, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, gzipSync(huge));
    expect(gzipSync(huge).length).toBeLessThan(1024);
    expectApiError(bomb, 413, 'The message is too large.');
  });

  it('anything but JSON: 415', async () => {
    const { app } = contactApp();
    const form = await request(app).post(CONTACT_PATH).type('form').send(validMessage);
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ ok: false, error: 'Send the message as JSON (Content-Type: application/json).' });
    const text = await request(app).post(CONTACT_PATH).set('Content-Type', 'text/plain').send('hello');
    expect(text.status).toBe(415);
    expect(text.text).not.toMatch(internals);
  });

  it('a store that cannot write (disk full, read-only): 503 with Retry-After, and the failure logged', async () => {
    const failure = new StoreUnavailableError('SQLITE_FULL', {
      cause: new Error('database or disk is full: /srv/site/.data/contact/messages.sqlite'),
    });
    const { app, logged } = contactApp(() => {
      throw failure;
    });
    const response = await request(app).post(CONTACT_PATH).send(validMessage);
    expectApiError(response, 503, /could not be saved just now/);
    expect(response.headers['retry-after']).toBe('60');
    expect(logged).toEqual([failure]);
  });

  it('a bug: 500 with a plain sentence; the details go to the log only', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id') at /work/wt-11/server/contact/messageStore.ts:12:3");
    const { app, logged } = contactApp(() => {
      throw bug;
    });
    const response = await request(app).post(CONTACT_PATH).send(validMessage);
    expectApiError(response, 500, /Something went wrong on our side/);
    expect(logged).toEqual([bug]);
  });

  it('an unknown API address: 404 in JSON', async () => {
    const { app } = contactApp();
    expectApiError(await request(app).get('/api/messages'), 404, 'There is nothing at this address.');
  });
});

describe("errors elsewhere: the site's HTML error page", () => {
  it('a file that can no longer be read (removed since the start): 500 page, and the server carries on', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    copyFileSync(path.resolve('dist/404.html'), path.join(dist, '404.html'));
    writeFileSync(path.join(dist, 'handbook.pdf'), Buffer.alloc(600 * 1024, 1)); // too large to keep in memory
    const logged: unknown[] = [];
    const app = createApp({ distDir: dist, logError: (_line, error) => logged.push(error) });
    expect((await request(app).head('/handbook.pdf')).status).toBe(200);
    rmSync(path.join(dist, 'handbook.pdf'));

    const response = await request(app).get('/handbook.pdf');
    expect(response.status).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('<html lang="en-GB">');
    expect(response.text).toContain('Sorry, something went wrong on our side');
    expect(response.text).not.toContain('<script');
    expect(response.text).not.toMatch(internals);
    expect(logged).toHaveLength(1);
    expect((await request(app).get('/')).status).toBe(404); // still serving (this dist has no home page)
  });

  it.each([400, 413, 415, 500, 503])("the %s page keeps the site's header, footer and styles, and says what happened", (status) => {
    const html = errorPageHtml(readServerTemplates().error, status);
    expect(html).toMatch(new RegExp(`>${status}<`));
    expect(html).not.toContain('Page not found');
    expect(html).not.toMatch(/<script|modulepreload|<noscript>/);
    expect(html).toContain('<link rel="stylesheet" href="/noscript.css">');
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
  });

  it('any error thrown outside /api gets the page with its status, and nothing else', () => {
    const respond = errorResponder({ errorPage: (status) => `<p>page ${status}</p>`, log: () => {} });
    const answer = (url: string, error: unknown, method = 'GET') => {
      const headers: Record<string, string | number> = { 'Content-Encoding': 'br', ETag: 'W/"1"' };
      let body: unknown;
      const res = {
        statusCode: 200,
        headersSent: false,
        getHeaderNames: () => Object.keys(headers).map((name) => name.toLowerCase()),
        removeHeader: (name: string) => {
          for (const key of Object.keys(headers)) if (key.toLowerCase() === name) delete headers[key];
        },
        setHeader: (name: string, value: string | number) => (headers[name] = value),
        end: (chunk?: unknown) => (body = chunk),
      };
      respond(error, { url, method } as IncomingMessage, res as unknown as ServerResponse);
      return { status: res.statusCode, headers, body };
    };
    expect(answer('/about', Object.assign(new Error('URI malformed'), { status: 400 }))).toEqual({
      status: 400,
      headers: { 'Cache-Control': 'no-cache', 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': 15 },
      body: '<p>page 400</p>',
    });
    expect(answer('/about', new Error('boom')).status).toBe(500);
    expect(answer('/about', new Error('boom'), 'HEAD').body).toBeUndefined();
    expect(answer('/api/contact', Object.assign(new Error('x'), { status: 413 })).body).toBe(
      '{"ok":false,"error":"The message is too large."}',
    );
  });

  it('an error after the answer has started cuts the connection rather than send a second answer', () => {
    const respond = errorResponder({ errorPage: () => 'page', log: () => {} });
    let destroyed = false;
    const res = { headersSent: true, destroy: () => (destroyed = true) };
    respond(new Error('late'), { url: '/', method: 'GET' } as IncomingMessage, res as unknown as ServerResponse);
    expect(destroyed).toBe(true);
  });
});
