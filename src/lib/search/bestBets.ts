import { betWords } from '../../../content-model/search/stems.ts';
import type { BestBet } from '../../../content-model/search/types.ts';

/** A search of the owner's lists that a query holds: the address it leads to, and its words. */
export interface HeldSearch {
  url: string;
  words: ReadonlySet<string>;
}

/**
 * The owner's searches as questions, not word strings (issue 46, docs/decisions/088): a search is
 * held by a query that has all its words (./stems.ts betWords), in any order, with other words
 * around them. Of the searches a query holds, the one with the most words; on a tie, the first listed.
 */
export function heldSearchReader(lists: readonly BestBet[]): (query: string) => HeldSearch | null {
  const searches = lists.flatMap((list) => list.searches.map((search) => ({ url: list.url, words: new Set(betWords(search)) })));
  return (query) => {
    const held = new Set(betWords(query));
    let best: HeldSearch | null = null;
    for (const search of searches) {
      if (!search.words.size || (best && search.words.size <= best.words.size)) continue;
      if ([...search.words].every((word) => held.has(word))) best = search;
    }
    return best;
  };
}
