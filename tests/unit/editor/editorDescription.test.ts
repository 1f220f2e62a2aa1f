import { contentFolderOnDisk } from '../../../content-model/disk/contentFolderOnDisk.ts';
import { simplePageWords } from '../../../content-model/compiler/compile.ts';
import { copyFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentFiles } from '../support/contentFiles';
import { editorCollections } from '../../../content-model/editor/collections.ts';
import type { EditorCollectionDescription, EditorField, ListField } from '../../../content-model/editor/description.ts';
import { editorDescription, editorFields } from '../../../content-model/editor/editorDescription.ts';

/**
 * The editing screen's fields are made from the content schemas (docs/decisions/050): each field's
 * label and hint are written once, on the schema, and the collections only say where the files are.
 */
const description = () => editorDescription(simplePageWords(contentFolderOnDisk(path.resolve('src/content'))));
const collection = (name: string) => description().collections.find((each) => each.name === name)!;
const fileFields = (each: EditorCollectionDescription, file: string) => each.files!.find((entry) => entry.path.endsWith(file))!.fields;
const field = (fields: EditorField[] | undefined, name: string) => fields?.find((each) => each.name === name);

describe('the editing screen, made from the content schemas', () => {
  it('offers every content file, in exactly one collection', () => {
    const offered = description().collections.flatMap((each) => [
      ...(each.files ?? []).map((file) => file.path),
      ...(each.folder ? contentFiles().filter((file) => path.posix.dirname(file) === each.folder!.path) : []),
    ]);
    expect([...offered].sort()).toEqual(contentFiles().sort());
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('names every setting of the collections, and of the description made from them, in one case (camelCase)', () => {
    const camelCase = /^[a-z][a-zA-Z0-9]*$/;
    // The collections' own settings and their files' (a schema is zod's, not ours: not looked into).
    const settings = editorCollections.flatMap((each) => [
      ...Object.keys(each),
      ...(each.files ?? []).flatMap((file) => Object.keys(file)),
    ]);
    expect(settings.filter((key) => !camelCase.test(key))).toEqual([]);
    const keysOf = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(keysOf)
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
          : [];
    expect([...new Set(keysOf(description()))].filter((key) => !camelCase.test(key))).toEqual([]);
  });

  it('gives every field a label, and every list a name for one item', () => {
    const unlabelled = (fields: EditorField[], at = ''): string[] =>
      fields.flatMap((each) => [
        ...(each.label ? [] : [`${at}${each.name}`]),
        ...(each.kind === 'group' ? unlabelled(each.fields, `${at}${each.name}.`) : []),
        ...(each.kind === 'list'
          ? [...(each.itemNoun ? [] : [`${at}${each.name}[]`]), ...unlabelled([each.item], `${at}${each.name}[].`)]
          : []),
      ]);
    for (const each of description().collections) {
      expect(unlabelled(each.folder?.fields ?? [])).toEqual([]);
      for (const file of each.files ?? []) expect(unlabelled(file.fields), file.path).toEqual([]);
    }
  });

  it('says what each field is, from its schema: a testimonial’s quote is a list of paragraphs, its author a line, its flag a switch', () => {
    const testimonials = field(fileFields(collection('testimonials'), 'testimonials.yaml'), 'testimonials') as ListField;
    expect(testimonials).toMatchObject({
      kind: 'list',
      label: 'Testimonials (a client, a school, a GP practice, in that order)',
      itemNoun: 'testimonial',
      minItems: 3,
      maxItems: 3,
      summary: ['author'],
    });
    const fields = (testimonials.item as Extract<EditorField, { kind: 'group' }>).fields;
    expect(field(fields, 'quote')).toMatchObject({
      kind: 'list',
      minItems: 1,
      itemNoun: 'paragraph',
      item: { kind: 'paragraph', label: 'Paragraph' },
    });
    expect(field(fields, 'author')).toMatchObject({ kind: 'line', label: 'Who said it (by role, no names)', required: true });
    expect(field(fields, 'provisional')).toMatchObject({ kind: 'switch' });
    expect(field(fileFields(collection('glossary'), 'glossary.yaml'), 'terms')).toMatchObject({
      itemNoun: 'glossary term',
      allowAdd: true,
    });
  });

  it('shows fixed words as the specification sets them, choices as a list, optional fields as optional, and a Markdown body as text with its link check', () => {
    const contact = fileFields(collection('main-pages'), 'contact.yaml');
    expect(field(contact, 'heading')).toMatchObject({
      kind: 'line',
      pattern: { source: '^Contact Us$', message: 'The heading is Contact Us' },
    });
    expect(field(fileFields(collection('training'), 'hub.yaml'), 'heading')).toMatchObject({
      kind: 'fixed',
      value: 'Assistive Technology & AI Training',
    });
    expect(field(collection('quick-guides').folder!.fields, 'category')).toMatchObject({
      kind: 'choice',
      options: expect.arrayContaining(['Speech Recognition']),
    });
    const tools = field(collection('training-categories').folder!.fields, 'tools') as ListField;
    expect(field((tools.item as Extract<EditorField, { kind: 'group' }>).fields, 'link')).toMatchObject({ required: false });
    const body = field(collection('tutorials').folder!.fields, 'body');
    expect(body).toMatchObject({
      kind: 'markdown',
      required: true,
      pattern: { message: expect.stringMatching(/^Write link words that say where/) },
    });
    expect(new RegExp((body as { pattern: { source: string } }).pattern.source).test('See [click here](/contact).')).toBe(false);
    expect(
      collection('training-categories')
        .folder!.fields.map((each) => each.name)
        .slice(0, 3),
    ).toEqual(['title', 'searchDescription', 'body']);
  });

  it('a field without a label stops the build, naming it', () => {
    expect(() => editorFields(z.object({ heading: z.string().meta({ title: 'Heading' }), intro: z.string() }))).toThrow(
      "The editing screen's field intro has no label: add .meta({ title: '…' }) to its schema",
    );
  });

  it('a new simple page joins the Pages collection by itself, with the simple page’s fields', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'editor-content-'));
    cpSync(path.resolve('src/content'), copy, { recursive: true });
    copyFileSync(path.resolve('tests/fixtures/added-pages/pages/using-this-site.md'), path.join(copy, 'pages/using-this-site.md'));
    const pages = editorDescription(simplePageWords(contentFolderOnDisk(copy))).collections.find((each) => each.name === 'pages')!;
    const page = pages.files!.find((file) => file.path === 'src/content/pages/using-this-site.md')!;
    expect(page.fields.map((each) => each.name)).toEqual(['title', 'name', 'announce', 'searchDescription', 'body']);
    expect(field(page.fields, 'announce')).toMatchObject({ required: false });
    expect(editorCollections.find((each) => each.name === 'pages')!.files!.some((file) => file.name === 'using-this-site')).toBe(false);
  });
});
