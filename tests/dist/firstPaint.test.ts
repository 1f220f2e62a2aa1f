import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { notFoundRoute, routeTable } from '../../src/routes/routeTable';
import { builtPage } from './builtSite';

/**
 * What a page asks the network for before its first paint (docs/decisions/014): the HTML, one small
 * stylesheet, and one low-priority script that waits for the paint. Fonts and the app come after.
 */
const pages = [...routeTable.map((route) => route.path), notFoundRoute.path];
const htmlOf = (routePath: string) =>
  routePath === notFoundRoute.path ? readFileSync(path.join(distDir, '404.html'), 'utf8') : builtPage(routePath);
/** The document outside <noscript>, which only a browser without JavaScript reads. */
const withoutNoscript = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');

describe('before the first paint', () => {
  for (const routePath of pages) {
    it(`${routePath} names one stylesheet, one low-priority script, and nothing to preload`, () => {
      const html = withoutNoscript(htmlOf(routePath));
      const scripts = html.match(/<script\b(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/type="module"/);
      expect(scripts[0]).toMatch(/fetchpriority="low"/);
      expect(html).not.toMatch(/rel="(?:modulepreload|preload|prefetch)"/);
      expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    });
  }

  it('lists each page’s own chunks for after the paint, and they exist', () => {
    for (const routePath of pages) {
      const listed = /<body data-page-modules="([^"]+)"/.exec(htmlOf(routePath))?.[1]?.split(' ') ?? [];
      expect(listed.length, routePath).toBeGreaterThan(0);
      for (const file of listed) expect(existsSync(path.join(distDir, file)), file).toBe(true);
    }
  });

  // docs/decisions/044: the search descriptions are in the prerendered head, and in one chunk that the
  // first client-side navigation loads; never in what a first visit downloads.
  it('downloads no search description on a first visit; one chunk holds every page’s', () => {
    const descriptions = [...routeTable, notFoundRoute].map((route) => route.description);
    for (const routePath of pages) {
      const listed = /<body data-page-modules="([^"]+)"/.exec(htmlOf(routePath))![1]!.split(' ');
      const code = listed
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(distDir, file), 'utf8'))
        .join('\n');
      expect(
        descriptions.filter((description) => code.includes(description)),
        routePath,
      ).toEqual([]);
    }
    const chunks = readdirSync(path.join(distDir, 'assets')).filter((file) => /^routeDescriptions-[\w-]+\.js$/.test(file));
    expect(chunks).toHaveLength(1);
    const chunk = readFileSync(path.join(distDir, 'assets', chunks[0]!), 'utf8');
    expect(descriptions.filter((description) => !chunk.includes(description))).toEqual([]);
  });

  it('keeps the web fonts out of the main stylesheet, and gives text a metric-matched fallback', () => {
    const html = builtPage('/');
    const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(withoutNoscript(html))![1]!;
    const css = readFileSync(path.join(distDir, stylesheet), 'utf8');
    expect(css).not.toMatch(/\.woff2?/);
    expect(css).toMatch(/font-family:\s*"?Atkinson Hyperlegible Next"?,\s*"?Atkinson Hyperlegible Next Fallback Arial"?/);
    expect(css).toMatch(/size-adjust/);
  });

  it('links the fonts in <noscript>, for visitors without JavaScript', () => {
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(builtPage('/about'))![1]!;
    const fonts = /href="(\/assets\/fonts-[^"]+\.css)"/.exec(noscript)?.[1];
    expect(fonts).toBeDefined();
    expect(readFileSync(path.join(distDir, fonts!), 'utf8')).toMatch(
      /font-family:\s*"?Atkinson Hyperlegible Next"?;.*font-display:\s*swap/,
    );
  });
});
