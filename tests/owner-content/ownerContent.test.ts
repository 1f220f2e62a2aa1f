import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rootDir } from '../../scripts/shared/buildPaths';
import { projectCopy } from '../dist/builtSite';
import { addedPages, addPages, expectAddedPagesBuilt, fixtureFiles } from './addedPages';

/**
 * The owner's content never fails the tests (issue 31, decision 046): in a temporary copy of the
 * project, a glossary term, a paragraph of a testimonial and a quick guide are added through the
 * content files alone, as the owner adds them; the content is compiled, the site built, and the
 * Vitest suites that read the content (tests/unit, tests/dist) run in the copy and must pass with no
 * other edit. A test that pins today's count or list of terms, paragraphs or guides fails here.
 *
 * The same copy holds a page added to each family as its one file (issue 21, ./addedPages.ts): one
 * copy, one build and one run of the suites prove both (docs/decisions/092).
 *
 * Its own step of `npm test` (`npm run test:owner-content`, vitest.owner-content.config.ts): it runs two
 * suites again, which takes minutes.
 */
const copy = projectCopy('owner-content');
const fixtures = path.join(rootDir, 'tests', 'fixtures', 'owner-content');

/**
 * Tests left out in the copy: they ask git about the project (the copy has no repository), or build
 * copies of their own.
 */
const needGit = [
  'tests/dist/addingPages.test.ts',
  'tests/dist/compiledOnce.test.ts',
  'tests/dist/contentFolders.test.ts',
  'tests/dist/versionFile.test.ts',
  'tests/unit/build/versionStamp.test.ts',
];

/**
 * Long tests that read none of the content, so the owner's additions cannot change what they find:
 * the search engine's on documents of its own (100,000 searches), the conformance report's citations
 * against the test runners' own lists. They run once, in the project's own run (docs/decisions/079);
 * the test below checks that they still name no content.
 */
const readNoContent = ['tests/unit/search/searchEngine.test.ts', 'tests/unit/conformance/conformanceEvidence.test.ts'];
/** The suites that would fail if a page needed more than its file: counts, routes, sweep, structured data, first paint, downloads. */
const pageSuites = [
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
/** How a test reaches the content: the compiled modules, the content folder, the build. */
const contentReaders = /src\/content|content-model\/disk|builtSite|distDir|dist\//;

const newTerm = {
  id: 'dwell-click',
  term: 'Dwell Click',
  definition:
    'A way to click without pressing a button, by resting the pointer on one spot for a set time. It is used with head pointers, eye-gaze systems and other mouse alternatives by people who cannot press a button reliably.',
  category: 'Interaction',
  relatedTerms: ['Switch Access', 'Assistive Technology'],
};
const newParagraph = 'A term later, staff still use the checklist from the session whenever they prepare new materials.';

/** The glossary file with the term in its alphabetical place, written as the file writes the others. */
function withTerm(file: string): string {
  const terms = (parse(file) as { terms: { id: string; term: string }[] }).terms;
  const next = terms.find((entry) => entry.term.localeCompare(newTerm.term, 'en-GB', { sensitivity: 'base' }) > 0);
  expect(next, 'a term after the new one in the alphabet').toBeDefined();
  const entry = [
    `  - id: ${newTerm.id}`,
    `    term: ${newTerm.term}`,
    `    definition: ${newTerm.definition}`,
    `    category: ${newTerm.category}`,
    '    relatedTerms:',
    ...newTerm.relatedTerms.map((related) => `      - ${related}`),
    '',
  ].join('\n');
  const at = file.indexOf(`  - id: ${next!.id}\n`);
  expect(at).toBeGreaterThan(0);
  return `${file.slice(0, at)}${entry}${file.slice(at)}`;
}

/** The testimonials file with one more paragraph at the end of the second testimonial's quote. */
function withParagraph(file: string): string {
  const testimonials = (parse(file) as { testimonials: { quote: string[] }[] }).testimonials;
  const last = testimonials[1]!.quote.at(-1)!;
  const at = file.indexOf(`      - ${last}\n`);
  expect(at).toBeGreaterThan(0);
  const end = at + `      - ${last}\n`.length;
  return `${file.slice(0, end)}      - ${newParagraph}\n${file.slice(end)}`;
}

const run = (args: string[], timeout?: number) => {
  const result = spawnSync(process.execPath, args, {
    cwd: copy.at(),
    encoding: 'utf8',
    env: { ...process.env, SITE_ENV: '', FORCE_COLOR: '0', NO_COLOR: '1' },
    ...(timeout ? { timeout } : {}),
  });
  // eslint-disable-next-line no-control-regex -- colour codes some tools print even so
  return { status: result.status, output: `${result.stdout}${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '') };
};

beforeAll(() => copy.create());
afterAll(() => copy.remove());

describe("the owner's content never fails the tests", () => {
  it('leaves out only tests that read no content, besides those that need git or copies of their own', () => {
    for (const file of readNoContent) expect(readFileSync(path.join(rootDir, file), 'utf8'), file).not.toMatch(contentReaders);
  });

  it('the added pages are one file for each family, and nothing else', () => {
    expect(fixtureFiles()).toEqual(new Set(addedPages.map((page) => page.file)));
  });

  it('a glossary term, a testimonial paragraph, a quick guide, and a page of each family added as content pass the content-reading suites with no other edit', async () => {
    const glossary = copy.at('src/content/glossary.yaml');
    writeFileSync(glossary, withTerm(readFileSync(glossary, 'utf8')));
    const testimonials = copy.at('src/content/testimonials.yaml');
    writeFileSync(testimonials, withParagraph(readFileSync(testimonials, 'utf8')));
    cpSync(path.join(fixtures, 'quick-guides'), copy.at('src/content/quick-guides'), { recursive: true });
    addPages(copy);

    const content = run(['--import', 'tsx', 'scripts/generate-content.ts']);
    expect(content.status, content.output).toBe(0);
    const build = copy.build();
    expect(build.output).toMatch(/Prerendered \d+ routes/);
    expect(build.status, build.output.slice(-3000)).toBe(0);
    // The additions reached the site.
    expect(copy.built('resources/glossary/index.html')).toContain(`id="${newTerm.id}"`);
    expect(copy.built('testimonials/index.html')).toContain(newParagraph);
    expect(copy.built('resources/software-quick-guides/microsoft-edge-read-aloud/index.html')).toContain(
      'Microsoft Edge Read Aloud Quick Guide',
    );
    await expectAddedPagesBuilt(copy);

    const vitest = run([
      path.join(rootDir, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      'tests/unit',
      'tests/dist',
      ...[...needGit, ...readNoContent].flatMap((file) => ['--exclude', file]),
    ]);
    expect(vitest.output).toMatch(/Test Files\s+\d+ passed/);
    expect(vitest.output).not.toMatch(/Test Files\s+\d+ failed/);
    expect(vitest.status, vitest.output.slice(-6000)).toBe(0);
    // Among them, those that would fail if a page needed more than its file.
    for (const file of pageSuites) expect(vitest.output, file).toMatch(new RegExp(`✓ ${file.replaceAll('.', '\\.')} `));
  }, 1_800_000);
});
