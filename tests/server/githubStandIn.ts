import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

export interface StandInAccount {
  login: string;
  /** Whether the account may push to the repository. */
  canPush: boolean;
}

/**
 * A local stand-in for GitHub's OAuth and REST endpoints, as the editing screen's sign-in uses them:
 * the token exchange (POST /login/oauth/access_token), GET /user and GET /repos/:owner/:repo. Codes
 * map to accounts; each code works once, as on GitHub. It records what it was sent.
 */
export async function startGitHubStandIn(options: { clientId: string; clientSecret: string; repo: string }) {
  const codes = new Map<string, StandInAccount>();
  const tokens = new Map<string, StandInAccount>();
  const exchanges: Record<string, unknown>[] = [];
  let down = false;
  const app = express();
  app.use(express.json());
  app.use((_req, res, next) => (down ? res.status(503).send('unavailable') : next()));
  app.post('/login/oauth/access_token', (req, res) => {
    const body = req.body as Record<string, string>;
    exchanges.push(body);
    if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) {
      return res.json({ error: 'incorrect_client_credentials' });
    }
    const account = codes.get(body.code ?? '');
    if (!account) return res.json({ error: 'bad_verification_code' });
    codes.delete(body.code!);
    const token = `gho_standin${tokens.size}${'x'.repeat(20)}`;
    tokens.set(token, account);
    return res.json({ access_token: token, token_type: 'bearer', scope: 'repo' });
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
    issuedTokens: () => [...tokens.keys()],
    setDown(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
