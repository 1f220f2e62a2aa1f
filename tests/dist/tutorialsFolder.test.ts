import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy } from './builtSite';
import { rootDir } from '../../scripts/shared/buildPaths';

/**
 * The screen reader tutorials are their folder (issue 14, docs/decisions/030), as the quick guides are
 * (contentFolders.test.ts): in a temporary copy of the project, adding a tutorial's file adds its page,
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
    expect(page).toMatch(/<nav aria-label="Breadcrumb"[^]*?Screen Reader Tutorials<\/a>[^]*?<span aria-current="page"[^>]*>JAWS Laptop<\/span>/);
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
