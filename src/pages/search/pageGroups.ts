import { SEARCH_PAGE_PATH } from '../../lib/search/query';
import type { PageLink } from '../../../content-model/search/types.ts';
import type { RouteEntry } from '../../../content-model/routes/routeSchema.ts';
import { breadcrumbTrail } from '../../routes/routeTable';

/**
 * Every page of the sitemap, by section, for the search page's list: a page sits under its parent in
 * the breadcrumb trail (the tutorials under Screen Reader Tutorials), and the pages whose parent is
 * Home are the main pages. Made from the route table, so a new page is listed with no other edit.
 */
export function pagesBySection(routes: readonly RouteEntry[]): { name: string; pages: PageLink[] }[] {
  const groups = new Map<string, { name: string; pages: PageLink[] }>();
  // The search page itself is not listed on itself.
  for (const route of routes.filter((entry) => !entry.noindex && entry.path !== SEARCH_PAGE_PATH)) {
    const parent = breadcrumbTrail(route).at(-2);
    const key = parent?.path ?? '/';
    if (!groups.has(key)) groups.set(key, { name: key === '/' ? 'Main pages' : parent!.name, pages: [] });
    groups.get(key)!.pages.push({ name: route.name, path: route.path });
  }
  return [...groups.values()];
}
