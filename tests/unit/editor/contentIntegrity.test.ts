import { contentFolderOnDisk } from '../../../content-model/disk/contentFolderOnDisk.ts';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldProblems } from '../../../admin/src/editing/fieldProblems';
import type { EditorField } from '../../../content-model/editor/description.ts';
import { checkContentFolder } from '../../../content-model/editor/checkEntry.ts';
import { editorDescription } from '../../../content-model/editor/editorDescription.ts';
import { ContentError } from '../../../content-model/compiler/contentError.ts';
import { integrityProblems } from '../../../content-model/compiler/integrity.ts';
import { compileContent } from '../../../content-model/compiler/compiledContent.ts';
import { simplePageWords } from '../../../content-model/compiler/compile.ts';

/**
 * The content's cross-references (issue 31, docs/decisions/055): checked by the build at the end of
 * every compile, and by the editing screen before a save or a delete, in a temporary copy of the content.
 */
const contentDir = path.resolve('src/content');
const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((copy) => rmSync(copy, { recursive: true, force: true })));

/** A copy of the content folder with `changes` made (text null: the file deleted). */
function contentWith(changes: Record<string, string | null> = {}): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'content-integrity-'));
  copies.push(copy);
  cpSync(contentDir, copy, { recursive: true, filter: (source) => !source.includes(`${path.sep}generated`) });
  for (const [relative, text] of Object.entries(changes)) {
    if (text === null) rmSync(path.join(copy, relative));
    else writeFileSync(path.join(copy, relative), text);
  }
  return copy;
}
const text = (relative: string, folder = contentDir) => readFileSync(path.join(folder, relative), 'utf8');
const lineOf = (file: string, words: string) => file.split('\n').findIndex((line) => line.includes(words)) + 1;

/** The editing screen's check of one change: against `current` (the content as it is now, by default the real one). */
function check(relative: string, words: string | null, current: Record<string, string | null> = {}) {
  const now = contentWith(current);
  const then = contentWith({ ...current, [relative]: words });
  return checkContentFolder(
    contentFolderOnDisk(then),
    `src/content/${relative}`,
    words,
    () => integrityProblems(contentFolderOnDisk(now)),
    text(relative, now),
  );
}

describe('the content’s cross-references', { timeout: 60_000 }, () => {
  it('finds none in the content as it is', () => {
    expect(integrityProblems(contentFolderOnDisk(contentDir))).toEqual([]);
  });

  it('names a link to no page by its words, file and line, and the build stops on it with the same words', () => {
    const guide = text('quick-guides/dragon.md');
    const changed = guide.replace('Say it again', 'Say it again (see [our Dragon course](/training/dragon-course))');
    const folder = contentWith({ 'quick-guides/dragon.md': changed });
    const problem = {
      file: 'src/content/quick-guides/dragon.md',
      line: lineOf(changed, 'dragon-course'),
      target: '/training/dragon-course',
      problem: expect.stringMatching(
        /^The link “our Dragon course” leads to \/training\/dragon-course, not the address of a page of the site: check it/,
      ),
    };
    expect(integrityProblems(contentFolderOnDisk(folder))).toEqual([problem]);
    expect(() => compileContent(contentFolderOnDisk(folder))).toThrow(ContentError);
    expect(() => compileContent(contentFolderOnDisk(folder))).toThrow(
      `src/content/quick-guides/dragon.md: line ${problem.line}: The link “our Dragon course”`,
    );
  });

  it('checks a link to a glossary term against the glossary’s anchors, and a field that holds an address', () => {
    const services = text('services.yaml').replace('/resources/glossary#wcag', '/resources/glossary#wcag-2');
    const category = text('training/categories/note-taking.md').replace(
      'link: /resources/software-quick-guides/notion',
      'link: /resources/notion',
    );
    const found = integrityProblems(
      contentFolderOnDisk(contentWith({ 'services.yaml': services, 'training/categories/note-taking.md': category })),
    );
    expect(found.map(({ file, line, problem }) => ({ file, line, problem }))).toEqual([
      {
        file: 'src/content/services.yaml',
        line: lineOf(services, '#wcag-2'),
        problem:
          'The link “WCAG” leads to /resources/glossary#wcag-2, but the glossary has no term with the anchor “wcag-2”: use the anchor of one of its terms, or remove the link',
      },
      {
        file: 'src/content/training/categories/note-taking.md',
        line: lineOf(category, 'link: /resources/notion'),
        problem: expect.stringMatching(/^\/resources\/notion is not the address of a page of the site/),
      },
    ]);
  });

  it('refuses two quick guides with one title: they would be two identical links on the hub', () => {
    const notion = text('quick-guides/notion.md').replace('title: Notion Quick Guide', 'title: Dragon Quick Guide');
    expect(integrityProblems(contentFolderOnDisk(contentWith({ 'quick-guides/notion.md': notion })))).toEqual([
      {
        file: 'src/content/quick-guides/notion.md',
        line: 2,
        problem:
          'the quick guide dragon.md has the title “Dragon Quick Guide” too: two links with the same words would lead to different pages, so give each quick guide its own title',
      },
    ]);
  });
});

describe('the editing screen’s check of a change against the whole site', { timeout: 60_000 }, () => {
  it('refuses to delete a page other pages link to, naming each by its title and address, and what to do', () => {
    expect(check('quick-guides/notion.md', null)).toEqual([
      {
        message:
          'other pages link to this page: “Note-Taking Training” (/training/note-taking). Nothing was deleted: remove or change those links first, then delete it',
      },
    ]);
  });

  it('refuses renaming a glossary term’s anchor that other pages link to, at the anchor’s field', () => {
    const glossary = text('glossary.yaml').replace('id: wcag\n', 'id: wcag-guidelines\n');
    const index = (text('glossary.yaml')
      .split('\n  - id: ')
      .findIndex((entry) => entry.startsWith('wcag\n')) - 1) as number;
    expect(check('glossary.yaml', glossary)).toEqual([
      {
        path: ['terms', index, 'id'],
        message:
          'other pages link to the glossary term’s anchor “wcag”: “Services” (/services). Keep the anchor “wcag”, or change those links to the new anchor first',
      },
    ]);
  });

  it('refuses a related term naming no entry at its field, and a link in a definition (shown as plain text) at its field', () => {
    const glossary = text('glossary.yaml')
      .replace('      - Reasonable Adjustments\n', '      - Reasonable Adjustment\n')
      .replace('term: Alt Text\n    definition: A short', 'term: Alt Text\n    definition: A [short](/resources/glossary#wcag)');
    const [definition] = check('glossary.yaml', glossary);
    expect(definition).toEqual({
      path: ['terms', 1, 'definition'],
      message: expect.stringMatching(/shown as written and cannot hold a link/),
    });
    const related = check(
      'glossary.yaml',
      text('glossary.yaml').replace('      - Reasonable Adjustments\n', '      - Reasonable Adjustment\n'),
    );
    // The glossary schema's rule (tests/unit/glossary/glossary.test.ts), told at the related term.
    expect(related).toEqual([
      {
        path: ['terms', 0, 'relatedTerms', 0],
        message: expect.stringMatching(/^the related term 1 of term 1: “Reasonable Adjustment” is not/),
      },
    ]);
  });

  it('lets the owner save an unrelated page while a link elsewhere is already broken, and refuses a link the change breaks', () => {
    const broken = { 'quick-guides/notion.md': null };
    const noteTaking = text('training/categories/note-taking.md');
    // Saving Note-taking unchanged is refused, as it holds the broken link: told at its field.
    expect(check('training/categories/note-taking.md', noteTaking, broken)).toEqual([
      { path: ['tools', 2, 'link'], message: expect.stringMatching(/^\/resources\/software-quick-guides\/notion is not the address/) },
    ]);
    // Saving another page is not: the problem was there before, and is not this change's.
    expect(check('quick-guides/dragon.md', text('quick-guides/dragon.md'), broken)).toEqual([]);
    // Deleting a second linked page still is.
    expect(check('training/categories/tasks.md', null, broken)).toEqual([
      { message: expect.stringMatching(/^“Training hub” \(\/training\) leads to this page/) },
    ]);
  });
});

describe('link words in a long Markdown body', () => {
  const description = editorDescription(simplePageWords(contentFolderOnDisk(contentDir)));
  const folder = description.collections.find((each) => each.name === 'quick-guides')!.folder!;
  const body = folder.fields.find((field) => field.name === 'body') as EditorField;

  it('are told by their words and their line, not only that some link is vague', () => {
    const words = text('quick-guides/dragon.md').split(/^---$/m)[2]!.replace('Say it again', 'Say it again ([click here](/training))');
    const line = lineOf(words, 'click here');
    expect(line).toBeGreaterThan(5);
    expect(fieldProblems([body], { body: words })).toEqual([
      {
        path: ['body'],
        message: `The link “click here” on line ${line}: write link words that say where the link goes, not "click here", "read more" or a web address: screen reader users often hear only a link's words`,
      },
    ]);
  });
});
