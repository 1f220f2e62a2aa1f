import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../scripts/lib/paths';

/**
 * A page family is its folder (issue 14, docs/decisions/030): in a temporary copy of the project,
 * adding a quick guide's file adds its page, its hub card and its sitemap entry; removing a file
 * removes them; a malformed file stops the build with one line an owner can act on.
 */
const guides = 'src/content/quick-guides';
const hubPath = 'resources/software-quick-guides';
const skipped = new Set(['node_modules', 'dist', 'build', 'reports', 'test-results', 'playwright-report', '.data', '.git']);
let copy: string;

function build(): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, SITE_ENV: '' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const built = (file: string) => readFileSync(path.join(copy, 'dist', file), 'utf8');

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'content-folders-'));
  cpSync(rootDir, copy, { recursive: true, filter: (source) => !skipped.has(path.relative(rootDir, source).split(path.sep)[0]!) });
  symlinkSync(path.join(rootDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('a quick guide is one file in its folder', () => {
  it('adding a file adds the page, its card and its sitemap entry; removing one removes them', () => {
    const dragon = readFileSync(path.join(copy, guides, 'dragon.md'), 'utf8');
    writeFileSync(
      path.join(copy, guides, 'dragon-dictation.md'),
      dragon.replace('title: Dragon Quick Guide', 'title: Dragon Dictation Quick Guide').replace('name: Dragon', 'name: Dragon Dictation'),
    );
    unlinkSync(path.join(copy, guides, 'notion.md'));

    const result = build();
    expect(result.output).toMatch(/Prerendered \d+ routes/);
    expect(result.status).toBe(0);

    const page = built(`${hubPath}/dragon-dictation/index.html`);
    expect(page).toMatch(/<h1[^>]*>Dragon Dictation Quick Guide<\/h1>/);
    expect(built(`${hubPath}/index.html`)).toContain(`href="/${hubPath}/dragon-dictation"`);
    const sitemap = built('sitemap.xml');
    expect(sitemap).toContain(`/${hubPath}/dragon-dictation</loc>`);

    expect(existsSync(path.join(copy, 'dist', hubPath, 'notion', 'index.html'))).toBe(false);
    expect(sitemap).not.toContain(`/${hubPath}/notion</loc>`);
    expect(built(`${hubPath}/index.html`)).not.toContain(`href="/${hubPath}/notion"`);
  }, 240_000);

  it('a file without a title stops the build with one line naming the file, the line and the field', () => {
    const notitle = readFileSync(path.join(rootDir, 'tests/fixtures/content-errors/quick-guides/no-title.md'), 'utf8');
    writeFileSync(path.join(copy, guides, 'no-title.md'), notitle);

    const result = build();
    expect(result.status).toBe(1);
    expect(result.output).toContain('src/content/quick-guides/no-title.md: line 2: the front matter has no title');
    expect(result.output).not.toMatch(/\n\s+at /);
  }, 240_000);
});
