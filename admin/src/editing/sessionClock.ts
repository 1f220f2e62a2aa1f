import type { Session } from './api.ts';
import type { SignInEnd } from './signInEnded.ts';

/**
 * When the owner's sign-in ends, and what the screen shows before it does (docs/decisions/071,
 * WCAG 2.2.1 Timing Adjustable). The server ends a sign-in unused for its idle minutes, and every
 * sign-in 8 hours after it began (server/admin/sessions.ts); this module follows both from the times
 * the server gives, warns before either, and tells the server when the owner uses the screen: keys
 * and clicks, not only requests, at most once a minute. Framework-free, so its steps are tested on
 * their own (tests/unit/editor/sessionClock.test.ts); ui/SessionWarning.tsx shows and says them.
 */

/** The unused sign-in is warned of this long before it ends: well over WCAG 2.2.1's 20 seconds, to read the warning and answer it. */
export const warnIdleBeforeMs = 2 * 60_000;
/** The 8-hour end, which nothing can move, is warned of this long before: time to save first. */
export const warnEndBeforeMs = 10 * 60_000;
/** The server is told of the owner's use of the screen at most this often. */
export const tellEveryMs = 60_000;

/** The two ends, on this browser's clock. */
export interface SessionTimes {
  idleEndsAt: number;
  endsAt: number;
}

export type SessionStep =
  | { kind: 'active' }
  /** Unused: the sign-in ends at `endsAt` unless the owner stays. */
  | { kind: 'idle-warning'; endsAt: number }
  /** The 8 hours end at `endsAt`, and cannot be moved. */
  | { kind: 'end-warning'; endsAt: number }
  | { kind: 'ended'; why: SignInEnd; at: number };

/** The times in a session answer (seconds from now, so the two clocks need not agree); none on `npm run cms`. */
export function timesOf(session: Session, now: number): SessionTimes | undefined {
  if (!session.signedIn || session.idleEndsInSeconds === undefined || session.endsInSeconds === undefined) return undefined;
  return { idleEndsAt: now + session.idleEndsInSeconds * 1000, endsAt: now + session.endsInSeconds * 1000 };
}

/**
 * What the screen shows at `now`, and when to look again. Whichever end comes first is the one
 * warned of: the unused time while it would end the sign-in first, else the 8 hours (warned of once).
 */
export function stepAt(times: SessionTimes, now: number, endWarned: boolean): { step: SessionStep; nextAt?: number } {
  const end = Math.min(times.idleEndsAt, times.endsAt);
  if (now >= end) return { step: { kind: 'ended', why: times.idleEndsAt < times.endsAt ? 'idle' : 'time', at: end } };
  if (times.endsAt <= times.idleEndsAt) {
    const warnAt = times.endsAt - warnEndBeforeMs;
    if (!endWarned && now >= warnAt) return { step: { kind: 'end-warning', endsAt: times.endsAt }, nextAt: times.endsAt };
    return { step: { kind: 'active' }, nextAt: endWarned ? times.endsAt : warnAt };
  }
  const warnAt = times.idleEndsAt - warnIdleBeforeMs;
  if (now >= warnAt) return { step: { kind: 'idle-warning', endsAt: times.idleEndsAt }, nextAt: times.idleEndsAt };
  return { step: { kind: 'active' }, nextAt: warnAt };
}

export interface WatchOptions {
  /** The times the session answer gave when the screen opened. */
  times: SessionTimes;
  /** The server's answer now, the owner's use not counted (GET /admin/api/session). */
  ask(): Promise<Session>;
  /** Tells the server the owner is using the screen, and has its answer (POST /admin/api/session/activity). */
  tell(): Promise<Session>;
  onStep(step: SessionStep): void;
  now?: () => number;
  /** Calls `run` after `ms`; returns what cancels it. */
  after?: (ms: number, run: () => void) => () => void;
}

export interface SessionWatch {
  /** A key, a click or a touch on the screen: the owner is using it. */
  used(): void;
  /** "Stay signed in" (the unused-time warning), or the 8-hour warning read: the server is told at once. */
  answer(): void;
  stop(): void;
}

/**
 * Follows a sign-in until it ends, telling `onStep` each step that differs from the last. Before a
 * warning or an end, the server is asked again (the owner may have used the screen in another tab, or
 * saved): the warning shows only when the server agrees. The server's time runs on: a sign-in found
 * ended by the server when it should not have (a new key, its data lost) ends as "refused".
 */
export function watchSession(options: WatchOptions): SessionWatch {
  const now = options.now ?? (() => Date.now());
  const after =
    options.after ??
    ((ms: number, run: () => void) => {
      const timer = window.setTimeout(run, ms);
      return () => window.clearTimeout(timer);
    });
  let times = options.times;
  let lastUsed = -Infinity;
  let lastTold = now();
  let endWarned = false;
  let stopped = false;
  let shown: SessionStep = { kind: 'active' };
  let cancel = () => {};
  let cancelTelling: (() => void) | null = null;

  const show = (step: SessionStep) => {
    if (stopped) return;
    const same = step.kind === shown.kind && ('endsAt' in step ? step.endsAt === (shown as { endsAt?: number }).endsAt : true);
    shown = step;
    if (!same) options.onStep(step);
    if (step.kind === 'ended') stop();
  };
  const look = () => {
    cancel();
    const { step, nextAt } = stepAt(times, now(), endWarned);
    // A warning or the end is due: the server has the last word first.
    if (step.kind !== shown.kind && step.kind !== 'active') return void refresh(lastUsed > lastTold);
    show(step);
    if (nextAt !== undefined && !stopped) cancel = after(Math.max(0, nextAt - now()), look);
  };
  /** Asks the server (or tells it, when the owner has used the screen since it was last told), then looks again. */
  const refresh = async (telling: boolean) => {
    if (telling) {
      lastTold = now();
      cancelTelling?.();
      cancelTelling = null;
    }
    let session: Session | undefined;
    try {
      session = await (telling ? options.tell() : options.ask());
    } catch {
      // The server could not be asked: the times known go on.
    }
    if (stopped) return;
    if (session && !session.signedIn) {
      const { step } = stepAt(times, now(), endWarned);
      return show(step.kind === 'ended' ? step : { kind: 'ended', why: 'refused', at: now() });
    }
    const fresh = session && timesOf(session, now());
    if (fresh) times = fresh;
    const { step, nextAt } = stepAt(times, now(), endWarned);
    show(step);
    cancel();
    if (nextAt !== undefined && !stopped) cancel = after(Math.max(0, nextAt - now()), look);
  };
  const stop = () => {
    stopped = true;
    cancel();
    cancelTelling?.();
  };

  look();
  return {
    used() {
      // While a warning shows, only its own button answers it (its focus arriving is not the owner's use).
      if (stopped || shown.kind !== 'active') return;
      lastUsed = now();
      const due = lastTold + tellEveryMs;
      if (lastUsed >= due) return void refresh(true);
      // Told at most once a minute, but never more than a minute late: the server's idle time starts
      // from about when the screen was last used, not from whenever it is next told.
      cancelTelling ??= after(due - lastUsed, () => {
        cancelTelling = null;
        if (!stopped && shown.kind === 'active' && lastUsed > lastTold) void refresh(true);
      });
    },
    answer() {
      if (stopped) return;
      if (shown.kind === 'end-warning') endWarned = true;
      lastUsed = now();
      void refresh(true);
    },
    stop,
  };
}
