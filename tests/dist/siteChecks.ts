import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

/**
 * What every built page must be, whatever its words: the properties the content baseline used to
 * protect by recording every page (issue 21). They read only a dist/ folder, so they hold for a page
 * added tomorrow, and tests/dist/addingPages.test.ts runs them on a copy with pages added.
 * Each problem is one line naming the page; none means the site is whole.
 */

/** The structured-data types a page of the route table can be (RouteEntry.schemaType). */
const pageTypes = new Set(['WebPage', 'AboutPage', 'CollectionPage', 'ContactPage']);

export interface BuiltSite {
  /** The site's origin in the sitemap, e.g. https://www.example.co.uk. */
  origin: string;
  /** Every page of the sitemap, by path ('/', '/about'…). */
  paths: string[];
  /** The parsed HTML of a page of the sitemap, or of 404.html for '/404'. */
  page(pagePath: string): Document;
}

function htmlFile(distDir: string, pagePath: string): string {
  if (pagePath === '/404') return path.join(distDir, '404.html');
  return path.join(distDir, ...pagePath.split('/').filter(Boolean), 'index.html');
}

export function readBuiltSite(distDir: string): BuiltSite {
  const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
  const origin = locations[0]?.origin ?? '';
  const parsed = new Map<string, Document>();
  return {
    origin,
    paths: locations.map((url) => url.pathname),
    page(pagePath) {
      let document = parsed.get(pagePath);
      if (!document) {
        document = new JSDOM(readFileSync(htmlFile(distDir, pagePath), 'utf8')).window.document;
        parsed.set(pagePath, document);
      }
      return document;
    },
  };
}

function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
  );
}

/** A page's own properties: landmarks, one h1, its head, its structured data. */
function pageProblems(site: BuiltSite, pagePath: string): string[] {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${pagePath}: ${problem}`);
  const document = site.page(pagePath);
  if (document.documentElement.getAttribute('lang') !== 'en-GB') say('the page has no lang="en-GB"');
  const mains = document.querySelectorAll('main');
  if (mains.length !== 1) say(`${mains.length} <main> elements, not 1`);
  else if ((mains[0]!.textContent ?? '').trim().length < 40) say('its <main> has almost no text');
  const headings = document.querySelectorAll('h1');
  if (headings.length !== 1) say(`${headings.length} h1 headings, not 1`);
  else if (!mains[0]?.contains(headings[0]!)) say('its h1 is not in <main>');
  if (!document.title.trim()) say('no <title>');
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  if (description.trim().length < 50) say('no search description (meta name="description") of at least 50 characters');
  const skipLink = document.querySelector('body a[href^="#"]');
  if (!skipLink || !mains[0] || skipLink.getAttribute('href') !== `#${mains[0].id}`) say('its first in-page link is not a skip link to <main>');
  if (pagePath === '/404') return problems;

  const url = `${site.origin}${pagePath}`;
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical !== url) say(`its canonical address is ${canonical ?? 'missing'}, not ${url}`);
  const blocks = jsonLd(document);
  const self = blocks.find((block) => pageTypes.has(String(block['@type'])) && block.url === url);
  if (!self) say(`no structured data of a page type (${[...pageTypes].join(', ')}) for ${url}`);
  else if (self.name !== document.title) say(`its structured data names it "${String(self.name)}", its title is "${document.title}"`);
  const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
  if (pagePath !== '/' && !crumbs) say('no BreadcrumbList structured data');
  return problems;
}

/** Where an internal link leads: a page of the sitemap, a file of dist/, or nowhere. */
function linkProblems(site: BuiltSite, distDir: string, pagePath: string): string[] {
  const problems: string[] = [];
  const known = new Set(site.paths);
  for (const anchor of site.page(pagePath).querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = anchor.getAttribute('href')!;
    if (href.startsWith('#')) {
      const id = decodeURIComponent(href.slice(1));
      if (id && !site.page(pagePath).getElementById(id)) problems.push(`${pagePath}: the link "${anchor.textContent?.trim()}" leads to ${href}, and the page has no such id`);
      continue;
    }
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const target = new URL(href, `${site.origin}${pagePath}`);
    const targetPath = target.pathname.replace(/(.)\/$/, '$1');
    const isPage = known.has(targetPath);
    if (!isPage && !existsSync(path.join(distDir, ...targetPath.split('/').filter(Boolean)))) {
      problems.push(`${pagePath}: the link "${anchor.textContent?.trim()}" leads to ${href}, which is neither a page nor a file`);
      continue;
    }
    const fragment = decodeURIComponent(target.hash.slice(1));
    if (fragment && isPage && !site.page(targetPath).getElementById(fragment)) {
      problems.push(`${pagePath}: the link "${anchor.textContent?.trim()}" leads to ${href}, and ${targetPath} has no id "${fragment}"`);
    }
  }
  return problems;
}

/** Every problem of the built site in distDir: an empty list when every page is whole and every link resolves. */
export function siteProblems(distDir: string): string[] {
  const site = readBuiltSite(distDir);
  if (!site.paths.length) return ['sitemap.xml lists no page'];
  const problems: string[] = [];
  for (const pagePath of [...site.paths, '/404']) {
    if (!existsSync(htmlFile(distDir, pagePath))) {
      problems.push(`${pagePath}: in the sitemap, but no HTML file was built`);
      continue;
    }
    problems.push(...pageProblems(site, pagePath), ...linkProblems(site, distDir, pagePath));
  }
  return problems;
}

/** The paths one level under a hub that the hub's page links to. */
export function linkedFromHub(site: BuiltSite, hub: string): string[] {
  const links = [...site.page(hub).querySelectorAll('main a[href]')].map((anchor) => anchor.getAttribute('href')!);
  return links.filter((href) => href.startsWith(`${hub}/`) && !href.slice(hub.length + 1).includes('/'));
}
