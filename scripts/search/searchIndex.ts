import type { RouteEntry } from '../../content-model/routes/routeSchema.ts';
import { indexFile } from '../../src/lib/search/indexFile';
import { SEARCH_INDEX_PATH, SEARCH_PAGE_PATH } from '../../src/lib/search/query';
import type { BestBet, PageLink, SearchDocument, SearchIndexFile, SynonymGroup } from '../../content-model/search/types.ts';
import { ContentError } from '../../content-model/compiler/contentError.ts';
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
 * Where a question the site has no answer for is sent (issue 46, docs/decisions/088): the contact
 * page's "Contact Details", its ways to ask (email, phone, where we are). The page draws this id
 * (src/pages/contact/ContactPage.tsx); the build stops if it no longer does.
 */
export const ASK_US_ANCHOR = 'contact-details-heading';

/** The ask-us place of these routes, checked against the contact page as built. */
export function askUsPlace(routes: readonly RouteEntry[], htmlOf: (path: string) => string): PageLink {
  const contact = routes.find((route) => route.path === '/contact');
  if (!contact || !htmlOf(contact.path).includes(` id="${ASK_US_ANCHOR}"`))
    throw new Error(`Site search sends unanswered questions to /contact#${ASK_US_ANCHOR}, which the contact page no longer has`);
  return { name: contact.name, path: `${contact.path}#${ASK_US_ANCHOR}` };
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
  bestBets: readonly BestBet[] = [],
): SearchIndexFile {
  const documents = routes
    .filter((route) => !route.noindex && route.path !== SEARCH_PAGE_PATH)
    .flatMap((route) => pageDocuments(htmlOf(route.path), route.path, route.path === '/' ? route.name : undefined));
  const askUs = askUsPlace(routes, htmlOf);
  checkBestBets(bestBets, documents, askUs);
  return indexFile(documents, synonyms, suggestedPages(routes), bestBets, askUs);
}

/**
 * Each best bet leads to a result search can list: a page, or a part of one a result links to (the
 * content compiler has checked the page; only the built page has the parts). Else the build stops,
 * saying which parts that page has.
 */
export function checkBestBets(bestBets: readonly BestBet[], documents: readonly Omit<SearchDocument, 'id'>[], askUs?: PageLink): void {
  // A best bet may lead to the ways to ask: its searches are questions the site has no answer for.
  const addresses = new Set([...documents.map((document) => document.url), ...(askUs ? [askUs.path] : [])]);
  bestBets.forEach((bet, index) => {
    if (addresses.has(bet.url)) return;
    const [page] = bet.url.split('#') as [string];
    const parts = [...new Set(documents.filter((document) => document.url.startsWith(`${page}#`)).map((document) => document.url))];
    const instead = !addresses.has(page)
      ? `search lists nothing of ${page}: choose another page`
      : parts.length
        ? `use the page itself, ${page}, or one of its parts, such as ${parts.slice(0, 5).join(', ')}`
        : `${page} has no parts a result links to, so use the page itself, ${page}`;
    throw new ContentError(
      'src/content/search-best-bets.yaml',
      undefined,
      `best bet ${index + 1} ("${bet.searches[0]}") leads to ${bet.url}, which search cannot show: ${instead}`,
    );
  });
}
