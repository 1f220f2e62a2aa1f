import { contentFolderOnDisk } from '../../../content-model/disk/contentFolderOnDisk.ts';
import { simplePageWords } from '../../../content-model/compiler/compile.ts';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEntry } from '../../../admin/src/editing/contentFile';
import { fieldProblems } from '../../../admin/src/editing/fieldProblems';
import { emptyValue, fieldName, fieldPathOf, setAt } from '../../../admin/src/editing/values';
import type { EditorField } from '../../../content-model/editor/description.ts';
import { editorDescription } from '../../../content-model/editor/editorDescription.ts';

/** The editing screen's form logic (admin/src/editing/): its own checks, the names it gives fields, new items. */
const description = editorDescription(simplePageWords(contentFolderOnDisk(path.resolve('src/content'))));
const fieldsOf = (file: string) => description.collections.flatMap((each) => each.files ?? []).find((each) => each.path === file)!.fields;
const entryOf = (file: string) => readEntry(file, readFileSync(path.resolve(file), 'utf8')).data;

describe('the editing screen’s form', () => {
  const testimonials = 'src/content/testimonials.yaml';
  const fields = fieldsOf(testimonials);

  it('finds no problem in any file as it is', () => {
    for (const file of description.collections.flatMap((each) => each.files ?? [])) {
      const entry = readEntry(file.path, readFileSync(path.resolve(file.path), 'utf8'));
      expect(fieldProblems(file.fields, { ...entry.data, ...(entry.body === undefined ? {} : { body: entry.body }) }), file.path).toEqual(
        [],
      );
    }
  });

  it('finds every problem at once, each at its field: empty, too few, not the pattern, a link where links are not shown', () => {
    let entry = entryOf(testimonials);
    entry = setAt(entry, ['testimonials', 1, 'author'], '') as Record<string, unknown>;
    entry = setAt(entry, ['testimonials', 2, 'quote'], []) as Record<string, unknown>;
    entry = setAt(entry, ['closing', 'action', 'path'], 'contact') as Record<string, unknown>;
    entry = setAt(entry, ['closing', 'text'], 'To ask us anything, [click here](/contact).') as Record<string, unknown>;
    expect(fieldProblems(fields, entry)).toEqual([
      { path: ['testimonials', 1, 'author'], message: 'This is empty: write the words to show here.' },
      { path: ['testimonials', 2, 'quote'], message: 'There must be at least 1 paragraph in quote: add 1.' },
      // The closing text is shown as written (plainProse): a link there is refused at once, whatever its words.
      {
        path: ['closing', 'text'],
        message: 'The link “click here”: links are not shown here, as this text is shown as written: write the words without [ ](…).',
      },
      { path: ['closing', 'action', 'path'], message: expect.any(String) },
    ]);
  });

  it('names each field as its label says it, with the item and group it is in', () => {
    expect(fieldName(fields, ['testimonials', 1, 'author'], entryOf(testimonials))).toBe(
      'Who said it (by role, no names), testimonial 2 of 3',
    );
    // Three testimonials: the schema holds exactly three. Their paragraphs are the owner's to add.
    const paragraphs = (entryOf(testimonials) as { testimonials: { quote: string[] }[] }).testimonials[1]!.quote.length;
    expect(fieldName(fields, ['testimonials', 1, 'quote', 0], entryOf(testimonials))).toBe(
      `Paragraph 1 of ${paragraphs}, quote, testimonial 2 of 3`,
    );
    expect(fieldName(fields, ['closing', 'action', 'label'], entryOf(testimonials))).toBe('Label, button, closing call');
  });

  it('shows a problem found below any field at the nearest field the owner can reach', () => {
    expect(fieldPathOf(fields, ['testimonials', 1])).toEqual(['testimonials']);
    expect(fieldPathOf(fields, ['testimonials', 1, 'quote', 0])).toEqual(['testimonials', 1, 'quote', 0]);
    expect(fieldPathOf(fields, ['closing', 'nothing'])).toEqual(['closing']);
    expect(fieldPathOf(fields, ['unknown'])).toBeUndefined();
  });

  it('a new item holds every field it needs, empty, and fixed values as the developer set them', () => {
    const terms = fieldsOf('src/content/glossary.yaml').find((each) => each.name === 'terms') as Extract<EditorField, { kind: 'list' }>;
    expect(emptyValue(terms.item)).toEqual({ term: '', id: '', definition: '', category: '', relatedTerms: [] });
    expect(fieldProblems([terms], { terms: [emptyValue(terms.item)] }).map((problem) => problem.path)).toEqual([
      ['terms', 0, 'term'],
      ['terms', 0, 'id'],
      ['terms', 0, 'definition'],
      ['terms', 0, 'category'],
    ]);
  });

  it('an optional field left empty is taken out of the file, not saved empty', () => {
    expect(setAt({ a: 1, b: 'x' }, ['b'], undefined)).toEqual({ a: 1 });
    expect(setAt({ list: ['a', 'b'] }, ['list', 1], 'c')).toEqual({ list: ['a', 'c'] });
  });
});
