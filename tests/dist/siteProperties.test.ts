import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, rootDir } from '../../scripts/shared/buildPaths';
import type { RouteEntry } from '../../content-model/routes/routeSchema.ts';
import {
  familyProblems,
  linkProblems,
  loadSiteRoutes,
  pageProblems,
  readBuiltSite,
  siteProblems,
  sitemapProblems,
  type SiteRoutes,
} from './siteChecks';

/**
 * Every page of the built site is whole, whatever its words (run the build first; `npm test` does).
 * These replace the record of every page's words taken before content moved to files (issue 14's
 * content baseline, retired by issue 21): a change of words needs no new record, and a page added
 * to a family is checked like the others, from the route table (tests/owner-content/addedPages.ts).
 */
const routes = await loadSiteRoutes(rootDir);
const site = readBuiltSite(distDir);
/** Parsing every page takes a few seconds, and more on a machine busy with other tests. */
const parsingTime = 60_000;

describe('every page of the route table, as built', () => {
  it('is in sitemap.xml, in the table’s order, unless it is noindex; and the sitemap lists nothing else', () => {
    expect(sitemapProblems(site, routes)).toEqual([]);
  });

  it(
    'has its title, search description, language, one <main> with text, one h1 naming it, a skip link, its canonical address and structured data of its type with its breadcrumb',
    () => {
      expect(pageProblems(site, routes)).toEqual([]);
    },
    parsingTime,
  );

  it(
    'links only to pages of the table, files of the build and ids that exist',
    () => {
      expect(linkProblems(site, routes)).toEqual([]);
    },
    parsingTime,
  );

  it(
    'of a family is linked from its hub',
    () => {
      expect(Object.keys(routes.familyRoutes).length).toBeGreaterThan(0);
      expect(familyProblems(site, routes)).toEqual([]);
    },
    parsingTime,
  );
});

describe('the checks themselves', () => {
  it('name each page that breaks a property, each link that leads nowhere, and each page missing from the sitemap or its hub', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-checks-'));
    try {
      const origin = 'https://www.example.co.uk';
      const route = (pagePath: string, name: string, schemaType: RouteEntry['schemaType'] = 'WebPage'): RouteEntry => ({
        path: pagePath,
        page: 'fake/FakePage',
        name,
        description: `The ${name} page of the site, which says what it is for in a sentence.`,
        schemaType,
      });
      const [home, guides, one, two] = [
        route('/', 'Home'),
        route('/guides', 'Guides', 'CollectionPage'),
        route('/guides/one', 'One'),
        route('/guides/two', 'Two'),
      ];
      const notFound: RouteEntry = { ...route('/404', 'Page not found'), noindex: true };
      const fake: SiteRoutes = {
        routeTable: [home, guides, one, two],
        notFoundRoute: notFound,
        familyRoutes: { '/guides': [one, two] },
        documentTitle: (entry) => `${entry.name} | Example`,
        breadcrumbTrail: (entry) =>
          entry.path === '/'
            ? []
            : [home, guides, one, two]
                .filter((crumb) => crumb.path === '/' || entry.path.startsWith(crumb.path))
                .map(({ name, path }) => ({ name, path })),
      };
      const write = (pagePath: string, html: string) => {
        const file =
          pagePath === '/404' ? path.join(dir, '404.html') : path.join(dir, ...pagePath.split('/').filter(Boolean), 'index.html');
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html);
      };
      /** A whole page of the fake site, but for what `change` makes of it. */
      const page = (entry: RouteEntry, main: string, change: { title?: string; description?: string; crumbs?: boolean } = {}) => {
        const url = `${origin}${entry.path}`;
        const trail = fake.breadcrumbTrail(entry).map((crumb) => ({ name: crumb.name, item: `${origin}${crumb.path}` }));
        const data = [
          { '@type': entry.schemaType, url, name: fake.documentTitle(entry), description: entry.description, inLanguage: 'en-GB' },
          ...(trail.length && change.crumbs !== false ? [{ '@type': 'BreadcrumbList', itemListElement: trail }] : []),
        ];
        const head = entry.noindex
          ? '<meta name="robots" content="noindex">'
          : `<link rel="canonical" href="${url}">${data.map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`).join('')}`;
        return (
          `<!doctype html><html lang="en-GB"><head><title>${change.title ?? fake.documentTitle(entry)}</title>` +
          `<meta name="description" content="${change.description ?? entry.description}">${head}</head>` +
          `<body><a href="#main">Skip to main content</a><main id="main">${main}</main></body></html>`
        );
      };
      writeFileSync(
        path.join(dir, 'sitemap.xml'),
        `<urlset>${['/', '/guides', '/guides/one', '/old'].map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')}</urlset>`,
      );
      write(
        '/',
        page(
          home,
          '<h1>Welcome</h1><p>Welcome to the site, with a link to <a href="/abuot">our story</a> and <a href="/guides">the guides</a>.</p>',
        ),
      );
      write(
        '/guides',
        page(guides, '<p>No heading here, and a link to <a href="/guides/one">the first guide</a> and <a href="/#team">the team</a>.</p>', {
          crumbs: false,
        }),
      );
      write(
        '/guides/one',
        page(one, '<h1>One</h1><p>The first guide, whose head says another page’s words.</p>', {
          title: 'Two | Example',
          description: 'Old words.',
        }),
      );
      write(
        '/404',
        page(notFound, '<h1>Page not found</h1><p>The page you asked for is not here: <a href="#main">back to the top</a>.</p>'),
      );

      expect(siteProblems(dir, fake)).toEqual([
        '/guides/two: not in sitemap.xml',
        '/old: in sitemap.xml, but not an indexed page of the route table',
        '/guides: 0 h1 headings, not 1',
        '/guides: no BreadcrumbList structured data',
        '/guides/one: its title is "Two | Example", not "One | Example"',
        '/guides/one: its search description is "Old words.", not the route\'s "The One page of the site, which says what it is for in a sentence."',
        '/guides/two: in the route table, but no HTML file was built',
        '/: the link "our story" leads to /abuot, which is neither a page nor a file',
        '/guides: the link "the team" leads to /#team, and / has no id "team"',
        '/guides/two: not linked from its hub, /guides',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
