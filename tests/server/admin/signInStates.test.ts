import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSessionDatabase } from '../../../server/admin/sessionDatabase';
import { maxUsedStates, signInStateMinutes, signInStateShape, SignInStates } from '../../../server/admin/signInStates';

/*
 * Every test of server/admin/signInStates.ts, the sign-in's states (docs/decisions/082): signed, not
 * stored when issued; good once, for ten minutes, and only under the key that signed them; the states
 * used kept within a bound. The sign-in through them, with 1,000 other visitors' starts in between:
 * signIn.test.ts; a state kept good across a restart: sessions.test.ts.
 */

const minute = 60_000;

function statesAt(clock: { now: number }, options: { key?: Buffer; maxUsed?: number } = {}) {
  const db = openSessionDatabase(undefined, () => {});
  const states = new SignInStates(db, options.key ?? randomBytes(32), () => clock.now, options.maxUsed);
  const usedRows = () => db.prepare('SELECT count(*) FROM used_sign_in_states').pluck().get() as number;
  return { db, states, usedRows };
}

describe('sign-in states', () => {
  it('are of the one shape the sign-in accepts, and each is new', () => {
    const { db, states } = statesAt({ now: Date.now() });
    const issued = Array.from({ length: 100 }, () => states.issue());
    for (const state of issued) expect(state).toMatch(signInStateShape);
    expect(new Set(issued).size).toBe(100);
    db.close();
  });

  it('are good once, and for ten minutes only', () => {
    const clock = { now: Date.now() };
    const { db, states } = statesAt(clock);
    const once = states.issue();
    expect(states.take(once)).toBe(true);
    expect(states.take(once)).toBe(false);
    const late = states.issue();
    clock.now += signInStateMinutes * minute - 1;
    const inTime = states.issue();
    clock.now += 1;
    expect(states.take(late)).toBe(false);
    expect(states.take(inTime)).toBe(true);
    db.close();
  });

  it('count only if signed under their own key: a made-up state, one changed by a character, or one of another key is refused', () => {
    const clock = { now: Date.now() };
    const key = randomBytes(32);
    const { db, states } = statesAt(clock, { key });
    const other = statesAt(clock);
    const state = states.issue();
    const changed = `${state.slice(0, 20)}${state[20] === 'A' ? 'B' : 'A'}${state.slice(21)}`;
    for (const refused of [randomBytes(48).toString('base64url'), changed, other.states.issue(), 'a'.repeat(64), '']) {
      expect(states.take(refused)).toBe(false);
    }
    // Another store under the same key (the server after a restart) takes it.
    const restarted = statesAt(clock, { key });
    expect(restarted.states.take(state)).toBe(true);
    for (const store of [db, other.db, restarted.db]) store.close();
  });

  it(`keep nothing when issued, and at most ${maxUsedStates.toLocaleString('en-GB')} used (a test's smaller bound here), forgotten once their ten minutes are over`, () => {
    const clock = { now: Date.now() };
    const { db, states, usedRows } = statesAt(clock, { maxUsed: 100 });
    for (let started = 0; started < 10_000; started++) states.issue();
    expect(usedRows()).toBe(0);
    const first = states.issue();
    expect(states.take(first)).toBe(true);
    for (let used = 0; used < 150; used++) expect(states.take(states.issue())).toBe(true);
    expect(usedRows()).toBe(100);
    clock.now += signInStateMinutes * minute;
    expect(states.take(states.issue())).toBe(true);
    expect(usedRows()).toBe(1);
    db.close();
  });
});
