import { startTransition, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { site } from '../../config/site';
import { cookieBanner } from '../../content/generated/cookieBanner';
import { currentConsent, storeConsent, subscribeToConsent, type ConsentChoice } from '../../lib/consent';
import { webFontsPending, whenWebFontsSettle } from '../../lib/webFontsStatus';
import { Button } from '../ui/Button';
import { CloseIcon } from '../ui/icons';
import { announce } from './announcer';
import { bannerMayBeFixed, onFixedPartsDecided, reportFixedPart } from './fixedParts';
import { useBannerFocus } from './useBannerFocus';

/** How long the banner's arrival and the confirmation of a choice stay in the page's status region. */
const ANNOUNCE_MS = 3000;

/** SPEC §9: the banner appears 1000 ms after load, and only while no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000;
/** The longest the banner waits, after its second, for web fonts still on their way. */
const FONT_WAIT_MS = 2000;
/**
 * How long the banner, once it appears (or moves), lets pointer input through to the page it now
 * covers: a click or tap aimed at the page in that moment reaches what the visitor aimed at, and never
 * makes a consent choice they did not mean. Half a second, the double-click interval browsers use to
 * guard their own prompts; too short for anyone to see the banner and aim at it (docs/decisions/094).
 */
export const COOKIE_BANNER_ARRIVAL_MS = 500;
/** RootLayout's element after the footer: where the banner goes when it may not be fixed. */
export const COOKIE_BANNER_END_ID = 'cookie-banner-end';

/**
 * measuring: laid out fixed but invisible, for one frame, to learn its height;
 * fixed: over the bottom of the window (fixedParts.ts keeps the space it covers clear);
 * end: in the page flow after the footer, when fixed it would cover too much (docs/decisions/038).
 */
type Placement = 'measuring' | 'fixed' | 'end';

/**
 * The cookie consent banner (SPEC §2 "Cookie banner", §4 "Cookie consent"). A non-modal dialog: it
 * never traps or steals focus; its arrival is announced in the page's status region, so a screen
 * reader user knows it is there. It arrives without moving anything on the page: over the bottom of
 * the window where that leaves most of the screen to read, otherwise at the end of the page. After a
 * choice, the status region confirms it in words, and focus, if it was in the banner, goes back to
 * where it was before (or to the main content). It reads localStorage, so it only exists after
 * hydration: the prerendered HTML never contains it.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const [measured, setMeasured] = useState(false);
  const mayBeFixed = useSyncExternalStore(onFixedPartsDecided, bannerMayBeFixed, () => true);
  const bannerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const placement: Placement = !measured ? 'measuring' : mayBeFixed ? 'fixed' : 'end';
  /** The banner's element is a new one each time it moves between the window's bottom and the page's end. */
  const atEnd = placement === 'end';
  const giveFocusBack = useBannerFocus(bannerRef, visible, atEnd);
  /** The placement the banner has held for COOKIE_BANNER_ARRIVAL_MS; until then (measured or not) it is arriving. */
  const [settledPlacement, setSettledPlacement] = useState<Placement | null>(null);
  const arriving = placement !== settledPlacement;

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

  // Its height decides where it goes. The observer reports it as soon as it is laid out, and again
  // whenever it changes (text size, window width). Its own measurement, not getBoundingClientRect:
  // reading layout here would force the whole page to be laid out again mid-frame (a long task).
  useEffect(() => {
    const banner = bannerRef.current;
    if (!visible || !banner) return;
    const report = (height: number) => {
      reportFixedPart('banner', height);
      setMeasured(true);
    };
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => report(entry?.borderBoxSize[0]?.blockSize ?? banner.offsetHeight));
    if (observer) observer.observe(banner);
    else report(banner.offsetHeight);
    return () => observer?.disconnect();
  }, [visible, atEnd]);

  // Arrived (or moved): after its first half second it takes pointer input (fixed-parts.css, data-arriving).
  useEffect(() => {
    if (!arriving || placement === 'measuring') return;
    const timer = window.setTimeout(() => setSettledPlacement(placement), COOKIE_BANNER_ARRIVAL_MS);
    return () => window.clearTimeout(timer);
  }, [arriving, placement]);

  // Gone: it no longer covers anything.
  useEffect(() => {
    if (!visible) return;
    return () => reportFixedPart('banner', 0);
  }, [visible]);

  // Announced once, when it can first be seen (never before it exists, never again when it moves).
  const announced = useRef(false);
  useEffect(() => {
    if (placement === 'measuring' || announced.current) return;
    announced.current = true;
    const where = placement === 'end' ? ' at the end of the page' : '';
    // Nobody asked for it: anything the visitor asks for goes first, and cuts it short (decision 037).
    announce(`${cookieBanner.title}: choose Accept All or Decline in the banner${where}.`, {
      kind: 'cookie-banner',
      showMs: ANNOUNCE_MS,
      unasked: true,
    });
  }, [placement]);

  if (!visible) return null;

  function choose(choice: ConsentChoice) {
    storeConsent(choice);
    setVisible(false);
    // The visitor's own choice: said at once; the invitation to choose, of the same kind, is not said again.
    announce(`Cookie choice saved: analytics ${choice}.`, { kind: 'cookie-banner', showMs: ANNOUNCE_MS });
    giveFocusBack();
  }

  const dialog = (
    <div
      ref={bannerRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-placement={placement}
      data-arriving={arriving ? '' : undefined}
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
          <Button data-choice="accept" onClick={() => choose('accepted')}>
            Accept All
          </Button>
          <Button data-choice="decline" variant="outline" onClick={() => choose('declined')}>
            Decline
          </Button>
          <Button
            data-choice="close"
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
  const end = placement === 'end' ? document.getElementById(COOKIE_BANNER_END_ID) : null;
  return end ? createPortal(dialog, end) : dialog;
}
