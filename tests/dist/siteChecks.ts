import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type { RouteEntry } from '../../content-model/routes/routeSchema.ts';

/**
 * What every built page must be, whatever its words: the properties the content baseline used to
 * protect by recording every page (issue 21). They are driven by a project's route table, so they
 * hold for a page added tomorrow, and tests/owner-content/addedPages.ts runs them on a temporary copy
 * with pages added, against that copy's own table. Each problem is one line naming the page; none
 * means the site is whole.
 */

/** What the checks read of a project's route table (src/routes/routeTable.ts) and its page families. */
export interface SiteRoutes {
  routeTable: readonly RouteEntry[];
  notFoundRoute: RouteEntry;
  /** Each family's routes (one per content file), keyed by its hub's path. */
  familyRoutes: Readonly<Record<string, readonly RouteEntry[]>>;
  documentTitle(route: RouteEntry): string;
  breadcrumbTrail(route: RouteEntry): { name: string; path: string }[];
}

/**
 * The route table of the project in projectDir (this one, or a temporary copy), read from its own
 * modules after its content is compiled: the copy's table holds the pages added there.
 */
export async function loadSiteRoutes(projectDir: string): Promise<SiteRoutes> {
  const moduleAt = (file: string) => pathToFileURL(path.join(projectDir, file)).href;
  const table = (await import(moduleAt('src/routes/routeTable.ts'))) as typeof import('../../src/routes/routeTable');
  const families = (await import(
    moduleAt('src/content/generated/familyRoutes.js')
  )) as typeof import('../../src/content/generated/familyRoutes');
  return {
    routeTable: table.routeTable,
    notFoundRoute: table.notFoundRoute,
    familyRoutes: families.familyRoutes,
    documentTitle: table.documentTitle,
    breadcrumbTrail: table.breadcrumbTrail,
  };
}

export interface BuiltSite {
  distDir: string;
  /** The site's origin in the sitemap, e.g. https://www.example.co.uk. */
  origin: string;
  /** Every page of the sitemap, by path ('/', '/about'…), in its order. */
  paths: string[];
  /** Whether the HTML file of a page was built. */
  built(pagePath: string): boolean;
  /** The parsed HTML of a page ('/404' is dist/404.html). */
  page(pagePath: string): Document;
}

function htmlFile(distDir: string, pagePath: string): string {
  if (pagePath === '/404') return path.join(distDir, '404.html');
  return path.join(distDir, ...pagePath.split('/').filter(Boolean), 'index.html');
}

export function readBuiltSite(distDir: string): BuiltSite {
  const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.trim()));
  const parsed = new Map<string, Document>();
  return {
    distDir,
    origin: locations[0]?.origin ?? '',
    paths: locations.map((url) => url.pathname),
    built: (pagePath) => existsSync(htmlFile(distDir, pagePath)),
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

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Every page of the table, and the not-found page, as its route says it is. */
export function pageProblems(site: BuiltSite, routes: SiteRoutes): string[] {
  const problems: string[] = [];
  for (const route of [...routes.routeTable, routes.notFoundRoute]) {
    const say = (problem: string) => problems.push(`${route.path}: ${problem}`);
    if (!site.built(route.path)) {
      say('in the route table, but no HTML file was built');
      continue;
    }
    const document = site.page(route.path);
    const title = routes.documentTitle(route);
    if (document.documentElement.getAttribute('lang') !== 'en-GB') say('the page has no lang="en-GB"');
    if (document.title !== title) say(`its title is "${document.title}", not "${title}"`);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description !== route.description) say(`its search description is "${description ?? ''}", not the route's "${route.description}"`);
    const robots = document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
    if (Boolean(route.noindex) !== robots.includes('noindex')) say(route.noindex ? 'no meta robots noindex' : 'it is marked noindex');

    const mains = document.querySelectorAll('main');
    if (mains.length !== 1) say(`${mains.length} <main> elements, not 1`);
    else if (text(mains[0]).length < 40) say('its <main> has almost no text');
    const skipLink = document.querySelector('body a[href^="#"]');
    if (!skipLink || !mains[0]?.id || skipLink.getAttribute('href') !== `#${mains[0].id}`)
      say('its first in-page link is not a skip link to <main>');
    const headings = document.querySelectorAll('h1');
    if (headings.length !== 1) say(`${headings.length} h1 headings, not 1`);
    else if (!mains[0]?.contains(headings[0]!)) say('its h1 is not in <main>');
    else {
      // The h1 says what the page is: its name, its announcement or its title's first part, or words
      // around its name ("Oops! Page not found"). Home's is the hero's own words (src/content/home.yaml).
      const heading = text(headings[0]);
      const names = [route.name, route.announce, title.split(' | ')[0]].filter((name): name is string => Boolean(name));
      if (route.path !== '/' && !names.includes(heading) && !heading.includes(route.name))
        say(`its h1 "${heading}" is none of its names (${[...new Set(names)].join(', ')})`);
    }
    if (!route.noindex) problems.push(...headProblems(site, routes, route, document));
  }
  return problems;
}

/** An indexed page's canonical address and structured data: the page's type, naming it, and its breadcrumb. */
function headProblems(site: BuiltSite, routes: SiteRoutes, route: RouteEntry, document: Document): string[] {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${route.path}: ${problem}`);
  const url = `${site.origin}${route.path}`;
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical !== url) say(`its canonical address is ${canonical ?? 'missing'}, not ${url}`);
  const blocks = jsonLd(document);
  const self = blocks.find((block) => block['@type'] === route.schemaType && block.url === url);
  if (!self) say(`no structured data of its type, ${route.schemaType}, for ${url}`);
  else {
    const expected = { name: routes.documentTitle(route), description: route.description, inLanguage: 'en-GB' };
    for (const [key, value] of Object.entries(expected)) {
      if (self[key] !== value) say(`its ${route.schemaType} structured data has ${key} "${String(self[key])}", not "${value}"`);
    }
  }
  const trail = routes.breadcrumbTrail(route).map((crumb) => `${crumb.name} <${site.origin}${crumb.path}>`);
  const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
    { itemListElement?: { name: string; item: string }[] } | undefined;
  const listed = crumbs?.itemListElement?.map((item) => `${item.name} <${item.item}>`) ?? [];
  if (trail.length && !crumbs) say('no BreadcrumbList structured data');
  else if (!trail.length && crumbs) say('a BreadcrumbList, on the page every trail starts from');
  else if (listed.join(' > ') !== trail.join(' > ')) say(`its BreadcrumbList is ${listed.join(' > ')}, not ${trail.join(' > ')}`);
  return problems;
}

/** Where each internal link of every page leads: a page of the table, a file of dist/, an id on the page. */
export function linkProblems(site: BuiltSite, routes: SiteRoutes): string[] {
  const problems: string[] = [];
  const pages = new Set(routes.routeTable.map((route) => route.path));
  for (const pagePath of [...routes.routeTable.map((route) => route.path), routes.notFoundRoute.path]) {
    if (!site.built(pagePath)) continue;
    for (const anchor of site.page(pagePath).querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const href = anchor.getAttribute('href')!;
      const say = (where: string) => problems.push(`${pagePath}: the link "${text(anchor)}" leads to ${href}, ${where}`);
      if (href.startsWith('#')) {
        const id = decodeURIComponent(href.slice(1));
        if (id && !site.page(pagePath).getElementById(id)) say('and the page has no such id');
        continue;
      }
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const target = new URL(href, `${site.origin}${pagePath}`);
      const targetPath = target.pathname.replace(/(.)\/$/, '$1');
      const isPage = pages.has(targetPath);
      if (!isPage && !existsSync(path.join(site.distDir, ...targetPath.split('/').filter(Boolean)))) {
        say('which is neither a page nor a file');
        continue;
      }
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (fragment && isPage && site.built(targetPath) && !site.page(targetPath).getElementById(fragment))
        say(`and ${targetPath} has no id "${fragment}"`);
    }
  }
  return problems;
}

/** sitemap.xml lists every page of the table that is not noindex, in the table's order, and nothing else. */
export function sitemapProblems(site: BuiltSite, routes: SiteRoutes): string[] {
  const indexed = routes.routeTable.filter((route) => !route.noindex).map((route) => route.path);
  if (!site.paths.length) return ['sitemap.xml lists no page'];
  const problems = [
    ...indexed.filter((pagePath) => !site.paths.includes(pagePath)).map((pagePath) => `${pagePath}: not in sitemap.xml`),
    ...site.paths
      .filter((pagePath) => !indexed.includes(pagePath))
      .map((pagePath) => `${pagePath}: in sitemap.xml, but not an indexed page of the route table`),
  ];
  if (!problems.length && site.paths.join(' ') !== indexed.join(' '))
    problems.push("sitemap.xml lists the pages in another order than the route table's");
  return problems;
}

/** The paths one level under a hub that the hub's <main> links to. */
export function linkedFromHub(site: BuiltSite, hub: string): string[] {
  const links = [...site.page(hub).querySelectorAll('main a[href]')].map((anchor) => anchor.getAttribute('href')!);
  return links.filter((href) => href.startsWith(`${hub}/`) && !href.slice(hub.length + 1).includes('/'));
}

/** Each page of a family is in the table, one level under its hub, and linked from the hub's page. */
export function familyProblems(site: BuiltSite, routes: SiteRoutes): string[] {
  const problems: string[] = [];
  const inTable = new Set(routes.routeTable.map((route) => route.path));
  for (const [hub, family] of Object.entries(routes.familyRoutes)) {
    if (!inTable.has(hub) || !site.built(hub)) {
      problems.push(`${hub}: a family's hub, but not a built page of the route table`);
      continue;
    }
    const linked = linkedFromHub(site, hub);
    for (const route of family) {
      if (route.path.slice(0, route.path.lastIndexOf('/')) !== hub)
        problems.push(`${route.path}: in the family of ${hub}, but not one level under it`);
      if (!inTable.has(route.path)) problems.push(`${route.path}: in the family of ${hub}, but not in the route table`);
      if (!linked.includes(route.path)) problems.push(`${route.path}: not linked from its hub, ${hub}`);
    }
  }
  return problems;
}

/** Every problem of the site built in distDir, by the route table given: an empty list when it is whole. */
export function siteProblems(distDir: string, routes: SiteRoutes): string[] {
  const site = readBuiltSite(distDir);
  return [...sitemapProblems(site, routes), ...pageProblems(site, routes), ...linkProblems(site, routes), ...familyProblems(site, routes)];
}
