/** Longer than this, a query is cut: nobody types 200 characters into a search box on purpose. */
export const MAX_QUERY_LENGTH = 200;

/** A query as it is searched and shown: spaces collapsed, trimmed, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** The search page's address: the header's form sends to it, the Node server answers it. */
export const SEARCH_PAGE_PATH = '/search';

/** Where the search index is served: the build writes it there, the search page fetches it. */
export const SEARCH_INDEX_PATH = '/search-index.json';
