import type { PageLink } from '../../lib/search/types';
import type { RouteEntry } from '../../routes/routeSchema';

/**
 * Every page of the sitemap, by section, for the search page's list: a page sits under its parent
 * page (the tutorials under Screen Reader Tutorials), and the pages with no parent but Home are the
 * main pages. Made from the route table, so a new page is listed with no other edit.
 */
export function pagesBySection(routes: readonly RouteEntry[]): { name: string; pages: PageLink[] }[] {
  const listed = routes.filter((route) => !route.noindex);
  const paths = new Set(listed.map((route) => route.path));
  const parentOf = (path: string) => {
    for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1)) {
      if (paths.has(path.slice(0, cut))) return path.slice(0, cut);
    }
    return '/';
  };
  const groups = new Map<string, PageLink[]>();
  for (const route of listed) {
    const parent = route.path === '/' ? '/' : parentOf(route.path);
    groups.set(parent, [...(groups.get(parent) ?? []), { name: route.name, path: route.path }]);
  }
  return [...groups].map(([parent, pages]) => ({
    name: parent === '/' ? 'Main pages' : listed.find((route) => route.path === parent)!.name,
    pages,
  }));
}
