import type { RouteEntry } from '../../src/routes/routeSchema';
import { indexFile } from '../../src/lib/search/indexFile';
import { SEARCH_INDEX_PATH, SEARCH_PAGE_PATH } from '../../src/lib/search/query';
import type { PageLink, SearchIndexFile, SynonymGroup } from '../../src/lib/search/types';
import { pageDocuments } from './pageDocuments';

/** The index's file in dist/: the search page fetches it, the Node server reads it. */
export const searchIndexFileName = SEARCH_INDEX_PATH.slice(1);

/** The pages the "no results" answer offers: the hubs (every collection page), the glossary and contact. */
export function suggestedPages(routes: readonly RouteEntry[]): PageLink[] {
  return routes
    .filter(
      (route) =>
        !route.noindex && (route.schemaType === 'CollectionPage' || route.path === '/resources/glossary' || route.path === '/contact'),
    )
    .map((route) => ({ name: route.name, path: route.path }));
}

/**
 * The search index (issue 23, docs/decisions/051), made from the prerendered pages: every route of
 * the sitemap (not the not-found page or the editing screen), read from the HTML the prerender wrote
 * for it, so a new page or guide is searchable with no other edit. The search page itself is left
 * out: its list of every page answers nothing the pages do not.
 */
export function searchIndex(
  routes: readonly RouteEntry[],
  htmlOf: (path: string) => string,
  synonyms: readonly SynonymGroup[],
): SearchIndexFile {
  const documents = routes
    .filter((route) => !route.noindex && route.path !== SEARCH_PAGE_PATH)
    .flatMap((route) => pageDocuments(htmlOf(route.path), route.path, route.path === '/' ? route.name : undefined));
  return indexFile(documents, synonyms, suggestedPages(routes));
}
