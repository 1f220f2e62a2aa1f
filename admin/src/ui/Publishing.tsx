import { useEffect, useRef, useSyncExternalStore } from 'react';
import { api, ApiError } from '../editing/api.ts';
import { followPublishing, messageFor, type OwnerProblem, type PublishingAnswer, type PublishingStep } from '../editing/publishing.ts';
import { useAnnounce } from './Announcer.tsx';

/**
 * The owner's last save, followed until it is on the live site (lib/publishing.ts, docs/decisions/054).
 * Kept outside any one screen, so moving on to another page after saving neither stops the following
 * nor silences the outcome: it is shown at the top of every screen and said once, politely.
 */
let current: { id: number; step: PublishingStep } | null = null;
let stopFollowing = () => {};
let follows = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Asks the server whether the live site holds the commit. If the sign-in has ended meanwhile (its
 * time, or the server's new key: docs/decisions/071), the site's own /healthz, public, still says
 * which commit is live, and that commit being the saved one is enough to say "Published".
 */
async function ask(commit: string): Promise<PublishingAnswer> {
  try {
    return await api.publishing(commit);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const health = (await (await fetch('/healthz', { cache: 'no-store' })).json()) as { version?: { commit?: string | null } | null };
    if (health.version?.commit === commit)
      return { state: 'published', live: commit, failedChecks: [], problems: [], checksRunning: false };
    throw error;
  }
}

/**
 * Starts following a save's commit (null: saved on this computer), in place of any earlier save (a
 * later commit holds it). Returns what the screen says at once: "Saved. Publishing…", or on this
 * computer that the site shows the change once it is built again.
 */
export function followSave(commit: string | null): string {
  stopFollowing();
  const id = ++follows;
  stopFollowing = followPublishing(commit, {
    ask,
    onStep: (step) => {
      current = { id, step };
      for (const listener of listeners) listener();
    },
  });
  return messageFor(current!.step);
}

function usePublishing() {
  return useSyncExternalStore(subscribe, () => current);
}

/** The save status's words: while `saved`, those of the save's publishing as it goes on. */
export function usePublishingMessage(message: string, saved: boolean): string {
  const followed = usePublishing();
  return saved && followed ? messageFor(followed.step) : message;
}

/**
 * At the top of every screen while a save is followed on the live site: its state, in words. Each
 * step after the first is said (the first, "Saved. Publishing…", is said by the save itself).
 */
export function PublishingStatus() {
  const followed = usePublishing();
  const announce = useAnnounce();
  const said = useRef<{ id: number; kind: string } | null>(null);
  useEffect(() => {
    if (!followed || followed.step.kind === 'local') return;
    const first = said.current?.id !== followed.id;
    if (!first && said.current?.kind === followed.step.kind) return;
    said.current = { id: followed.id, kind: followed.step.kind };
    if (!first || followed.step.kind !== 'publishing') announce(announcementFor(followed.step));
  }, [followed, announce]);
  if (!followed || followed.step.kind === 'local') return null;
  const { step } = followed;
  return (
    <div className={`publishing ${step.kind}`}>
      <p>
        <strong>Your last save: </strong>
        {messageFor(step)}
      </p>
      {step.kind === 'failed' && step.problems.length > 0 && <ProblemList problems={step.problems} />}
    </div>
  );
}

/** The outcome said once; when the check found problems, with the pages, so the owner hears where without reading the list. */
function announcementFor(step: PublishingStep): string {
  if (step.kind !== 'failed' || !step.problems.length) return messageFor(step);
  return `${messageFor(step)} Pages with problems: ${step.problems.map((problem) => problem.page).join('; ')}.`;
}

/** What the website's check found, page by page, in the words the build wrote for the owner (docs/decisions/069). */
function ProblemList({ problems }: { problems: OwnerProblem[] }) {
  return (
    <ul className="publishing-problems">
      {problems.map((problem) => (
        <li key={problem.page}>
          {problem.page}:
          <ul>
            {problem.problems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
