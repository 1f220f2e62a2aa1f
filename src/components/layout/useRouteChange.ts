import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { announce, dropPageAnnouncements } from './announcer';

/** SPEC §9 timings. */
export const ANNOUNCE_DELAY_MS = 100;
export const ANNOUNCE_CLEAR_MS = 1000;

/** SPEC §2: the main content area is the main element, else #main-content, else #main. */
export function findMainContent(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main') ?? document.getElementById('main-content') ?? document.getElementById('main');
}

/**
 * What happens on every client-side path change (never on the first load):
 *  - the page scrolls to the top at once (or to the #fragment the link asked for),
 *  - keyboard focus moves to the main content area, so the next Tab starts inside the new page,
 *  - "Navigated to {name}" is queued for the page's status region (announcer.ts) after 100 ms, and
 *    cleared `clearMs` after it is shown; what the last page still had to say is dropped.
 */
export function useRouteChange(pageName: string, clearMs: number = ANNOUNCE_CLEAR_MS): void {
  const { pathname, hash } = useLocation();
  const previousPath = useRef(pathname);

  // Layout effect: move scroll and focus before the browser paints the new page.
  useLayoutEffect(() => {
    // Compare with the previous path rather than counting renders, so that React's StrictMode
    // double-run of effects does not look like a navigation on first load.
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;

    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
    } else {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    const main = findMainContent();
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
  }, [pathname, hash]);

  const announcedPath = useRef(pathname);
  useEffect(() => {
    if (announcedPath.current === pathname) return;
    announcedPath.current = pathname;
    // The clear timer starts when the message is shown, so it always stays for the full `clearMs`
    // even if the page was busy, or another message was still being said, when it was queued.
    const showTimer = window.setTimeout(
      () => announce(`Navigated to ${pageName}`, { kind: 'navigation', showMs: clearMs }),
      ANNOUNCE_DELAY_MS,
    );
    return () => {
      window.clearTimeout(showTimer);
      dropPageAnnouncements();
    };
  }, [pathname, pageName, clearMs]);
}
