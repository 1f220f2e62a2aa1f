import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { createApp } from '../../server/app';
import { createSiteSearch } from '../../src/lib/search/engine';
import { SEARCH_INDEX_PATH } from '../../src/lib/search/query';
import type { SearchIndexFile } from '../../src/lib/search/types';

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
    expect(links[0]?.getAttribute('href')).toBe('/resources/screen-reader-tutorials/jaws#essential-jaws-commands-desktop-layout-insert-f7');
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

  it('is answered the same with the static fast path off, and compressed for a browser that asks', async () => {
    const slow = createApp({ staticFastPath: false });
    const response = await request(slow).get('/search?q=braille').set('Accept-Encoding', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.text).toContain('results for “braille”');
  });
});
