import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { site } from '../../config/site';
import { cookieBanner } from '../../content/lists/cookieBanner';
import { currentConsent, storeConsent, subscribeToConsent, type ConsentChoice } from '../../lib/consent';
import { Button } from '../ui/Button';
import { CloseIcon } from '../ui/icons';
import { announce } from './announcer';
import { reportFixedPart } from './fixedParts';
import { webFontsPending, whenWebFontsSettle } from '../../lib/webFontsStatus';
import { findMainContent } from './useRouteChange';

/** How long the banner's arrival and the confirmation of a choice stay in the page's status region. */
const ANNOUNCE_MS = 3000;

/** SPEC §9: the banner appears 1000 ms after load, and only while no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000;
/** The longest the banner waits, after its second, for web fonts still on their way. */
const FONT_WAIT_MS = 2000;

/**
 * The cookie consent banner (SPEC §2 "Cookie banner", §4 "Cookie consent"). A non-modal dialog: it
 * never traps or steals focus; its arrival is announced in the page's status region, so a screen
 * reader user knows it is there. While it shows, the page gets matching scroll padding so the banner
 * never hides the focused element (WCAG 2.4.11), and it is fixed to the bottom only while it and the
 * header leave most of the screen free (fixedParts.ts). After a choice, the status region confirms it
 * in words, and focus, if it was in the banner, goes back to where it was before (or to the main
 * content). It reads localStorage, so it only exists after hydration: the prerendered HTML never
 * contains it.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  /** Where focus was before it entered the banner, to give it back after a choice. */
  const focusBefore = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (currentConsent() !== null) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      // On a slow network the web fonts may still be coming: the banner waits for them (a little),
      // so their swap does not change its height and move its lines once it is shown.
      // A transition: React renders the banner in small slices, never one long task, on a slow phone.
      const show = () => {
        if (cancelled || currentConsent() !== null) return;
        startTransition(() => setVisible(true));
      };
      if (webFontsPending()) void whenWebFontsSettle(FONT_WAIT_MS).then(show);
      else show();
    }, COOKIE_BANNER_DELAY_MS);
    // A choice made in another tab hides the banner here too.
    const unsubscribe = subscribeToConsent(() => {
      if (currentConsent() !== null) setVisible(false);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    const banner = bannerRef.current;
    if (!visible || !banner) return;
    // Announced once it is on the page, so the words are never heard before the banner exists.
    announce(`${cookieBanner.title}: choose Accept All or Decline in the banner.`, ANNOUNCE_MS);
    // Fixed to the bottom only on tall viewports (.cookie-banner in index.css), and only while it and
    // the header leave most of the screen free; fixedParts.ts keeps the space it covers clear.
    const reserveSpace = (height: number) => reportFixedPart('banner', height);
    const rememberFocus = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !banner.contains(from)) focusBefore.current = from;
    };
    banner.addEventListener('focusin', rememberFocus);
    // The observer reports the banner's height as soon as it is laid out, and again whenever it
    // changes (text size, window width). Its own measurement, not getBoundingClientRect: reading
    // layout here would force the whole page to be laid out again mid-frame (a long task).
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            reserveSpace(entry?.borderBoxSize[0]?.blockSize ?? banner.offsetHeight);
          });
    if (observer) observer.observe(banner);
    else reserveSpace(banner.offsetHeight);
    return () => {
      observer?.disconnect();
      banner.removeEventListener('focusin', rememberFocus);
      reportFixedPart('banner', 0);
    };
  }, [visible]);

  if (!visible) return null;

  function choose(choice: ConsentChoice) {
    const focusWasInside = bannerRef.current?.contains(document.activeElement) ?? false;
    storeConsent(choice);
    setVisible(false);
    announce(`Cookie choice saved: analytics ${choice}.`, ANNOUNCE_MS);
    if (focusWasInside) {
      const before = focusBefore.current;
      if (before?.isConnected) before.focus();
      else findMainContent()?.focus({ preventScroll: true });
    }
  }

  return (
    <div
      ref={bannerRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="cookie-banner z-50 border-t-4 border-primary bg-surface text-surface-foreground shadow-[0_-4px_16px_rgb(0_0_0/0.2)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-6">
        <div className="flex-1">
          <h2 id={titleId} className="text-xl">
            {cookieBanner.title}
          </h2>
          <p id={descriptionId} className="mt-1 text-base">
            {site.analytics ? cookieBanner.withAnalytics : cookieBanner.withoutAnalytics} Read our{' '}
            <Link to="/privacy-policy">{cookieBanner.privacyLinkText}</Link>.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => choose('accepted')}>Accept All</Button>
          <Button variant="outline" onClick={() => choose('declined')}>
            Decline
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Close (declines cookies)"
            onClick={() => choose('declined')}
            className="md:self-start"
          >
            <CloseIcon />
          </Button>
        </div>
      </div>
    </div>
  );
}
