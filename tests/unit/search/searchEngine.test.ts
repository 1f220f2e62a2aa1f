import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createSiteSearch } from '../../../src/lib/search/engine';
import { MAX_RESULTS } from '../../../src/lib/search/outcome';
import { makeExtract } from '../../../src/lib/search/extract';
import { indexFile, readDocuments } from '../../../src/lib/search/indexFile';
import { MAX_QUERY_WORDS, normaliseQuery } from '../../../src/lib/search/query';
import { countText, leftOutText, resultPlace, resultsHtml, searchAnnouncement } from '../../../src/lib/search/resultsHtml';
import { CACHED_WORDS, cachedEntries, isSameWord, searchKey } from '../../../content-model/search/stems.ts';
import type { SearchDocument, SearchIndexFile } from '../../../content-model/search/types.ts';

/** A small site: the ranking rules on documents whose words are known exactly. */
const documents: Omit<SearchDocument, 'id'>[] = [
  {
    kind: 'page',
    url: '/tts',
    page: 'Reading Tools',
    title: 'Reading Tools',
    text: 'Tools that help with reading, such as text to speech.',
  },
  {
    kind: 'term',
    url: '/glossary#text-to-speech',
    page: 'Glossary',
    title: 'Text-to-Speech',
    text: 'Technology that reads digital text aloud.',
  },
  {
    kind: 'section',
    url: '/guide#scattered',
    page: 'Guide',
    title: 'Notes',
    text: 'Speech is one thing; text is another; we speak to them.',
  },
  {
    kind: 'command',
    url: '/jaws#commands',
    page: 'JAWS Tutorial',
    section: 'Essential commands',
    title: 'Insert+F7: List the links on the page.',
    text: '',
  },
  {
    kind: 'command',
    url: '/jaws#commands',
    page: 'JAWS Tutorial',
    section: 'Essential commands',
    title: 'Ctrl: Stop speech.',
    text: '',
  },
  {
    kind: 'section',
    url: '/voice#control',
    page: 'Voice Control Guide',
    title: 'Turn on Voice Control',
    text: 'Open Settings and turn Voice Control on.',
  },
  {
    kind: 'faq',
    url: '/training#screen-reader',
    page: 'Training',
    section: 'Frequently asked questions',
    title: 'What does a screen reader do?',
    text: 'A screen reader speaks what is on the screen.',
  },
  {
    kind: 'section',
    url: '/zoom#magnifier',
    page: 'Low Vision',
    title: 'Windows Magnifier',
    text: 'The magnifier built into Windows enlarges the screen.',
  },
];
const file: SearchIndexFile = indexFile(
  documents,
  [
    ['text to speech', 'TTS'],
    ['Control', 'Ctrl'],
    ['Insert', 'Ins'],
  ],
  [{ name: 'Glossary', path: '/glossary' }],
);
const search = createSiteSearch(file);
const urls = (query: string) => search.search(query).results.map((result) => result.url);
const marked = (pieces: { text: string; mark: boolean }[]) => pieces.map((piece) => (piece.mark ? `[${piece.text}]` : piece.text)).join('');

describe('site search', () => {
  it('finds an item by a word of its name before a page that mentions it', () => {
    expect(urls('text to speech')[0]).toBe('/glossary#text-to-speech');
  });

  it('an abbreviation finds what its phrase finds, and the phrase only with its words together', () => {
    expect(urls('TTS')).toEqual(urls('text to speech'));
    // "speech" and "text" apart, in another order, are not "text to speech".
    expect(urls('TTS')).not.toContain('/guide#scattered');
  });

  it('what was typed counts before its synonym: Ctrl finds the key before Voice Control', () => {
    expect(urls('Ctrl')[0]).toBe('/jaws#commands');
    expect(urls('Ctrl')).toContain('/voice#control');
  });

  it('reads keys pressed together, and their abbreviations', () => {
    const [first] = search.search('Insert+F7').results;
    expect(first?.url).toBe('/jaws#commands');
    expect(marked(first!.title)).toBe('[Insert+F7]: List the links on the page.');
    expect(search.search('ins+f7').results[0]?.title).toEqual(first?.title);
  });

  it('forgives a slip, a plural and words run together', () => {
    expect(urls('magnifer')[0]).toBe('/zoom#magnifier');
    expect(urls('magnifiers')[0]).toBe('/zoom#magnifier');
    expect(urls('screenreader')[0]).toBe('/training#screen-reader');
  });

  it('drops the words of a question, and lists only what meets the most of the rest', () => {
    // "screen" alone (the magnifier) meets one idea of two: only the answer with both is listed.
    expect(urls('what does a screen reader do')).toEqual(['/training#screen-reader']);
    expect(search.search('how do I stop speech').results.map((result) => result.url)).toEqual(['/jaws#commands']);
  });

  it('says nothing was found, and offers the suggested pages', () => {
    const outcome = search.search('xylophone quartz');
    expect(outcome).toEqual({ query: 'xylophone quartz', total: 0, results: [], leftOut: [] });
    const html = resultsHtml(outcome, file.suggestions);
    expect(html).toContain('No results for “xylophone quartz”');
    expect(html).toContain('<a href="/glossary">Glossary</a>');
  });

  it('marks the words matched in the name and the extract, and escapes what it quotes', () => {
    const [first] = search.search('magnifier').results;
    expect(marked(first!.title)).toBe('Windows [Magnifier]');
    expect(marked(first!.extract)).toBe('The [magnifier] built into Windows enlarges the screen.');
    const html = resultsHtml(search.search('<script>magnifier'), []);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;magnifier');
    expect(html).toContain('<mark>Magnifier</mark>');
  });

  it('counts in words', () => {
    expect(countText({ query: 'jaws', total: 1 })).toBe('1 result for “jaws”');
    expect(countText({ query: 'jaws', total: 2 })).toBe('2 results for “jaws”');
    expect(countText({ query: 'jaws', total: 0 })).toBe('No results for “jaws”');
  });

  it('lists at most MAX_RESULTS, and says how many there were', () => {
    const many: Omit<SearchDocument, 'id'>[] = Array.from({ length: MAX_RESULTS + 5 }, (_, id) => ({
      kind: 'section',
      url: `/page-${id}`,
      page: `Page ${id}`,
      title: `Braille ${id}`,
      text: 'Braille.',
    }));
    const outcome = createSiteSearch(indexFile(many, [], [])).search('braille');
    expect(outcome.total).toBe(MAX_RESULTS + 5);
    expect(outcome.results).toHaveLength(MAX_RESULTS);
    expect(resultsHtml(outcome, [])).toContain(`Showing the best ${MAX_RESULTS}.`);
  });

  it('forgives a slip in a word of a synonym’s phrase: "text to speach" is "text to speech", not its words apart', () => {
    expect(urls('text to speach')).toEqual(urls('text to speech'));
    expect(urls('text to speach')).not.toContain('/guide#scattered');
  });

  it('lists an item named by the query before a command that says the name twice', () => {
    const site = createSiteSearch(
      indexFile(
        [
          {
            kind: 'command',
            url: '/jaws#keys',
            page: 'JAWS Tutorial',
            section: 'Keys',
            title: 'Insert+F4: Quit JAWS. If JAWS asks, press Enter.',
            text: '',
          },
          { kind: 'page', url: '/jaws', page: 'JAWS Tutorial', title: 'JAWS Tutorial', text: 'Learn the screen reader.' },
          { kind: 'term', url: '/glossary#jaws', page: 'Glossary', title: 'JAWS', text: 'A screen reader for Windows.' },
          { kind: 'section', url: '/training#tools', page: 'Training', title: 'Tools we teach', text: 'JAWS, NVDA and Narrator.' },
        ],
        [],
        [],
      ),
    );
    const found = site.search('jaws').results.map((result) => result.url);
    // The tutorial and the term first (their names are the product's), then the rest as MiniSearch ranks them.
    expect(found.slice(0, 2).sort()).toEqual(['/glossary#jaws', '/jaws']);
    expect(found.slice(2)).toContain('/jaws#keys');
    // A command is never "named": its keys come first in its name.
    expect(site.search('Insert+F4').results[0]?.url).toBe('/jaws#keys');
  });

  it('cleans a query: spaces, and at most 200 characters', () => {
    expect(normaliseQuery('  stop \n JAWS  ')).toBe('stop JAWS');
    expect(normaliseQuery('a'.repeat(500))).toHaveLength(200);
    expect(search.search('   ').total).toBe(0);
  });
});

describe('a query of many words (issue 43)', () => {
  // Nine words the small site does not use, then the magnifier's own: the tenth word is left out.
  const filler = 'alpha bravo charlie delta echo foxtrot golf hotel'.split(' ');
  const long = `${filler.join(' ')} india magnifier`;

  it(`is searched for its first ${MAX_QUERY_WORDS} words, and says which were left out`, () => {
    expect(MAX_QUERY_WORDS).toBe(8);
    expect(urls('magnifier')).toContain('/zoom#magnifier');
    const outcome = search.search(long);
    expect(outcome.leftOut).toEqual(['india', 'magnifier']);
    expect(outcome.results.map((result) => result.url)).not.toContain('/zoom#magnifier');
    // Within the eight, the magnifier is found.
    expect(search.search(`${filler.slice(0, 7).join(' ')} magnifier`).results.map((result) => result.url)).toContain('/zoom#magnifier');
  });

  it('counts neither question words nor a word typed again', () => {
    const outcome = search.search(`what is the ${filler.slice(0, 7).join(' ')} alpha Alpha alphas how do I get the magnifier`);
    expect(outcome.leftOut).toEqual([]);
    expect(outcome.results.map((result) => result.url)).toContain('/zoom#magnifier');
    expect(search.search('how do I stop speech').leftOut).toEqual([]);
  });

  it('says so on the results page, in words, under the count, and in what the status region says', () => {
    const outcome = search.search(long);
    const { document } = new JSDOM(`<div>${resultsHtml(outcome, file.suggestions)}</div>`).window;
    const note =
      'A search uses at most 8 words, so 2 words were left out: “india” and “magnifier”. To find them, search again with fewer words.';
    expect([...document.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toContain(note);
    expect(document.querySelector('h2')?.nextElementSibling?.textContent).toBe(note);
    expect(searchAnnouncement(outcome)).toBe(`${countText(outcome)}. A search uses at most 8 words, so 2 words were left out.`);
    const one = search.search(`${filler.join(' ')} india`);
    expect(leftOutText(one).shown).toBe(
      'A search uses at most 8 words, so 1 word was left out: “india”. To find them, search again with fewer words.',
    );
    // Nothing is said when nothing was left out.
    const whole = search.search('magnifier');
    expect(searchAnnouncement(whole)).toBe(countText(whole));
    expect(resultsHtml(whole, file.suggestions)).not.toContain('left out');
  });

  it('escapes the words it quotes', () => {
    const outcome = search.search(`${filler.join(' ')} <b>bold</b>`);
    expect(outcome.leftOut).toEqual(['b', 'bold']);
    const html = resultsHtml({ ...outcome, leftOut: ['<img src=x onerror=alert(1)>'] }, file.suggestions);
    expect(html).toContain('“&lt;img src=x onerror=alert(1)&gt;”');
    expect(html).not.toContain('<img');
  });
});

describe('best bets', () => {
  const pinnedSite = createSiteSearch(
    indexFile(
      documents,
      [['text to speech', 'TTS']],
      [],
      [
        { searches: ['how much does it cost', 'tools'], url: '/tts' },
        { searches: ['speech'], url: '/jaws#commands' },
        { searches: ['gone'], url: '/no-such-page' },
      ],
    ),
  );

  it('list the pinned result first, as the best match, counted once and not listed again below', () => {
    const outcome = pinnedSite.search('tools');
    expect(outcome.results[0]).toMatchObject({ url: '/tts', bestMatch: true });
    expect(outcome.results.filter((result) => result.url === '/tts')).toHaveLength(1);
    expect(outcome.results.slice(1).every((result) => !result.bestMatch)).toBe(true);
    // Found by the index too: the count is what was found.
    expect(outcome.total).toBe(search.search('tools').total);
  });

  it('count a pinned result that the search would not have found', () => {
    const outcome = pinnedSite.search('How much does it COST?');
    expect(outcome.results.map((result) => result.url)).toEqual(['/tts']);
    expect(outcome).toMatchObject({ total: 1 });
    expect(marked(outcome.results[0]!.title)).toBe('Reading Tools');
  });

  it("match a search's words in any order, capitals, endings and small words aside", () => {
    expect(searchKey('How much does it cost?')).toBe(searchKey('cost: how much?'));
    expect(searchKey('Prices')).toBe(searchKey('price'));
    expect(pinnedSite.search('Tool').results[0]?.bestMatch).toBe(true);
  });

  it('match a query with other words around the search, when the pinned result meets them too (issue 46)', () => {
    for (const query of ['reading tools', 'tools for reading', 'what does it cost, how much?']) {
      expect(pinnedSite.search(query).results[0], query).toMatchObject({ url: '/tts', bestMatch: true });
    }
    // "cost" is not all of "how much does it cost"; the Reading Tools page says nothing of JAWS.
    for (const other of ['cost', 'how much does JAWS cost']) {
      expect(
        pinnedSite.search(other).results.some((result) => result.bestMatch),
        other,
      ).toBe(false);
    }
  });

  it('pin, of the items at one address, the one that answers the search, else the first', () => {
    // Two commands share /jaws#commands; "speech" is in "Ctrl: Stop speech." only.
    expect(marked(pinnedSite.search('speech').results[0]!.title)).toBe('Ctrl: Stop [speech].');
    expect(pinnedSite.search('speech').results[0]?.bestMatch).toBe(true);
  });

  it('are left out where the address has no result (the build refuses such a best bet)', () => {
    expect(pinnedSite.search('gone')).toEqual({ query: 'gone', total: 0, results: [], leftOut: [] });
  });

  it('are marked "Best match" in words, in the heading, and not in the link’s own words', () => {
    const html = resultsHtml(pinnedSite.search('speech'), []);
    const { document } = new JSDOM(html).window;
    const [first, ...others] = [...document.querySelectorAll('ol > li')];
    expect(first?.querySelector('h3 a')?.textContent).toBe('Ctrl: Stop speech., JAWS Tutorial, Essential commands');
    expect(first?.querySelector('h3')?.textContent).toBe('Best match: Ctrl: Stop speech., JAWS Tutorial, Essential commands');
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other.querySelector('h3')?.textContent).not.toContain('Best match');
  });
});

describe('a result’s link', () => {
  it('says its name and its place once each: a page is its name alone', () => {
    const page = { title: [{ text: 'JAWS Screen Reader Tutorial', mark: false }], page: 'JAWS Screen Reader Tutorial' };
    expect(resultPlace(page)).toBe('');
    expect(resultPlace({ ...page, title: [{ text: 'Insert+F7', mark: true }], section: 'Essential commands' })).toBe(
      'JAWS Screen Reader Tutorial, Essential commands',
    );
    const html = resultsHtml(search.search('reading tools'), []);
    const link = new JSDOM(html).window.document.querySelector('a[href="/tts"]');
    expect(link?.textContent).toBe('Reading Tools');
  });
});

describe('a word and its slips', () => {
  it('is the same word with one slip in five letters, and only the same word when shorter', () => {
    expect(isSameWord('naturaly', 'naturally')).toBe(true);
    expect(isSameWord('Speaking', 'speak')).toBe(true);
    expect(isSameWord('speach', 'speech')).toBe(true);
    expect(isSameWord('Ins', 'Esc')).toBe(false);
    expect(isSameWord('tts', 'its')).toBe(false);
    expect(isSameWord('dragon', 'draw')).toBe(false);
  });
});

describe('the index file', () => {
  it('writes each page once and reads back every document as it was, numbered in order', () => {
    expect(file.pages).toHaveLength(new Set(documents.map((document) => document.url.split('#')[0])).size);
    expect(readDocuments(file)).toEqual(documents.map((document, id) => ({ id, ...document })));
  });
});

describe('an extract', () => {
  const isMatch = (word: string) => word.toLowerCase() === 'braille';

  it('is the passage with the matches, begun a few words before, with … where words are left out', () => {
    const text = `${'One two three four five six seven eight nine ten. '.repeat(4)}A braille display shows braille. ${'Eleven twelve. '.repeat(20)}`;
    const extract = marked(makeExtract(text, isMatch, 12));
    expect(extract).toBe('… eight nine ten. A [braille] display shows [braille]. Eleven twelve. Eleven twelve …');
  });

  it('is the whole text when it is short', () => {
    expect(marked(makeExtract('Braille, braille.', isMatch))).toBe('[Braille], [braille].');
  });
});

/*
 * Issue 32, finding 1: every visitor's query goes through the search's word caches, which kept every
 * word they were given, so a client sending made-up words grew the server's memory without end.
 * The searches go through the same function the server's GET /search uses (createSiteSearch(…).search).
 */
const manyWordsFile = indexFile(
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
    const search = createSiteSearch(manyWordsFile);
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
