import { beforeEach, describe, expect, it } from 'vitest';
import {
  ASKED_MAX_WAIT_MS,
  CUT_GAP_MS,
  GAP_MS,
  createAnnouncementQueue,
  speakingMs,
  type AnnouncementQueue,
} from '../../../src/components/layout/announcementQueue';

/**
 * The page's one queue of messages (docs/decisions/037), on a clock the test moves by hand. What is
 * checked is what a listener gets: the region's text over time, as a list of [time, text] changes.
 */
let now = 0;
let timers: { at: number; run: () => void; id: number }[] = [];
let nextId = 0;
let region: [number, string][] = [];
let queue: AnnouncementQueue;

/** What the region says now ('' between messages). */
const current = () => region.at(-1)?.[1] ?? '';

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
    expect(current()).toBe(navigation);
    advance(999);
    expect(current()).toBe(navigation);
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
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, unasked: true });
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

  it('says the messages nobody asked for in the order they were given, after those the visitor asked for, which keep theirs', () => {
    queue.announce('Video playing', { kind: 'video', showMs: 1000 });
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, unasked: true });
    queue.announce('Showing 2 of 26 terms', { kind: 'glossary-count', showMs: 1000 });
    advance(30_000);
    expect(region.map(([, text]) => text).filter(Boolean)).toEqual(['Video playing', 'Showing 2 of 26 terms', banner]);
  });

  it('a newer message of the same kind replaces its kind still waiting, and takes its turn after what the visitor asked for before it', () => {
    queue.announce(navigation, { kind: 'navigation', showMs: 1000 });
    queue.announce('Showing 20 of 26 terms', { kind: 'glossary-count', showMs: 1000 });
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, unasked: true });
    queue.announce('Showing 15 of 26 terms', { kind: 'glossary-count', showMs: 1000 });
    advance(30_000);
    expect(region.map(([, text]) => text).filter(Boolean)).toEqual([navigation, 'Showing 15 of 26 terms', banner]);
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
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, unasked: true });
    advance(30_000);
    expect(region[0]).toEqual([speakingMs(outcome) + GAP_MS, banner]);
  });

  it('a hold also delays a message that was already due', () => {
    queue.announce('Video paused', { kind: 'video', showMs: 1000 });
    advance(0);
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, unasked: true });
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
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, unasked: true });
    queue.dropPageMessages();
    expect(current()).toBe('');
    advance(30_000);
    expect(region.map(([, text]) => text).filter(Boolean)).toEqual(['Video playing', banner]);
  });

  it('allows for a slow speech rate: a ten-word message takes four seconds', () => {
    expect(speakingMs(banner)).toBe(4000);
    expect(speakingMs('  ')).toBe(0);
  });
});

/**
 * Issue 30: a key press or a focus change silences a screen reader, so what the visitor asked for
 * is said at once, and what nobody asked for that it cut short is said again, in full, afterwards.
 */
describe('what the visitor asked for, said at once', () => {
  const outcome = "Message Sent! Thank you for contacting us. We'll get back to you soon.";
  const saved = 'Cookie choice saved: analytics declined.';
  const texts = () => region.map(([, text]) => text).filter(Boolean);
  const bannerArrives = () => queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, unasked: true });

  it("cuts the banner's message short for the visitor's, which starts at once; the banner's is said again in full afterwards, once", () => {
    bannerArrives();
    advance(1000);
    // The visitor follows a link while the banner's ten words are being said.
    queue.announce(navigation, { kind: 'navigation', showMs: 1000 });
    advance(30_000);
    const navigatedAt = 1000 + CUT_GAP_MS;
    const bannerAgainAt = navigatedAt + speakingMs(navigation) + GAP_MS;
    expect(CUT_GAP_MS).toBeLessThan(1000);
    expect(region).toEqual([
      [0, banner],
      // Emptied, so the visitor's words are a change of their own, never written over the banner's.
      [1000, ''],
      [navigatedAt, navigation],
      [navigatedAt + 1000, ''],
      // Again, from the start and for its full time, once "Navigated to…" could have been said.
      [bannerAgainAt, banner],
      [bannerAgainAt + 3000, ''],
    ]);
  });

  it("shows the visitor's message with no wait when the banner's words have left the region but may still be being said, and says the banner's again", () => {
    bannerArrives();
    advance(3500);
    expect(current()).toBe('');
    expect(speakingMs(banner)).toBeGreaterThan(3500);
    queue.announce('Video muted', { kind: 'video', showMs: 1000 });
    advance(30_000);
    expect(region).toEqual([
      [0, banner],
      [3000, ''],
      [3500, 'Video muted'],
      [4500, ''],
      [4500 + GAP_MS, banner],
      [4500 + GAP_MS + 3000, ''],
    ]);
  });

  it('never says again a message nobody asked for that could already have been said in full', () => {
    bannerArrives();
    advance(speakingMs(banner) + 100);
    queue.announce(navigation, { kind: 'navigation', showMs: 1000 });
    advance(30_000);
    queue.announce('Video playing', { kind: 'video', showMs: 1000 });
    advance(30_000);
    expect(texts()).toEqual([banner, navigation, 'Video playing']);
    expect(region.find(([, text]) => text === navigation)![0]).toBe(speakingMs(banner) + 100);
  });

  it("puts the visitor's message before a message nobody asked for still waiting; another of the visitor's gives way to it once shown ASKED_MAX_WAIT_MS", () => {
    queue.announce(navigation, { kind: 'navigation', showMs: 1000 });
    advance(300);
    bannerArrives();
    advance(200);
    queue.announce('Video muted', { kind: 'video', showMs: 1000 });
    advance(30_000);
    expect(texts()).toEqual([navigation, 'Video muted', banner]);
    // "Navigated to…" was shown at 0: it gives way once it has been shown ASKED_MAX_WAIT_MS.
    const mutedAt = region.find(([, text]) => text === 'Video muted')![0];
    expect(mutedAt).toBe(Math.max(500, ASKED_MAX_WAIT_MS) + CUT_GAP_MS);
    expect(mutedAt - 500).toBeLessThan(1000);
    // Each after an empty region, never over another message.
    region.forEach(([, text], index) => {
      if (index > 0 && text !== '') expect(region[index - 1]![1]).toBe('');
    });
  });

  it('says two messages the visitor asked for in the order given, each from its start: "Navigated to Search", then the count', () => {
    const count = '12 results for “jaws”';
    queue.announce('Navigated to Search', { kind: 'navigation', showMs: 1000 });
    advance(50);
    queue.announce(count, { kind: 'search-count', showMs: 1000 });
    advance(30_000);
    expect(texts()).toEqual(['Navigated to Search', count]);
    // The first stays ASKED_MAX_WAIT_MS, then the region is empty a moment: the second within half a second.
    expect(region).toEqual([
      [0, 'Navigated to Search'],
      [ASKED_MAX_WAIT_MS, ''],
      [ASKED_MAX_WAIT_MS + CUT_GAP_MS, count],
      [ASKED_MAX_WAIT_MS + CUT_GAP_MS + 1000, ''],
    ]);
    expect(ASKED_MAX_WAIT_MS + CUT_GAP_MS).toBeLessThanOrEqual(500);
  });

  it('says a newer message of the same kind at once, and never the out-of-date one again; even the same words, after an empty moment', () => {
    queue.announce('Volume up, 95%', { kind: 'video', showMs: 1000 });
    advance(200);
    queue.announce('Volume up, 100%', { kind: 'video', showMs: 1000 });
    advance(5000);
    queue.announce('Showing 2 of 26 terms', { kind: 'glossary-count', showMs: 1000 });
    advance(200);
    queue.announce('Showing 2 of 26 terms', { kind: 'glossary-count', showMs: 1000 });
    advance(5000);
    expect(region).toEqual([
      [0, 'Volume up, 95%'],
      [200, ''],
      [200 + CUT_GAP_MS, 'Volume up, 100%'],
      [1200 + CUT_GAP_MS, ''],
      [5200, 'Showing 2 of 26 terms'],
      [5400, ''],
      [5400 + CUT_GAP_MS, 'Showing 2 of 26 terms'],
      [6400 + CUT_GAP_MS, ''],
    ]);
  });

  it("the visitor's cookie choice is said at once, and the banner's invitation to choose is not said again", () => {
    bannerArrives();
    advance(1500);
    queue.announce(saved, { kind: 'cookie-banner', showMs: 3000 });
    advance(30_000);
    expect(region).toEqual([
      [0, banner],
      [1500, ''],
      [1500 + CUT_GAP_MS, saved],
      [4500 + CUT_GAP_MS, ''],
    ]);
  });

  it("a choice made while the banner's message waits to be said again: the invitation is dropped", () => {
    bannerArrives();
    advance(1000);
    queue.announce(navigation, { kind: 'navigation', showMs: 1000 });
    advance(500);
    queue.announce(saved, { kind: 'cookie-banner', showMs: 3000 });
    advance(30_000);
    expect(texts()).toEqual([banner, navigation, saved]);
    expect(region.find(([, text]) => text === saved)![0]).toBeLessThanOrEqual(1500 + ASKED_MAX_WAIT_MS + CUT_GAP_MS);
  });

  it('focus moved to words that say themselves cuts the banner short too: it is said again once those words could have been said', () => {
    bannerArrives();
    advance(1000);
    queue.holdFor(outcome);
    expect(current()).toBe('');
    advance(30_000);
    const againAt = 1000 + speakingMs(outcome) + GAP_MS;
    expect(region).toEqual([
      [0, banner],
      [1000, ''],
      [againAt, banner],
      [againAt + 3000, ''],
    ]);
  });

  it("a message the visitor asks for while focus is on such words waits for them at most ASKED_MAX_WAIT_MS; the banner's waits for it in turn", () => {
    queue.holdFor(outcome);
    advance(100);
    bannerArrives();
    advance(100);
    queue.announce(navigation, { kind: 'navigation', showMs: 1000 });
    advance(30_000);
    expect(texts()).toEqual([navigation, banner]);
    const navigatedAt = region.find(([, text]) => text === navigation)![0];
    expect(navigatedAt).toBe(ASKED_MAX_WAIT_MS);
    // The visitor has moved on from the outcome: the banner's news waits for "Navigated to…" instead.
    expect(region.find(([, text]) => text === banner)![0]).toBe(navigatedAt + speakingMs(navigation) + GAP_MS);
  });

  it('a link followed while the banner\'s message is being said: the page is left, "Navigated to…" comes at once, the banner\'s again after', () => {
    bannerArrives();
    advance(1000);
    queue.dropPageMessages();
    advance(100);
    queue.announce(navigation, { kind: 'navigation', showMs: 1000 });
    advance(30_000);
    const bannerAgainAt = 1100 + speakingMs(navigation) + GAP_MS;
    expect(region).toEqual([
      [0, banner],
      [1000, ''],
      [1100, navigation],
      [2100, ''],
      [bannerAgainAt, banner],
      [bannerAgainAt + 3000, ''],
    ]);
  });

  it("a page's message being said when the visitor leaves the page does not hold up the next page's", () => {
    queue.announce('Showing 2 of 26 terms', { kind: 'glossary-count', showMs: 1000 });
    advance(500);
    queue.dropPageMessages();
    advance(100);
    queue.announce(navigation, { kind: 'navigation', showMs: 1000 });
    advance(30_000);
    expect(region).toEqual([
      [0, 'Showing 2 of 26 terms'],
      [500, ''],
      [600, navigation],
      [1600, ''],
    ]);
  });

  it("the banner's message is heard in full once, however often the visitor cuts it short", () => {
    bannerArrives();
    advance(1000);
    queue.announce(navigation, { kind: 'navigation', showMs: 1000 });
    // Said again from 3750; the visitor presses a key on the player while it is.
    advance(4000);
    expect(current()).toBe(banner);
    queue.announce('Video playing', { kind: 'video', showMs: 1000 });
    advance(60_000);
    expect(texts()).toEqual([banner, navigation, banner, 'Video playing', banner]);
    const [lastAt] = region.filter(([, text]) => text === banner).at(-1)!;
    // The last time, nothing cut it short: it stayed its full time.
    expect(region.at(-1)).toEqual([lastAt + 3000, '']);
  });

  it('a message said after a delay keeps its place: what is queued after it, ready at once, is said after it (issue 46, Back to a search)', () => {
    const count = '2 results for “insert f7”';
    queue.announce('Navigated to Search', { kind: 'navigation', showMs: 1000, afterMs: 100 });
    queue.announce(count, { kind: 'search-count', showMs: 1000 });
    advance(99);
    expect(region).toEqual([]);
    advance(2000);
    // The count waits for "Navigated to…" at most ASKED_MAX_WAIT_MS, as when it comes after it.
    expect(region).toEqual([
      [100, 'Navigated to Search'],
      [100 + ASKED_MAX_WAIT_MS, ''],
      [100 + ASKED_MAX_WAIT_MS + CUT_GAP_MS, count],
      [100 + ASKED_MAX_WAIT_MS + CUT_GAP_MS + 1000, ''],
    ]);
  });

  it("a message said after a delay holds the banner's, which comes after it as it would have", () => {
    queue.announce('Navigated to Search', { kind: 'navigation', showMs: 1000, afterMs: 100 });
    queue.announce(banner, { kind: 'cookie-banner', showMs: 3000, unasked: true });
    advance(0);
    expect(region).toEqual([]);
    advance(100);
    expect(current()).toBe('Navigated to Search');
    advance(1000 + GAP_MS + 200);
    expect(region.map(([, text]) => text)).toEqual(['Navigated to Search', '', banner]);
    expect(region[2]![0]).toBe(100 + Math.max(1000, speakingMs('Navigated to Search')) + GAP_MS);
  });
});
