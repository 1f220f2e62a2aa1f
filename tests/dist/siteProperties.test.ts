import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/lib/paths';
import { routeTable } from '../../src/routes/routeTable';
import { linkedFromHub, readBuiltSite, siteProblems } from './siteChecks';

/**
 * Every page of the built site is whole, whatever its words (run the build first; `npm test` does).
 * These replace the record of every page's words taken before content moved to files (issue 14's
 * content baseline, retired by issue 21): a change of words needs no new record, and a page added
 * to a family is checked like the others (tests/dist/addingPages.test.ts).
 */
const site = readBuiltSite(distDir);

describe('every built page', () => {
  it('has one main, one h1 in it, its language, head and structured data of a page, and links that resolve', () => {
    expect(siteProblems(distDir)).toEqual([]);
  });

  it('is in the sitemap when the route table indexes it, and only then', () => {
    const indexed = routeTable.filter((route) => !route.noindex).map((route) => route.path);
    expect(site.paths).toEqual(indexed);
  });

  it('of a family is linked from its hub', () => {
    for (const hub of ['/training', '/resources/screen-reader-tutorials', '/resources/software-quick-guides']) {
      const family = routeTable.map((route) => route.path).filter((path) => path.startsWith(`${hub}/`) && path !== '/training/software-a-z');
      expect(family.length, hub).toBeGreaterThan(0);
      expect(linkedFromHub(site, hub), hub).toEqual(expect.arrayContaining(family));
    }
  });
});

describe('the checks themselves', () => {
  it('name each page that breaks a property, and each link that leads nowhere', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-checks-'));
    try {
      const origin = 'https://www.example.co.uk';
      const page = (main: string, head = '') =>
        `<!doctype html><html lang="en-GB"><head><title>T</title>${head}</head><body><a href="#main">Skip to main content</a><main id="main">${main}</main></body></html>`;
      const whole = (pagePath: string) =>
        `<link rel="canonical" href="${origin}${pagePath}"><meta name="description" content="${'A page of the site that says what it is for. '.repeat(2)}">` +
        `<script type="application/ld+json">${JSON.stringify({ '@type': 'WebPage', url: `${origin}${pagePath}`, name: 'T' })}</script>`;
      writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset><url><loc>${origin}/</loc></url><url><loc>${origin}/about</loc></url></urlset>`);
      writeFileSync(path.join(dir, 'index.html'), page('<h1>Home</h1><p>Welcome to the site, with a link to <a href="/abuot">our story</a>.</p>', whole('/')));
      mkdirSync(path.join(dir, 'about'));
      writeFileSync(path.join(dir, 'about', 'index.html'), page('<p>No heading here, and a link to <a href="/#team">the team</a>.</p>', whole('/about')));
      writeFileSync(path.join(dir, '404.html'), page('<h1>Page not found</h1><p>The page you asked for is not here.</p>', whole('/404')));
      expect(siteProblems(dir)).toEqual([
        '/: the link "our story" leads to /abuot, which is neither a page nor a file',
        '/about: 0 h1 headings, not 1',
        '/about: no BreadcrumbList structured data',
        '/about: the link "the team" leads to /#team, and / has no id "team"',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
