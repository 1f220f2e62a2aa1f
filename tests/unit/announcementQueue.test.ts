import { beforeEach, describe, expect, it } from 'vitest';
import { GAP_MS, createAnnouncementQueue, speakingMs, type AnnouncementQueue } from '../../src/components/layout/announcementQueue';

/**
 * The page's one queue of messages (docs/decisions/037), on a clock the test moves by hand. What is
 * checked is what a listener gets: the region's text over time, as a list of [time, text] changes.
 */
let now = 0;
let timers: { at: number; run: () => void; id: number }[] = [];
let nextId = 0;
let region: [number, string][] = [];
let queue: AnnouncementQueue;

function advance(ms: number) {
  const until = now + ms;
  for (;;) {
    const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0];
    if (!due) break;
    timers = timers.filter((timer) => timer !== due);
    now = due.at;
    due.run();
  }
  now = until;
}

beforeEach(() => {
  now = 0;
  timers = [];
  region = [];
  queue = createAnnouncementQueue(
    {
      now: () => now,
      setTimer: (run, ms) => {
        const timer = { at: now + ms, run, id: nextId++ };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => (timers = timers.filter((candidate) => candidate !== timer)),
    },
    (text) => region.push([now, text]),
  );
});

const navigation = 'Navigated to About Example Assistive Technology';
const banner = 'Cookie Consent: choose Accept All or Decline in the banner.';

describe('the announcement queue', () => {
  it('shows a message at once, for its own time, then empties the region', () => {
    queue.announce(navigation, { kind: 'navigation', showMs: 1000 });
    advance(0);
    expect(queue.current()).toBe(navigation);
    advance(999);
    expect(queue.current()).toBe(navigation);
    advance(1);
    expect(region).toEqual([
      [0, navigation],
      [1000, ''],
    ]);
  });

  it('never replaces a message with another: the next waits until the first could be said in full, then a gap of silence', () => {
    queue.announce(navigation, { kind: 'navigation', showMs: 1000 });
    advance(300);
    // The cookie banner arrives while "Navigated to…" is still being said.
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, scope: 'site' });
    advance(20_000);
    const said = speakingMs(navigation);
    expect(said).toBeGreaterThan(1000);
    expect(region).toEqual([
      [0, navigation],
      [1000, ''],
      [said + GAP_MS, banner],
      [said + GAP_MS + 3000, ''],
    ]);
    // Every message is followed by silence before the next one: nothing is overwritten.
    region.forEach(([, text], index) => {
      if (index > 0 && text !== '') expect(region[index - 1]![1]).toBe('');
    });
  });

  it('says messages from different sources in the order they were given', () => {
    queue.announce('Video playing', { kind: 'video', showMs: 1000 });
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, scope: 'site' });
    queue.announce('Showing 2 of 26 terms', { kind: 'glossary-count', showMs: 1000 });
    advance(30_000);
    expect(region.map(([, text]) => text).filter(Boolean)).toEqual(['Video playing', banner, 'Showing 2 of 26 terms']);
  });

  it('a newer message of the same kind replaces its kind still waiting, and takes its turn after what came before it', () => {
    queue.announce(navigation, { kind: 'navigation', showMs: 1000 });
    queue.announce('Showing 20 of 26 terms', { kind: 'glossary-count', showMs: 1000 });
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, scope: 'site' });
    queue.announce('Showing 15 of 26 terms', { kind: 'glossary-count', showMs: 1000 });
    advance(30_000);
    expect(region.map(([, text]) => text).filter(Boolean)).toEqual([navigation, banner, 'Showing 15 of 26 terms']);
  });

  it('says the same words again when they are given again: the region is empty in between', () => {
    queue.announce('Showing 2 of 26 terms', { kind: 'glossary-count', showMs: 1000 });
    advance(5000);
    queue.announce('Showing 2 of 26 terms', { kind: 'glossary-count', showMs: 1000 });
    advance(5000);
    expect(region.map(([, text]) => text)).toEqual(['Showing 2 of 26 terms', '', 'Showing 2 of 26 terms', '']);
  });

  it('waits while focus is on something that says its own words, so a polite message never cuts it off', () => {
    const outcome = "Message Sent! Thank you for contacting us. We'll get back to you soon.";
    queue.holdFor(outcome);
    advance(100);
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, scope: 'site' });
    advance(30_000);
    expect(region[0]).toEqual([speakingMs(outcome) + GAP_MS, banner]);
  });

  it('a hold also delays a message that was already due', () => {
    queue.announce('Video paused', { kind: 'video', showMs: 1000 });
    advance(0);
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, scope: 'site' });
    const outcome = 'Error: Failed to send message. Please try again or email us directly.';
    advance(500);
    queue.holdFor(outcome);
    advance(30_000);
    expect(region.find(([, text]) => text === banner)![0]).toBe(500 + speakingMs(outcome) + GAP_MS);
  });

  it("leaving the page drops its own messages still waiting, keeps the site's, and empties the region", () => {
    queue.announce('Video playing', { kind: 'video', showMs: 1000 });
    advance(100);
    queue.announce('Showing 2 of 26 terms', { kind: 'glossary-count', showMs: 1000 });
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, scope: 'site' });
    queue.dropPageMessages();
    expect(queue.current()).toBe('');
    advance(30_000);
    expect(region.map(([, text]) => text).filter(Boolean)).toEqual(['Video playing', banner]);
  });

  it('allows for a slow speech rate: a ten-word message takes four seconds', () => {
    expect(speakingMs(banner)).toBe(4000);
    expect(speakingMs('  ')).toBe(0);
  });
});
