import { contentFolderOnDisk } from '../../../content-model/disk/contentFolderOnDisk.ts';
import { simplePageWords } from '../../../content-model/compiler/compile.ts';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEntry } from '../../../admin/src/editing/contentFile';
import { fieldAt, followListEdit, recheck } from '../../../admin/src/editing/recheck';
import { fieldProblems } from '../../../admin/src/editing/fieldProblems';
import { setAt } from '../../../admin/src/editing/values';
import { editorDescription } from '../../../content-model/editor/editorDescription.ts';

/** A field put right loses its error at once; the others keep theirs until the next save. */
const testimonials = 'src/content/testimonials.yaml';
const fields = editorDescription(simplePageWords(contentFolderOnDisk(path.resolve('src/content'))))
  .collections.flatMap((each) => each.files ?? [])
  .find((each) => each.path === testimonials)!.fields;
const entry = readEntry(testimonials, readFileSync(path.resolve(testimonials), 'utf8')).data;

describe('a field checked again as the owner corrects it', () => {
  let wrong = setAt(entry, ['testimonials', 1, 'author'], '');
  wrong = setAt(wrong, ['testimonials', 2, 'quote'], []);
  wrong = setAt(wrong, ['closing', 'text'], 'To ask us anything, [click here](/contact).');
  const found = fieldProblems(fields, wrong);

  it('finds the field the form shows at a path: in a group, in a list item, a list item itself', () => {
    expect(fieldAt(fields, ['testimonials', 1, 'author'])?.label).toBe('Who said it (by role, no names)');
    expect(fieldAt(fields, ['testimonials', 0, 'quote', 1])?.kind).toBe('paragraph');
    expect(fieldAt(fields, ['closing', 'action', 'path'])?.kind).toBe('line');
    expect(fieldAt(fields, ['nothing'])).toBeUndefined();
    expect(fieldAt(fields, ['heading', 0])).toBeUndefined();
  });

  it('takes away the error of a field put right, and only that one', () => {
    expect(found.map((problem) => problem.path?.join('.'))).toEqual(['testimonials.1.author', 'testimonials.2.quote', 'closing.text']);
    const left = recheck(fields, ['testimonials', 1, 'author'], 'A secondary school', found);
    expect(left.map((problem) => problem.path?.join('.'))).toEqual(['testimonials.2.quote', 'closing.text']);
    // A list given the paragraph it lacked; a link taken out of words that are shown as plain text.
    expect(recheck(fields, ['testimonials', 2, 'quote'], ['Words.'], left).map((problem) => problem.path?.join('.'))).toEqual([
      'closing.text',
    ]);
    expect(recheck(fields, ['closing', 'text'], 'To ask us anything, use the contact form.', left)).toHaveLength(1);
  });

  it('keeps the error of a field still wrong, and of a field not changed', () => {
    expect(recheck(fields, ['closing', 'text'], 'Still [click here](/contact).', found)).toBe(found);
    expect(recheck(fields, ['testimonials', 1, 'author'], '   ', found)).toBe(found);
    expect(recheck(fields, ['heading'], 'Client feedback', found)).toBe(found);
  });

  it('keeps each error with its item as items are moved and removed', () => {
    const paths = (problems: typeof found) => problems.map((problem) => problem.path?.join('.'));
    const moved = followListEdit(found, { kind: 'move', path: ['testimonials'], from: 2, to: 0 });
    expect(paths(moved)).toEqual(['testimonials.2.author', 'testimonials.0.quote', 'closing.text']);
    expect(paths(followListEdit(found, { kind: 'move', path: ['testimonials'], from: 0, to: 2 }))).toEqual([
      'testimonials.0.author',
      'testimonials.1.quote',
      'closing.text',
    ]);
    expect(paths(followListEdit(found, { kind: 'remove', path: ['testimonials'], index: 1 }))).toEqual([
      'testimonials.1.quote',
      'closing.text',
    ]);
    expect(followListEdit(found, { kind: 'add', path: ['testimonials'], value: {} })).toEqual(found);
    expect(followListEdit(found, { kind: 'move', path: ['testimonials', 0, 'quote'], from: 0, to: 1 })).toEqual(found);
  });
});
