import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { createApp } from '../../server/app';
import express from 'express';
import { CLIENT_IPV6_PREFIX } from '../../server/clientPrefix';
import { readServerTemplates } from '../../server/pageTemplates';
import { SEARCH_RATE_LIMIT, SEARCHES_WAITING_AT_MOST, searchBusyWords, searchRouter } from '../../server/search';
import { createSiteSearch } from '../../src/lib/search/engine';
import { normaliseQuery, SEARCH_INDEX_PATH } from '../../src/lib/search/query';
import { countText, resultsHtml } from '../../src/lib/search/resultsHtml';
import type { SearchIndexFile } from '../../content-model/search/types.ts';

/*
 * Every test of server/search.ts, GET /search on the Node server: the results page, its rate limit,
 * and what is typed shown as text. Needs the build (npm test builds first).
 */

describe('the results page', () => {
  /*
   * GET /search?q= on the Node server (issue 23, point 5): the results are in the HTML, so search works
   * with JavaScript off. Needs the build (npm test builds first).
   */
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp();
  });

  async function searchPage(query: string) {
    const response = await request(app).get(`/search${query}`);
    const { document } = new JSDOM(response.text).window;
    const region = document.getElementById('search-results')!;
    return { response, document, region };
  }

  describe('the search page on the Node server', () => {
    it('answers a query with the results in the page: the count as a heading, each result a link with its extract', async () => {
      const { response, document, region } = await searchPage('?q=Insert%2BF7');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      // As many results as the built index gives: the owner adds and removes commands (decision 046).
      const index = JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile;
      const total = createSiteSearch(index).search('Insert+F7').total;
      expect(total).toBeGreaterThan(0);
      const count = `${total} result${total === 1 ? '' : 's'} for “Insert+F7”`;
      expect(document.title.startsWith(`${count} – Search | `)).toBe(true);
      expect(region.dataset.query).toBe('Insert+F7');
      expect(region.querySelector('h2')?.textContent).toBe(count);
      const links = [...region.querySelectorAll('ol > li h3 a')];
      expect(links[0]?.getAttribute('href')).toBe(
        '/resources/screen-reader-tutorials/jaws#essential-jaws-commands-desktop-layout-insert-f7',
      );
      expect(links[0]?.textContent).toBe(
        'Insert+F7: List the links on the page., JAWS Screen Reader Tutorial, Essential JAWS commands (desktop layout)',
      );
      expect(links[0]?.querySelector('mark')?.textContent).toBe('Insert+F7');
      // The field holds the query, and the note that search needs JavaScript is not there: here it does not.
      expect(document.querySelector<HTMLInputElement>('#search-page-query')?.value).toBe('Insert+F7');
      expect(document.getElementById('search-needs-javascript')).toBeNull();
    });

    it('names a page’s own result once, and marks the owner’s best bet "Best match" in its heading, above its link', async () => {
      const jaws = await searchPage('?q=jaws');
      const [tutorial] = [...jaws.region.querySelectorAll('ol > li h3 a')];
      expect(tutorial?.getAttribute('href')).toBe('/resources/screen-reader-tutorials/jaws');
      expect(tutorial?.textContent).toBe('JAWS Screen Reader Tutorial');
      expect(jaws.region.textContent).not.toContain('Best match');

      const cost = await searchPage('?q=How+much+does+it+cost%3F');
      const [best, ...others] = [...cost.region.querySelectorAll('ol > li h3')];
      expect(best?.textContent).toBe('Best match: A personalised quote, Home, Support That Continues After Training');
      expect(best?.querySelector('a')?.textContent).toBe('A personalised quote, Home, Support That Continues After Training');
      expect(best?.querySelector('a')?.getAttribute('href')).toBe('/#a-personalised-quote');
      expect(others.length).toBeGreaterThan(0);
      for (const other of others) expect(other.textContent).not.toContain('Best match');
    });

    it('says when nothing is found, and offers the hubs, the glossary and the contact page', async () => {
      const { region } = await searchPage('?q=xylophone');
      expect(region.querySelector('h2')?.textContent).toBe('No results for “xylophone”');
      const offered = [...region.querySelectorAll('ul a')].map((link) => link.getAttribute('href'));
      expect(offered).toEqual(expect.arrayContaining(['/training', '/resources', '/resources/glossary', '/contact']));
    });

    it('without a query, lists every page by section, without the note for static hosts', async () => {
      for (const address of ['', '/', '?q=', '?q=%20%20']) {
        const { response, document, region } = await searchPage(address);
        expect(response.status, address).toBe(200);
        expect(region.querySelector('h2')?.textContent).toBe('Every page, by section');
        expect(document.getElementById('search-needs-javascript')).toBeNull();
      }
    });

    it('escapes what it is given, takes the first of two queries, and cuts a long one', async () => {
      const { document, region } = await searchPage(`?q=${encodeURIComponent('<img src=x onerror=alert(1)>"')}`);
      expect(document.querySelector('img[onerror]')).toBeNull();
      expect(region.querySelector('h2')?.textContent).toMatch(/results for “<img src=x onerror=alert\(1\)>"”$/);
      expect(document.querySelector<HTMLInputElement>('#search-page-query')?.value).toBe('<img src=x onerror=alert(1)>"');

      const twice = await searchPage('?q=braille&q=jaws');
      expect(twice.region.dataset.query).toBe('braille');
      const long = await searchPage(`?q=${'braille '.repeat(100)}`);
      expect(long.region.dataset.query?.length).toBeLessThanOrEqual(200);
      expect(long.response.status).toBe(200);
    });

    it('answers a query of more than eight words for its first eight, and says which words were left out (issue 43)', async () => {
      const query = 'jaws nvda narrator voiceover dragon magnifier braille captions zoomtext supernova';
      const { response, region } = await searchPage(`?q=${encodeURIComponent(query)}`);
      expect(response.status).toBe(200);
      const heading = region.querySelector('h2');
      expect(heading?.textContent).toMatch(
        /^\d+ results? for “jaws nvda narrator voiceover dragon magnifier braille captions zoomtext supernova”$/,
      );
      expect(heading?.nextElementSibling?.textContent).toBe(
        'A search uses at most 8 words, so 2 words were left out: “zoomtext” and “supernova”. To find them, search again with fewer words.',
      );
      // The words of the browser's answer, written by the same code over the same index.
      const index = JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile;
      const { document } = new JSDOM(`<div>${resultsHtml(createSiteSearch(index).search(query), index.suggestions)}</div>`).window;
      expect(document.querySelector('h2')?.nextElementSibling?.textContent).toBe(heading?.nextElementSibling?.textContent);
    });

    it('is answered the same with the static fast path off, and compressed for a browser that asks', async () => {
      const slow = createApp({ staticFastPath: false });
      const response = await request(slow).get('/search?q=braille').set('Accept-Encoding', 'br');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.text).toContain('results for “braille”');
    });
  });
});

describe('the rate limit', () => {
  /*
   * Issue 32, finding 1: GET /search had no rate limit. Past SEARCH_RATE_LIMIT searches a minute from
   * one address, a 429 page in plain words; a person searching is never stopped. Needs the build.
   * The app trusts X-Forwarded-For from the loopback, so each test's client is an address of its own.
   */
  const app = createApp({ trustProxy: 'loopback' });

  const search = (client: string, query: string) =>
    request(app)
      .get(`/search?q=${encodeURIComponent(query)}`)
      .set('X-Forwarded-For', client);

  describe('the search page’s rate limit', () => {
    it('answers the search after the limit with a 429 page that says what happened and when to search again', async () => {
      for (let at = 0; at < SEARCH_RATE_LIMIT.limit; at += 1) {
        expect((await search('203.0.113.1', `made up word ${at}`)).status).toBe(200);
      }
      const response = await search('203.0.113.1', 'jaws');
      expect(response.status).toBe(429);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const { document } = new JSDOM(response.text).window;
      expect(document.querySelector('main h1')?.textContent).toBe('Sorry, too many searches at once');
      expect(document.querySelector('main')?.textContent).toContain('Please wait a minute, then search again.');
      // The site's own page: its header and footer, and no scripts.
      expect(document.querySelector('header')).not.toBeNull();
      expect(document.querySelector('footer')).not.toBeNull();
      expect(document.querySelector('script[src]')).toBeNull();
      // Another address searches on as before.
      expect((await search('203.0.113.2', 'jaws')).status).toBe(200);
    });

    it('never stops a person: a search every few seconds, and the search page itself as often as it is opened', async () => {
      const person = '203.0.113.3';
      // A busy person's minute: twenty searches, far fewer than the limit.
      for (const query of ['jaws', 'magnifier', 'Insert+F7', 'how much does training cost', 'voice control'].flatMap((query) => [
        query,
        query,
        query,
        query,
      ])) {
        expect((await search(person, query)).status).toBe(200);
      }
      // The page without a query is not a search.
      for (let at = 0; at < SEARCH_RATE_LIMIT.limit + 1; at += 1) {
        expect((await request(app).get('/search').set('X-Forwarded-For', person)).status).toBe(200);
      }
      expect((await search(person, 'jaws')).status).toBe(200);
    });
  });
});

describe('the limit’s visitors over IPv6 (issue 43)', () => {
  /*
   * One visitor over IPv6 holds a block of addresses: the limit is kept per /48 (server/clientPrefix.ts,
   * docs/decisions/080). Two addresses of one /48, in different /56s (two homes of a /56 ISP, or one
   * site of a /48 one), share one limit; an address of another /48 has its own.
   */
  const app = createApp({ trustProxy: 'loopback' });
  const search = (client: string, query: string) =>
    request(app)
      .get(`/search?q=${encodeURIComponent(query)}`)
      .set('X-Forwarded-For', client);

  it(`counts two addresses of one /${CLIENT_IPV6_PREFIX} as one visitor, and one of another /${CLIENT_IPV6_PREFIX} apart`, async () => {
    expect(CLIENT_IPV6_PREFIX).toBe(48);
    for (let at = 0; at < SEARCH_RATE_LIMIT.limit; at += 1) {
      const client = at % 2 ? '2001:db8:4a:100::1' : '2001:db8:4a:ff00:1234:5678:9abc:def0';
      expect((await search(client, `made up word ${at}`)).status, client).toBe(200);
    }
    expect((await search('2001:db8:4a:7f00::2', 'jaws')).status).toBe(429);
    expect((await search('2001:db8:4b::1', 'jaws')).status).toBe(200);
    expect((await search('203.0.113.9', 'jaws')).status).toBe(200);
  });
});

describe('searches waiting their turn (issue 43)', () => {
  /*
   * Searches are answered one at a time, pages between them (server/searchQueue.ts). Past
   * SEARCHES_WAITING_AT_MOST waiting, a 503 page in plain words; here the router is made with none
   * allowed to wait, so every search meets it. tests/load/ runs the attack itself.
   */
  it('answers a search that finds too many waiting with a 503 page that says to search again in a few seconds', async () => {
    const app = express();
    app.use(searchRouter(distDir, readServerTemplates(), { maxWaiting: 0 }));
    const response = await request(app).get('/search?q=jaws');
    expect(response.status).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const { document } = new JSDOM(response.text).window;
    expect(document.querySelector('main h1')?.textContent).toBe(searchBusyWords.heading);
    expect(document.querySelector('main')?.textContent).toContain('Please wait a few seconds, then search again.');
    // The search page itself is not a search: it is answered.
    expect((await request(app).get('/search')).status).toBe(200);
    expect(SEARCHES_WAITING_AT_MOST).toBeGreaterThanOrEqual(120);
  });
});

describe('what is typed, shown as text (the security review’s probes)', () => {
  /*
   * Issue 32, part 3: the security review's search-escaping probes, kept as tests. Whatever is typed
   * into search is shown as text, in the results heading, the query field, the page's title and the
   * results' data-query, and adds no element or attribute to the page: on the Node server
   * (GET /search?q=, the must) and in the answer the browser writes (the same resultsHtml, over the same
   * index). Needs the build (npm test builds first).
   *
   *   review probe                                          test (describe › it)
   *   /search?q=<script>…, "><img onerror>, quotes, &        GET /search › each hostile query is shown as text …
   *   a query that finds results (the <mark> path)          same (the "jaws …" and "braille …" queries)
   *   replacement patterns ($&, $') and the page's markers  same (and the template's slot markers, docs/decisions/075)
   *   the client search's markup                            the browser’s answer › the same queries …
   */

  const hostileQueries = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' onfocus='alert(1)' autofocus x='",
    'jaws & nvda "quoted" \'single\'',
    'jaws <script>alert(1)</script>',
    'braille"><svg onload=alert(1)>',
    '</title><script>alert(1)</script>',
    '</textarea></noscript><iframe src=javascript:alert(1)>',
    '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#x3C;b&#x3E;',
    '<!--/results--><b id=injected>x</b><!--results-->',
    // The markers of the server's template (docs/decisions/075): filled in one pass, so they stay text.
    '{{slot:search-results}} {{slot:search-query}} {{slot:search-count}} jaws',
    "$& $' $` $1 jaws",
    '<a href="javascript:alert(1)">click</a>',
  ];

  /** What no hostile query may add: an element or attribute that runs or loads something. */
  function expectNothingInjected(root: Document | DocumentFragment, label: string) {
    const elements = [...root.querySelectorAll('*')];
    for (const element of elements) {
      for (const attribute of [...element.attributes]) {
        expect(attribute.name.startsWith('on'), `${label}: ${element.tagName} ${attribute.name}`).toBe(false);
        expect(attribute.value, `${label}: ${element.tagName} ${attribute.name}`).not.toMatch(/^\s*javascript:/i);
      }
    }
    expect(root.querySelector('#injected, img[src="x"], svg[onload], iframe, a[href^="javascript"]'), label).toBeNull();
    for (const script of root.querySelectorAll('script')) expect(script.textContent, label).not.toContain('alert(1)');
  }

  describe('GET /search on the Node server', () => {
    let app: ReturnType<typeof createApp>;
    let baselineScripts: string[];
    beforeAll(async () => {
      app = createApp();
      const { document } = new JSDOM((await request(app).get('/search?q=xylophone')).text).window;
      baselineScripts = [...document.querySelectorAll('script')].map((script) => script.outerHTML);
    });

    it('each hostile query is shown as text (heading, field, title, data-query), and adds no element', async () => {
      for (const query of hostileQueries) {
        const response = await request(app).get(`/search?q=${encodeURIComponent(query)}`);
        expect(response.status, query).toBe(200);
        const { document } = new JSDOM(response.text).window;
        const shown = normaliseQuery(query);
        const region = document.getElementById('search-results')!;
        expect(region.dataset.query, query).toBe(shown);
        expect(region.querySelector('h2')?.textContent, query).toMatch(
          new RegExp(`results? for “${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”$`),
        );
        expect(document.querySelector<HTMLInputElement>('#search-page-query')?.value, query).toBe(shown);
        expect(document.title.split(' – ')[0], query).toBe(region.querySelector('h2')?.textContent);
        // Exactly one title, one query field, the page's own scripts: nothing closed early or added.
        expect(document.querySelectorAll('title'), query).toHaveLength(1);
        expect(document.querySelectorAll('#search-page-query'), query).toHaveLength(1);
        expect(
          [...document.querySelectorAll('script')].map((script) => script.outerHTML),
          query,
        ).toEqual(baselineScripts);
        expectNothingInjected(document, query);
      }
      // A whole page parsed per query: seconds on a busy two-core machine, more than the default 5.
    }, 30_000);

    it('the raw page never holds the query unescaped', async () => {
      for (const query of ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' onfocus='x'"]) {
        const { text } = await request(app).get(`/search?q=${encodeURIComponent(query)}`);
        expect(text, query).not.toContain(query);
        expect(text, query).not.toMatch(/<img src=x|<script>alert/);
      }
    });
  });

  describe('the browser’s answer (the same resultsHtml, over the built index)', () => {
    it('the same queries are text in the answer it writes, with no element added', () => {
      const file = JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile;
      const engine = createSiteSearch(file);
      const { document } = new JSDOM('<!doctype html><body></body>').window;
      for (const query of hostileQueries) {
        const outcome = engine.search(normaliseQuery(query));
        const template = document.createElement('template');
        template.innerHTML = resultsHtml(outcome, file.suggestions);
        const answer = template.content;
        expect(answer.querySelector('h2')?.textContent, query).toBe(countText(outcome));
        expect(countText(outcome), query).toContain(`“${normaliseQuery(query)}”`);
        expectNothingInjected(answer, query);
        // Only what resultsHtml writes: headings, lists, links to the site's own pages, marks, spans, paragraphs.
        for (const element of answer.querySelectorAll('*'))
          expect(['H2', 'H3', 'OL', 'UL', 'LI', 'A', 'MARK', 'SPAN', 'P'], query).toContain(element.tagName);
        for (const link of answer.querySelectorAll('a')) expect(link.getAttribute('href'), query).toMatch(/^\/(?!\/)/);
      }
    });
  });
});
