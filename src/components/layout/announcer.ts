import { createAnnouncementQueue, type AnnouncementOptions } from './announcementQueue';

/**
 * The page's one status region (#page-announcements, in RootLayout) and the one queue that fills it
 * (announcementQueue.ts, docs/decisions/037). Everything that must be heard without moving focus
 * goes through here: "Navigated to…", the cookie banner's arrival and the choice it stored, the
 * glossary's count, the video player's news and any notice. Between messages the region is empty,
 * so reading the page never meets an old message, and a message is heard once.
 */
/** RootLayout renders the region empty; only this module writes its text. */
export const ANNOUNCEMENTS_ID = 'page-announcements';

const newQueue = () =>
  createAnnouncementQueue(
    {
      now: () => performance.now(),
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as number),
    },
    // Written straight to the region, not through React state: the words reach the page at the moment
    // the queue's timing starts (a render could be held up behind a page being drawn), and no part of
    // the page is rendered again for an announcement.
    (text) => {
      const region = document.getElementById(ANNOUNCEMENTS_ID);
      if (region) region.textContent = text;
    },
  );
let queue = newQueue();

/** Queue `text` to be said in the page's status region. */
export function announce(text: string, options: AnnouncementOptions): void {
  queue.announce(text, options);
}

/**
 * Focus has just moved to an element that says `text` itself (a result that takes focus): messages
 * still to come wait until it has been said, so they never cut it off.
 */
export function holdAnnouncementsFor(text: string): void {
  queue.holdFor(text);
}

/** The visitor left the page: its messages not yet said would be stale, so they are dropped. */
export function dropPageAnnouncements(): void {
  queue.dropPageMessages();
}

/** Tests only: start from silence, with a new queue. */
export function resetAnnouncements(): void {
  queue = newQueue();
  const region = document.getElementById(ANNOUNCEMENTS_ID);
  if (region) region.textContent = '';
}
