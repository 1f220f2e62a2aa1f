/**
 * Following a saved change until it is on the live site (docs/decisions/054). The server says, for the
 * save's commit, whether the live site holds it yet and whether its build failed
 * (server/admin/publishingApi.ts, in the wire's shape: server/admin/wire.ts); this module turns those answers into what the owner is told, and asks
 * again every few seconds until there is nothing more to wait for. Framework-free, so its steps are
 * tested on their own (tests/unit/editor/publishing.test.ts); admin/src/ui/Publishing.tsx shows and says them.
 */
import type { OwnerProblem, PublishingAnswer } from '../../../server/admin/wire.ts';

export type { PublishingAnswer, OwnerProblem };

export type PublishingStep =
  /** `npm run cms`: saved in the files of this computer; nothing to follow. */
  | { kind: 'local' }
  | { kind: 'publishing' }
  | { kind: 'published' }
  /** The build failed: the checks that failed, and what the site's own check found, page by page (docs/decisions/069). */
  | { kind: 'failed'; checks: string[]; problems: OwnerProblem[] }
  /** Not live within the stated time. */
  | { kind: 'late'; minutes: number }
  /** The live site does not say which version it is. */
  | { kind: 'unknown' };

/** How often the server is asked, and how long a build and deploy may take before the owner is told. */
export const askEveryMs = 5_000;
export const publishWithinMs = 30 * 60_000;

/** The step after an answer (undefined: the server could not be asked this time), `elapsedMs` after the save. */
export function stepAfter(answer: PublishingAnswer | undefined, elapsedMs: number, withinMs = publishWithinMs): PublishingStep {
  if (answer?.state === 'published') return { kind: 'published' };
  if (answer?.state === 'failed')
    return { kind: 'failed', checks: answer.failedChecks.map((check) => check.name), problems: answer.problems };
  if (answer?.state === 'unknown') return { kind: 'unknown' };
  return elapsedMs >= withinMs ? { kind: 'late', minutes: Math.round(withinMs / 60_000) } : { kind: 'publishing' };
}

/** Whether the screen stops asking at this step. */
export const isFinal = (step: PublishingStep) => step.kind !== 'publishing';

const quoted = (names: string[]) => names.map((name) => `“${name}”`);
const checksNamed = (names: string[]) =>
  names.length === 1
    ? ` (the check ${quoted(names)[0]!})`
    : ` (the checks ${quoted(names).slice(0, -1).join(', ')} and ${quoted(names).at(-1)!})`;

/** What the owner is shown and hears at each step. */
export function messageFor(step: PublishingStep): string {
  switch (step.kind) {
    case 'local':
      return 'Saved. The website shows the change once it is built again.';
    case 'publishing':
      return 'Saved. Publishing…';
    case 'published':
      return 'Published: your change is on the site.';
    case 'failed':
      if (step.problems.length)
        return `Saved, but not published: the website’s accessibility check of your change found ${step.problems.length === 1 ? 'a problem on a page' : `problems on ${step.problems.length} pages`}, listed below, so the site still shows the version before it. Your change is kept. If a page named there is one you changed, correct it (or undo your change) and save again: the site is checked and published again. If you cannot tell what is wrong, ask whoever looks after the website to look at the failed check on GitHub${step.checks.length ? checksNamed(step.checks) : ''}.`;
      return `Saved, but not published: the website’s build of your change failed${step.checks.length ? checksNamed(step.checks) : ''}, so the site still shows the version before it. Your change is kept. Ask whoever looks after the website to look at the failed check on GitHub; once it is fixed, the site is built again.`;
    case 'late':
      return `Saved, but not on the site after ${step.minutes} minutes: the host has not built the site from your change yet. Your change is kept, and the site still shows the version before it. Reload this page later to check again; if it is still not there in an hour, ask whoever looks after the website to check the host’s deploys.`;
    case 'unknown':
      return 'Saved. The site does not say which version it shows, so this screen cannot tell when your change is live: look at the page in a few minutes.';
  }
}

export interface FollowOptions {
  ask(commit: string): Promise<PublishingAnswer>;
  onStep(step: PublishingStep): void;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
  everyMs?: number;
  withinMs?: number;
}

/**
 * Follows one commit (null: saved on this computer) until a final step, telling `onStep` each step
 * that differs from the last. Returns a function that stops following (a newer save, or leaving).
 * A failed question (the network, GitHub) is asked again; only the stated time ends the waiting.
 */
export function followPublishing(commit: string | null, options: FollowOptions): () => void {
  const now = options.now ?? (() => Date.now());
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let stopped = false;
  let last: PublishingStep['kind'] | undefined;
  const tell = (step: PublishingStep) => {
    if (stopped || step.kind === last) return;
    last = step.kind;
    options.onStep(step);
  };
  if (commit === null) {
    tell({ kind: 'local' });
    return () => {};
  }
  const started = now();
  tell({ kind: 'publishing' });
  void (async () => {
    for (;;) {
      await wait(options.everyMs ?? askEveryMs);
      if (stopped) return;
      const answer = await options.ask(commit).catch(() => undefined);
      const step = stepAfter(answer, now() - started, options.withinMs);
      tell(step);
      if (stopped || isFinal(step)) return;
    }
  })();
  return () => {
    stopped = true;
  };
}
