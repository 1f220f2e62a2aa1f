/**
 * The order and timing of everything the page says without moving focus (docs/decisions/037). One
 * queue for the whole page, so that no message replaces another before a screen reader has had time
 * to say it, and what the visitor asked for is never kept waiting behind what nobody asked for:
 *
 *  - a message is put in the region, stays for its own time (`showMs`: SPEC's 1 s for "Navigated
 *    to…", 500 ms for a quick guide, 1 s for the video's news), then the region is emptied;
 *  - the next message waits until the last one could have been spoken in full (`speakingMs`), and
 *    at least `GAP_MS` of silence: a screen reader takes a change that lands while it is still
 *    speaking as a new message, and an empty region between two messages makes even the same words
 *    a change it will speak again;
 *  - a message the visitor asked for (their own action caused it: see `KINDS`) goes before every
 *    message nobody asked for, and is said at once: the key press or focus change that caused it has
 *    silenced the screen reader, so a message nobody asked for that was being said is cut short
 *    (the region emptied for `CUT_GAP_MS`) and said again in full afterwards; one that could already
 *    have been said in full is not said again;
 *  - the visitor's messages are said in the order they were given; one waits for another of the
 *    visitor's being said at most `ASKED_MAX_WAIT_MS`, and not at all for one it makes out of date
 *    (its own kind: the count before this one, the player's last news) or one of a page they left;
 *  - messages nobody asked for are said in the order they were given, at today's pace;
 *  - a newer message of a kind replaces its kind still waiting (the glossary's count while typing);
 *  - when focus moves to something that speaks for itself (the contact form's outcome), that is
 *    something the visitor asked for too: what was being said is cut short as above, and the queue
 *    waits as long as the outcome takes to say (`holdFor`), so a polite message never cuts it off;
 *  - a page's own messages waiting when the visitor leaves the page are dropped (`dropPageMessages`);
 *    the site's (the cookie banner's) are kept.
 *
 * No DOM and no timers of its own: the clock and the timer are given, so tests can drive it.
 */

/**
 * What a message is about. A newer message of a kind replaces its kind's message still waiting, and
 * one of the visitor's also cuts short its kind's message being said (it is out of date).
 */
export type AnnouncementKind = 'navigation' | 'search-count' | 'glossary-count' | 'video' | 'notice' | 'cookie-choice' | 'cookie-banner';

/**
 * Who causes each kind of message. `asked`: the visitor's own action (a link followed, a search
 * sent, a filter typed or chosen, a key on the player, a form sent, a choice in the banner); such a
 * message is said at once. Otherwise it comes by itself (the banner's arrival) and waits its turn.
 * `replaces`: another kind whose messages this one makes out of date (a choice made: the banner's
 * invitation to choose is no longer true). A new kind must be placed here, or the build fails.
 */
const KINDS: Record<AnnouncementKind, { asked: boolean; replaces?: AnnouncementKind }> = {
  navigation: { asked: true },
  'search-count': { asked: true },
  'glossary-count': { asked: true },
  video: { asked: true },
  // Every notice is the answer to something the visitor did (the contact form sent).
  notice: { asked: true },
  'cookie-choice': { asked: true, replaces: 'cookie-banner' },
  'cookie-banner': { asked: false },
};

/** Whether a message of kind `newer` makes one of kind `older` out of date. */
const makesStale = (newer: AnnouncementKind, older: AnnouncementKind) => newer === older || KINDS[newer].replaces === older;

export interface AnnouncementOptions {
  kind: AnnouncementKind;
  /** How long the words stay in the region before it is emptied. */
  showMs: number;
  /** 'page' messages are dropped when the visitor leaves the page before they are spoken. */
  scope?: 'page' | 'site';
}

interface Message extends Required<AnnouncementOptions> {
  text: string;
  asked: boolean;
  /** When it was given to the queue. */
  givenAt: number;
}

/** What the screen reader may be saying: the last message shown, or words focus moved to (`holdFor`). */
interface OnAir {
  /** Absent for words that focus moved to: they are not in the region. */
  message?: Message;
  shownAt: number;
  /** When it could have been said in full. */
  saidBy: number;
  /** The visitor has left the page it belonged to. */
  pageLeft: boolean;
}

export interface QueueClock {
  now: () => number;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

/** Silence kept between two messages. */
export const GAP_MS = 250;
/**
 * How long the region stays empty when a message is cut short for the visitor's, before theirs is
 * shown: long enough for the browser to report the region empty, so the new words are a change a
 * screen reader speaks (Angular CDK's LiveAnnouncer waits 100 ms the same way).
 */
export const CUT_GAP_MS = 100;
/**
 * The longest a message the visitor asked for waits for another of theirs being said (two answers
 * to one action: "Navigated to Search", then the count), so it still starts well within a second.
 */
export const ASKED_MAX_WAIT_MS = 500;
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
  /** The visitor's messages first, then those nobody asked for; each in the order given. */
  let waiting: Message[] = [];
  let onAir: OnAir | null = null;
  let shown = '';
  /** When the region was last emptied. */
  let emptiedAt = -Infinity;
  /** The earliest time the next message may be shown, if nothing is cut short for it. */
  let freeAt = 0;
  let stepTimer: unknown;
  let clearTimer: unknown;

  const setShown = (text: string) => {
    if (text === shown) return;
    shown = text;
    if (text === '') emptiedAt = clock.now();
    onChange(text);
  };

  const cancel = (timer: unknown) => {
    if (timer !== undefined) clock.clearTimer(timer);
  };

  /** Puts `message` in the queue: the visitor's after the visitor's, the others at the end. */
  function enqueue(message: Message, atFrontOfItsPart = false) {
    const firstUnasked = waiting.findIndex((candidate) => !candidate.asked);
    const endOfAsked = firstUnasked === -1 ? waiting.length : firstUnasked;
    waiting.splice(message.asked || atFrontOfItsPart ? endOfAsked : waiting.length, 0, message);
  }

  function show(message: Message) {
    const now = clock.now();
    setShown(message.text);
    const spoken = speakingMs(message.text);
    onAir = { message, shownAt: now, saidBy: now + spoken, pageLeft: false };
    freeAt = now + Math.max(message.showMs, spoken) + GAP_MS;
    cancel(clearTimer);
    clearTimer = clock.setTimer(() => {
      clearTimer = undefined;
      setShown('');
    }, message.showMs);
  }

  /**
   * The visitor's action has silenced the screen reader: what is on air ends now. A message nobody
   * asked for that could not yet have been said in full goes back to the front of its part of the
   * queue, to be said again in full, unless something waiting has made it out of date.
   */
  function cutShort() {
    const now = clock.now();
    const cut = onAir?.message;
    if (cut && !cut.asked && now < onAir!.saidBy && !waiting.some((message) => makesStale(message.kind, cut.kind))) {
      enqueue(cut, true);
    }
    onAir = null;
    cancel(clearTimer);
    clearTimer = undefined;
    setShown('');
    freeAt = Math.max(now, emptiedAt + CUT_GAP_MS);
  }

  /** When what is on air gives way to the visitor's `next`: now, a little later, or (if later than `freeAt`) never. */
  function cutTimeFor(next: Message, air: OnAir): number {
    const message = air.message;
    // The visitor left its page, nobody asked for it, or it is out of date: at once.
    if (air.pageLeft || (message && (!message.asked || makesStale(next.kind, message.kind)))) return clock.now();
    // The visitor's own, or words focus moved to: a little, so both are heard from the start.
    return Math.max(next.givenAt, air.shownAt) + ASKED_MAX_WAIT_MS - CUT_GAP_MS;
  }

  /** Shows the next message if its time has come, else sets a timer for when it will. */
  function step() {
    cancel(stepTimer);
    stepTimer = undefined;
    const next = waiting[0];
    if (!next) return;
    const now = clock.now();
    if (next.asked && onAir && now < freeAt) {
      const cutAt = cutTimeFor(next, onAir);
      if (cutAt <= now) cutShort();
      else if (cutAt < freeAt) {
        stepTimer = clock.setTimer(step, cutAt - now);
        return;
      }
    }
    if (now < freeAt) {
      stepTimer = clock.setTimer(step, freeAt - now);
      return;
    }
    waiting.shift();
    show(next);
    step();
  }

  return {
    announce(text, { kind, showMs, scope = 'page' }) {
      waiting = waiting.filter((message) => !makesStale(kind, message.kind));
      enqueue({ text, kind, showMs, scope, asked: KINDS[kind].asked, givenAt: clock.now() });
      step();
    },
    holdFor(text) {
      const now = clock.now();
      // Focus moving silences the screen reader, as a key does.
      if (onAir && now < freeAt) cutShort();
      const spoken = speakingMs(text);
      onAir = { shownAt: now, saidBy: now + spoken, pageLeft: false };
      freeAt = Math.max(freeAt, now + spoken + GAP_MS);
      step();
    },
    dropPageMessages() {
      waiting = waiting.filter((message) => message.scope === 'site');
      if (onAir && onAir.message?.scope !== 'site') onAir.pageLeft = true;
      cancel(clearTimer);
      clearTimer = undefined;
      setShown('');
      step();
    },
    current: () => shown,
    reset() {
      cancel(stepTimer);
      cancel(clearTimer);
      stepTimer = clearTimer = undefined;
      waiting = [];
      onAir = null;
      freeAt = 0;
      setShown('');
      emptiedAt = -Infinity;
    },
  };
}
