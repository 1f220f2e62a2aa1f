/**
 * The search page's parts that the browser's search page reads back, and the slots the Node server
 * fills in its own template of the page (GET /search?q=, no JavaScript needed): written by
 * src/pages/search/SearchPage.tsx and src/lib/search/resultsHtml.ts. Named with the other hooks the
 * pages carry (htmlHooks.ts, docs/decisions/062), but apart from them: only the search page's chunk,
 * the prerender and the server need these, so no other page downloads them.
 */

/** The element the answer is written into. */
export const RESULTS_ID = 'search-results';
/** On the results element: the query its answer is for, so the browser keeps an answer the server wrote. */
export const RESULTS_QUERY_ATTRIBUTE = 'data-query';
/** The marks around the answer inside the results element, wherever it is written (resultsHtml.ts regionHtml). */
export const RESULTS_START = '<!--results-->';
export const RESULTS_END = '<!--/results-->';
/** The search field, whose value is the query searched. */
export const SEARCH_QUERY_FIELD_ID = 'search-page-query';
/** The note that search needs JavaScript, shown on a static host: the server, which searches, renders its templates without it. */
export const SEARCH_NEEDS_JAVASCRIPT_ID = 'search-needs-javascript';

/**
 * The slots of the Node server's results page (GET /search?q=, docs/decisions/075): the search page,
 * rendered by the prerender through its own component with this query and these markers as its answer
 * (scripts/prerender/serverTemplates.ts), into dist-server/templates/, never dist/. The server
 * (server/search.ts) fills each marker, escaped, as an exact string, never by a pattern over the page's
 * markup. A template without one of them stops the server at start, in one line. The same characters
 * as the error page's (src/lib/errorPageHooks.ts): nothing escapes them, no page draws them.
 */
export const SEARCH_PAGE_SLOTS = {
  /** "12 results for “braille”": the first part of the page's title. */
  count: '{{slot:search-count}}',
  /** The query: the search field's value and the results region's data-query. */
  query: '{{slot:search-query}}',
  /** The answer (resultsHtml), inside the results region's marks. */
  results: '{{slot:search-results}}',
} as const;

export type SearchPageSlot = keyof typeof SEARCH_PAGE_SLOTS;
