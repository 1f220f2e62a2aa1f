import { isQuestionWord, isSameWord, meaningfulQueryWords, stemOf, words } from '../../../content-model/search/stems.ts';
import type { SearchDocument, SearchIndexFile } from '../../../content-model/search/types.ts';
import { MAX_QUERY_WORDS } from './query';

/**
 * One idea of a query: the ways it may be written, each a phrase whose words must all be present,
 * what the visitor typed first.
 */
export type Idea = string[][];

/** A query's words as searched: its first MAX_QUERY_WORDS distinct meaningful words, and those left out. */
export interface QueryWords {
  searched: string[];
  /** Words past the cap, as typed, each once: the results page says they were left out. */
  leftOut: string[];
}

/**
 * The words of a query that are searched: its meaningful words (question words dropped), each
 * stem once (a word typed twice is searched once, and is not "left out"), the first
 * MAX_QUERY_WORDS of them. The rest are left out, and said to be.
 */
export function queryWords(query: string): QueryWords {
  const seen = new Set<string>();
  const searched: string[] = [];
  const leftOut: string[] = [];
  for (const word of meaningfulQueryWords(query)) {
    const stem = stemOf(word);
    if (seen.has(stem)) continue;
    seen.add(stem);
    (searched.length < MAX_QUERY_WORDS ? searched : leftOut).push(word);
  }
  return { searched, leftOut };
}

/** A query as the engine searches it: its ideas, and the words left out of them. */
export interface ReadQuery {
  ideas: Idea[];
  leftOut: string[];
}

/**
 * How the engine reads a query (engine.ts): as ideas, each a word or a phrase with the other ways it
 * may be written. Built once per index, from every word the site uses (to split a query's words run
 * together, "screenreader") and the owner's synonyms (matched on stems, forgiving one slip a word).
 */
export function queryIdeaReader(
  all: readonly SearchDocument[],
  fields: readonly ('title' | 'section' | 'page' | 'text')[],
  ownerSynonyms: SearchIndexFile['synonyms'],
): (query: string) => ReadQuery {
  // Every word the site uses, to split a query's run-together words, and the stems of each synonym.
  const vocabulary = new Set<string>();
  for (const document of all)
    for (const field of fields) for (const word of words(document[field] ?? '')) vocabulary.add(word.toLowerCase());
  const synonymGroups = ownerSynonyms.map((group) => group.map((phrase) => words(phrase)));

  /**
   * The synonym group one of whose phrases starts at `at` in the query's words, the longest phrase
   * first. A word of the phrase may be typed with a slip: the index would forgive it in a word alone.
   */
  function longestSynonymAt(typed: string[], at: number): { group: Idea; length: number } | null {
    let best: { group: Idea; length: number } | null = null;
    for (const group of synonymGroups) {
      for (const phrase of group) {
        const wanted = phrase.filter((word) => !isQuestionWord(word));
        if (!wanted.length || (best && wanted.length <= best.length) || at + wanted.length > typed.length) continue;
        if (wanted.every((word, offset) => isSameWord(typed[at + offset]!, word))) best = { group, length: wanted.length };
      }
    }
    return best;
  }

  function splitRunTogether(word: string): string[] | null {
    if (word.length < 6 || vocabulary.has(word)) return null;
    for (let cut = 3; cut <= word.length - 3; cut += 1) {
      const first = word.slice(0, cut);
      const second = word.slice(cut);
      if (vocabulary.has(first) && vocabulary.has(second)) return [first, second];
    }
    return null;
  }

  return function ideasOf(query: string): ReadQuery {
    const { searched: kept, leftOut } = queryWords(query);
    const ideas: Idea[] = [];
    for (let at = 0; at < kept.length;) {
      const synonyms = longestSynonymAt(kept, at);
      if (synonyms) {
        // What was typed first: it counts more than its synonyms.
        ideas.push([kept.slice(at, at + synonyms.length), ...synonyms.group]);
        at += synonyms.length;
        continue;
      }
      const word = kept[at]!;
      const split = splitRunTogether(word.toLowerCase());
      ideas.push(split ? [[word], split] : [[word]]);
      at += 1;
    }
    return { ideas, leftOut };
  };
}

/** A phrase's words that say what is wanted; all of them when there are no others. */
export function meaningfulWords(phrase: string[]): string[] {
  const meaningful = phrase.filter((word) => !isQuestionWord(word));
  return meaningful.length ? meaningful : phrase;
}
