import { Router, type Request, type Response } from 'express';
import type { GitHubEndpoints } from './github';
import { problemFromAnnotation } from './ownerProblems';
import {
  adminPaths,
  type Answer,
  type OwnerProblem,
  type PublishingAnswer,
  type PublishingQuery,
  type PublishingState,
  type Refusal,
} from './wire';
import type { SiteVersion } from '../version';

/**
 * Whether the owner's saved change is on the live site yet (docs/decisions/054):
 *  GET /admin/api/publishing?commit=<sha>
 * The live site's version is the commit its build was made from (dist/version.json, /healthz). The
 * change is published once that commit contains the saved one (GitHub's compare: identical, or the
 * live commit ahead of it); until then the saved commit's checks say whether the build is still
 * running or has failed, and when it failed, what the site's own build wrote for the owner on the failed
 * check (which page, what: docs/decisions/069). The editing screen asks every few seconds after a save
 * (admin/src/editing/publishing.ts).
 * Every answer is for the signed-in owner only, never cached, and in words for them; its shape is the
 * wire's (./wire.ts).
 */

interface Checks {
  failed: { name: string; url: string | null }[];
  problems: OwnerProblem[];
  running: boolean;
}

/** How the live site's version and the saved commit's checks are found: GitHub as the signed-in owner. */
export interface PublishingSource {
  /** Whether `live` contains `commit`: true, false, or null when GitHub does not know one of them. */
  contains(commit: string, live: string): Promise<boolean | null>;
  checks(commit: string): Promise<Checks>;
}

/**
 * A check's link as the editing screen may show it: only a page of GitHub's own site, over https
 * (a check run's `html_url` is one: https://github.com/<owner>/<repo>/runs/<id>). GitHub passes on
 * whatever a check or status was given (a status's `target_url` is set by whoever reports it), so
 * anything else (`javascript:`, plain http, another host however it is spelt) is dropped, and only
 * the check's name reaches the screen (issue 43, finding 5; docs/decisions/082).
 */
export function githubPageAddress(given: unknown): string | null {
  if (typeof given !== 'string' || !URL.canParse(given)) return null;
  const address = new URL(given);
  const own = address.protocol === 'https:' && address.host === 'github.com' && !address.username && !address.password;
  return own ? address.href : null;
}

export class PublishingError extends Error {
  constructor(readonly logLine: string) {
    super('GitHub could not be reached to see whether your change is on the site yet. The screen will ask again.');
  }
}

/** GitHub's REST API (compare, check runs and their annotations, combined status), with the owner's token (kept on the server). */
export class GitHubPublishing implements PublishingSource {
  constructor(
    private readonly endpoints: GitHubEndpoints,
    private readonly repo: string,
    private readonly token: string,
  ) {}

  private async get(endpoint: string): Promise<{ status: number; data: Record<string, unknown> }> {
    let response: globalThis.Response;
    try {
      response = await fetch(new URL(`/repos/${this.repo}/${endpoint}`, this.endpoints.apiUrl), {
        headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${this.token}`, 'X-GitHub-Api-Version': '2022-11-28' },
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new PublishingError(`Publishing: GitHub ${endpoint} did not answer`);
    }
    const data: unknown = await response.json().catch(() => ({}));
    if (response.status !== 200 && response.status !== 404)
      throw new PublishingError(`Publishing: GitHub ${endpoint} answered ${response.status}`);
    return { status: response.status, data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {} };
  }

  async contains(commit: string, live: string) {
    // base...head: "ahead" means the live commit has the saved one and more after it.
    const { status, data } = await this.get(`compare/${commit}...${live}`);
    if (status === 404) return null;
    return data.status === 'identical' || data.status === 'ahead';
  }

  /** The problems the site's build wrote as annotations of a failed check run (GitHub keeps at most 50 a job). */
  private async problemsOf(runId: number): Promise<OwnerProblem[]> {
    const { data } = await this.get(`check-runs/${runId}/annotations?per_page=50`);
    // The annotations come as a list; anything else (a 404's message) holds none.
    const annotations = (Array.isArray(data) ? data : []) as { title?: unknown; message?: unknown; annotation_level?: unknown }[];
    return annotations.flatMap((annotation) => {
      const problem = annotation?.annotation_level === 'failure' ? problemFromAnnotation(annotation) : null;
      return problem ? [problem] : [];
    });
  }

  async checks(commit: string): Promise<Checks> {
    const [runs, combined] = await Promise.all([this.get(`commits/${commit}/check-runs`), this.get(`commits/${commit}/status`)]);
    const failed: Checks['failed'] = [];
    const failedRunIds: number[] = [];
    let running = false;
    const checkRuns = (runs.data.check_runs ?? []) as {
      id?: number;
      name?: string;
      status?: string;
      conclusion?: string | null;
      html_url?: unknown;
      output?: { annotations_count?: number };
    }[];
    for (const run of checkRuns) {
      if (run.status !== 'completed') running = true;
      else if (['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure'].includes(run.conclusion ?? '')) {
        failed.push({ name: run.name ?? 'A check', url: githubPageAddress(run.html_url) });
        if (typeof run.id === 'number' && (run.output?.annotations_count ?? 0) > 0) failedRunIds.push(run.id);
      }
    }
    const statuses = (combined.data.statuses ?? []) as { context?: string; state?: string; target_url?: unknown }[];
    for (const status of statuses) {
      if (status.state === 'pending') running = true;
      else if (status.state === 'failure' || status.state === 'error')
        failed.push({ name: status.context ?? 'A check', url: githubPageAddress(status.target_url) });
    }
    const problems = (await Promise.all(failedRunIds.map((id) => this.problemsOf(id)))).flat();
    return { failed, problems, running };
  }
}

export interface PublishingOptions {
  /** GitHub as the signed-in owner; undefined when no one is signed in. */
  sourceFor(req: Request): PublishingSource | undefined;
  /** The version the live site was built from (server/version.ts). */
  liveVersion(): SiteVersion | null;
  log?: (line: string) => void;
}

const fail = (res: Response, status: number, error: string) => res.status(status).json({ ok: false, error } satisfies Refusal);

export function publishingRouter(options: PublishingOptions): Router {
  const log = options.log ?? ((line: string) => console.error(line));
  const router = Router();
  router.get(adminPaths.publishing, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const source = options.sourceFor(req);
    if (!source)
      return fail(res, 401, 'You are not signed in, or your sign-in has ended. Sign in again to see whether your change is on the site.');
    const { commit: asked } = req.query as Partial<Record<keyof PublishingQuery, unknown>>;
    const commit = typeof asked === 'string' ? asked.toLowerCase() : '';
    if (!/^[0-9a-f]{40}$/.test(commit)) return fail(res, 400, 'That is not a saved change of the site.');
    const live = options.liveVersion()?.commit ?? null;
    const answer = (state: PublishingState, checks: Checks = { failed: [], problems: [], running: false }) =>
      res.json({
        ok: true,
        state,
        live,
        failedChecks: checks.failed,
        problems: checks.problems,
        checksRunning: checks.running,
      } satisfies Answer<PublishingAnswer>);
    if (live === commit) return answer('published');
    try {
      if (live && (await source.contains(commit, live))) return answer('published');
      const checks = await source.checks(commit);
      if (checks.failed.length) return answer('failed', checks);
      // The live site does not say which version it is: nobody can tell when the change is there.
      return answer(live ? 'publishing' : 'unknown', checks);
    } catch (error) {
      if (!(error instanceof PublishingError)) throw error;
      log(error.logLine);
      return fail(res, 502, error.message);
    }
  });
  return router;
}
