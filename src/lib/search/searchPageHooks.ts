/**
 * The search page's parts that the Node server changes in the prerendered page (GET /search?q=, no
 * JavaScript needed): written by src/pages/search/SearchPage.tsx and src/lib/search/resultsHtml.ts,
 * found by server/search.ts and by the browser's search page. Named with the other hooks the pages
 * carry (htmlHooks.ts, docs/decisions/062), but apart from them: only the search page's chunk and the
 * server need these, so no other page downloads them.
 */

/** The element the answer is written into. */
export const RESULTS_ID = 'search-results';
/** On the results element: the query its answer is for, so the browser keeps an answer the server wrote. */
export const RESULTS_QUERY_ATTRIBUTE = 'data-query';
/** The marks around the answer inside the results element: the server replaces what lies between them. */
export const RESULTS_START = '<!--results-->';
export const RESULTS_END = '<!--/results-->';
/** The search field: the server puts the query in its value. */
export const SEARCH_QUERY_FIELD_ID = 'search-page-query';
/** The note that search needs JavaScript, shown on a static host: the server, which searches, takes it out. */
export const SEARCH_NEEDS_JAVASCRIPT_ID = 'search-needs-javascript';
