/**
 * The order and timing of everything the page says without moving focus (docs/decisions/037). One
 * queue for the whole page, so that no message replaces another before a screen reader has had time
 * to say it, and what the visitor asked for never waits behind what nobody asked for:
 *
 *  - a message is put in the region, stays for its own time (`showMs`: SPEC's 1 s for "Navigated
 *    to…", 500 ms for a quick guide, 1 s for the video's news), then the region is emptied;
 *  - the next message waits until the last one could have been spoken in full (`speakingMs`), and
 *    at least `GAP_MS` of silence: a screen reader takes a change that lands while it is still
 *    speaking as a new message, and an empty region between two messages makes even the same words
 *    a change it will speak again;
 *  - every message is the visitor's (their own action caused it) unless it is `unasked` (the banner's
 *    arrival). The visitor's go before the unasked ones, in the order given, and are said at once:
 *    the key press or focus change that caused one has silenced the screen reader, so an unasked
 *    message being said gives way (the region emptied for `CUT_GAP_MS`) and is said again in full
 *    afterwards, unless it could already have been said in full;
 *  - a visitor's message also takes the place at once of one of its own kind being said (out of date:
 *    the count before this one, the player's last news, the banner's invitation once a choice is
 *    made), and of another of the visitor's once that one has been shown `ASKED_MAX_WAIT_MS`;
 *  - a message may be given a delay (`afterMs`: "Navigated to…", 100 ms); it keeps its place, so what
 *    the new page says as it renders, queued after it, is said after it (issue 46);
 *  - unasked messages keep the order they were given in, at the pace above;
 *  - a newer message of a kind replaces its kind still waiting (the glossary's count while typing);
 *  - when focus moves to something that speaks for itself (the contact form's outcome), that is the
 *    visitor's too: what was being said gives way as above, and the queue waits as long as the
 *    outcome takes to say (`holdFor`); a visitor's message, at most `ASKED_MAX_WAIT_MS`;
 *  - the messages of a page still waiting when the visitor leaves it are dropped
 *    (`dropPageMessages`); the banner's (kind 'cookie-banner') are the site's, and kept.
 *
 * No DOM and no timers of its own: the clock and the timer are given, so tests can drive it.
 */

/** What a message is about. A newer message of a kind replaces its kind's message still waiting. */
export type AnnouncementKind = 'navigation' | 'cookie-banner' | 'glossary-count' | 'search-count' | 'video' | 'notice';

export interface AnnouncementOptions {
  kind: AnnouncementKind;
  /** How long the words stay in the region before it is emptied. */
  showMs: number;
  /** Nobody asked for it: it comes by itself (the banner's arrival), and waits for the visitor's. */
  unasked?: boolean;
  /**
   * Said no sooner than this after it is queued ("Navigated to…", SPEC's 100 ms). It keeps its place:
   * what the new page says as it renders, queued after it, is said after it (issue 46).
   */
  afterMs?: number;
}

type Waiting = Required<Omit<AnnouncementOptions, 'afterMs'>> & { text: string; from: number };

export interface QueueClock {
  now: () => number;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

/** Silence kept between two messages. */
export const GAP_MS = 250;
/**
 * How long the region stays empty when a message is cut short, before the next is shown: so that the
 * new words are a change a screen reader speaks (Angular CDK's LiveAnnouncer waits 100 ms the same way).
 */
export const CUT_GAP_MS = 100;
/**
 * The longest a visitor's message waits for another of theirs being said, counted from when that one
 * was shown (one action can bring two: "Navigated to Search", then the count). With `CUT_GAP_MS`, the
 * second starts at most 500 ms after the first.
 */
export const ASKED_MAX_WAIT_MS = 400;
/**
 * The speech rate the queue allows for: slower than the screen readers' default rates (around 180
 * to 200 words a minute), so a listener on the defaults always hears a message to its end.
 */
export const WORDS_PER_MINUTE = 150;

/** How long `text` takes to say at WORDS_PER_MINUTE. */
export function speakingMs(text: string): number {
  return text.split(/\s+/).filter(Boolean).length * (60_000 / WORDS_PER_MINUTE);
}

export interface AnnouncementQueue {
  /** Queue `text` to be said. */
  announce: (text: string, options: AnnouncementOptions) => void;
  /** Focus moved to something that says `text` itself: later messages wait until it has been said. */
  holdFor: (text: string) => void;
  /** The visitor left the page: forget its messages not yet said (all but the banner's), and empty the region. */
  dropPageMessages: () => void;
}

export function createAnnouncementQueue(clock: QueueClock, onChange: (text: string) => void): AnnouncementQueue {
  /** The visitor's messages first, then the unasked ones; each in the order given. */
  let waiting: Waiting[] = [];
  let shown = '';
  /** The earliest time the next message may be shown. */
  let freeAt = 0;
  /** The last message shown (none once it was cut short, or focus moved to words that say themselves). */
  let last: Waiting | undefined;
  /** When it was shown, or cut short, or focus moved. */
  let lastAt = 0;
  let showTimer: unknown;
  let clearTimer: unknown;

  const setShown = (text: string) => {
    if (text === shown) return;
    shown = text;
    onChange(text);
  };

  /** The visitor's messages before the unasked ones, each in the order given (the sort is stable). */
  const sort = () => waiting.sort((a, b) => +a.unasked - +b.unasked);

  /**
   * The visitor's action has silenced the screen reader: the region is emptied, and the last message,
   * if unasked and not yet said in full, goes back before the other unasked ones, to be said again in
   * full; unless a message of its kind (`kind`) has made it out of date.
   */
  function cutShort(kind?: AnnouncementKind) {
    const now = clock.now();
    if (last?.unasked && last.kind !== kind && now < lastAt + speakingMs(last.text)) {
      waiting.unshift(last);
      sort();
    }
    last = undefined;
    lastAt = now;
    clock.clearTimer(clearTimer);
    setShown('');
  }

  /** Runs only while a message is waiting: `schedule` stops its timer when none is. */
  function showNext() {
    const now = clock.now();
    const next = waiting[0]!;
    const wasShown = shown;
    cutShort(next.kind);
    // Cut short for the visitor's message: the region stays empty a moment, so the new words are a change.
    if (wasShown) freeAt = now + CUT_GAP_MS;
    else {
      waiting.shift();
      setShown(next.text);
      last = next;
      lastAt = now;
      freeAt = now + Math.max(next.showMs, speakingMs(next.text)) + GAP_MS;
      // A visitor's message that waited for this one: shown ASKED_MAX_WAIT_MS, this gives way to it.
      if (waiting[0] && !waiting[0].unasked) freeAt = Math.min(freeAt, now + ASKED_MAX_WAIT_MS);
      clearTimer = clock.setTimer(() => setShown(''), next.showMs);
    }
    schedule();
  }

  function schedule() {
    clock.clearTimer(showTimer);
    const next = waiting[0];
    showTimer = next ? clock.setTimer(showNext, Math.max(0, freeAt - clock.now(), next.from - clock.now())) : undefined;
  }

  return {
    announce(text, { kind, showMs, unasked = false, afterMs = 0 }) {
      waiting = waiting.filter((message) => message.kind !== kind);
      waiting.push({ text, kind, showMs, unasked, from: clock.now() + afterMs });
      sort();
      // The visitor's: what nobody asked for, or what this makes out of date, gives way at once; another
      // of the visitor's, once it has been shown ASKED_MAX_WAIT_MS.
      if (!unasked)
        freeAt = Math.min(freeAt, Math.max(clock.now(), lastAt + (last?.unasked || last?.kind === kind ? 0 : ASKED_MAX_WAIT_MS)));
      schedule();
    },
    holdFor(text) {
      // Focus moving silences the screen reader, as a key does.
      cutShort();
      freeAt = Math.max(freeAt, lastAt + speakingMs(text) + GAP_MS);
      schedule();
    },
    dropPageMessages() {
      waiting = waiting.filter((message) => message.kind === 'cookie-banner');
      clock.clearTimer(clearTimer);
      setShown('');
      schedule();
    },
  };
}
