/** Longer than this, a query is cut: nobody types 200 characters into a search box on purpose. */
export const MAX_QUERY_LENGTH = 200;

/** A query as it is searched and shown: spaces collapsed, trimmed, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/**
 * The most words a query is searched for (issue 43, docs/decisions/080): its first distinct
 * meaningful words, question words left aside (./queryIdeas.ts). The longest questions the site
 * answers hold three or four ("what is a refreshable braille display", "how do I stop JAWS
 * talking"), a long one of a visitor six ("how can I get Access to Work to pay for screen reader
 * training"). Each word searched costs about as much as a short query: 200 characters of words, 33
 * of them, cost 20 to 40 times a usual query, on the server's one thread. Eight keeps every real
 * question whole and the worst query within a few times a usual one. The results page says which
 * words were left out (./resultsHtml.ts).
 */
export const MAX_QUERY_WORDS = 8;

/** The search page's address: the header's form sends to it, the Node server answers it. */
export const SEARCH_PAGE_PATH = '/search';

/** Where the search index is served: the build writes it there, the search page fetches it. */
export const SEARCH_INDEX_PATH = '/search-index.json';
