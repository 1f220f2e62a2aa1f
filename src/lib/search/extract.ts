/** A text in pieces, each marked or not: a result's name, or a passage of its words. */
export type Marked = { text: string; mark: boolean }[];

/** How many words an extract shows: about two lines on a phone. */
export const EXTRACT_WORDS = 28;

const wordPattern = /[\p{L}\p{N}]+/gu;

/**
 * `text`, or the passage of it of `maxWords` words with the most matching words (starting a few
 * words before the first of them), with each matching word marked and "…" where words were left
 * out. Keys pressed together ("Insert+F7") and matching words side by side are one mark.
 */
export function makeExtract(text: string, isMatch: (word: string) => boolean, maxWords = EXTRACT_WORDS): Marked {
  const found = [...text.matchAll(wordPattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    hit: isMatch(match[0]),
  }));
  let first = 0;
  let last = found.length;
  if (found.length > maxWords) {
    // The window with the most matches; among equals, the earliest.
    let bestStart = 0;
    let bestHits = -1;
    let hits = 0;
    for (let end = 0; end < found.length; end += 1) {
      if (found[end]!.hit) hits += 1;
      const start = end - maxWords + 1;
      if (start < 0) continue;
      if (hits > bestHits) {
        bestHits = hits;
        bestStart = start;
      }
      if (found[start]!.hit) hits -= 1;
    }
    // Begin a little before the first match in the window, so it reads as part of a sentence.
    const firstHit = found.findIndex((word, index) => index >= bestStart && word.hit);
    first = firstHit < 0 ? 0 : Math.max(0, Math.min(firstHit - 4, found.length - maxWords));
    last = first + maxWords;
  }
  if (!found.length) return text ? [{ text, mark: false }] : [];

  const pieces: Marked = [];
  const push = (piece: string, mark: boolean) => {
    if (!piece) return;
    const previous = pieces.at(-1);
    if (previous && previous.mark === mark) previous.text += piece;
    else pieces.push({ text: piece, mark });
  };
  const from = first === 0 ? 0 : found[first]!.start;
  const to = last >= found.length ? text.length : found[last - 1]!.end;
  if (first > 0) push('… ', false);
  let at = from;
  for (let index = first; index < last; index += 1) {
    const word = found[index]!;
    const gap = text.slice(at, word.start);
    // A "+" or a space between two marked words is inside the mark.
    const joined = word.hit && pieces.at(-1)?.mark && /^[ +]$/.test(gap);
    push(gap, Boolean(joined));
    push(text.slice(word.start, word.end), word.hit);
    at = word.end;
  }
  push(text.slice(at, to), false);
  if (last < found.length) push(' …', false);
  return pieces;
}
