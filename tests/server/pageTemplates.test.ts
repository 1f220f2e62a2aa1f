import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getByRole, queryByText } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { errorPageHtml, errorWords } from '../../server/errorPage';
import { pageTemplate, PageTemplateError, readServerTemplates } from '../../server/pageTemplates';
import { serverTemplateFiles, serverTemplatesDir } from '../../server/paths';
import { site } from '../../src/config/site';
import { ERROR_PAGE_SLOTS } from '../../src/lib/errorPageHooks';
import { SEARCH_PAGE_SLOTS } from '../../src/lib/search/searchPageHooks';

/*
 * Every test of server/pageTemplates.ts: the pages the server fills in (docs/decisions/075), as the
 * prerender wrote them into dist-server/templates/ (needs the build), each slot filled by exact marker,
 * and the start refused when a template is missing or lacks a slot. What the filled pages say over
 * HTTP is in search.test.ts (GET /search) and errors.test.ts (the error pages).
 */

const read = (name: keyof typeof serverTemplateFiles) => readFileSync(path.join(serverTemplatesDir, serverTemplateFiles[name]), 'utf8');
const parse = (html: string) => new JSDOM(html).window.document;
const occurrences = (html: string, marker: string) => html.split(marker).length - 1;

describe('the templates the build writes', () => {
  it('are in dist-server/templates/, never in dist/', () => {
    for (const file of Object.values(serverTemplateFiles)) {
      expect(readFileSync(path.join(serverTemplatesDir, file), 'utf8')).toMatch(/^<!doctype html>/);
      expect(() => readFileSync(path.join(distDir, file))).toThrow();
    }
  });

  it('the results page has each of its named slots where a person meets it: the title, the field, the answer', () => {
    const html = read('searchResults');
    for (const marker of Object.values(SEARCH_PAGE_SLOTS)) expect(occurrences(html, marker), marker).toBeGreaterThan(0);
    const document = parse(html);
    expect(document.title).toBe(`${SEARCH_PAGE_SLOTS.count} – Search | ${site.companyName}`);
    // The search page's own field, in main (the header has one of the same name, left empty).
    expect(getByRole(document.querySelector('main')!, 'searchbox', { name: 'Search this site' })).toHaveProperty(
      'value',
      SEARCH_PAGE_SLOTS.query,
    );
    const region = document.getElementById('search-results')!;
    expect(region.dataset.query).toBe(SEARCH_PAGE_SLOTS.query);
    expect(region.textContent).toBe(SEARCH_PAGE_SLOTS.results);
    // The query is in the field and the region only: nowhere else can a visitor's words land.
    expect(occurrences(html, SEARCH_PAGE_SLOTS.query)).toBe(2);
    expect(document.getElementById('search-needs-javascript')).toBeNull();
  });

  it('the search page without a query is the prerendered page, rendered by the same components, without its note for static hosts', () => {
    const template = parse(read('search'));
    const prerendered = parse(readFileSync(path.join(distDir, 'search', 'index.html'), 'utf8'));
    expect(prerendered.getElementById('search-needs-javascript')).not.toBeNull();
    prerendered.getElementById('search-needs-javascript')!.remove();
    expect(template.documentElement.outerHTML).toBe(prerendered.documentElement.outerHTML);
  });

  it('the error page is the not-found page with its status, heading and text as slots, and nothing that runs', () => {
    const html = read('error');
    for (const marker of Object.values(ERROR_PAGE_SLOTS)) expect(occurrences(html, marker), marker).toBeGreaterThan(0);
    const document = parse(html);
    const main = document.querySelector('main')!;
    expect(getByRole(main, 'heading', { level: 1 }).textContent).toBe(ERROR_PAGE_SLOTS.heading);
    expect(queryByText(main, ERROR_PAGE_SLOTS.status)).not.toBeNull();
    expect(queryByText(main, ERROR_PAGE_SLOTS.text)).not.toBeNull();
    expect(document.title).toBe(`${ERROR_PAGE_SLOTS.heading} | ${site.companyName}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(ERROR_PAGE_SLOTS.text);
    // No client entry: no script of any kind, no module list, the no-JavaScript stylesheets applied.
    expect(document.querySelectorAll('script, link[rel="modulepreload"], noscript')).toHaveLength(0);
    expect(document.body.hasAttribute('data-page-modules')).toBe(false);
    expect(document.querySelector('link[rel="stylesheet"][href="/noscript.css"]')).not.toBeNull();
    // The same shell as the not-found page a static host serves: its header and footer, as they are.
    const notFound = parse(readFileSync(path.join(distDir, '404.html'), 'utf8'));
    for (const part of ['header', 'footer']) expect(document.querySelector(part)?.outerHTML).toBe(notFound.querySelector(part)?.outerHTML);
  });
});

describe('a template filled', () => {
  it('puts each value in every place of its slot, in one pass: a value that holds a marker stays text', () => {
    const template = pageTemplate('<title>[a] – page</title><input value="[b]"><div data-q="[b]">[c]</div>', {
      a: '[a]',
      b: '[b]',
      c: '[c]',
    });
    if ('missing' in template) throw new Error(`lacks ${template.missing}`);
    expect(template.fill({ a: '2 results', b: '[c]', c: '<ol></ol>' })).toBe(
      '<title>2 results – page</title><input value="[c]"><div data-q="[c]"><ol></ol></div>',
    );
  });

  it('names the first slot a template lacks', () => {
    expect(pageTemplate('<p>[a]</p>', { a: '[a]', b: '[b]' })).toEqual({ missing: 'b' });
  });

  it('the error page a person sees: the status, the heading, what to do, the way home, and the site around it', () => {
    const document = parse(errorPageHtml(readServerTemplates().error, 503));
    const words = errorWords(503);
    const main = document.querySelector('main')!;
    expect(getByRole(main, 'heading', { level: 1 }).textContent).toBe(words.heading);
    expect(queryByText(main, '503')).not.toBeNull();
    expect(queryByText(main, words.text)).not.toBeNull();
    expect(getByRole(main, 'link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(getByRole(document.body, 'navigation', { name: 'Main' })).toBeTruthy();
    expect(document.title).toBe(`${words.heading} | ${site.companyName}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(words.text);
    expect(document.documentElement.outerHTML).not.toContain('{{slot:');
  });
});

describe('the start, with a template missing or without a slot', () => {
  /** A copy of the built templates, changed by `change`. */
  function templatesCopy(change: (dir: string) => void): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'server-templates-'));
    cpSync(serverTemplatesDir, dir, { recursive: true });
    change(dir);
    return dir;
  }

  /** The one line a refused start gives. */
  function refusal(dir: string): string {
    try {
      readServerTemplates(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(PageTemplateError);
      return (error as Error).message;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    throw new Error('the templates were read');
  }

  it('refuses a missing template, saying what to do', () => {
    const message = refusal(templatesCopy((dir) => rmSync(path.join(dir, serverTemplateFiles.error))));
    expect(message).toMatch(/\/error\.html is missing: run `npm run build` first, and copy dist-server\/ with dist\//);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('refuses a template without one of its slots, naming the slot', () => {
    const message = refusal(
      templatesCopy((dir) => {
        const file = path.join(dir, serverTemplateFiles.searchResults);
        writeFileSync(file, readFileSync(file, 'utf8').split(SEARCH_PAGE_SLOTS.results).join(''));
      }),
    );
    expect(message).toMatch(/\/search-results\.html has no results slot \(\{\{slot:search-results\}\}\).*run `npm run build` again\.$/);
    expect(message.split('\n')).toHaveLength(1);
  });
});
