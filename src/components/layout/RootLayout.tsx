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
  /** The route's content module (its default export), when the table names one. */
  content?: unknown;
}

function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.at(-1)?.handle as RouteHandle | undefined;
}

/** The route-table entry of the page being shown (set as `handle` by src/routes/router.tsx). */
export function useCurrentRoute(): RouteEntry {
  return useRouteHandle()?.route ?? notFoundRoute;
}

/**
 * The content module the route table names for this route, already loaded with the page. Its shape is
 * checked by tests/unit/content.test.ts against the schema of the page that renders it.
 */
export function useRouteContent<T>(): T {
  const handle = useRouteHandle();
  if (handle?.content === undefined) throw new Error(`The route ${handle?.route.path ?? '?'} has no content module`);
  return handle.content as T;
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
      <div role="status" aria-live="polite" aria-atomic="true" aria-label="Page changes" className="sr-only">
        {announcement}
      </div>
      <PageHead route={route} />
    </>
  );
}
