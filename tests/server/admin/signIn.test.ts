import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminSessions } from '../../../server/admin/sessions';
import { createApp } from '../../../server/app';
import { loadServerConfig } from '../../../server/config';
import { startGitHubStandIn, standInGitHub } from '../githubStandIn';
import { internals } from '../serverHarness';

/*
 * Every test of server/admin/signIn.ts, the editing screen's sign-in with GitHub: the sign-in, its
 * settings, and no token or secret in any answer or log (its sessions: sessions.test.ts).
 */

describe('signing in', () => {
  // Needs the build (npm test builds first): createApp serves dist/.
  const github = standInGitHub;
  const siteUrl = 'https://www.example.co.uk';
  const owner = { login: 'site-owner', canPush: true };
  const reader = { login: 'someone-else', canPush: false };

  let standIn: Awaited<ReturnType<typeof startGitHubStandIn>>;
  let logged: string[];
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    standIn = await startGitHubStandIn(github);
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    logged = [];
    standIn.setDown(false);
    standIn.setInstalled(true);
    app = createApp({ adminSignIn: { github, siteUrl, endpoints: standIn.endpoints, log: (line) => logged.push(line) } });
  });

  const cookieHeader = (setCookies: string[] | string | undefined) =>
    ([] as string[])
      .concat(setCookies ?? [])
      .map((value) => value.split(';')[0])
      .filter((pair) => !pair!.endsWith('='))
      .join('; ');

  /** Starts a sign-in as a browser would, and returns the state GitHub would send back, with its cookie. */
  async function startSignIn() {
    const started = await request(app).get('/admin/auth/github');
    const location = new URL(started.headers.location!);
    return { started, location, state: location.searchParams.get('state')!, cookie: cookieHeader(started.headers['set-cookie']) };
  }

  /** The whole sign-in: to GitHub and back with a code for `who`. */
  async function signIn(who = owner) {
    const { state, cookie } = await startSignIn();
    const back = await request(app)
      .get(`/admin/auth/callback?code=${standIn.codeFor(who)}&state=${state}`)
      .set('Cookie', cookie);
    return { back, session: cookieHeader(back.headers['set-cookie']) };
  }

  /** Everything a response shows: its status line's headers and its body. */
  const shown = (response: request.Response) => `${JSON.stringify(response.headers)}\n${response.text}`;

  describe("the editing screen's sign-in with GitHub, through this server", () => {
    it('sends the owner to GitHub with the app, the way back to this site, and a one-time state kept in an HttpOnly cookie', async () => {
      const { started, location, state } = await startSignIn();
      expect(started.status).toBe(302);
      expect(location.origin + location.pathname).toBe(`${standIn.endpoints.oauthUrl}/login/oauth/authorize`);
      expect(Object.fromEntries(location.searchParams)).toMatchObject({
        client_id: github.clientId,
        redirect_uri: `${siteUrl}/admin/auth/callback`,
      });
      expect(state).toMatch(/^[\w-]{64}$/);
      const stateCookie = ([] as string[]).concat(started.headers['set-cookie'] ?? [])[0]!;
      expect(stateCookie).toMatch(new RegExp(`^__Host-admin_sign_in_state=${state}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$`));
      expect(started.headers['cache-control']).toBe('no-store');
      expect(started.headers['x-robots-tag']).toContain('noindex');
    });

    it('asks GitHub for no scope: the GitHub App reaches only the repository it is installed on, never every repository the owner can', async () => {
      const { location } = await startSignIn();
      expect([...location.searchParams.keys()].sort()).toEqual(['allow_signup', 'client_id', 'redirect_uri', 'state']);
      expect(location.searchParams.has('scope')).toBe(false);
    });

    it('lets in an account that can change the repository: a session cookie, then the editing screen, and the token nowhere', async () => {
      const { back, session } = await signIn();
      expect(back.status).toBe(303);
      expect(back.headers.location).toBe('/admin/');
      const sessionCookie = ([] as string[])
        .concat(back.headers['set-cookie'] ?? [])
        .find((value) => value.startsWith('__Host-admin_session='))!;
      expect(sessionCookie).toMatch(/^__Host-admin_session=[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict; Secure$/);
      expect(standIn.exchanges.at(-1)).toMatchObject({ client_id: github.clientId, redirect_uri: `${siteUrl}/admin/auth/callback` });

      const who = await request(app).get('/admin/api/session').set('Cookie', session);
      expect(who.body).toEqual({
        signedIn: true,
        login: 'site-owner',
        repo: github.repo,
        branch: 'main',
        idleMinutes: 30,
        idleEndsInSeconds: expect.any(Number),
        endsInSeconds: expect.any(Number),
      });
      expect(who.headers['cache-control']).toBe('no-store');
      // The refresh token a GitHub App's exchange also gives is not kept: the session ends when the token does.
      for (const token of [...standIn.issuedTokens(), ...standIn.issuedRefreshTokens()]) {
        expect(shown(back)).not.toContain(token);
        expect(shown(who)).not.toContain(token);
        expect(logged.join('\n')).not.toContain(token);
      }
      expect(shown(back)).not.toContain(github.clientSecret);
    });

    it('keeps its cookies to this host: a made-up cookie sent first does not sign the owner out, and an unprefixed one is not a session', async () => {
      const { session } = await signIn();
      const id = session.split('=')[1]!;
      const shadowed = await request(app).get('/admin/api/session').set('Cookie', `__Host-admin_session=bogus; ${session}`);
      expect(shadowed.body).toMatchObject({ signedIn: true, login: 'site-owner' });
      // A cookie another host under the domain could set has no __Host- prefix: it names no session here.
      const sibling = await request(app).get('/admin/api/session').set('Cookie', `admin_session=${id}`);
      expect(sibling.body).toEqual({ signedIn: false });
    });

    it('without a session, says no one is signed in', async () => {
      const anonymous = await request(app).get('/admin/api/session');
      expect(anonymous.body).toEqual({ signedIn: false });
      const forged = await request(app).get('/admin/api/session').set('Cookie', '__Host-admin_session=made-up');
      expect(forged.body).toEqual({ signedIn: false });
    });

    it('refuses a return whose state is missing, wrong or without its cookie, before asking GitHub for anything', async () => {
      const { state, cookie } = await startSignIn();
      const exchangesBefore = standIn.exchanges.length;
      const code = standIn.codeFor(owner);
      for (const attempt of [
        request(app).get(`/admin/auth/callback?code=${code}&state=${state}`),
        request(app)
          .get(`/admin/auth/callback?code=${code}&state=${state.slice(1)}x`)
          .set('Cookie', cookie),
        request(app).get(`/admin/auth/callback?code=${code}`).set('Cookie', cookie),
      ]) {
        const refused = await attempt;
        expect(refused.status).toBe(400);
        expect(refused.type).toBe('text/html');
        expect(refused.text).toContain('<h1>The sign-in could not be completed</h1>');
        expect(refused.text).toContain('did not start from this editing screen, or took longer than 10 minutes');
        expect(refused.text).toContain('<a href="/admin/auth/github">Sign in with GitHub again</a>');
        expect(cookieHeader(refused.headers['set-cookie'])).not.toContain('admin_session');
      }
      expect(standIn.exchanges.length).toBe(exchangesBefore);
    });

    it('uses each state once', async () => {
      const { state, cookie } = await startSignIn();
      await request(app)
        .get(`/admin/auth/callback?code=${standIn.codeFor(owner)}&state=${state}`)
        .set('Cookie', cookie);
      const again = await request(app).get(`/admin/auth/callback?code=${standIn.codeFor(owner)}&state=${state}`);
      expect(again.status).toBe(400);
    });

    it('remembers each state it issued until it is used: replayed with its cookie and a new code, it is refused', async () => {
      const { state, cookie } = await startSignIn();
      const first = await request(app)
        .get(`/admin/auth/callback?code=${standIn.codeFor(owner)}&state=${state}`)
        .set('Cookie', cookie);
      expect(first.status).toBe(303);
      const exchangesBefore = standIn.exchanges.length;
      const replayed = await request(app)
        .get(`/admin/auth/callback?code=${standIn.codeFor(owner)}&state=${state}`)
        .set('Cookie', cookie);
      expect(replayed.status).toBe(400);
      expect(replayed.text).toContain('<h1>The sign-in could not be completed</h1>');
      expect(cookieHeader(replayed.headers['set-cookie'])).not.toContain('admin_session');
      expect(standIn.exchanges.length).toBe(exchangesBefore);
    });

    it("lets no other visitor end the owner's sign-in under way: 1,000 sign-ins started by others in between, the owner's return still signs in", async () => {
      const owners = await startSignIn();
      // Anonymous visitors start sign-ins of their own (the states they get are never brought back).
      const server = app.createServer().listen(0, '127.0.0.1');
      try {
        const others = request(server);
        for (let batch = 0; batch < 50; batch++) {
          const starts = await Promise.all(Array.from({ length: 20 }, () => others.get('/admin/auth/github')));
          for (const started of starts) expect(started.status).toBe(302);
        }
      } finally {
        server.close();
      }
      const back = await request(app)
        .get(`/admin/auth/callback?code=${standIn.codeFor(owner)}&state=${owners.state}`)
        .set('Cookie', owners.cookie);
      expect(back.status).toBe(303);
      expect(back.headers.location).toBe('/admin/');
      const who = await request(app).get('/admin/api/session').set('Cookie', cookieHeader(back.headers['set-cookie']));
      expect(who.body).toMatchObject({ signedIn: true, login: 'site-owner' });
    });

    it("refuses a state this server did not sign, or the owner's own state brought back after 10 minutes", async () => {
      let now = Date.now();
      app = createApp({
        adminSignIn: {
          github,
          siteUrl,
          endpoints: standIn.endpoints,
          log: (line) => logged.push(line),
          sessions: new AdminSessions({ now: () => now }),
        },
      });
      const exchangesBefore = standIn.exchanges.length;
      // A state of the right shape, with its own cookie, that this server never signed.
      const madeUp = randomBytes(48).toString('base64url');
      const forged = await request(app)
        .get(`/admin/auth/callback?code=${standIn.codeFor(owner)}&state=${madeUp}`)
        .set('Cookie', `__Host-admin_sign_in_state=${madeUp}`);
      expect(forged.status).toBe(400);
      const { state, cookie } = await startSignIn();
      now += 10 * 60_000;
      const late = await request(app)
        .get(`/admin/auth/callback?code=${standIn.codeFor(owner)}&state=${state}`)
        .set('Cookie', cookie);
      expect(late.status).toBe(400);
      expect(late.text).toContain('did not start from this editing screen, or took longer than 10 minutes');
      expect(standIn.exchanges.length).toBe(exchangesBefore);
    });

    it('refuses a state of any other shape than the one it issues with a 400 page, logging nothing as a server error', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const issuedLength = 'a'.repeat(64);
        for (const [state, cookieState] of [
          ['é'.repeat(32), issuedLength],
          ['é'.repeat(16), issuedLength],
          [`${'a'.repeat(31)}%00`, issuedLength],
          ['a'.repeat(33), 'a'.repeat(33)],
          ['a b'.repeat(11).slice(0, 32), 'a b'.repeat(11).slice(0, 32)],
        ]) {
          const refused = await request(app)
            .get(`/admin/auth/callback?code=${standIn.codeFor(owner)}&state=${encodeURIComponent(state!)}`)
            .set('Cookie', `__Host-admin_sign_in_state=${encodeURIComponent(cookieState!)}`);
          expect(refused.status).toBe(400);
          expect(refused.text).toContain('did not start from this editing screen, or took longer than 10 minutes');
        }
        expect(errors).not.toHaveBeenCalled();
        expect(logged).toEqual([]);
      } finally {
        errors.mockRestore();
      }
    });

    it('turns away an account that cannot change the repository, saying which account and what to do', async () => {
      const { back, session } = await signIn(reader);
      expect(back.status).toBe(403);
      expect(back.text).toContain('<h1>This GitHub account cannot edit the website</h1>');
      expect(back.text).toContain('You signed in as someone-else, which cannot change the repository example-ltd/website.');
      expect(session).not.toContain('admin_session');
    });

    it('when the GitHub App is not installed on the repository, refuses the sign-in saying what to do, and revokes the token', async () => {
      standIn.setInstalled(false);
      const before = [...standIn.issuedTokens(), ...standIn.revokedTokens()];
      const { back, session } = await signIn();
      expect(back.status).toBe(403);
      expect(back.type).toBe('text/html');
      expect(back.text).toContain('<h1>The editing screen cannot reach the website’s repository</h1>');
      expect(back.text).toContain(
        'You signed in as site-owner, but GitHub did not let this sign-in see the repository example-ltd/website. Usually this means the GitHub App that the editing screen signs in with is not installed on example-ltd/website.',
      );
      expect(back.text).toContain('then Install App, then Only select repositories, and pick example-ltd/website. Then sign in again.');
      expect(back.text).toContain('<a href="/admin/auth/github">Sign in with GitHub again</a>');
      expect(session).not.toContain('admin_session');
      // The token this sign-in was given is revoked at GitHub: it works no more.
      const newlyRevoked = () => standIn.revokedTokens().filter((revoked) => !before.includes(revoked));
      await vi.waitFor(() => expect(newlyRevoked()).toHaveLength(1));
      const [token] = newlyRevoked();
      expect(standIn.issuedTokens()).not.toContain(token);
      expect(shown(back)).not.toContain(token!);
      expect(logged).toEqual([]);
    });

    it('says so in plain words when the owner cancels at GitHub, or the code has expired', async () => {
      const { state, cookie } = await startSignIn();
      const cancelled = await request(app).get(`/admin/auth/callback?error=access_denied&state=${state}`).set('Cookie', cookie);
      expect(cancelled.status).toBe(403);
      expect(cancelled.text).toContain('<h1>You did not sign in</h1>');

      const second = await startSignIn();
      const expired = await request(app).get(`/admin/auth/callback?code=never-issued&state=${second.state}`).set('Cookie', second.cookie);
      expect(expired.status).toBe(400);
      expect(expired.text).toContain('That sign-in link has expired or was already used. Please sign in again.');
    });

    it('when GitHub is down or refuses the app, the owner gets a page in plain words and the log says what to check, without secrets', async () => {
      standIn.setDown(true);
      const down = (await signIn()).back;
      expect(down.status).toBe(502);
      expect(down.text).toContain('GitHub could not be reached to complete the sign-in. Please try again in a few minutes.');
      expect(down.text).not.toMatch(internals);
      standIn.setDown(false);

      app = createApp({
        adminSignIn: {
          github: { ...github, clientSecret: 'a-wrong-secret-123' },
          siteUrl,
          endpoints: standIn.endpoints,
          log: (line) => logged.push(line),
        },
      });
      const refused = (await signIn()).back;
      expect(refused.status).toBe(502);
      expect(refused.text).toContain('the GitHub App settings on the server need checking');
      expect(logged.at(-1)).toBe(
        'GitHub sign-in: the token exchange was refused (incorrect_client_credentials); check ADMIN_GITHUB_CLIENT_ID and ADMIN_GITHUB_CLIENT_SECRET',
      );
      expect(logged.join('\n')).not.toContain('a-wrong-secret-123');
    });

    it('signs out only from the site itself (its Origin), and then the session is gone', async () => {
      const { session } = await signIn();
      for (const origin of [undefined, 'https://evil.example']) {
        const attempt = request(app).post('/admin/auth/sign-out').set('Cookie', session);
        const refused = await (origin ? attempt.set('Origin', origin) : attempt);
        expect(refused.status).toBe(403);
        expect(refused.text).toContain('<h1>You were not signed out</h1>');
      }
      expect((await request(app).get('/admin/api/session').set('Cookie', session)).body.signedIn).toBe(true);

      const out = await request(app).post('/admin/auth/sign-out').set('Cookie', session).set('Origin', siteUrl);
      expect(out.status).toBe(303);
      expect(out.headers.location).toBe('/admin/');
      expect((await request(app).get('/admin/api/session').set('Cookie', session)).body).toEqual({ signedIn: false });
    });

    it('revokes the GitHub token it no longer needs: at sign-out, and when the account is turned away', async () => {
      const before = standIn.issuedTokens();
      const { session } = await signIn();
      const [token] = standIn.issuedTokens().filter((issued) => !before.includes(issued));
      expect(token).toBeDefined();
      await request(app).post('/admin/auth/sign-out').set('Cookie', session).set('Origin', siteUrl);
      await vi.waitFor(() => expect(standIn.revokedTokens()).toContain(token));

      const beforeRefusal = standIn.issuedTokens();
      const { back } = await signIn(reader);
      expect(back.status).toBe(403);
      const revokedBefore = standIn.revokedTokens().length;
      await vi.waitFor(() => expect(standIn.revokedTokens().length).toBe(revokedBefore + 1));
      expect(standIn.issuedTokens().filter((issued) => !beforeRefusal.includes(issued))).toEqual([]);
      expect(logged.join('\n')).not.toContain(token!);
    });

    it('does not exist when the server has no GitHub sign-in settings', async () => {
      const plain = createApp();
      expect((await request(plain).get('/admin/auth/github')).status).toBe(404);
      expect((await request(plain).get('/admin/api/session')).status).toBe(404);
    });
  });

  describe("the sign-in's settings, checked at start", () => {
    const sessionKey = '7tSe2TUY5HySkHc2bbOztE31ukCU7ZBvYSHgDsCdvsU=';
    const base = {
      ADMIN_GITHUB_CLIENT_ID: github.clientId,
      ADMIN_GITHUB_CLIENT_SECRET: github.clientSecret,
      ADMIN_GITHUB_REPO: github.repo,
      ADMIN_SESSION_KEY: sessionKey,
    };

    it('are all four or none (the session key with them); the branch is main unless set', () => {
      expect(loadServerConfig({}).ok && loadServerConfig({})).toMatchObject({ config: { admin: undefined } });
      expect(loadServerConfig(base)).toMatchObject({
        ok: true,
        config: { admin: { github: { ...github, branch: 'main' }, sessionKey: Buffer.from(sessionKey, 'base64') } },
      });
      expect(loadServerConfig({ ...base, ADMIN_GITHUB_BRANCH: 'content' })).toMatchObject({
        config: { admin: { github: { branch: 'content' } } },
      });
      expect(loadServerConfig({ ADMIN_GITHUB_CLIENT_ID: github.clientId, ADMIN_SESSION_KEY: sessionKey })).toEqual({
        ok: false,
        error:
          "Configuration error: the editing screen's GitHub sign-in needs ADMIN_GITHUB_CLIENT_ID, ADMIN_GITHUB_CLIENT_SECRET, ADMIN_GITHUB_REPO and ADMIN_SESSION_KEY together (missing: ADMIN_GITHUB_CLIENT_SECRET, ADMIN_GITHUB_REPO).",
      });
    });

    it.each([
      [{ ADMIN_GITHUB_REPO: 'website' }, 'ADMIN_GITHUB_REPO must be the repository the content is in, as owner/name'],
      [{ ADMIN_GITHUB_BRANCH: '../main' }, 'ADMIN_GITHUB_BRANCH must be the name of a branch'],
      [{ ADMIN_GITHUB_CLIENT_ID: 'has spaces in it' }, "ADMIN_GITHUB_CLIENT_ID must be the GitHub App's client ID"],
      [{ ADMIN_GITHUB_CLIENT_SECRET: 'a secret with spaces' }, "ADMIN_GITHUB_CLIENT_SECRET must be the GitHub App's client secret"],
    ])('refuses %o in one line that never shows the secret', (bad, message) => {
      const result = loadServerConfig({ ...base, ...bad });
      expect(result.ok).toBe(false);
      const error = result.ok ? '' : result.error;
      expect(error).toContain(message);
      expect(error).not.toContain('a secret with spaces');
      expect(error).not.toContain(github.clientSecret);
    });
  });
});

describe('no token or secret in any answer or log (the security review’s probe)', () => {
  /*
   * Issue 32, part 3: the security review's probe "no token or secret in any answer or log", kept as a
   * test. A whole visit to the editing screen on the live server, through the GitHub stand-in, with every
   * answer (status line, headers, body) and every line the server writes (console, stdout, stderr)
   * captured (the mail settings' passwords: tests/server/contact/forwarder.test.ts).
   *
   *   review probe                                              test (describe › it)
   *   token, client secret, session id, state in answers/logs   a whole visit … › no access token, client secret, …
   *     (sign-in, reads, a save, publishing status, GitHub down, a refused account, a replayed and a crafted
   *      state, a wrong client secret, sign-out)
   */
  const siteUrl = 'https://www.example.co.uk';
  const github = standInGitHub;
  const testimonials = 'src/content/testimonials.yaml';

  /** Everything the process writes while `run` runs: console's five methods and stdout and stderr. */
  function captureOutput() {
    const lines: string[] = [];
    const keep = (...args: unknown[]) => {
      lines.push(
        args
          .map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : typeof arg === 'string' ? arg : JSON.stringify(arg)))
          .join(' '),
      );
    };
    const spies = [
      ...(['log', 'error', 'warn', 'info', 'debug'] as const).map((method) => vi.spyOn(console, method).mockImplementation(keep)),
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (keep(String(chunk)), true)),
      vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (keep(String(chunk)), true)),
    ];
    return { lines, restore: () => spies.forEach((spy) => spy.mockRestore()) };
  }

  interface Seen {
    step: string;
    status: number;
    headers: Record<string, unknown>;
    body: string;
  }
  const everything = (seen: Seen) => `${seen.status}\n${JSON.stringify(seen.headers)}\n${seen.body}`;
  const setCookies = (seen: Seen) => ([] as string[]).concat((seen.headers['set-cookie'] as string[] | undefined) ?? []);

  describe('a whole visit to the editing screen, every answer and every log line', () => {
    let standIn: Awaited<ReturnType<typeof startGitHubStandIn>>;
    let output: ReturnType<typeof captureOutput>;
    beforeAll(async () => {
      standIn = await startGitHubStandIn(github);
      standIn.files.put(testimonials, readFileSync(path.resolve(testimonials), 'utf8'));
    });
    afterAll(() => standIn.close());
    afterEach(() => output?.restore());

    it('no access token, client secret, session id or state anywhere but the one place each must go', async () => {
      output = captureOutput();
      // No `log` given: the server's own default (console.error) is what is captured.
      const app = createApp({
        adminSignIn: {
          github,
          siteUrl,
          endpoints: standIn.endpoints,
          liveVersion: () => ({ commit: standIn.initialCommit, committedAt: null }),
        },
      });
      const seen: Seen[] = [];
      const record = async (step: string, test: request.Test) => {
        const response = await test;
        seen.push({ step, status: response.status, headers: response.headers as Record<string, unknown>, body: response.text ?? '' });
        return response;
      };
      const owner = { login: 'site-owner', canPush: true };
      const reader = { login: 'just-a-reader', canPush: false };

      // Signing in, as a browser does: the state goes to GitHub in the address, and comes back with its cookie.
      const started = await record('sign-in starts', request(app).get('/admin/auth/github'));
      const state = new URL(started.headers.location!).searchParams.get('state')!;
      const stateCookie = setCookies(seen.at(-1)!)[0]!.split(';')[0]!;
      const back = await record(
        'back from GitHub',
        request(app)
          .get(`/admin/auth/callback?code=${standIn.codeFor(owner)}&state=${state}`)
          .set('Cookie', stateCookie),
      );
      expect(back.status).toBe(303);
      const sessionCookie = setCookies(seen.at(-1)!)
        .find((value) => value.startsWith('__Host-admin_session='))!
        .split(';')[0]!;
      const sessionId = sessionCookie.split('=')[1]!;
      const [token] = standIn.issuedTokens();
      expect(token).toMatch(/^ghu_/);

      // Using the screen: who is signed in, reading, a save, whether it is live yet.
      const as = (test: request.Test) => test.set('Cookie', sessionCookie);
      await record('session', as(request(app).get('/admin/api/session')));
      await record('all files', as(request(app).get('/admin/api/content/all')));
      const read = await record('a file', as(request(app).get(`/admin/api/content/file?path=${testimonials}`)));
      const saved = await record(
        'a save',
        as(request(app).put('/admin/api/content/file'))
          .set('Origin', siteUrl)
          .send({ path: testimonials, text: `${read.body.text}# saved\n`, version: read.body.version }),
      );
      expect(saved.status).toBe(200);
      await record('publishing', as(request(app).get(`/admin/api/publishing?commit=${saved.body.commit}`)));
      await record(
        'a refused save',
        as(request(app).put('/admin/api/content/file')).send({ path: testimonials, text: 'x', version: null }),
      );

      // GitHub failing: the server logs what happened, never with the token.
      standIn.setDown(true);
      await record('GitHub down: a file', as(request(app).get(`/admin/api/content/file?path=${testimonials}`)));
      await record('GitHub down: publishing', as(request(app).get(`/admin/api/publishing?commit=${saved.body.commit}`)));
      standIn.setDown(false);

      // A replayed state with its cookie, a crafted state, and an account that cannot edit (its token revoked).
      const replayed = await record(
        'replayed state',
        request(app)
          .get(`/admin/auth/callback?code=${standIn.codeFor(owner)}&state=${state}`)
          .set('Cookie', stateCookie),
      );
      const crafted = await record(
        'crafted state',
        request(app)
          .get(`/admin/auth/callback?code=x&state=${encodeURIComponent('é'.repeat(32))}`)
          .set('Cookie', `__Host-admin_sign_in_state=${'a'.repeat(32)}`),
      );
      expect([replayed.status, crafted.status]).toEqual([400, 400]);
      const again = await record('a reader signs in', request(app).get('/admin/auth/github'));
      const readerState = new URL(again.headers.location!).searchParams.get('state')!;
      const readerStateCookie = setCookies(seen.at(-1)!)[0]!.split(';')[0]!;
      const refused = await record(
        'the reader is turned away',
        request(app)
          .get(`/admin/auth/callback?code=${standIn.codeFor(reader)}&state=${readerState}`)
          .set('Cookie', readerStateCookie),
      );
      expect(refused.status).toBe(403);
      await vi.waitFor(() => expect(standIn.revokedTokens()).toHaveLength(1));
      const readerToken = standIn.revokedTokens()[0]!;

      // Signing out; the old cookie then opens nothing.
      const out = await record('sign-out', as(request(app).post('/admin/auth/sign-out')).set('Origin', siteUrl));
      expect(out.status).toBe(303);
      await vi.waitFor(() => expect(standIn.revokedTokens()).toContain(token));
      await record('after sign-out', as(request(app).get('/admin/api/session')));

      // A server whose client secret GitHub refuses: the log says to check it, and never shows it.
      const wrongSecret = 'a-wrong-secret-9876543210fedcba';
      const misconfigured = createApp({
        adminSignIn: { github: { ...github, clientSecret: wrongSecret }, siteUrl, endpoints: standIn.endpoints },
      });
      const wrongStart = await record('wrong secret: sign-in starts', request(misconfigured).get('/admin/auth/github'));
      const wrongState = new URL(wrongStart.headers.location!).searchParams.get('state')!;
      const wrongCookie = setCookies(seen.at(-1)!)[0]!.split(';')[0]!;
      const wrongBack = await record(
        'wrong secret: back from GitHub',
        request(misconfigured)
          .get(`/admin/auth/callback?code=${standIn.codeFor(owner)}&state=${wrongState}`)
          .set('Cookie', wrongCookie),
      );
      expect(wrongBack.status).toBe(502);
      output.restore();

      const logged = output.lines.join('\n');
      // The log did say something (GitHub down, the wrong secret): the test sees the log.
      expect(logged).toContain('ADMIN_GITHUB_CLIENT_SECRET');
      for (const secret of [
        token!,
        readerToken,
        ...standIn.issuedRefreshTokens(),
        github.clientSecret,
        wrongSecret,
        sessionId,
        state,
        readerState,
        wrongState,
      ]) {
        expect(logged, 'the log').not.toContain(secret);
      }
      for (const answer of seen) {
        const text = everything(answer);
        for (const secret of [token!, readerToken, ...standIn.issuedRefreshTokens(), github.clientSecret, wrongSecret])
          expect(text, answer.step).not.toContain(secret);
        // The session id goes to the browser once, in the cookie that carries it.
        const withoutOwnCookie = answer.step === 'back from GitHub' ? text.replace(sessionCookie, '') : text;
        expect(withoutOwnCookie, answer.step).not.toContain(sessionId);
        // A state goes to GitHub in the address and to the browser in its cookie, when the sign-in starts; nowhere else.
        for (const [issued, where] of [
          [state, 'sign-in starts'],
          [readerState, 'a reader signs in'],
          [wrongState, 'wrong secret: sign-in starts'],
        ] as const) {
          if (answer.step === where) {
            // Express's redirect repeats the address in its body: nothing more.
            expect(answer.body.replace(String(answer.headers.location), ''), answer.step).not.toContain(issued);
            expect(setCookies(answer).filter((value) => value.includes(issued))).toHaveLength(1);
          } else expect(text, answer.step).not.toContain(issued);
        }
      }
      expect(seen.find((answer) => answer.step === 'back from GitHub')!.headers['set-cookie']).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${sessionCookie};.*HttpOnly`))]),
      );
    });
  });
});
