import { stemmer } from 'stemmer';

/**
 * How words become search stems, the same for the site's words and a visitor's query, so that
 * "Magnifiers", "magnifier" and "magnification" meet, and "Insert+F7" is the keys Insert and F7.
 * ("Term" is kept for a glossary entry; MiniSearch's own options, `processTerm` and `boostTerm`,
 * call a stem a term, and ./engine.ts passes them the stems made here.)
 */

/** Anything that is not a letter or a digit separates words: spaces, "+", "/", "-", punctuation. */
const separator = /[^\p{L}\p{N}]+/u;

/** The words of a text, as typed (case kept): "Insert+F7" gives Insert and F7. */
export function words(text: string): string[] {
  return text.split(separator).filter(Boolean);
}

/**
 * A cache of at most `cap` entries that drops the least recently used when full. Every visitor's
 * query goes through the caches below, so an unbounded one grew with every new word anyone typed
 * (issue 32). Bounded rather than "the index's words only": the same functions run while the index
 * is built, and before it exists, so there is no list of the index's words to check against; a cap
 * well above the site's few thousand words keeps them all while searches use them, and a flood of
 * made-up words only pushes out others, each worked out again in microseconds. Small enough not to
 * need a library in the browser's bundle.
 *
 * In two generations (issue 43): a word used again is found in `recent` without being moved, and only
 * a word found in `older` moves to `recent`. Moving every word on every use (a Map's delete and set)
 * was most of the time a long query took. When full, the entry dropped is the oldest of `older`;
 * when `older` is empty, `recent` becomes it. So what was used since the last turn is never dropped.
 */
class RecentlyUsed<V> {
  private recent = new Map<string, V>();
  private older = new Map<string, V>();

  constructor(private readonly cap: number) {}

  get size(): number {
    return this.recent.size + this.older.size;
  }

  get(key: string): V | undefined {
    const value = this.recent.get(key);
    if (value !== undefined) return value;
    const old = this.older.get(key);
    if (old !== undefined) {
      this.older.delete(key);
      this.set(key, old);
    }
    return old;
  }

  set(key: string, value: V): void {
    this.older.delete(key);
    this.recent.set(key, value);
    if (this.size <= this.cap) return;
    if (!this.older.size) {
      this.older = this.recent;
      this.recent = new Map();
    }
    // A Map keeps its keys in the order they were set: the first is the oldest.
    this.older.delete(this.older.keys().next().value!);
  }
}

/** How many words, and pairs of words, each cache below may hold. */
export const CACHED_WORDS = 20_000;

/** Each word's stem, worked out once: the site has a few thousand words, met again in every extract. */
const stems = new RecentlyUsed<string>(CACHED_WORDS);

/** The stem a word is indexed and searched by: lower case, without accents, reduced to its stem. */
export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = uncachedStemOf(word);
    stems.set(word, stem);
  }
  return stem;
}

/** A word in lower case, without accents: "Café" is "cafe". */
function plainWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function uncachedStemOf(word: string): string {
  const plain = plainWord(word);
  // Keys, numbers and short abbreviations ("F7", "365", "Ins", "TTS") are not English words: the
  // stemmer would only make them into others ("ins" into "in").
  return plain.length <= 3 || /\d/.test(plain) ? plain : stemmer(plain);
}

/**
 * Words a question is made of that say nothing of what is wanted ("how do I stop JAWS talking").
 * They are dropped from a query, never from the index, and kept when they are all there is, or when
 * they are a key ("Insert+A").
 */
const questionWords = new Set(
  'a an and are as at be by can could do does for from get how i if in into is it its me my of on or should so that the this to what when where which who why will with would you your'.split(
    ' ',
  ),
);

export function isQuestionWord(word: string): boolean {
  return questionWords.has(word.toLowerCase());
}

/**
 * The words of a query that say what is wanted, as typed: its question words dropped, unless they
 * are all there is, or a key pressed with another ("Insert+A": even "A" is meant there).
 */
export function meaningfulQueryWords(query: string): string[] {
  const typed = query.split(' ').flatMap((chunk) => words(chunk).map((word) => ({ word, key: chunk.includes('+') })));
  const meaningful = typed.filter((item) => item.key || !isQuestionWord(item.word));
  return (meaningful.length ? meaningful : typed).map((item) => item.word);
}

/** Words that never tell one question from another ("is", "the"): a best bet is matched without them. */
const fillerWords = new Set('a an and are as at be by do does for from i in into is it its of on or so the to'.split(' '));

/**
 * The words a best bet is matched by (../../src/lib/search/engine.ts, issue 46): the stems of a
 * search's words but the fillers, each once, in no order. A best bet applies to a query that holds
 * all of one of its searches' words, in any order and with other words around them: "price of
 * training" holds "price". Question words are kept ("when are you open" is not "open").
 */
export function betWords(query: string): string[] {
  const stems = words(query)
    .filter((word) => !fillerWords.has(word.toLowerCase()))
    .map(stemOf);
  return [...new Set(stems)].sort();
}

/** A search as one key (the best bets' file allows each once): its betWords, so "much how" is "how much". */
export function searchKey(query: string): string {
  return betWords(query).join(' ');
}

/**
 * Whether a word typed is `wanted`, or a slip of it: the same stem, or (from five letters) as few
 * changed, missing or extra letters as the index forgives, one in five ("naturaly" is "naturally").
 * Used where the index cannot forgive by itself: a phrase of the owner's synonyms met in a query.
 */
export function isSameWord(typed: string, wanted: string): boolean {
  if (typed === wanted || stemOf(typed) === stemOf(wanted)) return true;
  if (typed.length < 5) return false;
  const pair = `${typed} ${wanted}`;
  let same = sameWords.get(pair);
  if (same === undefined) {
    const a = plainWord(typed);
    const b = plainWord(wanted);
    const slips = Math.round(a.length * 0.2);
    same = a.length >= 5 && editDistance(a, b, slips) <= slips;
    sameWords.set(pair, same);
  }
  return same;
}

/** Pairs of words already compared: a query's words meet the same synonyms and titles again. */
const sameWords = new RecentlyUsed<boolean>(CACHED_WORDS);

/** How many entries the caches hold now, for the test that they stay bounded. */
export function cachedEntries(): { stems: number; sameWords: number } {
  return { stems: stems.size, sameWords: sameWords.size };
}

/** The letters to change, add or remove to make `a` into `b` (Levenshtein), counted up to `most` + 1. */
function editDistance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > most) return most + 1;
    previous = current;
  }
  return previous[b.length]!;
}
