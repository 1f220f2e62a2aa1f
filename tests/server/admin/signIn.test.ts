import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminSessions } from '../../../server/admin/sessions';
import { createApp } from '../../../server/app';
import { loadServerConfig } from '../../../server/config';
import { startGitHubStandIn, standInGitHub } from '../githubStandIn';
import { internals } from '../serverHarness';

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
    expect(state).toMatch(/^[\w-]{32}$/);
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
    expect(who.body).toEqual({ signedIn: true, login: 'site-owner', repo: github.repo, branch: 'main' });
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

  it('refuses a state of any other shape than the one it issues with a 400 page, logging nothing as a server error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const issuedLength = 'a'.repeat(32);
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

describe('sign-in sessions', () => {
  it('end after 8 hours, and a sign-out ends one at once', () => {
    let now = 0;
    const sessions = new AdminSessions(() => now);
    const id = sessions.start('site-owner', 'ghu_token');
    expect(sessions.find(id)?.login).toBe('site-owner');
    now = 8 * 3_600_000 - 1;
    expect(sessions.find(id)).toBeDefined();
    now += 1;
    expect(sessions.find(id)).toBeUndefined();
    const other = sessions.start('site-owner', 'ghu_token');
    sessions.end(other);
    expect(sessions.find(other)).toBeUndefined();
  });

  it('hand each ended session over for its token to be revoked: signed out, or past its time even if never asked for again', () => {
    let now = 0;
    const sessions = new AdminSessions(() => now);
    const ended: string[] = [];
    sessions.onEnd = (session) => ended.push(session.token);
    sessions.end(sessions.start('site-owner', 'ghu_signed_out'));
    sessions.start('site-owner', 'ghu_left_open');
    now = 8 * 3_600_000;
    sessions.endExpired();
    expect(ended).toEqual(['ghu_signed_out', 'ghu_left_open']);
  });
});

describe("the sign-in's settings, checked at start", () => {
  const base = { ADMIN_GITHUB_CLIENT_ID: github.clientId, ADMIN_GITHUB_CLIENT_SECRET: github.clientSecret, ADMIN_GITHUB_REPO: github.repo };

  it('are all three or none; the branch is main unless set', () => {
    expect(loadServerConfig({}).ok && loadServerConfig({})).toMatchObject({ config: { admin: undefined } });
    expect(loadServerConfig(base)).toMatchObject({ ok: true, config: { admin: { ...github, branch: 'main' } } });
    expect(loadServerConfig({ ...base, ADMIN_GITHUB_BRANCH: 'content' })).toMatchObject({ config: { admin: { branch: 'content' } } });
    expect(loadServerConfig({ ADMIN_GITHUB_CLIENT_ID: github.clientId })).toEqual({
      ok: false,
      error:
        "Configuration error: the editing screen's GitHub sign-in needs ADMIN_GITHUB_CLIENT_ID, ADMIN_GITHUB_CLIENT_SECRET and ADMIN_GITHUB_REPO together (missing: ADMIN_GITHUB_CLIENT_SECRET, ADMIN_GITHUB_REPO).",
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
