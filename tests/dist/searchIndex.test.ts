import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { createSiteSearch, type SiteSearch } from '../../src/lib/search/engine';
import type { SearchResultItem } from '../../src/lib/search/outcome';
import { resultsHtml } from '../../src/lib/search/resultsHtml';
import { SEARCH_INDEX_PATH } from '../../src/lib/search/query';
import { readDocuments } from '../../src/lib/search/indexFile';
import type { SearchDocument, SearchIndexFile } from '../../content-model/search/types.ts';
import { notFoundRoute, routeTable } from '../../src/routes/routeTable';
import { site } from '../../src/config/site';
import { defaultContentFolder, tutorials as loadTutorials } from '../../content-model/disk';
import { loadAccessToWork } from '../../content-model/compiler/accessToWork.ts';
import { loadTrainingCategories } from '../../content-model/compiler/trainingCategories.ts';
import { glossaryTerms } from '../../src/content/generated/glossaryTerms';
import { builtPage } from './builtSite';
import { costlyQueries, visitorQueries } from '../../scripts/search/exampleQueries';

/*
 * Site search over the real site (issue 23, point 3): the index the build made from the prerendered
 * pages, and what the examples of the issue find. Needs the build (npm test builds first).
 */
let file: SearchIndexFile;
let documents: SearchDocument[];
let search: SiteSearch;
beforeAll(() => {
  file = JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile;
  documents = readDocuments(file);
  search = createSiteSearch(file);
});

const plain = (result: SearchResultItem | undefined) => result?.title.map((piece) => piece.text).join('') ?? '';
const top = (query: string, count = 3) => search.search(query).results.slice(0, count);
const first = (query: string) => search.search(query).results[0];

describe('the search index', () => {
  it('holds every page of the sitemap but the search page itself, and no other', () => {
    const indexed = new Set(documents.filter((document) => document.kind === 'page').map((document) => document.url));
    const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/(.)\/$/, '$1'));
    expect(listed).toContain('/search');
    expect([...indexed].sort()).toEqual(listed.filter((path) => path !== '/search').sort());
    for (const hidden of ['/search', notFoundRoute.path, '/admin']) expect(indexed.has(hidden)).toBe(false);
  });

  it('makes each glossary term, tutorial section, quick-guide tip, FAQ question and command its own document', () => {
    // Counted from the content, never pinned: the owner adds and removes terms, questions and
    // commands (decision 046).
    const of = (kind: string, page?: RegExp) =>
      documents.filter((document) => document.kind === kind && (!page || page.test(document.url)));
    const titles = (kind: string, page?: RegExp) =>
      of(kind, page)
        .map((document) => document.title)
        .sort();
    expect(
      of('term')
        .map((document) => document.url)
        .sort(),
    ).toEqual(glossaryTerms.map((term) => `/resources/glossary#${term.id}`).sort());
    expect(titles('term')).toEqual(glossaryTerms.map((term) => term.term).sort());
    const questions = [
      ...loadTrainingCategories(defaultContentFolder).flatMap((category) => category.page.faqs),
      ...loadAccessToWork(defaultContentFolder).faqs,
    ].map((faq) => faq.question);
    // The home page's video transcript is a disclosure too, so the index keeps it as one.
    expect(titles('faq').filter((title) => title !== 'Transcript of the video')).toEqual(questions.sort());
    const commands = loadTutorials().flatMap(({ tutorial }) =>
      [tutorial.commands, ...(tutorial.keyboardTopics ?? [])].flatMap((table) => table.rows),
    );
    expect(of('command', /screen-reader-tutorials/)).toHaveLength(commands.length);
    // Five tips on each quick guide (the schema's number), each a section under "Getting Started".
    const guides = routeTable.filter((route) => route.path.startsWith('/resources/software-quick-guides/'));
    for (const guide of guides) {
      const tips = documents.filter((document) => document.url.startsWith(`${guide.path}#`) && document.section === 'Getting Started');
      expect(tips, guide.path).toHaveLength(5);
    }
  });

  // Reads every built page with an anchor: some seconds on a busy machine.
  it('sends every result to a page of the site, and to an id that page has', { timeout: 30_000 }, () => {
    const ids = new Map<string, Set<string>>();
    for (const document of documents) {
      const [page, anchor] = document.url.split('#');
      expect(
        routeTable.some((route) => route.path === page),
        document.url,
      ).toBe(true);
      if (!anchor) continue;
      if (!ids.has(page!)) {
        const { document: html } = new JSDOM(builtPage(page!)).window;
        ids.set(page!, new Set([...html.querySelectorAll('[id]')].map((element) => element.id)));
      }
      expect(ids.get(page!)!.has(anchor), document.url).toBe(true);
    }
  });

  it('leaves out the parts every page repeats: breadcrumbs, "Back to…", the closing call, hub cards', () => {
    const words = documents.map((document) => document.text).join(' ');
    expect(words).not.toMatch(/Back to (?:categories|resources)/);
    expect(words).not.toContain('View guide');
    expect(documents.filter((document) => document.title === 'Need more detailed guidance?')).toEqual([]);
  });
});

describe('what the examples of the issue find', () => {
  it('a slip: "magnifer" finds the magnifier, "narator" Narrator', () => {
    expect(plain(first('magnifer'))).toMatch(/magnifi/i);
    expect(first('narator')?.page).toBe('Narrator Screen Reader Tutorial');
  });

  it('words run together: "screenreader" finds screen reader pages', () => {
    for (const result of top('screenreader')) expect(plain(result)).toMatch(/screen reader/i);
  });

  it('plurals and other endings: "magnifiers" finds what "magnifier" finds, "dictating" finds dictation', () => {
    expect(top('magnifiers')).toEqual(top('magnifier'));
    expect(plain(first('dictating'))).toMatch(/speech recognition|dictat/i);
  });

  it('"AtW" finds Access to Work, as "access to work" does', () => {
    expect(top('AtW').map((result) => result.url)).toEqual(top('access to work').map((result) => result.url));
    expect(first('AtW')?.url).toMatch(/access-to-work/);
  });

  it('"TTS" and "text to speech" find the glossary term first', () => {
    for (const query of ['TTS', 'text to speech']) expect(first(query)?.url).toBe('/resources/glossary#text-to-speech');
  });

  it('"dictation" and "speech recognition" find the same answers', () => {
    // The same answers; each counts what was typed a little more, so the order may differ.
    expect(search.search('dictation').total).toBe(search.search('speech recognition').total);
    const urls = (query: string) => top(query, 10).map((result) => result.url);
    expect(urls('speech recognition')).toContain(urls('dictation')[0]);
    expect(urls('dictation')).toContain(urls('speech recognition')[0]);
    for (const query of ['dictation', 'speech recognition']) expect(plain(first(query))).toMatch(/speech recognition|dictation/i);
  });

  it('"VO" finds VoiceOver: the tutorial first, then what else is named VoiceOver', () => {
    expect(first('VO')?.url).toBe('/resources/screen-reader-tutorials/voiceover');
    for (const result of top('VO')) expect(`${plain(result)} ${result.page}`).toMatch(/VoiceOver/);
  });

  it('"Ctrl" and "Control" both find the key that stops speech; "Ins" finds Insert', () => {
    for (const query of ['Ctrl stop', 'Control stop speech']) expect(plain(first(query))).toMatch(/^Ctrl: Stop speech\.$/);
    expect(plain(first('Ins+F7'))).toBe('Insert+F7: List the links on the page.');
  });

  it('keys as typed: "Insert+F7" and "NVDA+space" find their command, linked to its row of its table', () => {
    const links = first('Insert+F7');
    expect(plain(links)).toBe('Insert+F7: List the links on the page.');
    expect(links?.url).toBe('/resources/screen-reader-tutorials/jaws#essential-jaws-commands-desktop-layout-insert-f7');
    expect(links?.title.find((piece) => piece.mark)?.text).toBe('Insert+F7');
    expect(plain(first('NVDA+space'))).toBe('NVDA+Space: Switch between browse mode and focus mode.');
  });

  it('an answer before the page that mentions it: a question, a term, a tip, a tutorial section', () => {
    expect(first('how do I stop JAWS talking')?.url).toMatch(/^\/resources\/screen-reader-tutorials\/jaws#/);
    // The glossary's definition, after nothing but an item named by the question's words themselves: a
    // page of the owner's with a section "Refreshable braille displays" comes first, as it should
    // (tests/owner-content/ moved this from a pinned first place).
    const braille = search.search('what is a refreshable braille display').results;
    const term = braille.findIndex((result) => result.url === '/resources/glossary#braille-display');
    expect(term, JSON.stringify(braille.map(plain))).toBeGreaterThanOrEqual(0);
    for (const before of braille.slice(0, term)) expect(plain(before)).toMatch(/^refreshable braille displays?$/i);
    expect(first('Is Windows Magnifier enough')?.kind).toBe('faq');
    const tip = first('Dragon vocabulary');
    expect(tip?.url).toMatch(/^\/resources\/software-quick-guides\/dragon#/);
    expect(tip?.section).toBe('Getting Started');
  });
});

describe('what visitors ask most (issue 30)', () => {
  /** The same index without the owner's best bets: what the index finds by itself. */
  let unpinned: SiteSearch;
  beforeAll(() => {
    unpinned = createSiteSearch({ ...file, bestBets: [] });
  });
  const firstUnpinned = (query: string) => unpinned.search(query).results[0];

  it('the business details: "phone number", "telephone", "email address" reach the contact page’s card, by the index itself', () => {
    for (const query of ['phone', 'phone number', 'telephone', 'telephone number', site.phone.display]) {
      expect(firstUnpinned(query)?.url, query).toBe('/contact#contact-details-phone');
      expect(first(query)?.url, query).toBe('/contact#contact-details-phone');
    }
    for (const query of ['email', 'e-mail', 'email address', site.email]) {
      expect(firstUnpinned(query)?.url, query).toBe('/contact#contact-details-email');
      expect(first(query)?.url, query).toBe('/contact#contact-details-email');
    }
    expect(firstUnpinned(site.town)?.url).toBe('/contact#contact-details-location');
  });

  it('each card of the contact page is a result of its own, linked to its heading by an id used once', () => {
    const { document: contact } = new JSDOM(builtPage('/contact')).window;
    for (const [card, id] of [
      ['Email', 'contact-details-email'],
      ['Phone', 'contact-details-phone'],
      ['Location', 'contact-details-location'],
    ] as const) {
      expect(contact.querySelectorAll(`[id="${id}"]`), id).toHaveLength(1);
      expect(contact.getElementById(id)?.tagName).toBe('H3');
      expect(contact.getElementById(id)?.textContent?.trim()).toBe(card);
      expect(documents.filter((document) => document.url === `/contact#${id}`).map((document) => document.title)).toEqual([card]);
    }
  });

  it('"address" and "where are you" reach the town and the area served, the owner’s best bet', () => {
    for (const query of ['address', 'where are you', 'Where are you based?']) {
      expect(first(query), query).toMatchObject({ url: '/contact#contact-details-location', bestMatch: true });
    }
  });

  it('"cost", "price" and "fees" reach how quotes work, then the free consultation and Access to Work', () => {
    // SPEC: fees and prices are not shown. The site says each quote is personal, the first call free.
    for (const query of ['cost', 'price', 'fees', 'How much does it cost?', 'how much does training cost']) {
      const outcome = search.search(query);
      expect(outcome.results[0], query).toMatchObject({ url: '/#a-personalised-quote', bestMatch: true });
      expect(
        outcome.results.filter((result) => result.url === '/#a-personalised-quote'),
        query,
      ).toHaveLength(1);
    }
    const cost = search.search('cost').results.map((result) => result.url);
    expect(cost.slice(0, 3)).toContain('/resources/access-to-work#will-my-employer-have-to-pay-anything');
    expect(cost).toContain('/#free-phone-consultation');
  });

  it('a slip inside a phrase: "dragon naturaly speaking" finds Dragon’s pages, its guide first', () => {
    const outcome = search.search('dragon naturaly speaking');
    expect(outcome.total).toBeGreaterThanOrEqual(10);
    expect(outcome.results[0]?.url).toBe('/resources/software-quick-guides/dragon');
    for (const result of outcome.results.slice(0, 5)) expect(`${plain(result)} ${result.page} ${result.url}`).toMatch(/dragon/i);
  });

  it('a product’s name: its own page before any single command of it', () => {
    const own: Record<string, string> = {
      jaws: '/resources/screen-reader-tutorials/jaws',
      nvda: '/resources/screen-reader-tutorials/nvda',
      narrator: '/resources/screen-reader-tutorials/narrator',
      voiceover: '/resources/screen-reader-tutorials/voiceover',
      dragon: '/resources/software-quick-guides/dragon',
    };
    for (const [query, page] of Object.entries(own)) {
      const results = search.search(query).results;
      expect(results[0]?.url, query).toBe(page);
      const firstCommand = results.findIndex((result) => result.kind === 'command');
      // The glossary term and the training section named so come before the commands too.
      for (const named of results.filter((result) => result.kind !== 'command' && plain(result).toLowerCase() === query)) {
        expect(firstCommand < 0 || results.indexOf(named) < firstCommand, `${query}: ${named.url}`).toBe(true);
      }
    }
    expect(plain(first('jaws'))).toBe('JAWS Screen Reader Tutorial');
  });

  it('"subtitles" finds captions: the glossary term, and Caption.Ed', () => {
    const urls = top('subtitles', 5).map((result) => result.url);
    expect(urls[0]).toBe('/resources/glossary#captions');
    expect(urls).toContain('/resources/software-quick-guides/caption-ed');
  });

  it('every best bet the owner seeded puts its result first, for each of its searches, and once', () => {
    expect(file.bestBets.length).toBeGreaterThan(0);
    for (const bet of file.bestBets) {
      for (const query of bet.searches) {
        const outcome = search.search(query);
        // A best bet that leads to the ways to ask lists questions the site does not answer (issue 46).
        if (bet.url === file.askUs.path) {
          expect(outcome.askUs, query).toEqual(file.askUs);
          expect(outcome.results.filter((result) => result.bestMatch)).toEqual([]);
          continue;
        }
        expect(outcome.results[0], query).toMatchObject({ url: bet.url, bestMatch: true });
        expect(
          outcome.results.filter((result) => result.bestMatch),
          query,
        ).toHaveLength(1);
        expect(outcome.total, query).toBeGreaterThanOrEqual(outcome.results.length);
      }
    }
  });
});

describe('every kind of answer, and questions in any order (issue 46)', () => {
  const pages = (query: string) => search.search(query).results.map((result) => result.url);

  it('"docx", "brf", "braille", "large print" and "jaws download" reach a tutorial’s downloads, named by their formats', () => {
    for (const query of ['docx', 'brf', 'braille', 'large print', 'jaws download']) {
      const downloads = search.search(query).results.filter((result) => result.kind === 'downloads');
      expect(downloads.length, query).toBeGreaterThan(0);
      for (const result of downloads) {
        expect(result.url, query).toMatch(/^\/resources\/[a-z-]+\/[a-z0-9-]+#downloads$/);
        expect(result.extract.map((piece) => piece.text).join(''), query).toMatch(/Word document \(DOCX.*Braille-ready file \(BRF/);
      }
    }
    expect(first('jaws download')).toMatchObject({
      url: '/resources/screen-reader-tutorials/jaws#downloads',
      page: 'JAWS Screen Reader Tutorial',
    });
    expect(first('docx')?.kind).toBe('downloads');
    // "large print" also names a product for people with sight loss (GuideConnect, "with large print
    // and speech"), a fair first answer: the downloads follow it.
    expect(top('large print', 3).map((result) => result.kind)).toContain('downloads');
  });

  it('the download words are not in any tutorial’s or guide’s own result, nor in its sections', () => {
    const notDownloads = documents.filter((document) => document.kind !== 'downloads');
    for (const document of notDownloads)
      expect(`${document.title} ${document.text}`, document.url).not.toMatch(/Braille-ready file|\(DOCX,/);
    // "jaws" still lists the JAWS tutorial and its other answers before its downloads.
    expect(top('jaws', 5).map((result) => result.kind)).not.toContain('downloads');
    expect(first('braille')?.kind).not.toBe('downloads');
  });

  it('"price of training", "cost of training", "training prices", "what does training cost" reach the quote, as "prices" does', () => {
    for (const query of [
      'prices',
      'fees',
      'how much is it',
      'price of training',
      'cost of training',
      'training prices',
      'what does training cost',
    ])
      expect(first(query), query).toMatchObject({ url: '/#a-personalised-quote', bestMatch: true });
    // Other words the quote does not meet are not pinned to it.
    for (const query of ['how much does jaws cost', 'email address', 'braille book'])
      expect(first(query)?.bestMatch, query).toBeUndefined();
    expect(first('email address')?.url).toBe('/contact#contact-details-email');
  });

  it('"opening hours", "when are you open": the first result says the site has no answer, and leads to the ways to ask', () => {
    for (const query of ['opening hours', 'when are you open', 'what are your opening hours']) {
      const outcome = search.search(query);
      expect(outcome.askUs, query).toEqual({ name: 'Contact Us', path: '/contact#contact-details-heading' });
      const html = new JSDOM(resultsHtml(outcome, file.suggestions)).window.document;
      const firstItem = html.querySelector('ol > li');
      expect(firstItem?.textContent, query).toMatch(/^Not answered on this site: Ask us, Contact Us.*No page of this site answers/);
      expect(firstItem?.querySelector('a')?.getAttribute('href')).toBe('/contact#contact-details-heading');
    }
    // A question the site does answer is not sent to ask.
    for (const query of ['open settings', 'jaws', 'price of training', 'how do I stop JAWS talking'])
      expect(search.search(query).askUs, query).toBeUndefined();
  });

  it('"dyslexia software" and "large print" name the product the words matched, not its letter', () => {
    expect(first('dyslexia software')).toMatchObject({ url: '/training/software-a-z#global-autocorrect', kind: 'product' });
    expect(plain(first('dyslexia software'))).toBe('Global AutoCorrect');
    for (const query of ['dyslexia software', 'large print', 'zoomtext', 'note taking'])
      for (const result of search.search(query).results) expect(plain(result), query).not.toMatch(/^[A-Z]$/);
    expect(pages('large print')).toContain('/training/software-a-z#guideconnect');
  });
});

describe('what a search costs (issue 43, docs/decisions/080)', () => {
  /**
   * The work one search does, counted: its operations on hash tables (Map and Set: get, has, set,
   * add, delete), in the engine, its word caches and MiniSearch, whose index is a tree of Maps. A
   * search's time is made of them (a CPU profile: the caches, MiniSearch's scoring and merging, the
   * stems of the extracts), and unlike time the count is the same on any machine under any load.
   * Decision 080 gives the counts beside the times they track.
   */
  function hashTableOperations(query: string): number {
    let operations = 0;
    const methods = [Map.prototype, Set.prototype].flatMap((prototype) =>
      (['get', 'has', 'set', 'add', 'delete'] as const)
        .filter((name) => name in prototype)
        .map((name) => ({ prototype: prototype as unknown as Record<string, (...args: unknown[]) => unknown>, name })),
    );
    const originals = methods.map(({ prototype, name }) => prototype[name]!);
    methods.forEach(({ prototype, name }, at) => {
      const original = originals[at]!;
      prototype[name] = function counted(this: unknown, ...args: unknown[]) {
        operations += 1;
        return original.apply(this, args);
      };
    });
    try {
      search.search(query);
    } finally {
      methods.forEach(({ prototype, name }, at) => (prototype[name] = originals[at]!));
    }
    return operations;
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('the costliest queries the site accepts do at most 10 times the work of a usual query', () => {
    // The costliest first, their made-up words new to the caches, as an attacker's are; the visitors'
    // queries after one search each, as their words are the site's.
    const costly = Object.entries(costlyQueries(file)).map(([name, query]) => ({ name, work: hashTableOperations(query) }));
    for (const query of visitorQueries) search.search(query);
    const usual = median(visitorQueries.map(hashTableOperations));
    expect(usual).toBeGreaterThan(0);
    for (const { name, work } of costly) expect(work / usual, `${name}: ${work} against ${usual}`).toBeLessThanOrEqual(10);
  });

  it('every visitor’s query and every search the owner pinned a result for is searched whole', () => {
    for (const query of [...visitorQueries, ...file.bestBets.flatMap((bet) => bet.searches)])
      expect(search.search(query).leftOut, query).toEqual([]);
  });
});
