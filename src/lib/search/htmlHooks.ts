import type { SearchDocumentKind } from '../../../content-model/search/types.ts';

/**
 * The hooks in the site's HTML that the programs reading it rely on (issue 33, docs/decisions/062):
 * one list, so a restyle of a component cannot change what the search index, the accessibility sweep
 * or the Node server find in a page without a type error or a failing test.
 *
 * Written by the components (React, the same on the server's prerender and in the browser, so nothing
 * differs at hydration); read by the index (scripts/search/pageDocuments.ts, over the prerendered
 * pages) and the sweep's states (scripts/sweep/states.ts).
 * tests/dist/htmlHooks.test.ts checks every built page against them.
 *
 * The hooks are plain words (letters and hyphens): they go into CSS selectors and regular expressions
 * as they are. The search page's own marks, which only that page and the server use, are in
 * searchPageHooks.ts: these are drawn on many pages, so they ride in the app's chunk.
 */

/**
 * `data-search="ignore"`: the element and everything in it are left out of the index. For what is on
 * many pages and answers nothing (the closing call to contact us, a back link, a link card whose page
 * is a result of its own). Written by any component; read by the index.
 */
export const SEARCH_ATTRIBUTE = 'data-search';
export const SEARCH_IGNORE = 'ignore';
/** Spread onto an element to leave it out of the index. */
export const searchIgnored = { [SEARCH_ATTRIBUTE]: SEARCH_IGNORE } as const;

/**
 * `data-search-item="<kind>"`: the element is one answer of its own in the index, a document of that
 * kind whose address is the element's id. Every <details> the site draws carries it (or is marked
 * `data-search="ignore"`); the index refuses a value it does not know, and tests/dist/htmlHooks.test.ts
 * fails the build's pages if one appears.
 *  - `term`: a glossary term (src/pages/resources/GlossaryPage.tsx);
 *  - `faq`: a question opened to its answer (src/components/ui/FaqList.tsx), and any other summary
 *    opened to what it names, such as the home page's video transcript;
 *  - `downloads`: a page's downloads (src/pages/resources/DownloadLinks.tsx), its text the formats
 *    offered, so a search for "braille" or "docx" finds them without their words in the page's own
 *    document (issue 46);
 *  - `product`: a product of the Software A–Z (src/pages/training/SoftwareAzPage.tsx), named by itself,
 *    not by its letter (issue 46).
 * An item without an id of its own has its title's (a heading's).
 * Read by the index and by the sweep (the glossary filtered to nothing has no terms left).
 */
export const SEARCH_ITEM_ATTRIBUTE = 'data-search-item';
export const SEARCH_ITEM_KINDS = ['term', 'faq', 'downloads', 'product'] as const satisfies readonly SearchDocumentKind[];
export type SearchItemKind = (typeof SEARCH_ITEM_KINDS)[number];

/** `data-search-title`: inside an item, the part whose visible words are its title (the term or the question). */
export const SEARCH_TITLE_ATTRIBUTE = 'data-search-title';
/** `data-search-body`: inside an item, the part whose words are its text (the definition or the answer). */
export const SEARCH_BODY_ATTRIBUTE = 'data-search-body';

/** The attributes that make an element an item of a kind, to spread onto it: `<details {...searchItem('term')}>`. */
export function searchItem(kind: SearchItemKind) {
  return { [SEARCH_ITEM_ATTRIBUTE]: kind } as const;
}
export const searchTitle = { [SEARCH_TITLE_ATTRIBUTE]: '' } as const;
export const searchBody = { [SEARCH_BODY_ATTRIBUTE]: '' } as const;

/** A CSS selector for the items of a kind, or of every kind. */
export function searchItemSelector(kind?: SearchItemKind): string {
  return kind ? `[${SEARCH_ITEM_ATTRIBUTE}="${kind}"]` : `[${SEARCH_ITEM_ATTRIBUTE}]`;
}

/** Whether an attribute's value is a kind the index knows. */
export function isSearchItemKind(value: string | null): value is SearchItemKind {
  return (SEARCH_ITEM_KINDS as readonly (string | null)[]).includes(value);
}
