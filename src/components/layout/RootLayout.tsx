import { useEffect } from 'react';
import { ANNOUNCEMENTS_ID } from './announcer';
import { useCurrentRoute } from '../../routes/currentRoute';
import { announcementName } from '../../routes/routeTable';
import { COOKIE_BANNER_END_ID, CookieBanner } from './CookieBanner';
import { BelowTheFold } from './BelowTheFold';
import { RoutePage } from './RoutePage';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import { useRouteChange } from './useRouteChange';

/** The shell of every page (SPEC §2 "Behaviour on every page"), around the page of the current address. */
export function RootLayout() {
  const route = useCurrentRoute();
  useRouteChange(announcementName(route), route.announceClearMs);

  // Marks the moment the page became interactive, for the browser tests and monitoring tools.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('app:hydrated');
  }, []);

  return (
    <>
      <SkipLink />
      <CookieBanner />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="scroll-mt-4 focus:outline-none">
        <RoutePage route={route} />
      </main>
      <BelowTheFold>
        <SiteFooter />
      </BelowTheFold>
      {/* Where the cookie banner goes when, fixed, it would cover too much of the window. */}
      <div id={COOKIE_BANNER_END_ID} />
      {/*
        The page's one status region: announcer.ts writes its words, React renders it empty. No name
        of its own: a screen reader that presents an atomic live region by its name (as the virtual
        screen reader does) would say the name instead of the news (decision 026).
      */}
      <div id={ANNOUNCEMENTS_ID} role="status" aria-live="polite" aria-atomic="true" className="sr-only" />
    </>
  );
}
