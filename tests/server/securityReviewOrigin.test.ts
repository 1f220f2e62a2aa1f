import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsApp } from '../../scripts/shared/cmsApp';
import { createApp } from '../../server/app';
import { CONTACT_PATH } from '../../server/contact/contactRouter';
import { MessageStore } from '../../server/contact/messageStore';
import { signInAsOwner, startGitHubStandIn, standInGitHub } from './githubStandIn';
import { tempDataDir, validMessage } from './serverHarness';

/*
 * Issue 32, part 3: the security review's probes of the Origin checks, kept as tests. Every request
 * that changes something is refused unless it comes from the site's own pages, on the live server
 * (server/app.ts) and on `npm run cms` (scripts/shared/cmsApp.ts):
 *
 *   review probe                                         test (describe › it)
 *   Origin on PUT/DELETE/other writes of /admin/api/*    live server › refuses every change to the content …
 *   Origin on sign-out                                   live server › refuses a sign-out from anywhere but …
 *   the right Origin still works (so the above can fail) live server › takes the same change from the site’s own …
 *   Origin on writes of npm run cms                      npm run cms › refuses every change … / takes a change from …
 *   POST /api/contact from another site                  the contact form › … (a cross-site form or script cannot post)
 *
 * Each write is tried with no Origin, a foreign one, "null" (a sandboxed page or a file), look-alikes
 * (the site's name as a subdomain of another, another scheme or port, a trailing slash, capitals): all
 * are compared as the exact origin, so all are refused, and nothing is changed.
 */

const siteUrl = 'https://www.example.co.uk';
const testimonials = 'src/content/testimonials.yaml';
const original = readFileSync(path.resolve(testimonials), 'utf8');

const foreignOrigins = (own: string) => {
  const { protocol, hostname, port } = new URL(own);
  const otherScheme = protocol === 'https:' ? 'http:' : 'https:';
  return [
    undefined,
    'null',
    'https://evil.example',
    `${own}.evil.example`,
    `${protocol}//${hostname}.evil.example${port ? `:${port}` : ''}`,
    `${protocol}//evil.example#${hostname}`,
    `${otherScheme}//${hostname}${port ? `:${port}` : ''}`,
    `${protocol}//${hostname}:${Number(port || 443) + 1}`,
    `${own}/`,
    own.toUpperCase(),
    `${own}, https://evil.example`,
  ];
};

describe('the live server: changes only from the site’s own pages', () => {
  const github = standInGitHub;
  let standIn: Awaited<ReturnType<typeof startGitHubStandIn>>;
  let app: ReturnType<typeof createApp>;
  let session: string;
  let store: MessageStore;

  beforeAll(async () => {
    standIn = await startGitHubStandIn(github);
    standIn.files.put(testimonials, original);
    store = new MessageStore(tempDataDir(), { log: () => {} });
    app = createApp({
      adminSignIn: { github, siteUrl, endpoints: standIn.endpoints, log: () => {} },
      contact: { store, rateLimit: { limit: 1000, windowMs: 60_000 } },
    });
    session = await signInAsOwner(app, standIn);
  });
  afterAll(async () => {
    store.close();
    await standIn.close();
  });

  const versionOf = async () =>
    ((await request(app).get(`/admin/api/content/file?path=${testimonials}`).set('Cookie', session)).body as { version: string }).version;

  it('refuses every change to the content from any other Origin (none, "null", look-alikes), and changes nothing', async () => {
    const version = await versionOf();
    const writes = [
      ['PUT (a save)', () => request(app).put('/admin/api/content/file').send({ path: testimonials, text: 'changed: yes\n', version })],
      [
        'PUT (a new file)',
        () => request(app).put('/admin/api/content/file').send({ path: 'src/content/new-file.yaml', text: 'added: yes\n', version: null }),
      ],
      ['DELETE', () => request(app).delete('/admin/api/content/file').send({ path: testimonials, version })],
      ['POST', () => request(app).post('/admin/api/content/file').send({ path: testimonials, text: 'changed: yes\n', version })],
      ['PATCH', () => request(app).patch('/admin/api/content/file').send({ path: testimonials, text: 'changed: yes\n', version })],
    ] as const;
    for (const other of foreignOrigins(siteUrl)) {
      for (const [what, write] of writes) {
        const attempt = write().set('Cookie', session);
        const refused = await (other === undefined ? attempt : attempt.set('Origin', other));
        expect(refused.status, `${what} from ${other}`).toBe(403);
        expect(refused.body).toEqual({ ok: false, error: 'Changes can be saved only from the editing screen itself.' });
      }
    }
    expect(standIn.commits).toEqual([]);
    expect(standIn.files.text(testimonials)).toBe(original);
    expect(standIn.files.text('src/content/new-file.yaml')).toBeUndefined();
  });

  it('refuses a sign-out from anywhere but the site itself, and the session lives on', async () => {
    for (const other of foreignOrigins(siteUrl)) {
      const attempt = request(app).post('/admin/auth/sign-out').set('Cookie', session);
      const refused = await (other === undefined ? attempt : attempt.set('Origin', other));
      expect(refused.status, `sign-out from ${other}`).toBe(403);
      expect(refused.text).toContain('<h1>You were not signed out</h1>');
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    expect((await request(app).get('/admin/api/session').set('Cookie', session)).body.signedIn).toBe(true);
  });

  it('takes the same change, and the sign-out, from the site’s own Origin', async () => {
    const saved = await request(app)
      .put('/admin/api/content/file')
      .set('Cookie', session)
      .set('Origin', siteUrl)
      .send({ path: testimonials, text: `${original}# saved\n`, version: await versionOf() });
    expect(saved.status).toBe(200);
    expect(standIn.files.text(testimonials)).toBe(`${original}# saved\n`);
    const out = await request(app).post('/admin/auth/sign-out').set('Cookie', session).set('Origin', siteUrl);
    expect(out.status).toBe(303);
    expect((await request(app).get('/admin/api/session').set('Cookie', session)).body).toEqual({ signedIn: false });
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
    // per-client limit holds it (securityReviewContact.test.ts). Its answer allows no other site to read it.
    const posted = await request(app).post(CONTACT_PATH).set('Origin', 'https://evil.example').send(validMessage);
    expect(posted.status).toBe(201);
    expect(Object.keys(posted.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});

describe('npm run cms: changes only from the editing screen on this computer', () => {
  const port = 4610;
  const host = `127.0.0.1:${port}`;
  const repoDir = mkdtempSync(path.join(tmpdir(), 'cms-origin-'));
  cpSync(path.resolve('src/content'), path.join(repoDir, 'src/content'), { recursive: true });
  const screenDir = mkdtempSync(path.join(tmpdir(), 'cms-origin-screen-'));
  writeFileSync(path.join(screenDir, 'index.html'), '<!doctype html><title>Edit the website</title>');
  const app = cmsApp({ repoDir, screenDir, port });
  afterAll(() => {
    rmSync(repoDir, { recursive: true, force: true });
    rmSync(screenDir, { recursive: true, force: true });
  });
  const onDisk = () => readFileSync(path.join(repoDir, testimonials), 'utf8');
  const versionOf = async () =>
    ((await request(app).get(`/admin/api/content/file?path=${testimonials}`).set('Host', host)).body as { version: string }).version;

  it('refuses every change from any other Origin, the other name of this computer at another port included, and writes nothing', async () => {
    const version = await versionOf();
    const refusedOrigins = [
      ...foreignOrigins(`http://localhost:${port}`),
      ...foreignOrigins(`http://127.0.0.1:${port}`),
      `http://[::1]:${port}`,
      `http://localhost`,
    ];
    for (const other of refusedOrigins) {
      for (const [what, write] of [
        ['PUT', () => request(app).put('/admin/api/content/file').send({ path: testimonials, text: 'changed: yes\n', version })],
        ['DELETE', () => request(app).delete('/admin/api/content/file').send({ path: testimonials, version })],
        ['POST', () => request(app).post('/admin/api/content/file').send({ path: testimonials, text: 'changed: yes\n', version })],
      ] as const) {
        const attempt = write().set('Host', host);
        const refused = await (other === undefined ? attempt : attempt.set('Origin', other));
        expect(refused.status, `${what} from ${other}`).toBe(403);
        expect(refused.body).toEqual({ ok: false, error: 'Changes can be saved only from the editing screen itself.' });
      }
    }
    expect(onDisk()).toBe(original);
    expect(readdirSync(path.join(repoDir, 'src/content')).filter((name) => name.endsWith('.saving'))).toEqual([]);
  });

  it('takes a change from the editing screen at localhost and at 127.0.0.1', async () => {
    for (const own of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
      const text = `${onDisk()}# from ${own}\n`;
      const saved = await request(app)
        .put('/admin/api/content/file')
        .set('Host', host)
        .set('Origin', own)
        .send({ path: testimonials, text, version: await versionOf() });
      expect(saved.status, own).toBe(200);
      expect(onDisk()).toBe(text);
    }
  });
});
