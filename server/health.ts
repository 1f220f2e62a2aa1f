import { Router } from 'express';
import { apiNoStore } from './errors';
import type { MessageStore, StoreHealth } from './contact/messageStore';
import type { SiteVersion } from './version';

export const HEALTH_PATH = '/healthz';

export interface HealthOptions {
  /** The contact message store; without one the server only serves files, and is healthy while it runs. */
  store?: MessageStore;
  /** True once the server has begun to stop (SIGTERM, SIGINT). */
  stopping?: () => boolean;
  /** Where a change of health is logged (default console.log); a healthy answer is never logged. */
  log?: (line: string) => void;
  /** The live site's version (dist/version.json, server/version.ts); null for a build without the stamp. */
  version?: SiteVersion | null;
}

type Problem = Exclude<StoreHealth, { ok: true }>['problem'] | 'stopping';

const problemWords: Record<Problem, string> = {
  stopping: 'The server is shutting down.',
  closed: 'The message store is closed.',
  'read-only': 'Messages cannot be stored: the disk that holds them is read-only, or the server may not write to it.',
  'disk-full': 'Messages cannot be stored: the disk that holds them is full.',
  unavailable: 'Messages cannot be stored: the message store cannot be read just now.',
};

/**
 * GET /healthz, for load balancers, systemd, Docker and platform health checks (docs/hosting.md, "Deployment"):
 * 200 `{ "ok": true, "version": … }` while a message can be stored, 503 `{ "ok": false, "error": "…", "version": … }` when it cannot
 * (a read-only or full disk, a store that cannot be read) or the server is shutting down. It writes
 * nothing (MessageStore.health), is never cached, has no rate limit, and logs only a change: the first
 * failing answer and the first healthy one after it. `version` is the commit the live site was built
 * from and its time (docs/decisions/054): the editing screen follows a save until it is there.
 */
export function healthRouter(options: HealthOptions): Router {
  const router = Router();
  const log = options.log ?? ((line) => console.log(line));
  let lastProblem: Problem | null = null;

  router.get(HEALTH_PATH, (_req, res) => {
    let problem: Problem | null = null;
    if (options.stopping?.()) problem = 'stopping';
    else if (options.store) {
      const health = options.store.health();
      if (!health.ok) problem = health.problem;
    }
    if (problem !== lastProblem) log(problem ? `health: 503, ${problemWords[problem]}` : 'health: 200 again, messages can be stored.');
    lastProblem = problem;
    // Written out rather than res.json(): no ETag, so no probe is ever answered 304 Not Modified.
    const version = options.version ?? null;
    const body = JSON.stringify(problem ? { ok: false, error: problemWords[problem], version } : { ok: true, version });
    res.status(problem ? 503 : 200).set({ 'Cache-Control': apiNoStore, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  router.all(HEALTH_PATH, (_req, res) => {
    res.setHeader('Cache-Control', apiNoStore);
    res.set('Allow', 'GET, HEAD').status(405).json({ ok: false, error: 'Use GET.' });
  });
  return router;
}
