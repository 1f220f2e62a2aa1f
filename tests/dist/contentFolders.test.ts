import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy } from './builtSite';
import { rootDir } from '../../scripts/shared/buildPaths';
import { site } from '../../src/config/site';
import { compileContent } from '../../content-model/compiler/compiledContent.ts';
import { contentFolderInMemory, type ContentFolder } from '../../content-model/compiler/contentFolder.ts';
import { contentFiles } from '../unit/support/contentFiles';
import { contentProblem } from '../unit/support/contentProblem';

/*
 * A page family is its folder (issue 14, docs/decisions/030), for each family: the quick guides, the
 * training categories, the screen reader tutorials. What the build makes of a family's files (their
 * pages, hub cards and sitemap entries) is checked in one temporary copy of the project, with all three
 * families changed, built once. What the content compiler makes of a folder it refuses (the one line the
 * build stops with) is checked by compiling that folder in memory, as the build's first step does
 * (docs/decisions/077); one real build shows that line is all the build prints.
 */

const guides = 'src/content/quick-guides';
const guidesHub = 'resources/software-quick-guides';
const categories = 'src/content/training/categories';
const tutorials = 'src/content/tutorials';
const tutorialsHub = 'resources/screen-reader-tutorials';

type Links = { cards: { link: string }[]; tools: { link: string }[] };

/** A YAML content file rewritten whole (as Decap rewrites files). */
const editYaml =
  <T>(change: (data: T) => T) =>
  (text: string) =>
    stringify(change(parse(text) as T), { lineWidth: 0 });
const withoutCard = (link: string) => editYaml<Links>((hub) => ({ ...hub, cards: hub.cards.filter((card) => card.link !== link) }));
const withoutTool = (link: string) => editYaml<Links>((list) => ({ ...list, tools: list.tools.filter((tool) => tool.link !== link) }));

const projectText = (file: string) => readFileSync(path.join(rootDir, file), 'utf8');

/** The project's content with `changes` made (by path under src/content; null: the file deleted), as the compiler is given it. */
function contentWith(changes: Record<string, string | ((text: string) => string) | null>): ContentFolder {
  const files = new Map(
    contentFiles(path.join(rootDir, 'src/content')).map((file) => [file.slice('src/content/'.length), projectText(file)] as const),
  );
  for (const [file, change] of Object.entries(changes)) {
    const relative = file.replace(/^src\/content\//, '');
    if (change === null) files.delete(relative);
    else files.set(relative, typeof change === 'string' ? change : change(files.get(relative)!));
  }
  return contentFolderInMemory(files);
}

/**
 * The one line the build stops with for the content with `changes`. A compile takes a second or so, and
 * up to ten in a fresh process on a busy machine: the tests below allow a minute.
 */
const refused = (changes: Parameters<typeof contentWith>[0]) => contentProblem(() => compileContent(contentWith(changes)));

/** Each change the owner makes in the copy, by family: a file added, and a file removed once nothing links to it. */
const changes = {
  guides: {
    'src/content/quick-guides/dragon-dictation.md': projectText(`${guides}/dragon.md`)
      .replace('title: Dragon Quick Guide', 'title: Dragon Dictation Quick Guide')
      .replace('name: Dragon', 'name: Dragon Dictation'),
    // Note-taking's list of tools links to the guide: the link goes first, as the build asks.
    'src/content/training/categories/note-taking.md': (text: string) => text.replace(`    link: /${guidesHub}/notion\n`, ''),
    'src/content/quick-guides/notion.md': null,
  },
  training: {
    'src/content/training/categories/braille.md': projectText(`${categories}/tasks.md`)
      .replace('title: Tasks & Projects Training', 'title: Braille Training')
      .replace(
        /^searchDescription: .*$/m,
        'searchDescription: Braille training for work and study, on refreshable braille displays and with your screen reader.',
      ),
    'src/content/training/hub.yaml': withoutCard('/training/text-prediction'),
    'src/content/training/software-a-z.yaml': withoutTool('/training/text-prediction'),
    // The Global AutoCorrect guide names it as its training page: pointed at another first, as the build asks.
    'src/content/quick-guides/global-autocorrect.md': (text: string) =>
      text.replace('trainingPath: /training/text-prediction', 'trainingPath: /training/reading-writing'),
    'src/content/training/categories/text-prediction.md': null,
  },
  tutorials: {
    'src/content/tutorials/jaws-laptop.md': projectText(`${tutorials}/jaws.md`)
      .replace('title: JAWS Screen Reader Tutorial', 'title: JAWS Laptop Layout Tutorial')
      .replace('name: JAWS', 'name: JAWS Laptop')
      .replace('order: 2', 'order: 3'),
    // Screen reader training's list of tools links to the tutorial: the link goes first, as the build asks.
    'src/content/training/categories/screen-readers.md': (text: string) => text.replace(`    link: /${tutorialsHub}/voiceover\n`, ''),
    'src/content/tutorials/voiceover.md': null,
  },
};

const copy = projectCopy('content-folders');
const { built } = copy;
let build: { status: number | null; output: string };
const sitemapPaths = () => [...built('sitemap.xml').matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');

/** `change` made to the copy's `file`: it must change the file's text. */
function changed(file: string, change: (text: string) => string): string {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  expect(after, `${file} changed`).not.toBe(before);
  return after;
}

beforeAll(() => {
  copy.create();
  for (const [file, change] of Object.entries({ ...changes.guides, ...changes.training, ...changes.tutorials })) {
    const at = copy.at(file);
    if (change === null) unlinkSync(at);
    else writeFileSync(at, typeof change === 'string' ? change : changed(at, change));
  }
  build = copy.build();
}, 300_000);
afterAll(() => copy.remove());

describe('the quick guides', { timeout: 60_000 }, () => {
  /**
   * A page family is its folder (issue 14, docs/decisions/030): adding a quick guide's file adds its
   * page, its hub card and its sitemap entry; removing a file (once no page links to it) removes them;
   * a malformed file stops the build with one line an owner can act on.
   */
  describe('a quick guide is one file in its folder', () => {
    it('adding a file adds the page, its card and its sitemap entry; removing one removes them', () => {
      expect(build.output).toMatch(/Prerendered \d+ routes/);
      expect(build.status).toBe(0);

      const page = built(`${guidesHub}/dragon-dictation/index.html`);
      expect(page).toMatch(/<h1[^>]*>Dragon Dictation Quick Guide<\/h1>/);
      expect(built(`${guidesHub}/index.html`)).toContain(`href="/${guidesHub}/dragon-dictation"`);
      const sitemap = built('sitemap.xml');
      expect(sitemap).toContain(`/${guidesHub}/dragon-dictation</loc>`);

      expect(existsSync(copy.at('dist', guidesHub, 'notion', 'index.html'))).toBe(false);
      expect(sitemap).not.toContain(`/${guidesHub}/notion</loc>`);
      expect(built(`${guidesHub}/index.html`)).not.toContain(`href="/${guidesHub}/notion"`);
    });

    it('removing a file while a page links to it is refused, naming the link', () => {
      const problem = refused({ 'quick-guides/notion.md': null });
      expect(problem).toContain('src/content/training/categories/note-taking.md: line ');
      expect(problem).toContain(`/${guidesHub}/notion is not the address of a page of the site`);
    });

    it('a file without a title stops the build with one line naming the file, the line and the field', () => {
      const notitle = readFileSync(path.join(rootDir, 'tests/fixtures/content-errors/quick-guides/no-title.md'), 'utf8');
      writeFileSync(copy.at(guides, 'no-title.md'), notitle);

      // The build stops at its first step, the compile, before it touches dist/ (which the tests below read).
      const result = copy.build();
      unlinkSync(copy.at(guides, 'no-title.md'));
      expect(result.status).toBe(1);
      expect(result.output).toContain('src/content/quick-guides/no-title.md: line 2: the front matter has no title');
      expect(result.output).not.toMatch(/\n\s+at /);
    }, 120_000);
  });
});

describe('the training categories', { timeout: 60_000 }, () => {
  /**
   * The training category pages are a page family (issue 14, docs/decisions/030): adding a file to
   * src/content/training/categories/ adds its page and its sitemap entry; removing one (with its hub
   * card and the A–Z links to it) removes them; removing one while the hub still has its card, or a
   * file without a title, stops the build with one line an owner can act on. (The quick guides, above,
   * do the same.)
   */
  describe('a training category page is one file in its folder', () => {
    it('adding a file adds the page and its sitemap entry; removing one with its card and links removes them', () => {
      expect(build.output).toMatch(/Prerendered \d+ routes/);
      expect(build.status).toBe(0);

      const page = built('training/braille/index.html');
      expect(page).toMatch(/<h1[^>]*>Braille Training<\/h1>/);
      expect(page).toContain(`<title>Braille Training | ${site.companyName}</title>`);
      expect(page).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*?href="\/training"[\s\S]*?Braille Training/);
      // A page without a card on the hub follows those with one, before Software A–Z.
      const paths = sitemapPaths();
      const carded = (parse(readFileSync(copy.at('src/content/training/hub.yaml'), 'utf8')) as Links).cards.map((card) => card.link);
      expect(carded).toContain('/training/tasks');
      for (const link of carded.filter((link) => link !== '/training/software-a-z'))
        expect(paths.indexOf(link)).toBeLessThan(paths.indexOf('/training/braille'));
      expect(paths.indexOf('/training/software-a-z')).toBeGreaterThan(paths.indexOf('/training/braille'));

      expect(existsSync(copy.at('dist', 'training', 'text-prediction', 'index.html'))).toBe(false);
      expect(paths).not.toContain('/training/text-prediction');
      expect(built('training/index.html')).not.toContain('href="/training/text-prediction"');
    });

    it('removing a file while a page links to it is refused, naming the link', () => {
      const { 'src/content/quick-guides/global-autocorrect.md': _pointedElsewhere, ...otherChanges } = changes.training;
      const problem = refused(otherChanges);
      expect(problem).toContain('src/content/quick-guides/global-autocorrect.md: line ');
      expect(problem).toContain('/training/text-prediction is not the address of a page of the site');
    });

    it('removing a file while the hub still has its card stops the build with one line naming the card', () => {
      // The owner deletes the page and changes the A–Z list, but forgets the hub's card.
      const problem = refused({
        'training/categories/mind-mapping.md': null,
        'training/software-a-z.yaml': withoutTool('/training/mind-mapping'),
      });
      expect(problem).toMatch(
        /^src\/content\/training\/hub\.yaml: line \d+: the card "Mind Mapping" links to \/training\/mind-mapping, which is not a page \(there is no src\/content\/training\/categories\/mind-mapping\.md\): remove the card, or add the page$/,
      );
    });

    it('a file without a title stops the build with one line naming the file, the line and the field', () => {
      const tasks = projectText(`${categories}/tasks.md`);
      expect(refused({ 'training/categories/no-title.md': tasks.replace(/^title: .*\n/m, '') })).toBe(
        'src/content/training/categories/no-title.md: line 2: the front matter has no title',
      );
    });
  });
});

describe('the screen reader tutorials', { timeout: 60_000 }, () => {
  /**
   * The screen reader tutorials are their folder (issue 14, docs/decisions/030), as the quick guides
   * are (above): adding a tutorial's file adds its page, its hub card (in the place its `order` gives)
   * and its sitemap entry; removing a file removes them; a malformed file stops the build with one line
   * an owner can act on.
   */
  describe('a screen reader tutorial is one file in its folder', () => {
    it('adding a file adds the page, its card and its sitemap entry; removing one removes them', () => {
      expect(build.output).toMatch(/Prerendered \d+ routes/);
      expect(build.status).toBe(0);

      const page = built(`${tutorialsHub}/jaws-laptop/index.html`);
      expect(page).toMatch(/<h1[^>]*>JAWS Laptop Layout Tutorial<\/h1>/);
      expect(page).toContain('<title>JAWS Laptop Layout Tutorial | ');
      expect(page).toMatch(
        /<nav aria-label="Breadcrumb"[^]*?Screen Reader Tutorials<\/a>[^]*?<span aria-current="page"[^>]*>JAWS Laptop<\/span>/,
      );
      const hub = built(`${tutorialsHub}/index.html`);
      const cards = [...hub.matchAll(new RegExp(`href="/${tutorialsHub}/([a-z-]+)"`, 'g'))].map((match) => match[1]);
      // One card per file of the folder; order 3 puts the new tutorial after JAWS (2) and before NVDA
      // (also 3, later by name).
      expect(cards).toHaveLength(new Set(cards).size);
      expect(new Set(cards)).toEqual(new Set(readdirSync(copy.at(tutorials)).map((file) => file.replace(/\.md$/, ''))));
      expect(cards.indexOf('jaws-laptop')).toBeGreaterThan(cards.indexOf('jaws'));
      expect(cards.indexOf('jaws-laptop')).toBeLessThan(cards.indexOf('nvda'));
      const sitemap = built('sitemap.xml');
      expect(sitemap).toContain(`/${tutorialsHub}/jaws-laptop</loc>`);

      expect(existsSync(copy.at('dist', tutorialsHub, 'voiceover', 'index.html'))).toBe(false);
      expect(sitemap).not.toContain(`/${tutorialsHub}/voiceover</loc>`);
      expect(hub).not.toContain(`href="/${tutorialsHub}/voiceover"`);
    });

    it('removing a file while a page links to it is refused, naming the link', () => {
      const problem = refused({ 'tutorials/voiceover.md': null });
      expect(problem).toContain('src/content/training/categories/screen-readers.md: line ');
      expect(problem).toContain(`/${tutorialsHub}/voiceover is not the address of a page of the site`);
    });

    it('a file without a title stops the build with one line naming the file, the line and the field', () => {
      const notitle = readFileSync(path.join(rootDir, 'tests/fixtures/content-errors/tutorials/no-title.md'), 'utf8');
      expect(refused({ 'tutorials/no-title.md': notitle })).toBe(
        'src/content/tutorials/no-title.md: line 2: the front matter has no title',
      );
    });
  });
});
