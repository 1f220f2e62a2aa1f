import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { loadSiteRoutes, readBuiltSite, siteProblems } from './siteChecks';
import { projectCopy } from './builtSite';

/*
 * A page added to a family (a quick guide, a tutorial, a training category) is one file: that is
 * checked in the owner's-content copy, beside the owner's additions (tests/owner-content/addedPages.ts).
 */
const fixtures = path.join(rootDir, 'tests', 'fixtures', 'added-pages');

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
