import { describe, expect, it } from 'vitest';
import {
  followPublishing,
  messageFor,
  publishWithinMs,
  stepAfter,
  type PublishingAnswer,
  type PublishingStep,
} from '../../../admin/src/editing/publishing';

/* The editing screen following a save until it is on the live site (docs/decisions/054). */

const answer = (
  state: PublishingAnswer['state'],
  failed: string[] = [],
  problems: PublishingAnswer['problems'] = [],
): PublishingAnswer => ({
  state,
  live: null,
  failedChecks: failed.map((name) => ({ name, url: null })),
  problems,
  checksRunning: state === 'publishing',
});

/** Follows a commit against answers given in turn, on a clock that moves `everyMs` per question. */
async function follow(commit: string | null, answers: (PublishingAnswer | Error)[], everyMs = 5_000) {
  let time = 0;
  const steps: PublishingStep[] = [];
  const asked: string[] = [];
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  let left = [...answers];
  followPublishing(commit, {
    everyMs,
    now: () => time,
    wait: async (ms) => {
      time += ms;
      if (!left.length) done();
      await (left.length ? Promise.resolve() : new Promise(() => {}));
    },
    ask: async (asking) => {
      asked.push(asking);
      const next = left[0]!;
      left = left.slice(1);
      if (next instanceof Error) throw next;
      return next;
    },
    onStep: (step) => {
      steps.push(step);
      if (step.kind !== 'publishing') done();
    },
  });
  if (commit === null) done();
  await finished;
  return { steps, asked, minutes: time / 60_000 };
}

describe('following a save until it is live', () => {
  it('says "Saved. Publishing…", asks every few seconds, then says "Published: your change is on the site."', async () => {
    const { steps, asked } = await follow('abc', [answer('publishing'), answer('publishing'), answer('published')]);
    expect(steps.map(messageFor)).toEqual(['Saved. Publishing…', 'Published: your change is on the site.']);
    expect(asked).toEqual(['abc', 'abc', 'abc']);
  });

  it('when the build fails: says so, names the failed check, says the change is kept and what to do, and stops asking', async () => {
    const { steps, asked } = await follow('abc', [answer('publishing'), answer('failed', ['build', 'lint']), answer('published')]);
    expect(steps.at(-1)).toEqual({ kind: 'failed', checks: ['build', 'lint'], problems: [] });
    expect(messageFor(steps.at(-1)!)).toBe(
      'Saved, but not published: the website’s build of your change failed (the checks “build” and “lint”), so the site still shows the version before it. Your change is kept. Ask whoever looks after the website to look at the failed check on GitHub; once it is fixed, the site is built again.',
    );
    expect(asked).toHaveLength(2);
  });

  it("when the site's accessibility check stops it: says how many pages, that they are listed, and what the owner can do (issue 41)", async () => {
    const problems = [
      { page: '“Testimonials” (/testimonials)', problems: ['a link with no words a screen reader can say, in the light theme'] },
    ];
    const { steps } = await follow('abc', [answer('failed', ['image'], problems)]);
    expect(steps.at(-1)).toEqual({ kind: 'failed', checks: ['image'], problems });
    expect(messageFor(steps.at(-1)!)).toBe(
      'Saved, but not published: the website’s accessibility check of your change found a problem on a page, listed below, so the site still shows the version before it. Your change is kept. If a page named there is one you changed, correct it (or undo your change) and save again: the site is checked and published again. If you cannot tell what is wrong, ask whoever looks after the website to look at the failed check on GitHub (the check “image”).',
    );
  });

  it('when not live within 30 minutes: says so and what to do; a failed question is asked again until then', async () => {
    const everyMs = 2 * 60_000;
    const answers = Array.from({ length: 15 }, (_, i) => (i % 2 ? new Error('offline') : answer('publishing')));
    const { steps, minutes } = await follow('abc', answers, everyMs);
    expect(minutes).toBe(30);
    expect(steps).toEqual([{ kind: 'publishing' }, { kind: 'late', minutes: 30 }]);
    expect(messageFor(steps.at(-1)!)).toMatch(
      /^Saved, but not on the site after 30 minutes: the host has not built the site from your change yet\./,
    );
  });

  it('on this computer: says plainly that the change is on the site once it is built again, and asks nothing', async () => {
    const { steps, asked } = await follow(null, []);
    expect(steps.map(messageFor)).toEqual(['Saved. The website shows the change once it is built again.']);
    expect(asked).toEqual([]);
  });

  it('stops when told (a newer save is followed instead)', async () => {
    const steps: PublishingStep[] = [];
    let release: () => void = () => {};
    const stop = followPublishing('abc', {
      wait: () => new Promise((resolve) => (release = resolve)),
      ask: async () => answer('published'),
      onStep: (step) => steps.push(step),
    });
    stop();
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(steps).toEqual([{ kind: 'publishing' }]);
  });

  it('each answer’s step', () => {
    expect(stepAfter(answer('publishing'), publishWithinMs - 1)).toEqual({ kind: 'publishing' });
    expect(stepAfter(undefined, publishWithinMs)).toEqual({ kind: 'late', minutes: 30 });
    expect(stepAfter(answer('published'), publishWithinMs * 2)).toEqual({ kind: 'published' });
    expect(messageFor(stepAfter(answer('unknown'), 0))).toBe(
      'Saved. The site does not say which version it shows, so this screen cannot tell when your change is live: look at the page in a few minutes.',
    );
  });
});
