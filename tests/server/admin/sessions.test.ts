import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminSessions, idleMinutes } from '../../../server/admin/sessions';
import { createApp } from '../../../server/app';
import { keptAliveCount } from '../../../server/sqlite';
import { signInAsOwner, startGitHubStandIn, standInGitHub } from '../githubStandIn';

/*
 * Every test of server/admin/sessions.ts, the editing screen's sign-in sessions (docs/decisions/071):
 * kept across a restart in ADMIN_DATA_DIR, the token sealed under ADMIN_SESSION_KEY, ended after 8
 * hours or 30 minutes unused (each revoking the token), and simply signed out under another key.
 */

const minute = 60_000;
const hour = 60 * minute;

describe('sign-in sessions, in memory', () => {
  it('end after 8 hours, and a sign-out ends one at once', () => {
    let now = 0;
    const sessions = new AdminSessions({ now: () => now });
    const id = sessions.start('site-owner', 'ghu_token');
    expect(sessions.find(id)?.login).toBe('site-owner');
    // Used every 20 minutes, the sign-in still ends at 8 hours.
    for (now = 20 * minute; now < 8 * hour; now += 20 * minute) expect(sessions.find(id, { active: true })).toBeDefined();
    now = 8 * hour - 1;
    expect(sessions.find(id)).toBeDefined();
    now += 1;
    expect(sessions.find(id)).toBeUndefined();
    const other = sessions.start('site-owner', 'ghu_token');
    sessions.end(other);
    expect(sessions.find(other)).toBeUndefined();
    sessions.close();
  });

  it(`end after ${idleMinutes} minutes unused; being used starts that time again, and asking only does not`, () => {
    let now = 0;
    const sessions = new AdminSessions({ now: () => now });
    const id = sessions.start('site-owner', 'ghu_token');
    now = 29 * minute;
    expect(sessions.find(id, { active: true })).toMatchObject({ idleEndsAt: 59 * minute, endsAt: 8 * hour });
    now = 58 * minute;
    expect(sessions.find(id)).toMatchObject({ idleEndsAt: 59 * minute });
    now = 59 * minute;
    expect(sessions.find(id)).toBeUndefined();
    sessions.close();
  });

  it('hand each ended session over for its token to be revoked: signed out, past its time or unused, even if never asked for again', () => {
    let now = 0;
    const sessions = new AdminSessions({ now: () => now });
    const ended: string[] = [];
    sessions.onEnd = (session) => ended.push(session.token);
    sessions.end(sessions.start('site-owner', 'ghu_signed_out'));
    sessions.start('site-owner', 'ghu_left_open');
    now = idleMinutes * minute;
    sessions.endExpired();
    expect(ended).toEqual(['ghu_signed_out', 'ghu_left_open']);
    sessions.close();
  });
});

describe('revocations under way when the server stops', () => {
  it('are kept until answered, so that a stop waits for them (sign-ins themselves are kept across a restart)', async () => {
    const sessions = new AdminSessions();
    let answer!: () => void;
    sessions.revoking(new Promise<void>((resolve) => (answer = resolve)));
    let done = false;
    const waited = sessions.revocationsDone().then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    answer();
    await waited;
    expect(done).toBe(true);
    sessions.close();
  });
});

describe('sign-in sessions, used for a long time', () => {
  it('keep no more statements alive after a thousand requests than after the first (each is prepared once)', () => {
    const sessions = new AdminSessions();
    const id = sessions.start('site-owner', 'ghu_token');
    const states = sessions.states;
    const use = () => {
      sessions.find(id, { active: true });
      states.take(states.issue());
      sessions.endExpired();
    };
    use();
    const kept = keptAliveCount();
    for (let i = 0; i < 1000; i++) use();
    expect(keptAliveCount()).toBe(kept);
    sessions.close();
  });
});

describe('sign-in sessions kept in ADMIN_DATA_DIR, as the live server keeps them', () => {
  const github = standInGitHub;
  const siteUrl = 'https://www.example.co.uk';
  const testimonials = 'src/content/testimonials.yaml';
  const original = readFileSync(path.resolve(testimonials), 'utf8');
  let standIn: Awaited<ReturnType<typeof startGitHubStandIn>>;
  let dataDir: string;
  let key: Buffer;
  let now: number;
  let logged: string[];
  const opened: AdminSessions[] = [];

  /** A server as index.ts starts one: its own sign-in store, on the folder and key given. */
  function startServer(options: { key?: Buffer } = {}) {
    const sessions = new AdminSessions({ dataDir, key: options.key ?? key, now: () => now, log: (line) => logged.push(line) });
    opened.push(sessions);
    const app = createApp({ adminSignIn: { github, siteUrl, endpoints: standIn.endpoints, log: (line) => logged.push(line), sessions } });
    return { app, sessions };
  }
  /** The server stopped, as a deploy stops it (its store closed). */
  const stop = (server: { sessions: AdminSessions }) => server.sessions.close();
  const newTokens = (before: string[]) => standIn.issuedTokens().filter((token) => !before.includes(token));
  const signedIn = async (app: ReturnType<typeof createApp>, cookie: string) =>
    (await request(app).get('/admin/api/session').set('Cookie', cookie)).body as { signedIn: boolean };

  beforeAll(async () => {
    standIn = await startGitHubStandIn(github);
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'admin-sessions-')), 'admin');
    key = randomBytes(32);
    now = Date.now();
    logged = [];
    standIn.files.put(testimonials, original);
  });
  afterEach(() => {
    for (const sessions of opened.splice(0)) sessions.close();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('keep the owner signed in across a restart: a new server on the same folder and key saves with the same cookie', async () => {
    const before = startServer();
    const cookie = await signInAsOwner(before.app, standIn);
    const { version } = (await request(before.app).get(`/admin/api/content/file?path=${testimonials}`).set('Cookie', cookie)).body as {
      version: string;
    };
    stop(before);

    const after = startServer();
    expect(await signedIn(after.app, cookie)).toMatchObject({ signedIn: true, login: 'site-owner' });
    const saved = await request(after.app)
      .put('/admin/api/content/file')
      .set('Cookie', cookie)
      .set('Origin', siteUrl)
      .send({ path: testimonials, text: `${original}\n`, version });
    expect(saved.status).toBe(200);
    expect(standIn.commits.at(-1)).toMatchObject({ path: testimonials, author: 'site-owner', sha: saved.body.commit });
    expect(standIn.files.text(testimonials)).toBe(`${original}\n`);
  });

  it('keep neither the token nor the session id readable on disk, in the database or its write-ahead log, for the server’s account alone', async () => {
    const server = startServer();
    const before = standIn.issuedTokens();
    const cookie = await signInAsOwner(server.app, standIn);
    const [token] = newTokens(before);
    const id = cookie.split('=')[1]!;
    const files = ['sessions.sqlite', 'sessions.sqlite-wal'].map((name) => path.join(dataDir, name));
    expect(files.every((file) => existsSync(file))).toBe(true);
    // The sign-in was written there (its login is plain), and yet neither secret is.
    expect(Buffer.concat(files.map((file) => readFileSync(file))).includes(Buffer.from('site-owner'))).toBe(true);
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const secret of [token!, id]) {
        expect(bytes.includes(Buffer.from(secret)), `${path.basename(file)} holds it`).toBe(false);
        expect(bytes.includes(Buffer.from(secret, 'utf16le'))).toBe(false);
      }
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    // The same session still works: sealed, not lost.
    expect(await signedIn(server.app, cookie)).toMatchObject({ signedIn: true });
  });

  it(`end after ${idleMinutes} minutes unused, the token revoked, and say how long is left; the screen's activity keeps it`, async () => {
    const server = startServer();
    const before = standIn.issuedTokens();
    const cookie = await signInAsOwner(server.app, standIn);
    const [token] = newTokens(before);
    now += 25 * minute;
    expect(await signedIn(server.app, cookie)).toEqual({
      signedIn: true,
      login: 'site-owner',
      repo: github.repo,
      branch: 'main',
      idleMinutes,
      idleEndsInSeconds: 5 * 60,
      endsInSeconds: 8 * 3600 - 25 * 60,
    });
    // The screen says the owner is using it (keys, clicks): only from the site's own pages.
    const activity = () => request(server.app).post('/admin/api/session/activity').set('Cookie', cookie);
    expect((await activity()).status).toBe(403);
    const kept = await activity().set('Origin', siteUrl);
    expect(kept.body).toMatchObject({ signedIn: true, idleEndsInSeconds: idleMinutes * 60 });
    // Asking whether a save is live is the screen's own question, not the owner's use of it.
    now += 20 * minute;
    await request(server.app)
      .get(`/admin/api/publishing?commit=${'a'.repeat(40)}`)
      .set('Cookie', cookie);
    now += 10 * minute;
    expect(await signedIn(server.app, cookie)).toEqual({ signedIn: false });
    await vi.waitFor(() => expect(standIn.revokedTokens()).toContain(token));
    const refused = await request(server.app).get(`/admin/api/content/file?path=${testimonials}`).set('Cookie', cookie);
    expect(refused.status).toBe(401);
    expect((await activity().set('Origin', siteUrl)).status).toBe(401);
  });

  it('end 8 hours after the sign-in however much it is used, the token revoked, even if never asked for again', async () => {
    const server = startServer();
    const before = standIn.issuedTokens();
    const cookie = await signInAsOwner(server.app, standIn);
    const [token] = newTokens(before);
    for (let used = 0; used < 8 * 60 - 20; used += 20) {
      now += 20 * minute;
      const read = await request(server.app).get(`/admin/api/content/file?path=${testimonials}`).set('Cookie', cookie);
      expect(read.status).toBe(200);
    }
    expect(await signedIn(server.app, cookie)).toMatchObject({ signedIn: true, endsInSeconds: 20 * 60, idleEndsInSeconds: 20 * 60 });
    expect(standIn.revokedTokens()).not.toContain(token);
    now += 20 * minute;
    // Nobody asks: the store's sweep (every five minutes) ends it and revokes the token.
    server.sessions.endExpired();
    await vi.waitFor(() => expect(standIn.revokedTokens()).toContain(token));
    expect(await signedIn(server.app, cookie)).toEqual({ signedIn: false });
  });

  it('keep nothing for a sign-in started: 100,000 starts leave no row in the store', () => {
    const { sessions } = startServer();
    for (let started = 0; started < 100_000; started++) sessions.states.issue();
    const db = new Database(path.join(dataDir, 'sessions.sqlite'), { readonly: true });
    try {
      expect(db.prepare('SELECT count(*) FROM used_sign_in_states').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });

  it("keep the owner's sign-in good across a restart while they are at GitHub, and refuse a state signed under another key", async () => {
    const before = startServer();
    const started = await request(before.app).get('/admin/auth/github');
    const state = new URL(started.headers.location!).searchParams.get('state')!;
    const stateCookie = ([] as string[]).concat(started.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    stop(before);
    const other = new AdminSessions({ key: randomBytes(32), now: () => now });
    opened.push(other);
    expect(other.states.take(state)).toBe(false);
    const after = startServer();
    const back = await request(after.app)
      .get(`/admin/auth/callback?code=${standIn.codeFor({ login: 'site-owner', canPush: true })}&state=${state}`)
      .set('Cookie', stateCookie);
    expect(back.status).toBe(303);
  });

  it('revoke the token at a sign-out before the server stops: once the stop has waited, GitHub has revoked it', async () => {
    const server = startServer();
    const before = standIn.issuedTokens();
    const cookie = await signInAsOwner(server.app, standIn);
    const [token] = newTokens(before);
    const out = await request(server.app).post('/admin/auth/sign-out').set('Cookie', cookie).set('Origin', siteUrl);
    expect(out.status).toBe(303);
    // What index.ts does on SIGTERM once the requests under way are answered, before closing the store.
    await server.sessions.revocationsDone();
    expect(standIn.revokedTokens()).toContain(token);
  });

  it('sign the owner out, and nothing more, when the key has changed: no crash, a line in the log, a save answered 401', async () => {
    const before = startServer();
    const cookie = await signInAsOwner(before.app, standIn);
    stop(before);

    const rotated = startServer({ key: randomBytes(32) });
    expect(logged).toContain(
      "The editing screen's sign-ins were kept under another ADMIN_SESSION_KEY: 1 signed out (they sign in again; their GitHub tokens expire within 8 hours).",
    );
    expect(await signedIn(rotated.app, cookie)).toEqual({ signedIn: false });
    const refused = await request(rotated.app)
      .put('/admin/api/content/file')
      .set('Cookie', cookie)
      .set('Origin', siteUrl)
      .send({ path: testimonials, text: original, version: 'x' });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe(
      'You are not signed in, or your sign-in has ended. Sign in again; your changes are still on the screen.',
    );
    // Signing in again works under the new key.
    const again = await signInAsOwner(rotated.app, standIn);
    expect(await signedIn(rotated.app, again)).toMatchObject({ signedIn: true });
  });

  it('sign out a session whose token does not open under the key (written by a server with another key), without a crash', async () => {
    const server = startServer();
    const other = startServer({ key: randomBytes(32) });
    // Both servers share the folder for a moment, as two processes of a deploy may: a sign-in through
    // the one is sealed under its key, which the other cannot open.
    const cookie = await signInAsOwner(server.app, standIn);
    expect(await signedIn(other.app, cookie)).toEqual({ signedIn: false });
    expect(await signedIn(server.app, cookie)).toEqual({ signedIn: false });
  });
});
