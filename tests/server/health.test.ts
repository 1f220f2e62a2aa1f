import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { CONTACT_PATH } from '../../server/contact/contactRouter';
import { MessageStore } from '../../server/contact/messageStore';
import { distDir } from '../../server/paths';
import { readSiteVersion } from '../../server/version';
import { tempDataDir, validMessage } from './serverHarness';

/*
 * GET /healthz (the full and read-only disks are in contact/messageStore.test.ts). Needs the build
 * (npm test builds first).
 */

const stores: MessageStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) if (store.isOpen) store.close();
});

function app(options: { rateLimit?: number; stopping?: () => boolean } = {}) {
  const store = new MessageStore(tempDataDir(), { log: () => {} });
  stores.push(store);
  const logged: string[] = [];
  const site = createApp({
    contact: { store, rateLimit: { limit: options.rateLimit ?? 10, windowMs: 60_000 } },
    stopping: options.stopping,
    logHealth: (line) => logged.push(line),
  });
  return { site, store, logged };
}

describe('GET /healthz', () => {
  it('answers 200 with a small JSON body while a message can be stored; never cached; HEAD too', async () => {
    const { site } = app();
    const response = await request(site).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, version: readSiteVersion(distDir) });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    // The security headers, as on every answer.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const head = await request(site).head('/healthz');
    expect(head.status).toBe(200);
    expect(head.text).toBeFalsy();
  });

  it('only answers GET and HEAD', async () => {
    const response = await request(app().site).post('/healthz');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.body).toEqual({ ok: false, error: 'Use GET.' });
  });

  it('writes nothing, however often it is asked: the database and its log stay exactly as they were', async () => {
    const { site, store } = app();
    expect((await request(site).post(CONTACT_PATH).send(validMessage)).status).toBe(201);
    const files = [store.file, `${store.file}-wal`];
    const before = files.map((file) => ({ bytes: readFileSync(file), mtime: statSync(file).mtimeMs }));
    for (let i = 0; i < 100; i += 1) expect((await request(site).get('/healthz')).status).toBe(200);
    expect(files.map((file) => ({ bytes: readFileSync(file), mtime: statSync(file).mtimeMs }))).toEqual(before);
  });

  it('is not rate limited: a client over the contact limit still gets its health answers', async () => {
    const { site } = app({ rateLimit: 1 });
    expect((await request(site).post(CONTACT_PATH).send(validMessage)).status).toBe(201);
    expect((await request(site).post(CONTACT_PATH).send(validMessage)).status).toBe(429);
    for (let i = 0; i < 50; i += 1) expect((await request(site).get('/healthz')).status).toBe(200);
  });

  it('answers 503 once the server is shutting down, and when the store is closed', async () => {
    let stopping = false;
    const { site, store, logged } = app({ stopping: () => stopping });
    expect((await request(site).get('/healthz')).status).toBe(200);
    stopping = true;
    const shuttingDown = await request(site).get('/healthz');
    expect(shuttingDown.status).toBe(503);
    expect(shuttingDown.body).toMatchObject({ ok: false, error: 'The server is shutting down.' });
    expect(shuttingDown.headers['cache-control']).toBe('no-store');
    stopping = false;
    store.close();
    expect((await request(site).get('/healthz')).body).toMatchObject({ ok: false, error: 'The message store is closed.' });
    expect(logged).toEqual(['health: 503, The server is shutting down.', 'health: 503, The message store is closed.']);
  });

  it('logs nothing while healthy', async () => {
    const { site, logged } = app();
    for (let i = 0; i < 20; i += 1) await request(site).get('/healthz');
    expect(logged).toEqual([]);
  });

  it('is not a page of the site: not in the sitemap', () => {
    expect(readFileSync(path.resolve('dist/sitemap.xml'), 'utf8')).not.toContain('healthz');
  });
});

describe('GET /healthz: the live version (docs/decisions/054)', () => {
  /** A built site of one page, with the version stamp the build writes (or none). */
  function builtSite(version?: object) {
    const dir = mkdtempSync(path.join(tmpdir(), 'health-version-'));
    writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title><main>Not found</main>');
    if (version) writeFileSync(path.join(dir, 'version.json'), JSON.stringify(version));
    return dir;
  }

  it('reports the commit and commit time the build stamped in version.json, healthy or not', async () => {
    const commit = 'a'.repeat(40);
    let stopping = false;
    const site = createApp({
      distDir: builtSite({ $comment: 'x', commit, committedAt: '2026-11-26T15:42:34+00:00' }),
      stopping: () => stopping,
      logHealth: () => {},
    });
    const version = { commit, committedAt: '2026-11-26T15:42:34.000Z' };
    expect((await request(site).get('/healthz')).body).toEqual({ ok: true, version });
    stopping = true;
    expect((await request(site).get('/healthz')).body).toEqual({ ok: false, error: 'The server is shutting down.', version });
  });

  it('reports version null for a build without the stamp, and never passes on what is not a commit', async () => {
    expect((await request(createApp({ distDir: builtSite() })).get('/healthz')).body).toEqual({ ok: true, version: null });
    const odd = createApp({ distDir: builtSite({ commit: '<script>', committedAt: 'yesterday' }) });
    expect((await request(odd).get('/healthz')).body).toEqual({ ok: true, version: { commit: null, committedAt: null } });
  });
});
