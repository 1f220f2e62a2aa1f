/**
 * The shapes of site search (issue 23, docs/decisions/051), shared by the build that writes the index
 * (scripts/search/), the search page in the browser and the Node server's results page.
 */

/** What a document is: the page itself, or one answer inside it. */
export type SearchDocumentKind = 'page' | 'section' | 'command' | 'faq' | 'term' | 'downloads' | 'product';

export interface SearchDocument {
  id: number;
  kind: SearchDocumentKind;
  /** Where the result's link goes: the page's path, with the anchor of the item or its heading. */
  url: string;
  /** The page's h1. */
  page: string;
  /** The heading the item sits under, when there is one. */
  section?: string;
  /** The item's own name: the heading, question, term or command. */
  title: string;
  /** Its words, searched and quoted in the extract. */
  text: string;
}

/** One group of words a visitor may type for the same thing ("TTS", "text to speech"). */
export type SynonymGroup = readonly string[];

/**
 * One of the owner's best bets (src/content/search-best-bets.yaml): the searches it answers, as a
 * visitor types them, and the address of the result listed first for them, a page or a part of one.
 */
export interface BestBet {
  searches: readonly string[];
  url: string;
}

/** A page offered when nothing is found: the hubs, the glossary, the contact page. */
export interface PageLink {
  name: string;
  path: string;
}

/**
 * A document as the file stores it, every page's address and title once (./indexFile.ts):
 * kind, the page's place in `pages`, the anchor ('' for the page itself), the section ('' for none),
 * the title and the words. 6 % smaller than objects, after brotli.
 */
export type StoredDocument = [kind: SearchDocumentKind, page: number, anchor: string, section: string, title: string, text: string];

/** The file the build writes (dist/search-index.json) and both the browser and the server read. */
export interface SearchIndexFile {
  synonyms: readonly SynonymGroup[];
  /** The owner's best bets: each search's pinned result, by its address. */
  bestBets: readonly BestBet[];
  /**
   * Where a question the site has no answer for is sent (issue 46): the contact page's ways to ask,
   * listed first, saying so, for a query no page meets whole and for the searches of a best bet
   * that leads there.
   */
  askUs: PageLink;
  /** What the "no results" answer offers. */
  suggestions: readonly PageLink[];
  /** Each page's path and title. */
  pages: readonly (readonly [path: string, title: string])[];
  documents: readonly StoredDocument[];
}
