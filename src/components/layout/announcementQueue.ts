/**
 * The order and timing of everything the page says without moving focus (docs/decisions/037). One
 * queue for the whole page, so that no message replaces another before a screen reader has had time
 * to say it:
 *
 *  - a message is put in the region, stays for its own time (`showMs`: SPEC's 1 s for "Navigated
 *    to…", 500 ms for a quick guide, 1 s for the video's news), then the region is emptied;
 *  - the next message waits until the last one could have been spoken in full (`speakingMs`), and
 *    at least `GAP_MS` of silence: a screen reader takes a change that lands while it is still
 *    speaking as a new message, and an empty region between two messages makes even the same words
 *    a change it will speak again;
 *  - messages from different sources are spoken in the order they were given; a newer message of
 *    the same kind replaces one of its kind still waiting (the glossary's count while typing), and
 *    is then spoken after the messages that were given before it;
 *  - when focus moves to something that speaks for itself (the contact form's outcome), the queue
 *    waits as long as that takes to say (`holdFor`), so a polite message never cuts it off;
 *  - a page's own messages waiting when the visitor leaves the page are dropped (`dropPageMessages`);
 *    the site's (the cookie banner's) are kept.
 *
 * No DOM and no timers of its own: the clock and the timer are given, so tests can drive it.
 */

/** What a message is about. A newer message of a kind replaces its kind's message still waiting. */
export type AnnouncementKind = 'navigation' | 'cookie-banner' | 'glossary-count' | 'search-count' | 'video' | 'notice';

export interface AnnouncementOptions {
  kind: AnnouncementKind;
  /** How long the words stay in the region before it is emptied. */
  showMs: number;
  /** 'page' messages are dropped when the visitor leaves the page before they are spoken. */
  scope?: 'page' | 'site';
}

interface Waiting extends Required<AnnouncementOptions> {
  text: string;
}

export interface QueueClock {
  now: () => number;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

/** Silence kept between two messages. */
export const GAP_MS = 250;
/**
 * The speech rate the queue allows for: slower than the screen readers' default rates (around 180
 * to 200 words a minute), so a listener on the defaults always hears a message to its end.
 */
export const WORDS_PER_MINUTE = 150;

/** How long `text` takes to say at WORDS_PER_MINUTE. */
export function speakingMs(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.ceil((words * 60_000) / WORDS_PER_MINUTE);
}

export interface AnnouncementQueue {
  /** Queue `text` to be said. */
  announce: (text: string, options: AnnouncementOptions) => void;
  /** Focus moved to something that says `text` itself: later messages wait until it has been said. */
  holdFor: (text: string) => void;
  /** The visitor left the page: forget its messages not yet said, and empty the region. */
  dropPageMessages: () => void;
  /** What the region says now ('' between messages). */
  current: () => string;
  /** Forget everything (tests). */
  reset: () => void;
}

export function createAnnouncementQueue(clock: QueueClock, onChange: (text: string) => void): AnnouncementQueue {
  let waiting: Waiting[] = [];
  let shown = '';
  /** The earliest time the next message may be shown. */
  let freeAt = 0;
  let showTimer: unknown;
  let clearTimer: unknown;

  const setShown = (text: string) => {
    if (text === shown) return;
    shown = text;
    onChange(text);
  };

  const cancel = (timer: unknown) => {
    if (timer !== undefined) clock.clearTimer(timer);
  };

  function showNext() {
    showTimer = undefined;
    const next = waiting.shift();
    if (!next) return;
    const now = clock.now();
    setShown(next.text);
    freeAt = now + Math.max(next.showMs, speakingMs(next.text)) + GAP_MS;
    cancel(clearTimer);
    clearTimer = clock.setTimer(() => {
      clearTimer = undefined;
      setShown('');
    }, next.showMs);
    schedule();
  }

  function schedule() {
    if (showTimer !== undefined || waiting.length === 0) return;
    showTimer = clock.setTimer(showNext, Math.max(0, freeAt - clock.now()));
  }

  return {
    announce(text, { kind, showMs, scope = 'page' }) {
      waiting = waiting.filter((message) => message.kind !== kind);
      waiting.push({ text, kind, showMs, scope });
      schedule();
    },
    holdFor(text) {
      freeAt = Math.max(freeAt, clock.now() + speakingMs(text) + GAP_MS);
      // A message already due waits too.
      if (showTimer !== undefined) {
        cancel(showTimer);
        showTimer = undefined;
        schedule();
      }
    },
    dropPageMessages() {
      waiting = waiting.filter((message) => message.scope === 'site');
      cancel(clearTimer);
      clearTimer = undefined;
      setShown('');
      if (waiting.length === 0) {
        cancel(showTimer);
        showTimer = undefined;
      }
    },
    current: () => shown,
    reset() {
      cancel(showTimer);
      cancel(clearTimer);
      showTimer = clearTimer = undefined;
      waiting = [];
      freeAt = 0;
      setShown('');
    },
  };
}
