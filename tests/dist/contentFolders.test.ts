import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy } from './builtSite';
import { rootDir } from '../../scripts/shared/buildPaths';
import { site } from '../../src/config/site';

/*
 * A page family is its folder (issue 14, docs/decisions/030), for each family: the quick guides, the
 * training categories, the screen reader tutorials. Each in a temporary copy of the project, built.
 */

describe('the quick guides', () => {
  /**
   * A page family is its folder (issue 14, docs/decisions/030): in a temporary copy of the project,
   * adding a quick guide's file adds its page, its hub card and its sitemap entry; removing a file
   * (once no page links to it) removes them; a malformed file stops the build with one line an owner can act on.
   */
  const guides = 'src/content/quick-guides';
  const hubPath = 'resources/software-quick-guides';
  const copy = projectCopy('content-folders');
  const { build, built } = copy;

  beforeAll(() => copy.create());
  afterAll(() => copy.remove());

  describe('a quick guide is one file in its folder', () => {
    it('adding a file adds the page, its card and its sitemap entry; removing one removes them', () => {
      const dragon = readFileSync(copy.at(guides, 'dragon.md'), 'utf8');
      writeFileSync(
        copy.at(guides, 'dragon-dictation.md'),
        dragon
          .replace('title: Dragon Quick Guide', 'title: Dragon Dictation Quick Guide')
          .replace('name: Dragon', 'name: Dragon Dictation'),
      );
      // Note-taking's list of tools links to the guide: the link goes first, as the build asks.
      copy.deleteLinkedPage(`${guides}/notion.md`, `/${hubPath}/notion`, {
        'src/content/training/categories/note-taking.md': (text) => text.replace(`    link: /${hubPath}/notion\n`, ''),
      });

      const result = build();
      expect(result.output).toMatch(/Prerendered \d+ routes/);
      expect(result.status).toBe(0);

      const page = built(`${hubPath}/dragon-dictation/index.html`);
      expect(page).toMatch(/<h1[^>]*>Dragon Dictation Quick Guide<\/h1>/);
      expect(built(`${hubPath}/index.html`)).toContain(`href="/${hubPath}/dragon-dictation"`);
      const sitemap = built('sitemap.xml');
      expect(sitemap).toContain(`/${hubPath}/dragon-dictation</loc>`);

      expect(existsSync(copy.at('dist', hubPath, 'notion', 'index.html'))).toBe(false);
      expect(sitemap).not.toContain(`/${hubPath}/notion</loc>`);
      expect(built(`${hubPath}/index.html`)).not.toContain(`href="/${hubPath}/notion"`);
    }, 240_000);

    it('a file without a title stops the build with one line naming the file, the line and the field', () => {
      const notitle = readFileSync(path.join(rootDir, 'tests/fixtures/content-errors/quick-guides/no-title.md'), 'utf8');
      writeFileSync(copy.at(guides, 'no-title.md'), notitle);

      const result = build();
      expect(result.status).toBe(1);
      expect(result.output).toContain('src/content/quick-guides/no-title.md: line 2: the front matter has no title');
      expect(result.output).not.toMatch(/\n\s+at /);
    }, 240_000);
  });
});

describe('the training categories', () => {
  /**
   * The training category pages are a page family (issue 14, docs/decisions/030): in a temporary copy
   * of the project, adding a file to src/content/training/categories/ adds its page and its sitemap
   * entry; removing one (with its hub card and the A–Z links to it) removes them; removing one while
   * the hub still has its card, or a file without a title, stops the build with one line an owner can
   * act on. (The quick guides, above, do the same.)
   */
  const categories = 'src/content/training/categories';
  const copy = projectCopy('content-folders-training');
  const { build, built } = copy;
  const sitemapPaths = () => [...built('sitemap.xml').matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');

  type Links = { cards: { link: string }[]; tools: { link: string }[] };

  /** Rewrites a YAML content file of the copy (Decap rewrites files whole too). */
  function editYaml<T>(file: string, change: (data: T) => T): void {
    const at = copy.at(file);
    writeFileSync(at, stringify(change(parse(readFileSync(at, 'utf8')) as T), { lineWidth: 0 }));
  }

  beforeAll(() => copy.create());
  afterAll(() => copy.remove());

  describe('a training category page is one file in its folder', () => {
    it('adding a file adds the page and its sitemap entry; removing one with its card and links removes them', () => {
      const tasks = readFileSync(copy.at(categories, 'tasks.md'), 'utf8');
      writeFileSync(
        copy.at(categories, 'braille.md'),
        tasks
          .replace('title: Tasks & Projects Training', 'title: Braille Training')
          .replace(
            /^searchDescription: .*$/m,
            'searchDescription: Braille training for work and study, on refreshable braille displays and with your screen reader.',
          ),
      );
      editYaml<Links>('src/content/training/hub.yaml', (hub) => ({
        ...hub,
        cards: hub.cards.filter((card) => card.link !== '/training/text-prediction'),
      }));
      editYaml<Links>('src/content/training/software-a-z.yaml', (list) => ({
        ...list,
        tools: list.tools.filter((tool) => tool.link !== '/training/text-prediction'),
      }));
      // The Global AutoCorrect guide names it as its training page: pointed at another first, as the build asks.
      copy.deleteLinkedPage(`${categories}/text-prediction.md`, '/training/text-prediction', {
        'src/content/quick-guides/global-autocorrect.md': (text) =>
          text.replace('trainingPath: /training/text-prediction', 'trainingPath: /training/reading-writing'),
      });

      const result = build();
      expect(result.output).toMatch(/Prerendered \d+ routes/);
      expect(result.status).toBe(0);

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
    }, 240_000);

    it('removing a file while the hub still has its card stops the build with one line naming the card', () => {
      // The owner deletes the page and changes the A–Z list, but forgets the hub's card.
      const mindMapping = copy.at(categories, 'mind-mapping.md');
      const azFile = copy.at('src/content/training/software-a-z.yaml');
      const [words, azWords] = [readFileSync(mindMapping, 'utf8'), readFileSync(azFile, 'utf8')];
      unlinkSync(mindMapping);
      editYaml<Links>('src/content/training/software-a-z.yaml', (list) => ({
        ...list,
        tools: list.tools.filter((tool) => tool.link !== '/training/mind-mapping'),
      }));

      const result = build();
      writeFileSync(mindMapping, words);
      writeFileSync(azFile, azWords);
      expect(result.status).toBe(1);
      expect(result.output).toMatch(
        /src\/content\/training\/hub\.yaml: line \d+: the card "Mind Mapping" links to \/training\/mind-mapping, which is not a page \(there is no src\/content\/training\/categories\/mind-mapping\.md\): remove the card, or add the page/,
      );
      expect(result.output).not.toMatch(/\n\s+at /);
    }, 240_000);

    it('a file without a title stops the build with one line naming the file, the line and the field', () => {
      const tasks = readFileSync(copy.at(categories, 'tasks.md'), 'utf8');
      writeFileSync(copy.at(categories, 'no-title.md'), tasks.replace(/^title: .*\n/m, ''));

      const result = build();
      expect(result.status).toBe(1);
      expect(result.output).toContain('src/content/training/categories/no-title.md: line 2: the front matter has no title');
      expect(result.output).not.toMatch(/\n\s+at /);
    }, 240_000);
  });
});

describe('the screen reader tutorials', () => {
  /**
   * The screen reader tutorials are their folder (issue 14, docs/decisions/030), as the quick guides are
   * (above): in a temporary copy of the project, adding a tutorial's file adds its page,
   * its hub card (in the place its `order` gives) and its sitemap entry; removing a file removes them; a
   * malformed file stops the build with one line an owner can act on.
   */
  const tutorials = 'src/content/tutorials';
  const hubPath = 'resources/screen-reader-tutorials';
  const copy = projectCopy('tutorials-folder');
  const { build, built } = copy;

  beforeAll(() => copy.create());
  afterAll(() => copy.remove());

  describe('a screen reader tutorial is one file in its folder', () => {
    it('adding a file adds the page, its card and its sitemap entry; removing one removes them', () => {
      const jaws = readFileSync(copy.at(tutorials, 'jaws.md'), 'utf8');
      writeFileSync(
        copy.at(tutorials, 'jaws-laptop.md'),
        jaws
          .replace('title: JAWS Screen Reader Tutorial', 'title: JAWS Laptop Layout Tutorial')
          .replace('name: JAWS', 'name: JAWS Laptop')
          .replace('order: 2', 'order: 3'),
      );
      // Screen reader training's list of tools links to the tutorial: the link goes first, as the build asks.
      copy.deleteLinkedPage(`${tutorials}/voiceover.md`, `/${hubPath}/voiceover`, {
        'src/content/training/categories/screen-readers.md': (text) => text.replace(`    link: /${hubPath}/voiceover\n`, ''),
      });

      const result = build();
      expect(result.output).toMatch(/Prerendered \d+ routes/);
      expect(result.status).toBe(0);

      const page = built(`${hubPath}/jaws-laptop/index.html`);
      expect(page).toMatch(/<h1[^>]*>JAWS Laptop Layout Tutorial<\/h1>/);
      expect(page).toContain('<title>JAWS Laptop Layout Tutorial | ');
      expect(page).toMatch(
        /<nav aria-label="Breadcrumb"[^]*?Screen Reader Tutorials<\/a>[^]*?<span aria-current="page"[^>]*>JAWS Laptop<\/span>/,
      );
      const hub = built(`${hubPath}/index.html`);
      const cards = [...hub.matchAll(new RegExp(`href="/${hubPath}/([a-z-]+)"`, 'g'))].map((match) => match[1]);
      // One card per file of the folder; order 3 puts the new tutorial after JAWS (2) and before NVDA
      // (also 3, later by name).
      expect(cards).toHaveLength(new Set(cards).size);
      expect(new Set(cards)).toEqual(new Set(readdirSync(copy.at(tutorials)).map((file) => file.replace(/\.md$/, ''))));
      expect(cards.indexOf('jaws-laptop')).toBeGreaterThan(cards.indexOf('jaws'));
      expect(cards.indexOf('jaws-laptop')).toBeLessThan(cards.indexOf('nvda'));
      const sitemap = built('sitemap.xml');
      expect(sitemap).toContain(`/${hubPath}/jaws-laptop</loc>`);

      expect(existsSync(copy.at('dist', hubPath, 'voiceover', 'index.html'))).toBe(false);
      expect(sitemap).not.toContain(`/${hubPath}/voiceover</loc>`);
      expect(hub).not.toContain(`href="/${hubPath}/voiceover"`);
    }, 240_000);

    it('a file without a title stops the build with one line naming the file, the line and the field', () => {
      const notitle = readFileSync(path.join(rootDir, 'tests/fixtures/content-errors/tutorials/no-title.md'), 'utf8');
      writeFileSync(copy.at(tutorials, 'no-title.md'), notitle);

      const result = build();
      expect(result.status).toBe(1);
      expect(result.output).toContain('src/content/tutorials/no-title.md: line 2: the front matter has no title');
      expect(result.output).not.toMatch(/\n\s+at /);
    }, 240_000);
  });
});
