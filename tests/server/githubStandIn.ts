import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import request from 'supertest';

export interface StandInAccount {
  login: string;
  /** Whether the account may push to the repository. */
  canPush: boolean;
}

export interface StandInCommit {
  path: string;
  message: string;
  branch: string;
  author: string;
  removed?: boolean;
  /** The commit's sha, as the save's answer gives it. */
  sha: string;
}

/** A check of a commit, as GitHub's check runs (Actions) or commit statuses (other services) report it. */
export type StandInCheck =
  | {
      kind: 'run';
      name: string;
      status: 'queued' | 'in_progress' | 'completed';
      conclusion?: 'success' | 'failure' | 'cancelled';
      url?: string;
      /** What the run wrote on itself (workflow commands): GitHub's own end-of-job line among them. */
      annotations?: { annotation_level: 'failure' | 'warning' | 'notice'; title: string; message: string }[];
    }
  | { kind: 'status'; context: string; state: 'pending' | 'success' | 'failure' | 'error'; url?: string };

/**
 * The editing screen's GitHub settings (ADMIN_GITHUB_*) in every test that signs in through the
 * stand-in: a GitHub App's client id and secret, and the content repository and branch.
 */
export const standInGitHub = {
  clientId: 'Ov23liStandInClient',
  clientSecret: 'standin-secret-0123456789abcdef',
  repo: 'example-ltd/website',
  branch: 'main',
} as const;

/**
 * A local stand-in for GitHub's sign-in and REST endpoints, as the editing screen uses them through a
 * GitHub App: the token exchange (POST /login/oauth/access_token, answering as GitHub does for an app
 * whose user tokens expire), GET /user, GET /repos/:owner/:repo, and the contents API
 * (GET, PUT and DELETE /repos/:owner/:repo/contents/:path) and git data API (a recursive tree, blobs)
 * over files held in memory, with GitHub's
 * answers to a stale or missing SHA (409, 422); and, for following a save until it is live, the
 * compare API over the branch's one line of commits, each commit's check runs and combined status. Codes map to accounts; each code works once, as on
 * GitHub. Until the app is installed on the repository (`setInstalled`), every /repos/ call answers
 * 404, as GitHub answers a user token for a private repository the app is not on. It records what
 * it was sent.
 */
export async function startGitHubStandIn(options: { clientId: string; clientSecret: string; repo: string }) {
  const codes = new Map<string, StandInAccount>();
  const tokens = new Map<string, StandInAccount>();
  const exchanges: Record<string, unknown>[] = [];
  const refreshTokens: string[] = [];
  let exchanged = 0;
  let down = false;
  let installed = true;
  // A public repository the app is not installed on: a user token reads it, and GitHub refuses its writes.
  let writable = true;
  const app = express();
  app.use(express.json());
  app.use((_req, res, next) => (down ? res.status(503).send('unavailable') : next()));
  app.use('/repos', (_req, res, next) => (installed ? next() : res.status(404).json({ message: 'Not Found' })));
  app.post('/login/oauth/access_token', (req, res) => {
    const body = req.body as Record<string, string>;
    exchanges.push(body);
    if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) {
      return res.json({ error: 'incorrect_client_credentials' });
    }
    const account = codes.get(body.code ?? '');
    if (!account) return res.json({ error: 'bad_verification_code' });
    codes.delete(body.code!);
    // Each token is new, even after others were revoked.
    exchanged += 1;
    const token = `ghu_standin${exchanged}${'x'.repeat(20)}`;
    tokens.set(token, account);
    // A GitHub App's user token: no scope; it expires in 8 hours, and comes with a 6-month refresh token.
    const refreshToken = `ghr_standin${exchanged}${'r'.repeat(60)}`;
    refreshTokens.push(refreshToken);
    return res.json({
      access_token: token,
      expires_in: 28_800,
      refresh_token: refreshToken,
      refresh_token_expires_in: 15_897_600,
      scope: '',
      token_type: 'bearer',
    });
  });
  // Revoking a token, as the app itself (Basic authentication with its id and secret).
  const revoked: string[] = [];
  app.delete('/applications/:clientId/token', (req, res) => {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    if (req.params.clientId !== options.clientId || req.headers.authorization !== expected)
      return res.status(404).json({ message: 'Not Found' });
    const token = (req.body as { access_token?: string }).access_token ?? '';
    if (!tokens.delete(token)) return res.status(404).json({ message: 'Not Found' });
    revoked.push(token);
    return res.status(204).end();
  });
  // The owner approving the app at GitHub, at once: back to the site with a one-time code.
  let approving: StandInAccount | undefined;
  app.get('/login/oauth/authorize', (req, res) => {
    if (!approving || req.query.client_id !== options.clientId) return res.status(404).send('Not Found');
    const code = `code-${codes.size}-${approving.login}-${Math.random().toString(36).slice(2)}`;
    codes.set(code, approving);
    const back = new URL(String(req.query.redirect_uri));
    back.search = new URLSearchParams({ code, state: String(req.query.state) }).toString();
    return res.redirect(302, back.href);
  });
  const account = (authorization: string | undefined) => tokens.get((authorization ?? '').replace(/^Bearer /, ''));
  app.get('/user', (req, res) => {
    const who = account(req.headers.authorization);
    return who ? res.json({ login: who.login }) : res.status(401).json({ message: 'Bad credentials' });
  });
  app.get('/repos/:owner/:name', (req, res) => {
    const who = account(req.headers.authorization);
    if (!who || `${req.params.owner}/${req.params.name}` !== options.repo) return res.status(404).json({ message: 'Not Found' });
    return res.json({ full_name: options.repo, permissions: { admin: false, push: who.canPush, pull: true } });
  });
  const files = new Map<string, { text: string; sha: string }>();
  const commits: StandInCommit[] = [];
  let treeRequests = 0;
  let blobRequests = 0;
  let shas = 0;
  const nextSha = () => `${(++shas).toString(16).padStart(40, '0')}`;
  const initialCommit = 'c0ffee'.padEnd(40, '0');
  const contents = /^\/repos\/([^/]+)\/([^/]+)\/contents\/(.+)$/;
  const contentRequest = (req: express.Request, res: express.Response) => {
    const who = account(req.headers.authorization);
    const [, owner, name, encoded] = contents.exec(req.path) ?? [];
    if (!who || `${owner}/${name}` !== options.repo) {
      res.status(404).json({ message: 'Not Found' });
      return undefined;
    }
    return { who, filePath: decodeURIComponent(encoded!) };
  };
  app.get(contents, (req, res) => {
    const request = contentRequest(req, res);
    if (!request) return;
    const file = files.get(request.filePath);
    if (file) {
      return res.json({ type: 'file', path: request.filePath, sha: file.sha, content: Buffer.from(file.text).toString('base64') });
    }
    const children = [...files.entries()].filter(([filePath]) => path.posix.dirname(filePath) === request.filePath);
    if (!children.length) return res.status(404).json({ message: 'Not Found' });
    return res.json(children.map(([filePath, { sha }]) => ({ type: 'file', path: filePath, sha, name: path.posix.basename(filePath) })));
  });
  // The git data API: the branch's whole tree in one answer, and each file's text by its sha.
  const blobs = new Map<string, string>();
  app.get('/repos/:owner/:name/git/trees/:branch', (req, res) => {
    const who = account(req.headers.authorization);
    if (!who || `${req.params.owner}/${req.params.name}` !== options.repo || req.query.recursive !== '1') {
      return res.status(404).json({ message: 'Not Found' });
    }
    treeRequests += 1;
    for (const { text, sha } of files.values()) blobs.set(sha, text);
    return res.json({ truncated: false, tree: [...files.entries()].map(([filePath, { sha }]) => ({ path: filePath, type: 'blob', sha })) });
  });
  app.get('/repos/:owner/:name/git/blobs/:sha', (req, res) => {
    const who = account(req.headers.authorization);
    const text = blobs.get(req.params.sha);
    if (!who || `${req.params.owner}/${req.params.name}` !== options.repo || text === undefined)
      return res.status(404).json({ message: 'Not Found' });
    blobRequests += 1;
    return res.json({ sha: req.params.sha, encoding: 'base64', content: Buffer.from(text).toString('base64') });
  });
  const refuseUnlessWritable: express.RequestHandler = (_req, res, next) =>
    writable ? next() : res.status(403).json({ message: 'Resource not accessible by integration' });
  app.put(contents, refuseUnlessWritable, (req, res) => {
    const request = contentRequest(req, res);
    if (!request) return undefined;
    const body = req.body as { message: string; content: string; branch: string; sha?: string };
    const current = files.get(request.filePath);
    if (current && !body.sha) return res.status(422).json({ message: '"sha" wasn\'t supplied.' });
    if (current && body.sha !== current.sha) return res.status(409).json({ message: `${request.filePath} does not match ${body.sha}` });
    const sha = nextSha();
    files.set(request.filePath, { text: Buffer.from(body.content, 'base64').toString('utf8'), sha });
    const commit = nextSha();
    commits.push({ path: request.filePath, message: body.message, branch: body.branch, author: request.who.login, sha: commit });
    history.push(commit);
    return res.status(current ? 200 : 201).json({ content: { path: request.filePath, sha }, commit: { sha: commit } });
  });
  app.delete(contents, refuseUnlessWritable, (req, res) => {
    const request = contentRequest(req, res);
    if (!request) return undefined;
    const body = req.body as { message: string; branch: string; sha: string };
    const current = files.get(request.filePath);
    if (!current) return res.status(404).json({ message: 'Not Found' });
    if (body.sha !== current.sha) return res.status(409).json({ message: 'sha does not match' });
    files.delete(request.filePath);
    const commit = nextSha();
    commits.push({
      path: request.filePath,
      message: body.message,
      branch: body.branch,
      author: request.who.login,
      removed: true,
      sha: commit,
    });
    history.push(commit);
    return res.json({ commit: { sha: commit } });
  });

  // The branch's commits in order, the first the one the site was last built from, and their checks.
  const history = [initialCommit];
  const checks = new Map<string, StandInCheck[]>();
  /** Each check run's id, as GitHub numbers them; and the annotation lists asked for, by run id. */
  const checkRunIds = new Map<StandInCheck, number>();
  const annotationRequests: number[] = [];
  const compareRequests: string[] = [];
  app.get('/repos/:owner/:name/compare/:range', (req, res) => {
    const who = account(req.headers.authorization);
    const [base, head] = req.params.range.split('...');
    if (!who || `${req.params.owner}/${req.params.name}` !== options.repo) return res.status(404).json({ message: 'Not Found' });
    compareRequests.push(req.params.range);
    const from = history.indexOf(base ?? '');
    const to = history.indexOf(head ?? '');
    if (from < 0 || to < 0) return res.status(404).json({ message: 'Not Found' });
    const status = from === to ? 'identical' : to > from ? 'ahead' : 'behind';
    return res.json({ status, ahead_by: Math.max(0, to - from), behind_by: Math.max(0, from - to) });
  });
  app.get('/repos/:owner/:name/commits/:sha/check-runs', (req, res) => {
    const who = account(req.headers.authorization);
    if (!who || `${req.params.owner}/${req.params.name}` !== options.repo) return res.status(404).json({ message: 'Not Found' });
    const runs = (checks.get(req.params.sha) ?? []).flatMap((check) =>
      check.kind === 'run'
        ? [
            {
              id: checkRunIds.get(check)!,
              name: check.name,
              status: check.status,
              conclusion: check.conclusion ?? null,
              html_url: check.url,
              output: { annotations_count: check.annotations?.length ?? 0 },
            },
          ]
        : [],
    );
    return res.json({ total_count: runs.length, check_runs: runs });
  });
  app.get('/repos/:owner/:name/check-runs/:id/annotations', (req, res) => {
    const who = account(req.headers.authorization);
    if (!who || `${req.params.owner}/${req.params.name}` !== options.repo) return res.status(404).json({ message: 'Not Found' });
    const run = [...checkRunIds].find(([, id]) => String(id) === req.params.id)?.[0];
    if (!run || run.kind !== 'run') return res.status(404).json({ message: 'Not Found' });
    annotationRequests.push(Number(req.params.id));
    return res.json((run.annotations ?? []).map((annotation) => ({ path: '.github', start_line: 1, end_line: 1, ...annotation })));
  });
  app.get('/repos/:owner/:name/commits/:sha/status', (req, res) => {
    const who = account(req.headers.authorization);
    if (!who || `${req.params.owner}/${req.params.name}` !== options.repo) return res.status(404).json({ message: 'Not Found' });
    const statuses = (checks.get(req.params.sha) ?? []).flatMap((check) =>
      check.kind === 'status' ? [{ context: check.context, state: check.state, target_url: check.url ?? null }] : [],
    );
    return res.json({ state: statuses.some((each) => each.state !== 'success') ? 'pending' : 'success', statuses });
  });

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoints: { oauthUrl: url, apiUrl: url },
    /** A one-time code GitHub would send back for this account. */
    codeFor(who: StandInAccount): string {
      const code = `code-${codes.size}-${who.login}-${Math.random().toString(36).slice(2)}`;
      codes.set(code, who);
      return code;
    },
    exchanges,
    /** Who approves the app at GET /login/oauth/authorize (a browser's sign-in); left unset, that page is not found. */
    approveAs(who: StandInAccount) {
      approving = who;
    },
    /** The repository's files, by path: a test puts files in, and changes them behind the screen's back. */
    files: {
      put(filePath: string, text: string) {
        files.set(filePath, { text, sha: nextSha() });
      },
      text: (filePath: string) => files.get(filePath)?.text,
      all: () => [...files.entries()].map(([filePath, { text }]) => ({ path: filePath, text })),
    },
    commits,
    /** The commit the branch started from (the live site's, until a save is built). */
    initialCommit,
    /** Sets the checks GitHub reports for a commit (replacing any before). */
    setChecks(commit: string, list: StandInCheck[]) {
      checks.set(commit, list);
      for (const check of list) if (!checkRunIds.has(check)) checkRunIds.set(check, 1000 + checkRunIds.size);
    },
    /** The check runs whose annotations were asked for, by id. */
    annotationRequests,
    /** The compare requests made, as `base...head`. */
    compareRequests,
    /** How many times the whole tree, and a file's text by its sha, were asked for. */
    gitRequests: () => ({ trees: treeRequests, blobs: blobRequests }),
    issuedTokens: () => [...tokens.keys()],
    /** The tokens revoked so far (DELETE /applications/:client_id/token), in order; a revoked token works no more. */
    revokedTokens: () => [...revoked],
    /** The refresh tokens the token exchange gave out, which the server must never keep or show. */
    issuedRefreshTokens: () => [...refreshTokens],
    /** Whether GitHub lets the token change the repository's files (at first it does). */
    setWritable(value: boolean) {
      writable = value;
    },
    /** Whether the GitHub App is installed on the repository (at first it is). */
    setInstalled(value: boolean) {
      installed = value;
    },
    setDown(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Signs in to `app`'s editing screen as an account that can push, through the stand-in, as a browser
 * would (the state and its cookie to GitHub and back); the session cookie, as a Cookie header.
 */
export async function signInAsOwner(
  app: Parameters<typeof request>[0],
  standIn: Awaited<ReturnType<typeof startGitHubStandIn>>,
): Promise<string> {
  const started = await request(app).get('/admin/auth/github');
  const state = new URL(started.headers.location!).searchParams.get('state');
  const stateCookie = ([] as string[]).concat(started.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  const back = await request(app)
    .get(`/admin/auth/callback?code=${standIn.codeFor({ login: 'site-owner', canPush: true })}&state=${state}`)
    .set('Cookie', stateCookie);
  return ([] as string[])
    .concat(back.headers['set-cookie'] ?? [])
    .find((value) => value.startsWith('__Host-admin_session='))!
    .split(';')[0]!;
}
