import { timingSafeEqual } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { contentApiRouter } from './contentApi';
import { GitHubContentStore } from './contentStore';
import { cookie, cookieName, cookieValues } from './cookies';
import { AdminSignInError, authorizeUrl, exchangeCode, githubEndpoints, revokeToken, signedInUser, type GitHubEndpoints } from './github';
import { adminMessagePage } from './messagePage';
import { GitHubPublishing, publishingRouter } from './publishingApi';
import { AdminSessions, idleMinutes, sessionHours, type AdminSession } from './sessions';
import { signInStateMinutes, signInStateShape } from './signInStates';
import { adminPaths, type SessionAnswer } from './wire';
import type { SiteVersion } from '../version';

/** The GitHub App the owner signs in through, and the repository the site's content is in (server/config.ts, ADMIN_GITHUB_*). */
export interface AdminGitHubSettings {
  clientId: string;
  clientSecret: string;
  /** owner/name */
  repo: string;
  branch: string;
}

export interface AdminSignInOptions {
  github: AdminGitHubSettings;
  /** The site's own address (https://www.example.co.uk): GitHub sends the owner back to it. */
  siteUrl: string;
  /**
   * The sign-in store (./sessions.ts): the server (index.ts) gives the one on disk in ADMIN_DATA_DIR, so
   * a restart keeps the owner signed in; left out (tests, tools), one in memory.
   */
  sessions?: AdminSessions;
  /** GitHub's addresses; a test points them at a local stand-in. */
  endpoints?: GitHubEndpoints;
  /** Where a failure on GitHub's side is logged (default console.error). Never given a token. */
  log?: (line: string) => void;
  /** The version the live site was built from (dist/version.json), for /admin/api/publishing. */
  liveVersion?: () => SiteVersion | null;
}

/**
 * The signed-in owner, and how long their sign-in has left, for the editing screen's warnings
 * (admin/src/ui/SessionWarning.tsx): in seconds from now, so the browser's clock need not agree with the server's.
 */
const signedInAnswer = (session: AdminSession, github: AdminGitHubSettings, now: number): SessionAnswer => ({
  signedIn: true,
  login: session.login,
  repo: github.repo,
  branch: github.branch,
  idleMinutes,
  idleEndsInSeconds: Math.max(0, Math.floor((session.idleEndsAt - now) / 1000)),
  endsInSeconds: Math.max(0, Math.floor((session.endsAt - now) / 1000)),
});

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Signing in to the editing screen with GitHub, through this server (docs/decisions/050), so the live
 * site needs no third-party sign-in service:
 *  - GET /admin/auth/github sends the owner to GitHub to let the site's GitHub App act for them (no
 *    scope: the app's token reaches only the repository it is installed on, docs/decisions/059),
 *    with a `state` signed by this server (./signInStates.ts), good once and for ten minutes, and
 *    kept in the visitor's own 10-minute HttpOnly cookie for the way back, not in a list on the server
 *    that other visitors' sign-ins could push it out of (docs/decisions/082);
 *  - GET /admin/auth/callback checks that `state`, trades the code for a token, and lets in only an
 *    account with push access to the content's repository, through the app installed on it (a
 *    refusal revokes the token, and says what to do); the token stays on the server (sealed in its
 *    sign-in store, ./sessions.ts, so a restart keeps the owner signed in), the browser gets a random session id (HttpOnly, SameSite=Strict, and on https a `__Host-` cookie
 *    that no other host under the domain can set or shadow), and is sent to /admin/;
 *  - POST /admin/auth/sign-out, only from the site's own pages (Origin), ends the session;
 *  - GET /admin/api/session says who is signed in and how long the sign-in has left; POST
 *    /admin/api/session/activity (the site's own pages only) says the owner is using the screen, as
 *    reading and saving under /admin/api/content/ (./contentApi.ts, each save a commit) do: a sign-in
 *    unused for idleMinutes ends (docs/decisions/071).
 * Every answer is for the editing screen only: never cached, and each failure a page in plain words.
 */
export function adminSignInRouter(options: AdminSignInOptions): Router {
  const { github, siteUrl } = options;
  const sessions = options.sessions ?? new AdminSessions();
  const { states } = sessions;
  const endpoints = options.endpoints ?? githubEndpoints;
  const log = options.log ?? ((line: string) => console.error(line));
  // A token the server no longer holds a session for is revoked at GitHub too (issue 32).
  // Kept by the store until answered, so that a stop waits for it (sessions.ts, revocationsDone).
  const revoke = (token: string) => sessions.revoking(revokeToken(endpoints, github, token, log));
  sessions.onEnd = (session) => revoke(session.token);
  const origin = new URL(siteUrl).origin;
  const redirectUri = `${origin}${adminPaths.callback}`;
  const secure = origin.startsWith('https:');
  // __Host- cookies on the live site (./cookies.ts): the whole site's path, as the prefix requires.
  const stateCookie = cookieName('admin_sign_in_state', secure);
  const sessionCookie = cookieName('admin_session', secure);
  /**
   * The signed-in owner's session, if any of the request's session cookies names a live one. `active`:
   * the request is the owner using the screen, which starts the idle time again (a question the screen
   * asks by itself, such as whether a save is live yet, is not).
   */
  const sessionOf = (req: Request, active = false) =>
    cookieValues(req.headers.cookie, sessionCookie)
      .map((id) => sessions.find(id, { active }))
      .find((session) => session !== undefined);
  const router = Router();

  router.use([adminPaths.auth, adminPaths.api], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const page = (res: Response, status: number, heading: string, text: string) =>
    res
      .status(status)
      .type('html')
      .send(
        adminMessagePage(heading, text, [
          { href: adminPaths.signIn, text: 'Sign in with GitHub again' },
          { href: adminPaths.screen, text: 'Back to the editing screen' },
        ]),
      );

  router.get(adminPaths.signIn, (_req, res) => {
    const state = states.issue();
    res.setHeader('Set-Cookie', cookie(stateCookie, state, { path: '/', maxAgeSeconds: signInStateMinutes * 60, sameSite: 'Lax', secure }));
    res.redirect(302, authorizeUrl(endpoints, github.clientId, redirectUri, state));
  });

  router.get(adminPaths.callback, async (req: Request, res: Response) => {
    const sent = cookieValues(req.headers.cookie, stateCookie);
    // The state is used once, whatever happens next.
    res.setHeader('Set-Cookie', cookie(stateCookie, '', { path: '/', maxAgeSeconds: 0, sameSite: 'Lax', secure }));
    const { code, state, error } = req.query;
    if (typeof error === 'string') {
      return page(res, 403, 'You did not sign in', 'GitHub says the sign-in was cancelled, so nothing has changed.');
    }
    // The state's exact shape is checked before it is compared, so no crafted value (characters of
    // more than one byte, say) can make the comparison throw.
    const knownState =
      typeof state === 'string' && signInStateShape.test(state) && sent.some((expected) => sameText(state, expected)) && states.take(state);
    if (!knownState || typeof code !== 'string' || !code) {
      return page(
        res,
        400,
        'The sign-in could not be completed',
        'This sign-in did not start from this editing screen, or took longer than 10 minutes. Please sign in again.',
      );
    }
    let token: string | undefined;
    try {
      token = await exchangeCode(endpoints, github, code, redirectUri);
      const { login, reached, canPush } = await signedInUser(endpoints, token, github.repo);
      if (!reached) {
        revoke(token);
        return page(
          res,
          403,
          'The editing screen cannot reach the website’s repository',
          `You signed in as ${login}, but GitHub did not let this sign-in see the repository ${github.repo}. Usually this means the GitHub App that the editing screen signs in with is not installed on ${github.repo}. Whoever manages the repository can install it: on GitHub, go to Settings, then Developer settings, then GitHub Apps; choose Edit next to the app, then Install App, then Only select repositories, and pick ${github.repo}. Then sign in again. If the app is installed there, this account cannot see ${github.repo}: sign in with the account that can.`,
        );
      }
      if (!canPush) {
        revoke(token);
        return page(
          res,
          403,
          'This GitHub account cannot edit the website',
          `You signed in as ${login}, which cannot change the repository ${github.repo}. Sign in with the account that can, or ask whoever manages the repository to give this one write access.`,
        );
      }
      const id = sessions.start(login, token);
      res.append('Set-Cookie', cookie(sessionCookie, id, { path: '/', maxAgeSeconds: sessionHours * 3600, sameSite: 'Strict', secure }));
      return res.redirect(303, adminPaths.screen);
    } catch (failure) {
      if (token) revoke(token);
      if (!(failure instanceof AdminSignInError)) throw failure;
      if (failure.logLine) log(failure.logLine);
      return page(res, failure.status, 'The sign-in could not be completed', failure.message);
    }
  });

  router.post(adminPaths.signOut, (req, res) => {
    if (req.headers.origin !== origin) {
      return page(
        res,
        403,
        'You were not signed out',
        'Signing out works only from the editing screen itself. Please use its Sign out button.',
      );
    }
    for (const id of cookieValues(req.headers.cookie, sessionCookie)) sessions.end(id);
    res.setHeader('Set-Cookie', cookie(sessionCookie, '', { path: '/', maxAgeSeconds: 0, sameSite: 'Strict', secure }));
    return res.redirect(303, adminPaths.screen);
  });

  // Reading and saving content, as the signed-in owner: each save a commit on the branch.
  router.use(
    contentApiRouter({
      origin,
      log,
      storeFor: (req) => {
        const session = sessionOf(req, true);
        return session && new GitHubContentStore(endpoints, github.repo, github.branch, session.token);
      },
    }),
  );

  // Whether a saved change is on the live site yet, as the signed-in owner (./publishing.ts).
  router.use(
    publishingRouter({
      log,
      liveVersion: options.liveVersion ?? (() => null),
      sourceFor: (req) => {
        const session = sessionOf(req);
        return session && new GitHubPublishing(endpoints, github.repo, session.token);
      },
    }),
  );

  router.get(adminPaths.session, (req, res) => {
    const session = sessionOf(req);
    res.json(session ? signedInAnswer(session, github, sessions.now()) : ({ signedIn: false } satisfies SessionAnswer));
  });

  // The owner is using the screen (keys, clicks): told at most about once a minute, it keeps the sign-in.
  router.post(adminPaths.activity, (req, res) => {
    if (req.headers.origin !== origin) return res.status(403).json({ ok: false, error: 'Only the editing screen itself can say this.' });
    const session = sessionOf(req, true);
    if (!session) return res.status(401).json({ ok: false, error: 'You are not signed in, or your sign-in has ended.' });
    return res.json(signedInAnswer(session, github, sessions.now()));
  });

  return router;
}
