import { describe, expect, it } from 'vitest';
import { createSiteSearch } from '../../src/lib/search/engine';
import { indexFile } from '../../src/lib/search/indexFile';
import { CACHED_WORDS, cachedEntries } from '../../src/lib/search/stems';

/*
 * Issue 32, finding 1: every visitor's query goes through the search's word caches, which kept every
 * word they were given, so a client sending made-up words grew the server's memory without end.
 * The searches go through the same function the server's GET /search uses (createSiteSearch(…).search).
 */
const file = indexFile(
  [
    {
      kind: 'page',
      url: '/jaws',
      page: 'JAWS Tutorial',
      title: 'JAWS Screen Reader Tutorial',
      text: 'Learn to use the JAWS screen reader.',
    },
    { kind: 'term', url: '/glossary#magnifier', page: 'Glossary', title: 'Screen Magnifier', text: 'Software that enlarges the screen.' },
  ],
  [['text to speech', 'TTS']],
  [{ name: 'Glossary', path: '/glossary' }],
);

/** The nth made-up word, different for every n: "vq" and its number in letters (n in base 26, a to z). */
function madeUpWord(n: number): string {
  return `vq${[...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}`;
}

describe('the search’s word caches', () => {
  it('stay bounded after 100,000 searches of made-up words, and searches still find the same things', () => {
    const search = createSiteSearch(file);
    const before = search.search('jaws screen reader');
    // Each with a word of the site, so results are found and compared with their titles word by word.
    for (let at = 0; at < 100_000; at += 1) search.search(`${madeUpWord(at)} ${at % 2 ? 'screen' : 'jaws'}`);
    const held = cachedEntries();
    expect(held.stems).toBeLessThanOrEqual(CACHED_WORDS);
    expect(held.sameWords).toBeLessThanOrEqual(CACHED_WORDS);
    // Both caches were used, and filled: the bound is what held them.
    expect(held.stems).toBe(CACHED_WORDS);
    expect(held.sameWords).toBe(CACHED_WORDS);
    expect(search.search('jaws screen reader')).toEqual(before);
    expect(search.search('magnifer').results.map((result) => result.url)).toEqual(['/glossary#magnifier']);
  }, 300_000);
});
