/**
 * The slots of the Node server's error page (docs/decisions/075): the not-found page, rendered by the
 * prerender through its own components (scripts/prerender/serverTemplates.ts) with these markers as
 * its words, into dist-server/templates/, never dist/. The server (server/errorPage.ts) fills each
 * marker, escaped, with the words of a status (400, 413, 415, 429, 500, 503): it finds them as exact
 * strings, never by a pattern over the page's markup. A template without one of them stops the server
 * at start, in one line.
 *
 * Each marker is made of characters that neither React, nor unhead, nor an address escapes, so it
 * reaches the HTML as written; and of braces, which no page of the site draws.
 */
export const ERROR_PAGE_SLOTS = {
  /** The status, drawn large above the heading ("404" on the not-found page). */
  status: '{{slot:error-status}}',
  /** The heading (h1), and the first part of the page's title and its Open Graph and Twitter titles. */
  heading: '{{slot:error-heading}}',
  /** What happened and what to do: the paragraph under the heading, and the page's description. */
  text: '{{slot:error-text}}',
} as const;

export type ErrorPageSlot = keyof typeof ERROR_PAGE_SLOTS;
