/**
 * The GitHub calls the editing screen's sign-in makes (docs/decisions/050), as a GitHub App acting for
 * the owner (docs/decisions/059: its token reaches only the repository the app is installed on), with the addresses
 * configurable so that tests talk to a local stand-in. Every failure is an AdminSignInError whose
 * message is written for the owner; GitHub's own words, and the token, never leave this module.
 */
export interface GitHubEndpoints {
  /** Where the sign-in pages and the token exchange are (https://github.com). */
  oauthUrl: string;
  /** Where the REST API is (https://api.github.com). */
  apiUrl: string;
}

export const githubEndpoints: GitHubEndpoints = { oauthUrl: 'https://github.com', apiUrl: 'https://api.github.com' };

export class AdminSignInError extends Error {
  constructor(
    message: string,
    /** The HTTP status the sign-in page answers with. */
    readonly status: number,
    /** What the server log says, without the token (for a failure on GitHub's side). */
    readonly logLine?: string,
  ) {
    super(message);
  }
}

const notReached = (what: string) =>
  new AdminSignInError(
    'GitHub could not be reached to complete the sign-in. Please try again in a few minutes.',
    502,
    `GitHub sign-in: ${what}`,
  );

async function call(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw notReached(`${what} did not answer`);
  }
}

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') return body as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw notReached(`${what} answered ${response.status} without JSON`);
}

/**
 * The address the owner's browser is sent to, to let the GitHub App act for them. No `scope`: a
 * GitHub App's token has the app's own permissions on the repositories it is installed on, and
 * GitHub ignores a scope; while `repo`, were the id an OAuth app's, would ask for every repository
 * the owner can reach (docs/decisions/059).
 */
export function authorizeUrl(endpoints: GitHubEndpoints, clientId: string, redirectUri: string, state: string): string {
  const url = new URL('/login/oauth/authorize', endpoints.oauthUrl);
  url.search = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, state, allow_signup: 'false' }).toString();
  return url.href;
}

/**
 * Trades the one-time code GitHub sent back for an access token. A GitHub App whose tokens expire
 * also answers `expires_in` (8 hours) and a `refresh_token` (6 months): only the access token is
 * kept, as the session ends at 8 hours too and the owner then signs in again (docs/decisions/059).
 */
export async function exchangeCode(
  endpoints: GitHubEndpoints,
  app: { clientId: string; clientSecret: string },
  code: string,
  redirectUri: string,
): Promise<string> {
  const what = 'the token exchange';
  const response = await call(
    new URL('/login/oauth/access_token', endpoints.oauthUrl).href,
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: app.clientId, client_secret: app.clientSecret, code, redirect_uri: redirectUri }),
    },
    what,
  );
  const body = await readJson(response, what);
  if (typeof body.access_token === 'string' && body.access_token) return body.access_token;
  // An expired or reused code, or an app whose id or secret is wrong: GitHub answers 200 with `error`.
  const reason = typeof body.error === 'string' ? body.error : `status ${response.status}`;
  if (reason === 'bad_verification_code') {
    throw new AdminSignInError('That sign-in link has expired or was already used. Please sign in again.', 400);
  }
  throw new AdminSignInError(
    'GitHub did not accept the sign-in. Please try again; if it keeps happening, the GitHub App settings on the server need checking.',
    502,
    `GitHub sign-in: the token exchange was refused (${reason}); check ADMIN_GITHUB_CLIENT_ID and ADMIN_GITHUB_CLIENT_SECRET`,
  );
}

async function api(endpoints: GitHubEndpoints, token: string, path: string, what: string): Promise<Record<string, unknown> | null> {
  const response = await call(
    new URL(path, endpoints.apiUrl).href,
    { headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${token}`, 'X-GitHub-Api-Version': '2022-11-28' } },
    what,
  );
  if (response.status === 404) return null;
  if (!response.ok) throw notReached(`${what} answered ${response.status}`);
  return readJson(response, what);
}

/**
 * Who signed in; whether the sign-in can see the site's repository at all (`reached`); and whether
 * they may change it (push access).
 */
export async function signedInUser(
  endpoints: GitHubEndpoints,
  token: string,
  repo: string,
): Promise<{ login: string; reached: boolean; canPush: boolean }> {
  const user = await api(endpoints, token, '/user', 'the user lookup');
  const login = typeof user?.login === 'string' ? user.login : undefined;
  if (!login) throw notReached('the user lookup gave no login');
  // A GitHub App's token is answered 404 for a private repository the app is not installed on, as
  // for one the account cannot see: GitHub hides private repositories.
  const repository = await api(endpoints, token, `/repos/${repo}`, 'the repository lookup');
  const permissions = repository?.permissions as { push?: unknown } | undefined;
  return { login, reached: repository !== null, canPush: permissions?.push === true };
}

/**
 * Revokes an access token at GitHub (DELETE /applications/{client_id}/token, with the app's own id and
 * secret; the same call for a GitHub App's user token as for an OAuth app's), so a token the server no longer needs stops working there too (issue 32): at sign-out, at
 * a refused sign-in and when a session ends. Never throws: a revocation GitHub cannot take now is
 * logged in one line without the token (the token also expires at GitHub on its own).
 */
export async function revokeToken(
  endpoints: GitHubEndpoints,
  app: { clientId: string; clientSecret: string },
  token: string,
  log: (line: string) => void,
): Promise<void> {
  try {
    const response = await fetch(new URL(`/applications/${encodeURIComponent(app.clientId)}/token`, endpoints.apiUrl).href, {
      method: 'DELETE',
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/json',
        'X-GitHub-Api-Version': '2022-11-28',
      },
      body: JSON.stringify({ access_token: token }),
      signal: AbortSignal.timeout(10_000),
    });
    // 204: revoked; 404: GitHub no longer knows the token (already revoked or expired).
    if (response.status !== 204 && response.status !== 404) log(`GitHub sign-in: revoking a token answered ${response.status}`);
  } catch {
    log('GitHub sign-in: revoking a token did not answer');
  }
}
