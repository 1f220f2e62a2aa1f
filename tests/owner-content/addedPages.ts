import { cpSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { parse } from 'yaml';
import { rootDir } from '../../scripts/shared/buildPaths';
import { linkedFromHub, loadSiteRoutes, readBuiltSite, siteProblems } from '../dist/siteChecks';
import type { projectCopy } from '../dist/builtSite';

/**
 * Adding a page of a family is one file, and the checks pass with no other edit (issue 21): a quick
 * guide, a tutorial and a training category, each as its one file (tests/fixtures/added-pages/,
 * copied to the same place under src/content/). ownerContent.test.ts adds them to its copy beside the
 * owner's additions, builds it once, checks them here, and runs the suites that count, list or
 * describe pages in the copy (docs/decisions/046, 092).
 */
const fixtures = path.join(rootDir, 'tests', 'fixtures', 'added-pages');

type ProjectCopy = ReturnType<typeof projectCopy>;

/** The added pages: their file under src/content/, hub, and the name and h1 their file gives them. */
export const addedPages = [
  {
    file: 'quick-guides/windows-voice-access.md',
    hub: '/resources/software-quick-guides',
    name: 'Windows Voice Access',
    h1: 'Windows Voice Access Quick Guide',
  },
  { file: 'tutorials/orca.md', hub: '/resources/screen-reader-tutorials', name: 'Orca', h1: 'Orca Screen Reader Tutorial' },
  { file: 'training/categories/braille.md', hub: '/training', name: 'Braille Training', h1: 'Braille Training' },
].map((page) => ({ ...page, path: `${page.hub}/${path.basename(page.file, '.md')}` }));

/** The fixtures' files, one for each family and nothing else, under their folders. */
export function fixtureFiles(): Set<string> {
  const files = (folder: string): string[] =>
    readdirSync(path.join(fixtures, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    );
  return new Set(['quick-guides', 'tutorials', 'training'].flatMap(files));
}

/** Copies each added page's one file into the copy's content. */
export function addPages(copy: ProjectCopy): void {
  for (const { file } of addedPages) cpSync(path.join(fixtures, file), copy.at('src/content', file));
}

/**
 * The copy's build holds the added pages as the others: in its route table, the family and the
 * sitemap, linked from their hubs, each page whole and every link resolving (siteChecks.ts), in the
 * order a new file takes, and still React's production build under the test runner's NODE_ENV=test.
 */
export async function expectAddedPagesBuilt(copy: ProjectCopy): Promise<void> {
  // Built under the test runner's NODE_ENV=test, as a host's stray NODE_ENV would: still React's production build.
  expect(process.env.NODE_ENV).toBe('test');
  const scripts = readdirSync(copy.at('dist', 'assets')).filter((file) => file.endsWith('.js'));
  expect(
    scripts.filter((file) => readFileSync(copy.at('dist', 'assets', file), 'utf8').includes('is not configured to support act(')),
  ).toEqual([]);

  const dist = copy.at('dist');
  const routes = await loadSiteRoutes(copy.at());
  expect(siteProblems(dist, routes)).toEqual([]);
  const site = readBuiltSite(dist);
  for (const page of addedPages) {
    expect(routes.routeTable.find((route) => route.path === page.path)?.name, page.path).toBe(page.name);
    expect(
      routes.familyRoutes[page.hub]?.map((route) => route.path),
      page.hub,
    ).toContain(page.path);
    expect(site.paths, page.path).toContain(page.path);
    expect(linkedFromHub(site, page.hub), page.hub).toContain(page.path);
    expect(site.page(page.path).querySelector('main h1')?.textContent, page.path).toBe(page.h1);
  }
  // A new file with no place in an explicit order goes after those with one: the category after the
  // categories hub.yaml gives a card, before Software A–Z; the tutorial (order 6) after Narrator (5).
  const paths = routes.routeTable.map((route) => route.path);
  const carded = (parse(readFileSync(copy.at('src/content/training/hub.yaml'), 'utf8')) as { cards: { link: string }[] }).cards.map(
    (card) => card.link,
  );
  for (const link of carded.filter((link) => link !== '/training/software-a-z'))
    expect(paths.indexOf(link)).toBeLessThan(paths.indexOf('/training/braille'));
  expect(paths.indexOf('/training/software-a-z')).toBeGreaterThan(paths.indexOf('/training/braille'));
  const tutorialsOnHub = linkedFromHub(site, '/resources/screen-reader-tutorials');
  expect(tutorialsOnHub).toContain('/resources/screen-reader-tutorials/narrator');
  expect(tutorialsOnHub.indexOf('/resources/screen-reader-tutorials/orca')).toBeGreaterThan(
    tutorialsOnHub.indexOf('/resources/screen-reader-tutorials/narrator'),
  );
  // The category's card on the training hub is made from its file (its title, and the first sentence
  // of its introduction), and named by its visible word.
  const hub = site.page('/training');
  const card = hub.querySelector('main a[href="/training/braille"]');
  expect(card?.getAttribute('aria-label') ?? card?.textContent).toMatch(/^Explore Braille training$/);
  expect(hub.querySelector('main')?.textContent).toContain('Braille gives you a way to read the screen with your fingers');
}
