import { readDocuments } from '../../src/lib/search/indexFile';
import { MAX_QUERY_LENGTH } from '../../src/lib/search/query';
import { words } from '../../content-model/search/stems.ts';
import type { SearchIndexFile } from '../../content-model/search/types.ts';

/**
 * The queries site search is measured with (issue 43, docs/decisions/080): what visitors type, and
 * the costliest queries the site accepts. `npm run bench:search` times both; tests/dist/searchIndex.test.ts
 * holds the costliest to a few times a usual one by the work they do, and tests/load/ sends them to
 * the server while pages are fetched.
 */

/** What visitors search for: issue 23's examples, a few longer questions, what issues 30 and 46 found visitors ask. */
export const visitorQueries: readonly string[] = [
  'magnifer',
  'screenreader',
  'narator',
  'magnifiers',
  'dictating',
  'AtW',
  'access to work',
  'TTS',
  'text to speech',
  'dictation',
  'speech recognition',
  'VO',
  'Ctrl',
  'Ins',
  'Insert+F7',
  'NVDA+space',
  'how do I stop JAWS talking',
  'what is a refreshable braille display',
  'phone number',
  'email address',
  'cost',
  'jaws',
  'dragon naturaly speaking',
  'subtitles',
  // Issue 46: downloads, questions in another order, what the site does not answer, a product by its use.
  'docx',
  'braille',
  'jaws download',
  'price of training',
  'what does training cost',
  'opening hours',
  'when are you open',
  'dyslexia software',
  'large print',
];

/** Words joined by spaces up to MAX_QUERY_LENGTH characters: as long a query as the site searches. */
function fill(wordList: readonly string[]): string {
  let query = '';
  for (const word of wordList) {
    const longer = query ? `${query} ${word}` : word;
    if (longer.length > MAX_QUERY_LENGTH) break;
    query = longer;
  }
  return query;
}

/** Letters that look like words and are none: the same every run (a linear congruential sequence). */
function madeUpWords(count: number, length: number): string[] {
  let seed = 1;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join(''));
}

/**
 * Queries of 200 characters that cost the search the most, made from this index: its commonest words
 * (found in the most documents, each word's results merged and ranked, and the longest of them
 * matched with a slip and by their beginning), the owner's synonyms' words (each idea searched with
 * its synonyms), made-up words (a slip looked for in the whole index, nothing found), and the odd
 * shapes: one word repeated, one long word, keys, nothing but question words. By name, for the reports.
 */
export function costlyQueries(file: SearchIndexFile): Record<string, string> {
  const documentsWith = new Map<string, number>();
  for (const document of readDocuments(file))
    for (const word of new Set(words(`${document.title} ${document.text}`).map((word) => word.toLowerCase())))
      documentsWith.set(word, (documentsWith.get(word) ?? 0) + 1);
  const commonest = (shortest: number, longest: number) =>
    [...documentsWith]
      .filter(([word]) => word.length >= shortest && word.length <= longest && /^[a-z]+$/.test(word))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([word]) => word);
  return {
    'the commonest words of 3 letters': fill(commonest(3, 3)),
    'the commonest words of 4 letters': fill(commonest(4, 4)),
    'the commonest words of 5 letters': fill(commonest(5, 5)),
    'the commonest words of 6 letters': fill(commonest(6, 6)),
    'the commonest words of 5 to 7 letters': fill(commonest(5, 7)),
    'the commonest words of 8 to 9 letters': fill(commonest(8, 9)),
    'the commonest words of 10 to 14 letters': fill(commonest(10, 14)),
    'the synonyms’ words': fill(file.synonyms.flatMap((group) => group.flatMap((phrase) => words(phrase)))),
    'made-up words of 5 letters': fill(madeUpWords(40, 5)),
    'made-up words of 19 letters': fill(madeUpWords(10, 19)),
    'one made-up word of 200 letters': madeUpWords(1, MAX_QUERY_LENGTH)[0]!,
    'one word repeated': fill(Array.from({ length: 30 }, () => 'braille')),
    'keys pressed together': fill(Array.from({ length: 30 }, (_, at) => `Insert+F${(at % 12) + 1}`)),
    'question words only': fill(
      'how do i what is the a an can you should would could which where when why'.split(' ').concat('it its my me'),
    ),
  };
}
