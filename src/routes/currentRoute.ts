import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import type { RouteEntry } from '../../content-model/routes/routeSchema.ts';
import { findRoute, notFoundRoute } from './routeTable';

/** The route-table entry of the page being shown: the one matching the address, else the not-found page. */
export function useCurrentRoute(): RouteEntry {
  return findRoute(useLocation().pathname) ?? notFoundRoute;
}

/** The content module of the route being shown (set by RoutePage once its modules are loaded). */
export const RouteContentContext = createContext<unknown>(undefined);

/**
 * The content module the route table names for this route, loaded with the page. Its shape is
 * checked by tests/unit/content/content.test.ts against the schema of the page that renders it.
 */
export function useRouteContent<T>(): T {
  const content = useContext(RouteContentContext);
  // As in useHeadTags: the whole message where a mistake is met (tests, `npm run dev`, the prerender).
  if (content === undefined)
    throw new Error(import.meta.env.DEV || import.meta.env.SSR ? 'This route has no content module in the route table' : 'RouteContent');
  return content as T;
}
