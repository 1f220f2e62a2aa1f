import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { loadServerConfig } from '../../server/config';
import { CONTACT_PATH } from '../../server/contact/contactRouter';
import { formServiceTransport } from '../../server/contact/forwarder';
import { startGitHubStandIn, standInGitHub } from './githubStandIn';
import { fakeFormService, startServerProcess, tempDataDir, validMessage, waitFor, type ServerProcess } from './serverHarness';

/*
 * Issue 32, part 3: the security review's probe "no token or secret in any answer or log", kept as a
 * test. A whole visit to the editing screen on the live server, through the GitHub stand-in, with every
 * answer (status line, headers, body) and every line the server writes (console, stdout, stderr)
 * captured; and the server started with passwords in its mail settings.
 *
 *   review probe                                              test (describe › it)
 *   token, client secret, session id, state in answers/logs   a whole visit … › no access token, client secret, …
 *     (sign-in, reads, a save, publishing status, GitHub down, a refused account, a replayed and a crafted
 *      state, a wrong client secret, sign-out)
 *   SMTP_URL / CONTACT_FORWARD_URL passwords, bad settings    the mail settings’ passwords › never in the line …
 *   the same passwords while the server runs and forwarding   the mail settings’ passwords › never in the server’s
 *     fails (startup lines, delivery-failure lines)             output … (it failed: fetch quoted CONTACT_FORWARD_URL,
 *                                                                password and all; fixed in server/contact/forwarder.ts)
 *                                                              … › a form service address with a user and password
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
    await record('a refused save', as(request(app).put('/admin/api/content/file')).send({ path: testimonials, text: 'x', version: null }));

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

describe('the mail settings’ passwords', () => {
  it('are never in the line that says a setting is wrong', () => {
    for (const [env, password] of [
      [{ SMTP_URL: 'smtps://mailer:smtp-pass-7f3a9@' }, 'smtp-pass-7f3a9'],
      [{ SMTP_URL: 'https://mailer:smtp-pass-7f3a9@mail.example.com' }, 'smtp-pass-7f3a9'],
      [{ SMTP_URL: 'mailer:smtp-pass-7f3a9@mail.example.com:465' }, 'smtp-pass-7f3a9'],
      [{ CONTACT_FORWARD_URL: 'ftp://former:form-pass-5c1e2@forms.example.com/f/x' }, 'form-pass-5c1e2'],
      [{ CONTACT_FORWARD_URL: 'former:form-pass-5c1e2@forms.example.com' }, 'form-pass-5c1e2'],
      [
        { ADMIN_GITHUB_CLIENT_SECRET: 'secret with-spaces-0a9b8c', ADMIN_GITHUB_CLIENT_ID: 'Ov23liClient', ADMIN_GITHUB_REPO: 'a/b' },
        'with-spaces-0a9b8c',
      ],
    ] as const) {
      const loaded = loadServerConfig(env);
      expect(loaded.ok, JSON.stringify(env)).toBe(false);
      if (!loaded.ok) expect(loaded.error).not.toContain(password);
    }
  });

  it('a form service address with a user and password: they go as Basic authentication, not in the address', async () => {
    const service = await fakeFormService();
    try {
      const withCredentials = new URL(service.url);
      withCredentials.username = 'former';
      withCredentials.password = 'form-pass 5c1e2';
      await formServiceTransport(withCredentials.href).deliver({ ...validMessage, id: 'ref-1', receivedAt: new Date().toISOString() });
      expect(service.received).toHaveLength(1);
      expect(service.received[0]!.headers.authorization).toBe(`Basic ${Buffer.from('former:form-pass 5c1e2').toString('base64')}`);
    } finally {
      await service.close();
    }
  });

  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });

  it('are never in the server’s output: at start, nor when forwarding a message fails', async () => {
    // A port with nothing listening: both deliveries fail at once, and are logged.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const smtpPassword = 'smtp-pass-7f3a9';
    const formPassword = 'form-pass-5c1e2';
    server = await startServerProcess({
      CONTACT_DATA_DIR: tempDataDir(),
      SMTP_URL: `smtp://mailer:${smtpPassword}@127.0.0.1:${deadPort}`,
      CONTACT_EMAIL_TO: 'office@example.co.uk',
      CONTACT_FORWARD_URL: `http://former:${formPassword}@127.0.0.1:${deadPort}/f/test-form`,
    });
    const posted = await fetch(`${server.origin}${CONTACT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validMessage),
    });
    expect(posted.status).toBe(201);
    await waitFor(() => (server!.output().match(/failed \(attempt 1/g) ?? []).length >= 2, 20_000);
    expect(server.output()).toContain('by email failed');
    expect(server.output()).toContain('by form-service failed');
    expect(server.output()).not.toContain(smtpPassword);
    expect(server.output()).not.toContain(formPassword);
  }, 40_000);
});
