import { describe, expect, it } from 'vitest';
import type { Session } from '../../../admin/src/editing/api';
import {
  stepAt,
  tellEveryMs,
  timesOf,
  warnEndBeforeMs,
  warnIdleBeforeMs,
  watchSession,
  type SessionStep,
} from '../../../admin/src/editing/sessionClock';

/*
 * The editing screen's side of the sign-in's two ends (docs/decisions/071, WCAG 2.2.1): when it warns,
 * when it ends, and how often it tells the server the owner is using it. Against a server that keeps
 * time as server/admin/sessions.ts does (30 minutes unused, 8 hours in all), on a clock of the test's.
 */

const minute = 60_000;
const hour = 60 * minute;

function simulate({ idleMinutes = 30, hours = 8 } = {}) {
  let time = 0;
  const server = { activeAt: 0, endsAt: hours * hour, refused: false, asks: 0, tells: [] as number[] };
  const idleEndsAt = () => Math.min(server.endsAt, server.activeAt + idleMinutes * minute);
  const answer = (): Session =>
    server.refused || time >= idleEndsAt()
      ? { signedIn: false }
      : {
          signedIn: true,
          idleMinutes,
          idleEndsInSeconds: Math.floor((idleEndsAt() - time) / 1000),
          endsInSeconds: Math.floor((server.endsAt - time) / 1000),
        };
  const timers: { at: number; run: () => void; done: boolean }[] = [];
  const steps: SessionStep[] = [];
  const watch = watchSession({
    times: timesOf(answer(), 0)!,
    ask: async () => {
      server.asks += 1;
      return answer();
    },
    tell: async () => {
      server.tells.push(time);
      if (answer().signedIn) server.activeAt = time;
      return answer();
    },
    onStep: (step) => steps.push(step),
    now: () => time,
    after: (ms, run) => {
      const timer = { at: time + ms, run, done: false };
      timers.push(timer);
      return () => {
        timer.done = true;
      };
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Moves the clock on, running each timer as it falls due, and the answers it waits for. */
  async function advance(ms: number) {
    const until = time + ms;
    for (;;) {
      const due = timers.filter((timer) => !timer.done && timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      time = due.at;
      due.done = true;
      due.run();
      await settle();
    }
    time = until;
    await settle();
  }
  return {
    server,
    steps,
    watch,
    advance,
    settle,
    now: () => time,
    last: () => steps.at(-1),
  };
}

describe('the sign-in’s ends, as the screen follows them', () => {
  it('warns of the unused sign-in two minutes before it ends, asking the server first, and then says it has ended', async () => {
    const run = simulate();
    await run.advance(28 * minute - 1);
    expect(run.steps).toEqual([]);
    await run.advance(1);
    expect(run.steps).toEqual([{ kind: 'idle-warning', endsAt: 30 * minute }]);
    expect(warnIdleBeforeMs).toBeGreaterThanOrEqual(20_000);
    expect(run.server.asks).toBe(1);
    await run.advance(2 * minute);
    expect(run.last()).toEqual({ kind: 'ended', why: 'idle', at: 30 * minute });
    expect(run.server.tells).toEqual([]);
  });

  it('one press ("Stay signed in") tells the server at once and keeps the sign-in for the whole idle time again', async () => {
    const run = simulate();
    await run.advance(29 * minute);
    expect(run.last()?.kind).toBe('idle-warning');
    run.watch.answer();
    await run.settle();
    expect(run.server.tells).toEqual([29 * minute]);
    expect(run.last()).toEqual({ kind: 'active' });
    await run.advance(27 * minute);
    expect(run.last()).toEqual({ kind: 'active' });
    await run.advance(1 * minute);
    expect(run.last()).toEqual({ kind: 'idle-warning', endsAt: 59 * minute });
  });

  it('keys and clicks keep the sign-in, told to the server at most once a minute and never more than a minute late', async () => {
    const run = simulate();
    // A burst of typing: the first key is told at once (a minute has passed since the screen opened)...
    await run.advance(5 * minute);
    for (let key = 0; key < 50; key += 1) {
      run.watch.used();
      await run.advance(500);
    }
    // ...the rest within the minute after it, once.
    await run.advance(2 * minute);
    expect(run.server.tells).toEqual([5 * minute, 6 * minute]);
    // Used now and then all day until the last half hour: never warned of being unused.
    for (let at = 10; at < 7 * 60 + 30; at += 20) {
      await run.advance(20 * minute);
      run.watch.used();
    }
    expect(run.steps.filter((step) => step.kind === 'idle-warning')).toEqual([]);
    for (let at = 1; at < run.server.tells.length; at += 1) {
      expect(run.server.tells[at]! - run.server.tells[at - 1]!).toBeGreaterThanOrEqual(tellEveryMs);
    }
  });

  it('does not warn when the server says the sign-in was used meanwhile (a save, another tab)', async () => {
    const run = simulate();
    await run.advance(20 * minute);
    run.server.activeAt = run.now();
    await run.advance(8 * minute);
    expect(run.steps).toEqual([]);
    expect(run.server.asks).toBe(1);
    await run.advance(20 * minute);
    expect(run.last()).toEqual({ kind: 'idle-warning', endsAt: 50 * minute });
  });

  it('warns of the 8-hour end ten minutes before, once, however much the screen is used, and then ends', async () => {
    const run = simulate();
    for (let at = 0; at < 7 * 60 + 40; at += 20) {
      await run.advance(20 * minute);
      run.watch.used();
    }
    await run.advance(8 * hour - warnEndBeforeMs - run.now());
    expect(run.last()).toEqual({ kind: 'end-warning', endsAt: 8 * hour });
    run.watch.answer();
    await run.settle();
    expect(run.last()).toEqual({ kind: 'active' });
    await run.advance(10 * minute - 1);
    expect(run.steps.filter((step) => step.kind === 'end-warning')).toHaveLength(1);
    await run.advance(1);
    expect(run.last()).toEqual({ kind: 'ended', why: 'time', at: 8 * hour });
  });

  it('says the sign-in has ended when the server ended it sooner (a new key, its data lost)', async () => {
    const run = simulate();
    run.server.refused = true;
    await run.advance(28 * minute);
    expect(run.last()).toEqual({ kind: 'ended', why: 'refused', at: 28 * minute });
    // Ended: nothing more is asked or told.
    const asked = run.server.asks;
    run.watch.used();
    await run.advance(hour);
    expect([run.server.asks, run.server.tells]).toEqual([asked, []]);
  });

  it('warns of whichever end comes first', () => {
    expect(stepAt({ idleEndsAt: 30 * minute, endsAt: 8 * hour }, 28 * minute, false).step.kind).toBe('idle-warning');
    expect(stepAt({ idleEndsAt: 8 * hour, endsAt: 8 * hour }, 8 * hour - 5 * minute, false).step.kind).toBe('end-warning');
    expect(stepAt({ idleEndsAt: 8 * hour, endsAt: 8 * hour }, 8 * hour - 5 * minute, true)).toEqual({
      step: { kind: 'active' },
      nextAt: 8 * hour,
    });
    expect(timesOf({ signedIn: true, local: true }, 0)).toBeUndefined();
  });
});
