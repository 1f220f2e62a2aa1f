import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy } from './builtSite';
import { rootDir } from '../../scripts/shared/buildPaths';

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
      dragon.replace('title: Dragon Quick Guide', 'title: Dragon Dictation Quick Guide').replace('name: Dragon', 'name: Dragon Dictation'),
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
