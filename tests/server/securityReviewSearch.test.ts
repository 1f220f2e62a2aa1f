import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { createApp } from '../../server/app';
import { createSiteSearch } from '../../src/lib/search/engine';
import { normaliseQuery, SEARCH_INDEX_PATH } from '../../src/lib/search/query';
import { countText, resultsHtml } from '../../src/lib/search/resultsHtml';
import type { SearchIndexFile } from '../../src/lib/search/types';

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
 *   replacement patterns ($&, $') and the page's markers  same
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
