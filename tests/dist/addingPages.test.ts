import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../scripts/lib/paths';
import { linkedFromHub, readBuiltSite, siteProblems } from './siteChecks';
import { projectCopy } from './support';

/**
 * Adding a page of a family is one file, and the checks pass with no other edit (issue 21): in a
 * temporary copy of the project, a quick guide, a training category and a tutorial are added, each
 * as its one file, the site is built, and then the checks a real addition has to meet are run there:
 * every page whole and every link resolving (siteChecks.ts), and the test files that count, list or
 * describe pages, run by Vitest in the copy as `npm test` runs them.
 */
const fixtures = path.join(rootDir, 'tests', 'fixtures', 'added-pages');
const copy = projectCopy('adding-pages');

/** The tests that would fail if a page needed more than its file: counts, routes, sweep, structured data, first paint. */
const testsRunInTheCopy = [
  'tests/unit/counts.test.ts',
  'tests/unit/routeTable.test.ts',
  'tests/unit/sweep.test.ts',
  'tests/unit/content.test.ts',
  'tests/unit/contentQuickGuides.test.ts',
  'tests/unit/contentTutorials.test.ts',
  'tests/unit/contentTrainingCategories.test.ts',
  'tests/dist/siteProperties.test.ts',
  'tests/dist/structuredData.test.ts',
  'tests/dist/firstPaint.test.ts',
  'tests/dist/liveRegions.test.ts',
];

beforeAll(() => copy.create());
afterAll(() => copy.remove());

describe('a page added to a family is its one file', () => {
  it('a quick guide, a training category and a tutorial added as files are built, linked from their hubs, and pass every check', () => {
    cpSync(path.join(fixtures, 'quick-guides', 'windows-voice-access.md'), copy.at('src/content/quick-guides/windows-voice-access.md'));
    cpSync(path.join(fixtures, 'training', 'categories', 'braille.md'), copy.at('src/content/training/categories/braille.md'));
    // The tutorial is the JAWS tutorial for the laptop keyboard layout: a tutorial's sections and
    // command tables are long, and this one is the JAWS file with its own title, name and place.
    const jaws = readFileSync(copy.at('src/content/tutorials/jaws.md'), 'utf8');
    writeFileSync(
      copy.at('src/content/tutorials/jaws-laptop.md'),
      jaws
        .replace('title: JAWS Screen Reader Tutorial', 'title: JAWS Laptop Layout Tutorial')
        .replace('name: JAWS', 'name: JAWS Laptop')
        .replace('order: 2', 'order: 6')
        .replace(/^searchDescription: .*$/m, 'searchDescription: "Free JAWS tutorial for the laptop keyboard layout: Caps Lock as the JAWS key, reading, navigation and forms on a laptop."'),
    );

    const result = copy.build();
    expect(result.output).toMatch(/Prerendered \d+ routes/);
    expect(result.status).toBe(0);

    const dist = copy.at('dist');
    expect(siteProblems(dist)).toEqual([]);
    const site = readBuiltSite(dist);
    expect(site.paths).toEqual(
      expect.arrayContaining([
        '/resources/software-quick-guides/windows-voice-access',
        '/training/braille',
        '/resources/screen-reader-tutorials/jaws-laptop',
      ]),
    );
    expect(linkedFromHub(site, '/resources/software-quick-guides')).toContain('/resources/software-quick-guides/windows-voice-access');
    expect(linkedFromHub(site, '/training')).toContain('/training/braille');
    expect(linkedFromHub(site, '/resources/screen-reader-tutorials')).toContain('/resources/screen-reader-tutorials/jaws-laptop');
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

describe('a new top-level page is three files', () => {
  const pageCopy = projectCopy('adding-a-page');
  beforeAll(() => pageCopy.create());
  afterAll(() => pageCopy.remove());

  it('a route entry, a page module and a content file make a page that is built, in the sitemap, and passes every check', () => {
    const routeTableFile = pageCopy.at('src/routes/routeTable.ts');
    const table = readFileSync(routeTableFile, 'utf8');
    const contact = table.indexOf("  {\n    path: '/contact',");
    expect(contact).toBeGreaterThan(0);
    writeFileSync(routeTableFile, `${table.slice(0, contact)}${topLevelRouteEntry}${table.slice(contact)}`);
    mkdirSync(pageCopy.at('src/pages/help'));
    writeFileSync(pageCopy.at('src/pages/help/UsingThisSitePage.tsx'), topLevelPageModule);
    cpSync(path.join(fixtures, 'pages', 'using-this-site.md'), pageCopy.at('src/content/pages/using-this-site.md'));

    const result = pageCopy.build();
    expect(result.output).toMatch(/Prerendered \d+ routes/);
    expect(result.status).toBe(0);
    const dist = pageCopy.at('dist');
    expect(siteProblems(dist)).toEqual([]);
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
});
