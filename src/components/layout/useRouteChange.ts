import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { announce, dropPageAnnouncements } from './announcer';
import { fragmentTarget } from '../../lib/anchor';
import { arriveAt, revealIfCovered } from './arrival';
import { findElement, placeOf, showingEntry, whenFound, type Place } from './historyPlaces';

/** SPEC §9 timings. */
export const ANNOUNCE_DELAY_MS = 100;
export const ANNOUNCE_CLEAR_MS = 1000;

/** SPEC §2: the main content area is the main element, else #main-content, else #main. */
export function findMainContent(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main') ?? document.getElementById('main-content') ?? document.getElementById('main');
}

/** SPEC §2: scroll to the top at once, and keyboard focus to the main content area. */
function startAtTheTop() {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const main = findMainContent();
  if (main) {
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus({ preventScroll: true });
  }
}

/** How long Back waits for the element that had focus, if the page renders it a moment later. */
const RETURN_WAIT_MS = 3000;
let stopWaiting = () => {};

/**
 * Back or Forward to a page left in this visit: the same scroll position, and focus on what had it
 * (the link followed), opening the question or term it sits in. A page that renders it a moment later
 * (search results wait for the index) is waited for, with focus left where it is, so a screen
 * reader does not announce the main content first. If it never comes, focus goes to the main
 * content, so the next Tab starts inside the page.
 */
function returnTo(place: Place) {
  const settle = (element: HTMLElement | null) => {
    // The closest closed one first, then the next one out, until none is closed.
    for (let closed = element?.closest('details:not([open])'); closed; closed = element?.closest('details:not([open])')) {
      (closed as HTMLDetailsElement).open = true;
    }
    window.scrollTo({ top: place.scrollY, left: 0, behavior: 'instant' });
    if (element) {
      element.focus({ preventScroll: true });
      // The page may have changed height since (the text size changed, the banner was answered).
      revealIfCovered(element, 'nearest');
    }
    if (!element || document.activeElement !== element) findMainContent()?.focus({ preventScroll: true });
  };
  const element = place.focus ? findElement(place.focus) : null;
  if (element || !place.focus) return settle(element);
  window.scrollTo({ top: place.scrollY, left: 0, behavior: 'instant' });
  stopWaiting = whenFound(place.focus, RETURN_WAIT_MS, settle);
}

/**
 * What happens on every client-side navigation (never on the first load), before the browser paints:
 *  - Back or Forward to a page left in this visit returns to the place the visitor left (historyPlaces.ts);
 *  - an address with a #fragment ends at its target: scrolled below the header, with focus on it
 *    (arrival.ts), whether the link led to another page or to a place on this one;
 *  - any other new path scrolls to the top at once and moves keyboard focus to the main content area
 *    (SPEC §2); a new query on the same page (a search sent again) leaves focus where it is;
 *  - on a new path, "Navigated to {name}" is queued for the page's status region (announcer.ts), said
 *    100 ms later and before anything the new page says, and cleared `clearMs` after it is shown;
 *    what the last page still had to say is dropped.
 * Pages open what an address names in their own layout effects, which run before this one: a
 * question or term is open by the time focus goes to it.
 */
export function useRouteChange(pageName: string, clearMs: number = ANNOUNCE_CLEAR_MS): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef({ key, pathname });

  useLayoutEffect(() => {
    // Compare with the previous entry rather than counting renders, so that React's StrictMode
    // double-run of effects does not look like a navigation on first load.
    const last = previous.current;
    if (last.key === key) return;
    previous.current = { key, pathname };
    showingEntry(key);
    stopWaiting();

    const place = navigationType === 'POP' ? placeOf(key) : undefined;
    const target = fragmentTarget(hash);
    if (place) returnTo(place);
    else if (target) arriveAt(target);
    else if (last.pathname !== pathname) startAtTheTop();
  }, [key, pathname, hash, navigationType]);

  // A layout effect: it runs before the new page's own effects, so "Navigated to…" is queued before
  // anything the page says as it renders (the search page's count, at once on Back), and is said first
  // (decision 037). Queued now, said 100 ms later; the clear timer starts when it is shown, so it stays
  // for the full `clearMs` even if the page was busy, or another message was still being said.
  const announcedPath = useRef(pathname);
  useLayoutEffect(() => {
    if (announcedPath.current === pathname) return;
    announcedPath.current = pathname;
    // What the last page still had to say is out of date.
    dropPageAnnouncements();
    announce(`Navigated to ${pageName}`, { kind: 'navigation', showMs: clearMs, afterMs: ANNOUNCE_DELAY_MS });
  }, [pathname, pageName, clearMs]);
}
