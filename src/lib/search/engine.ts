import MiniSearch, { type Query, type SearchResult as MiniSearchResult } from 'minisearch';
import { readDocuments } from './indexFile';
import { MAX_RESULTS, resultItem, type SearchOutcome } from './outcome';
import { normaliseQuery } from './query';
import { meaningfulWords, queryIdeaReader } from './queryIdeas';
import { heldSearchReader, type HeldSearch } from './bestBets';
import { betWords, isSameWord, stemOf, words } from '../../../content-model/search/stems.ts';
import type { SearchDocument, SearchIndexFile } from '../../../content-model/search/types.ts';

/**
 * Site search (issue 23, docs/decisions/051): MiniSearch over the documents the build made from the
 * prerendered pages, with what MiniSearch does not do itself:
 *  - synonyms and abbreviations from the owner's list ("AtW", "Access to Work"), matched on stems,
 *    so "dictating" finds what "speech recognition" finds;
 *  - words run together ("screenreader") split into two words the site uses;
 *  - a synonym's phrase is met in a query despite a slip in one of its words ("dragon naturaly
 *    speaking" is Dragon NaturallySpeaking);
 *  - a query is a set of ideas (a word, or a word and its synonyms): the results are the documents
 *    that meet the most ideas, best first, so "stop JAWS talking" lists the few answers that have all
 *    three, not every page that says "JAWS";
 *  - an item named by the query comes before items that merely mention it: for "jaws", the JAWS
 *    tutorial, the glossary term and the training section before "Insert+F4: Quit JAWS";
 *  - the owner's best bets (src/content/search-best-bets.yaml): for a query that holds the words of
 *    a search they list, in any order, the result they pinned comes first, said to be the best match,
 *    and is not listed again below, if it meets the query's other words too (./bestBets.ts);
 *  - a question the site has no answer for (one the owner lists, or one no page meets whole) is
 *    sent first to the contact page's ways to ask, saying so (issue 46).
 * The same code answers in the browser (the search page) and on the Node server (GET /search?q=).
 */

const fields = ['title', 'section', 'page', 'text'] as const;

export interface SiteSearch {
  search(query: string): SearchOutcome;
}

export function createSiteSearch(file: SearchIndexFile): SiteSearch {
  // While indexing, the stems of each document in order (fields apart), to tell a phrase ("text to
  // speech") from its words scattered about a page. Recorded as MiniSearch reads each field.
  let indexing: string[] | null = null;
  const stemsOf = new Map<number, string[]>();
  const index = new MiniSearch<SearchDocument>({
    fields: [...fields],
    storeFields: [],
    extractField: (document, field) => {
      if (field === 'id') {
        indexing = [];
        stemsOf.set(document.id, indexing);
        return document.id;
      }
      indexing?.push('|');
      return document[field as (typeof fields)[number]];
    },
    tokenize: words,
    processTerm: (word) => {
      const stem = stemOf(word);
      indexing?.push(stem);
      return stem;
    },
    searchOptions: {
      // A word in an item's own name counts most: the glossary term above the page that mentions it.
      boost: { title: 4, section: 1.5, page: 1.5, text: 1 },
      // One slip in a word of five letters or more ("narator"), two from ten ("magnifer" is 1), and
      // never more than two: MiniSearch would allow six, and a long made-up word then walked much
      // of the index (issue 43, docs/decisions/080).
      fuzzy: (stem) => (stem.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      prefix: (stem) => stem.length >= 4,
    },
  });
  const all = readDocuments(file);
  index.addAll(all);
  indexing = null;
  const phraseText = new Map([...stemsOf].map(([id, stems]) => [id, ` ${stems.join(' ')} `]));
  // The stems of each document's own name: the first field, between the first two marks.
  const titleStems = new Map([...stemsOf].map(([id, stems]) => [id, stems.slice(1, stems.indexOf('|', 1))]));
  const documents = new Map(all.map((document) => [document.id, document]));
  const documentsAt = new Map<string, SearchDocument[]>();
  for (const document of all) documentsAt.set(document.url, [...(documentsAt.get(document.url) ?? []), document]);
  // A best bet that leads to the contact page's ways to ask is a question the site does not answer.
  const betFor = heldSearchReader(file.bestBets.filter((bet) => bet.url !== file.askUs.path));
  const askUsFor = heldSearchReader(file.bestBets.filter((bet) => bet.url === file.askUs.path));

  const ideasOf = queryIdeaReader(all, fields, file.synonyms);

  function search(rawQuery: string): SearchOutcome {
    const query = normaliseQuery(rawQuery);
    const { ideas, leftOut } = ideasOf(query);
    if (!ideas.length) return { query, total: 0, results: [], leftOut };
    const tree: Query = {
      combineWith: 'OR',
      queries: ideas.map((idea) => ({
        combineWith: 'OR',
        queries: idea.map((phrase) => ({ combineWith: 'AND', queries: [meaningfulWords(phrase).join(' ')] })),
      })),
    };
    // What was typed counts more than its synonyms: "Ctrl" finds the keys before "Voice Control".
    const typed = new Set(ideas.flatMap((idea) => idea[0]!.map(stemOf)));
    const found = index.search(tree, { boostTerm: (stem) => (typed.has(stem) ? 1 : 0.5) });
    // Whether a result meets one of the query's ideas: a word (or a slip of it), or a phrase, whole.
    const ideaStems = ideas.map((idea) => idea.map((phrase) => phrase.map(stemOf)));
    const meets = (result: MiniSearchResult, idea: string[][]) => {
      // MiniSearch's `queryTerms` and `terms` are the stems (./stems.ts) the query and the document matched.
      const text = phraseText.get(result.id as number) ?? '';
      return idea.some((phrase) => (phrase.length === 1 ? result.queryTerms.includes(phrase[0]!) : text.includes(` ${phrase.join(' ')} `)));
    };
    const met = (result: MiniSearchResult) => ideaStems.filter((idea) => meets(result, idea)).length;
    const scored = found.map((result) => ({ result, met: met(result) }));
    const most = Math.max(0, ...scored.map((item) => item.met));
    const best = scored.filter((item) => item.met === most && most > 0).map((item) => item.result);
    // An item whose own name begins with what was searched, and holds all of it, is what the visitor
    // named: the JAWS tutorial, not a JAWS command (a command's name is mostly what it does).
    const named = (result: MiniSearchResult) => {
      if (documents.get(result.id as number)!.kind === 'command') return false;
      const title = titleStems.get(result.id as number) ?? [];
      const inTitle = new Set(Object.keys(result.match).filter((stem) => result.match[stem]!.includes('title')));
      // A word of the title is a word of the query, or the slip or beginning of one the index matched.
      const isWord = (stem: string, titleStem: string | undefined) =>
        titleStem !== undefined &&
        (titleStem === stem || (inTitle.has(titleStem) && (titleStem.startsWith(stem) || isSameWord(stem, titleStem))));
      const begins = ideaStems.some((idea) => idea.some((phrase) => phrase.every((stem, at) => isWord(stem, title[at]))));
      return (
        begins &&
        ideaStems.every((idea) => idea.some((phrase) => phrase.every((stem) => title.some((titleStem) => isWord(stem, titleStem)))))
      );
    };
    const namedResults = new Set(best.filter(named));
    const listed = [...namedResults, ...best.filter((result) => !namedResults.has(result))].map((result) => ({
      document: documents.get(result.id as number)!,
      matched: new Set(result.terms),
      bestMatch: false,
    }));
    let total = listed.length;

    // An idea a held search covers: its words, small ones aside ("are" in "where are you"), are the search's.
    const covers = (held: HeldSearch, at: number) => betWords(ideas[at]![0]!.join(' ')).every((stem) => held.words.has(stem));
    const pinned = pinnedResult(query, found, (result, bet) =>
      ideaStems.every((idea, at) => covers(bet, at) || (result !== undefined && meets(result, idea))),
    );
    // No answer: the owner says so (a search of theirs held with no other words), or no page meets
    // every idea ("opening hours"). A best bet answers.
    const asked = askUsFor(query);
    const ownerSaysSo = asked !== null && ideas.every((_, at) => covers(asked, at));
    const unanswered = !pinned && listed.length > 0 && (ownerSaysSo || most < ideas.length);
    if (pinned) {
      const already = listed.findIndex((item) => item.document === pinned.document);
      if (already >= 0) listed.splice(already, 1);
      else total += 1;
      listed.unshift(pinned);
    }
    return {
      query,
      total,
      results: listed.slice(0, MAX_RESULTS).map((item) => resultItem(item.document, item.matched, item.bestMatch)),
      ...(unanswered ? { askUs: file.askUs } : {}),
      leftOut,
    };
  }

  /**
   * The owner's best bet for this search, if there is one: the document at its address. Where several
   * share the address (the rows of a command table), the one that answers the search best, else the
   * first. It applies only if that result meets the query's words outside the bet's own: "email
   * address" holds the bet "address", but the Location card says nothing of email.
   */
  function pinnedResult(
    query: string,
    found: MiniSearchResult[],
    meetsTheRest: (result: MiniSearchResult | undefined, bet: HeldSearch) => boolean,
  ) {
    const bet = betFor(query);
    const atUrl = bet && documentsAt.get(bet.url);
    if (!bet || !atUrl) return null;
    const answering = found.find((result) => documents.get(result.id as number)!.url === bet.url);
    if (!meetsTheRest(answering, bet)) return null;
    return {
      document: answering ? documents.get(answering.id as number)! : atUrl[0]!,
      matched: new Set(answering?.terms ?? []),
      bestMatch: true,
    };
  }

  return { search };
}
