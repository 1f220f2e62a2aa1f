import { stemmer } from 'stemmer';

/**
 * How words become search terms, the same for the site's words and a visitor's query, so that
 * "Magnifiers", "magnifier" and "magnification" meet, and "Insert+F7" is the keys Insert and F7.
 */

/** Anything that is not a letter or a digit separates words: spaces, "+", "/", "-", punctuation. */
const separator = /[^\p{L}\p{N}]+/u;

/** The words of a text, as typed (case kept): "Insert+F7" gives Insert and F7. */
export function words(text: string): string[] {
  return text.split(separator).filter(Boolean);
}

/** Each word's term, worked out once: the site has a few thousand words, met again in every extract. */
const terms = new Map<string, string>();

/** The term a word is indexed and searched by: lower case, without accents, reduced to its stem. */
export function termOf(word: string): string {
  let term = terms.get(word);
  if (term === undefined) {
    term = stemOf(word);
    terms.set(word, term);
  }
  return term;
}

function stemOf(word: string): string {
  const plain = word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
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
