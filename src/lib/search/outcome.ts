import { makeExtract, type Marked } from './extract';
import { stemOf } from '../../../content-model/search/stems.ts';
import type { PageLink, SearchDocument } from '../../../content-model/search/types.ts';

/** What a search answers (./engine.ts), as the results page (./resultsHtml.ts) shows it. */

/** The most results a page lists; the count says how many there were. */
export const MAX_RESULTS = 30;

export interface SearchResultItem {
  url: string;
  kind: SearchDocument['kind'];
  /** The result's name, with the words that matched marked. */
  title: Marked;
  /** The page, and the section of it, the result is in. */
  page: string;
  section?: string;
  /** A short passage of its words, with the words that matched marked. */
  extract: Marked;
  /** The owner pinned it for this search (a best bet): it is listed first, as the best match. */
  bestMatch?: true;
}

export interface SearchOutcome {
  /** The query as it was searched (trimmed, spaces collapsed). */
  query: string;
  /** How many documents matched. */
  total: number;
  /** The best of them, at most MAX_RESULTS. */
  results: SearchResultItem[];
  /**
   * The site has no answer to the query (the owner says so, or no page holds all its ideas): the
   * contact page's ways to ask are listed first, saying so (issue 46).
   */
  askUs?: PageLink;
  /** Words of the query past MAX_QUERY_WORDS (./queryIdeas.ts), as typed: not searched, and said so. */
  leftOut: string[];
}

/** One result as listed: its name and a passage of its words, with the words that matched marked. */
export function resultItem(document: SearchDocument, matched: Set<string>, bestMatch: boolean): SearchResultItem {
  const isMatch = (word: string) => matched.has(stemOf(word));
  return {
    url: document.url,
    kind: document.kind,
    title: makeExtract(document.title, isMatch, Infinity),
    page: document.page,
    ...(document.section ? { section: document.section } : {}),
    extract: makeExtract(document.text, isMatch),
    ...(bestMatch ? { bestMatch: true as const } : {}),
  };
}
