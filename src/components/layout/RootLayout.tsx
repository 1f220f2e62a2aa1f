import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { announcementName, notFoundRoute } from '../../routes/routeTable';
import type { RouteEntry } from '../../routes/routeSchema';
import { PageHead } from '../seo/PageHead';
import { CookieBanner } from './CookieBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import { useRouteChange } from './useRouteChange';

export interface RouteHandle {
  route: RouteEntry;
}

/** The route-table entry of the page being shown (set as `handle` by src/routes/router.tsx). */
export function useCurrentRoute(): RouteEntry {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return handle?.route ?? notFoundRoute;
}

/** The shell of every page (SPEC §2 "Behaviour on every page"). */
export function RootLayout() {
  const route = useCurrentRoute();
  const announcement = useRouteChange(announcementName(route), route.announceClearMs);

  // Marks the moment the page became interactive, for the browser tests and monitoring tools.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <SkipLink />
      <CookieBanner />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="scroll-mt-4 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      <PageHead route={route} />
    </>
  );
}
