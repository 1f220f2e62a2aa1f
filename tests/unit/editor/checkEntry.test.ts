import { contentFolderOnDisk } from '../../../content-model/disk/contentFolderOnDisk.ts';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContentFolder, fieldAtLine } from '../../../content-model/editor/checkEntry.ts';

/** The build's checks made by the editing screen before a save (issue 22 point 3), told at their field. */
const contentDir = path.resolve('src/content');
const text = (relative: string) => readFileSync(path.join(contentDir, relative), 'utf8');
/** The check as the screen makes it: in a copy of the content folder with the file as it would be saved (or without it). */
function check(relative: string, words: string | null) {
  const copy = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  try {
    cpSync(contentDir, copy, { recursive: true, filter: (source) => !source.includes(`${path.sep}generated`) });
    if (words === null) rmSync(path.join(copy, relative));
    else writeFileSync(path.join(copy, relative), words);
    return checkContentFolder(contentFolderOnDisk(copy), `src/content/${relative}`, words);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

// Each check compiles the whole content folder, as the build does: a second or two each, more on a busy machine.
describe('the build’s checks of a file, before the editing screen saves it', { timeout: 30_000 }, () => {
  it('finds the field written on a line of YAML: a key, a list item, a value folded over lines', () => {
    const yaml = 'heading: Hello\nitems:\n  - name: One\n    words: >-\n      folded\n      words\n  - name: Two\n';
    expect(fieldAtLine(yaml, 1)).toEqual(['heading']);
    expect(fieldAtLine(yaml, 3)).toEqual(['items', 0, 'name']);
    expect(fieldAtLine(yaml, 6)).toEqual(['items', 0, 'words']);
    expect(fieldAtLine(yaml, 7)).toEqual(['items', 1, 'name']);
  });

  it('passes the files as they are, and writes nothing: no generated module, no other file', () => {
    const before = text('testimonials.yaml');
    expect(check('testimonials.yaml', before)).toEqual([]);
    expect(check('quick-guides/dragon.md', text('quick-guides/dragon.md'))).toEqual([]);
    expect(text('testimonials.yaml')).toBe(before);
  });

  it('tells a schema’s problem at its field, in the build’s words', () => {
    const emptied = text('testimonials.yaml').replace('author: A secondary school', 'author: ""');
    expect(check('testimonials.yaml', emptied)).toEqual([
      { path: ['testimonials', 1, 'author'], message: 'the author of testimonial 2 is empty' },
    ]);
  });

  it('tells a Markdown body’s problem at the body: link words that say nothing, a heading out of order', () => {
    const guide = text('quick-guides/dragon.md');
    const vague = check('quick-guides/dragon.md', guide.replace('Say it again', 'Say it again ([read more](/training))'));
    expect(vague).toEqual([
      { path: ['body'], message: expect.stringMatching(/^the link to \/training says "read more", which means nothing on its own/) },
    ]);
    expect(check('quick-guides/dragon.md', guide.replace('## Say "Scratch that"', '#### Say "Scratch that"'))).toEqual([
      { path: ['body'], message: expect.any(String) },
    ]);
  });

  it('refuses a link to an address that is no page of the site, at its field, and ignores the words of comments', () => {
    const file = text('why-choose-us.yaml');
    expect(file).toMatch(/^#.*\[words\]\(\/path\)/m);
    expect(check('why-choose-us.yaml', file.replace(/path: \/contact\b/, 'path: /contact-uss'))).toEqual([
      { path: ['actions', 0, 'path'], message: expect.stringMatching(/^\/contact-uss is not the address of a page of the site/) },
    ]);
  });

  it('before a page is deleted, names the file that still leads to it', () => {
    const [problem] = check('training/categories/tasks.md', null);
    expect(problem).toEqual({
      message: expect.stringMatching(/^“Training hub” \(\/training\) leads to this page \(src\/content\/training\/hub\.yaml.*tasks/),
    });
  });
});
