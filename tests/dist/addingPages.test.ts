import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rootDir } from '../../scripts/shared/buildPaths';
import { within } from '@testing-library/dom';
import { contentFolderOnDisk } from '../../content-model/disk/contentFolderOnDisk.ts';
import { compileContent } from '../../content-model/compiler/compiledContent.ts';
import { tutorialsBasePath } from '../../content-model/compiler/tutorials.ts';
import { downloadHref, downloadsFolder } from '../../content-model/downloads/files.ts';
import { downloadDocuments } from '../../scripts/downloads/fromContent';
import { brailleLeftOut } from '../../scripts/downloads/writeDownloads';
import { downloadsSection } from '../../src/content/generated/downloadsSection';
import { pathWithout } from '../unit/support/pathWithout';
import { linkedFromHub, loadSiteRoutes, readBuiltSite, siteProblems } from './siteChecks';
import { projectCopy } from './builtSite';

/**
 * Adding a page of a family is one file, and the checks pass with no other edit (issue 21): in a
 * temporary copy of the project, a quick guide, a tutorial and a training category are added, each
 * as its one file (tests/fixtures/added-pages/, copied to the same place under src/content/), the
 * site is built, and then the checks a real addition has to meet are run there: every page of the
 * copy's route table whole and every link resolving (siteChecks.ts), and the test files that count,
 * list or describe pages, run by Vitest in the copy as `npm test` runs them.
 */
const fixtures = path.join(rootDir, 'tests', 'fixtures', 'added-pages');
const copy = projectCopy('adding-pages');

/** The added pages: their file under src/content/, hub, and the name and h1 their file gives them. */
const added = [
  {
    file: 'quick-guides/windows-voice-access.md',
    hub: '/resources/software-quick-guides',
    name: 'Windows Voice Access',
    h1: 'Windows Voice Access Quick Guide',
  },
  { file: 'tutorials/orca.md', hub: '/resources/screen-reader-tutorials', name: 'Orca', h1: 'Orca Screen Reader Tutorial' },
  { file: 'training/categories/braille.md', hub: '/training', name: 'Braille Training', h1: 'Braille Training' },
].map((page) => ({ ...page, path: `${page.hub}/${path.basename(page.file, '.md')}` }));

/** The tests that would fail if a page needed more than its file: counts, routes, sweep, structured data, first paint, downloads. */
const testsRunInTheCopy = [
  'tests/unit/content/counts.test.ts',
  'tests/unit/routes/routeTable.test.ts',
  'tests/unit/sweep/sweep.test.ts',
  'tests/unit/content/content.test.ts',
  'tests/unit/content/contentQuickGuides.test.ts',
  'tests/unit/content/contentTutorials.test.ts',
  'tests/unit/content/contentTrainingCategories.test.ts',
  'tests/dist/siteProperties.test.ts',
  'tests/dist/structuredData.test.ts',
  'tests/dist/firstPaint.test.ts',
  'tests/dist/liveRegions.test.ts',
  // Their downloads, and the links to them (issue 34): made by the build alone.
  'tests/dist/downloads.test.ts',
];

beforeAll(() => copy.create());
afterAll(() => copy.remove());

describe('a page added to a family is its one file', () => {
  it('the fixtures are one file for each family, and nothing else', () => {
    const files = (folder: string): string[] =>
      readdirSync(path.join(fixtures, folder), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
      );
    expect(new Set(['quick-guides', 'tutorials', 'training'].flatMap(files))).toEqual(new Set(added.map((page) => page.file)));
  });

  it('a quick guide, a tutorial and a training category added as files are built, in the route table and the sitemap, linked from their hubs, and pass every check', async () => {
    for (const { file } of added) cpSync(path.join(fixtures, file), copy.at('src/content', file));

    const result = copy.build();
    expect(result.output).toMatch(/Prerendered \d+ routes/);
    expect(result.status, result.output.slice(-3000)).toBe(0);
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
    for (const page of added) {
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

    const vitest = spawnSync(process.execPath, [path.join(rootDir, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...testsRunInTheCopy], {
      cwd: copy.at(),
      encoding: 'utf8',
      env: { ...process.env, SITE_ENV: '', FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    // eslint-disable-next-line no-control-regex -- the colour codes of Vitest's summary
    const output = `${vitest.stdout}${vitest.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
    expect(output).toMatch(new RegExp(`Test Files\\s+${testsRunInTheCopy.length} passed`));
    expect(vitest.status, output.slice(-3000)).toBe(0);
  }, 300_000);
});

/**
 * The recipe of docs/architecture.md, "Add a top-level page", followed as written: a route entry in
 * the route table, a page module, and its content file, whose front matter holds the page's words.
 */
const topLevelPageModule = `import { DocumentBody } from '../../components/ui/DocumentBody';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import page from '../../content/generated/pages/using-this-site';

export default function UsingThisSitePage() {
  return (
    <>
      <PageHero heading={page.heading}>
        <p>
          <RichText text={page.intro} />
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-4">
        <DocumentBody sections={page.sections} />
      </div>
    </>
  );
}
`;
const topLevelRouteEntry = `  {
    path: '/using-this-site',
    page: 'help/UsingThisSitePage',
    ...pageWords.usingThisSite,
    schemaType: 'WebPage',
  },
`;

/**
 * The same copy is built as on a machine with Node and npm alone, the one `npm install && npm start`
 * must work on (issue 41, docs/decisions/070): lou_translate is missing from its PATH (a folder of links
 * to every other program). Riding along this build, rather than building a copy of its own, costs the
 * suite nothing: a build without braille is no slower.
 */
describe('a new top-level page is three files, built on a machine without liblouis', () => {
  const pageCopy = projectCopy('adding-a-page');
  const withoutLiblouis = pathWithout('lou_translate');
  let result: { status: number | null; output: string };
  beforeAll(() => {
    pageCopy.create();
    const routeTableFile = pageCopy.at('src/routes/routeTable.ts');
    const table = readFileSync(routeTableFile, 'utf8');
    const contact = table.indexOf("  {\n    path: '/contact',");
    expect(contact).toBeGreaterThan(0);
    writeFileSync(routeTableFile, `${table.slice(0, contact)}${topLevelRouteEntry}${table.slice(contact)}`);
    mkdirSync(pageCopy.at('src/pages/help'));
    writeFileSync(pageCopy.at('src/pages/help/UsingThisSitePage.tsx'), topLevelPageModule);
    cpSync(path.join(fixtures, 'pages', 'using-this-site.md'), pageCopy.at('src/content/pages/using-this-site.md'));
    result = pageCopy.build({ PATH: withoutLiblouis.path });
  }, 300_000);
  afterAll(() => {
    pageCopy.remove();
    withoutLiblouis.remove();
  });

  it('a route entry, a page module and a content file make a page that is built, in the sitemap, and passes every check', async () => {
    expect(result.output).toMatch(/Prerendered \d+ routes/);
    expect(result.status).toBe(0);
    const dist = pageCopy.at('dist');
    expect(siteProblems(dist, await loadSiteRoutes(pageCopy.at()))).toEqual([]);
    const site = readBuiltSite(dist);
    expect(site.paths).toContain('/using-this-site');
    const document = site.page('/using-this-site');
    expect(document.title).toBe(`Using This Website | ${site.page('/').title.split(' | ')[0]}`);
    expect(document.querySelector('h1')?.textContent).toBe('Using This Website');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^How to use this website/);
    expect(document.querySelector('#keyboard')?.textContent).toContain('Moving around by keyboard');

    const typecheck = spawnSync(process.execPath, [path.join(rootDir, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', '.'], {
      cwd: pageCopy.at(),
      encoding: 'utf8',
    });
    expect(typecheck.status, `${typecheck.stdout}${typecheck.stderr}`).toBe(0);
  }, 300_000);

  it('without liblouis, the build makes every page, Word file and EPUB, says in one line that the braille files were left out and how to add them, and no page offers one', async () => {
    // The PATH really lacks lou_translate, and still has what the build runs.
    const probe = (command: string) => spawnSync(command, ['--version'], { env: { ...process.env, PATH: withoutLiblouis.path } });
    expect((probe('lou_translate').error as NodeJS.ErrnoException | undefined)?.code).toBe('ENOENT');
    expect(probe('git').error).toBeUndefined();

    expect(result.status, result.output.slice(-3000)).toBe(0);
    expect(result.output.split('\n').filter((line) => /braille|liblouis/i.test(line))).toEqual([brailleLeftOut]);
    expect(brailleLeftOut).toContain("install Debian's liblouis-bin and liblouis-data");

    // The Word, large print Word and EPUB files of every tutorial and guide of the copy (none needs
    // liblouis), and nothing else.
    const documents = downloadDocuments(compileContent(contentFolderOnDisk(pageCopy.at('src/content'))));
    const madeFiles = documents.flatMap((doc) =>
      (['docx', 'largePrintDocx', 'epub'] as const).map((format) => downloadHref(doc.fileName, format)),
    );
    const files = readdirSync(pageCopy.at('dist', downloadsFolder)).map((name) => `/${downloadsFolder}/${name}`);
    expect(madeFiles).toContain('/downloads/jaws-tutorial-large-print.docx');
    expect(madeFiles).toContain('/downloads/jaws-tutorial.epub');
    expect(files.sort()).toEqual(madeFiles.sort());

    // A tutorial offers its two Word files and its EPUB, found as a screen reader user finds them, and no braille.
    const site = readBuiltSite(pageCopy.at('dist'));
    const words = downloadsSection!;
    const jaws = within(site.page(`${tutorialsBasePath}/jaws`).querySelector('main')!);
    const section = within(jaws.getByRole('heading', { level: 2, name: words.tutorialHeading }).closest('section')!);
    // jsdom's name drops the space before the screen-reader-only part; Chromium's keeps it (tests/e2e/downloads.spec.ts).
    const named = (name: string, type = 'DOCX') => new RegExp(`^${name} \\(${type}, \\d+ KB\\) ?of the JAWS Screen Reader Tutorial$`);
    expect(section.getByRole('link', { name: named(words.formats.docx.name) })).toHaveAttribute('href', '/downloads/jaws-tutorial.docx');
    expect(section.getByRole('link', { name: named(words.formats.largePrintDocx.name) })).toHaveAttribute(
      'href',
      '/downloads/jaws-tutorial-large-print.docx',
    );
    expect(section.getByRole('link', { name: named(words.formats.epub.name, 'ebook') })).toHaveAttribute(
      'href',
      '/downloads/jaws-tutorial.epub',
    );
    expect(section.queryByRole('link', { name: /braille|BRF/i })).toBeNull();
    expect(jaws.getAllByRole('link').filter((link) => link.getAttribute('href')?.endsWith('.brf'))).toEqual([]);

    // Every tutorial and guide: only the files there are, and no word of its downloads promises a braille
    // file (the EPUB's line speaks of reading it on a braille display).
    for (const doc of documents) {
      const main = within(site.page(doc.path).querySelector('main')!);
      const heading = doc.path.startsWith(`${tutorialsBasePath}/`) ? words.tutorialHeading : words.guideHeading;
      const downloads = main.getByRole('heading', { level: 2, name: heading }).closest('section')!;
      const links = within(downloads)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(links, doc.path).toEqual([
        downloadHref(doc.fileName, 'docx'),
        downloadHref(doc.fileName, 'largePrintDocx'),
        downloadHref(doc.fileName, 'epub'),
      ]);
      expect(downloads.textContent!.replace(words.formats.epub.use, ''), doc.path).not.toMatch(/braille|BRF/i);
    }
    // Testing Library's role queries over every tutorial and guide take seconds in jsdom on a busy machine.
  }, 60_000);
});
