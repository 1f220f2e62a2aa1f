import { copyFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contentFiles } from './support/contentFiles';
import { z } from 'zod';
import { editorCollections } from '../../scripts/content/editor/collections';
import { decapFields, type DecapField } from '../../scripts/content/editor/decapFields';
import { adminConfig } from '../../scripts/lib/admin';

/**
 * The editing screen's fields are made from the content schemas (docs/decisions/050): each field's
 * label and hint are written once, on the schema, and the collections only say where the files are.
 */
interface Collection {
  name: string;
  folder?: string;
  fields?: DecapField[];
  files?: { name: string; file: string; fields: DecapField[] }[];
}
const config = () => parse(adminConfig()) as { backend: { name: string }; collections: Collection[] };
const collection = (name: string) => config().collections.find((each) => each.name === name)!;
const field = (fields: DecapField[] | undefined, name: string) => fields?.find((each) => each.name === name);

describe('the editing screen, made from the content schemas', () => {
  it('offers every content file, in exactly one collection', () => {
    const offered = config().collections.flatMap((each) => [
      ...(each.files ?? []).map((file) => file.file),
      ...(each.folder ? contentFiles().filter((file) => path.posix.dirname(file) === each.folder) : []),
    ]);
    expect([...offered].sort()).toEqual(contentFiles().sort());
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('keeps the site’s own settings, and gives every field a label', () => {
    expect(config().backend.name).toBe('github');
    const unlabelled = (fields: DecapField[] = []): string[] =>
      fields.flatMap((each) => [
        ...(each.label ? [] : [each.name]),
        ...unlabelled(each.fields as DecapField[] | undefined),
        ...(each.field ? unlabelled([each.field as DecapField]) : []),
      ]);
    for (const each of config().collections) {
      expect(unlabelled(each.fields)).toEqual([]);
      for (const file of each.files ?? []) expect(unlabelled(file.fields)).toEqual([]);
    }
  });

  it('says what each field is, from its schema: a testimonial’s quote is a list of paragraphs, its author a line, its flag a switch', () => {
    const testimonials = field(collection('testimonials').files![0]!.fields, 'testimonials')!;
    expect(testimonials).toMatchObject({
      label: 'Testimonials (a client, a school, a GP practice, in that order)',
      widget: 'list',
      min: 3,
      max: 3,
    });
    const fields = testimonials.fields as DecapField[];
    expect(field(fields, 'quote')).toMatchObject({
      widget: 'list',
      min: 1,
      field: { name: 'paragraph', label: 'Paragraph', widget: 'text' },
    });
    expect(field(fields, 'author')).toMatchObject({ label: 'Who said it (by role, no names)', widget: 'string' });
    expect(field(fields, 'provisional')).toMatchObject({ widget: 'boolean' });
  });

  it('shows fixed words as the specification sets them, choices as a list, optional fields as optional, and the tutorial body as Markdown text', () => {
    const contact = collection('main-pages').files!.find((file) => file.name === 'contact')!.fields;
    expect(field(contact, 'heading')).toMatchObject({ widget: 'string', pattern: ['^Contact Us$', 'The heading is Contact Us'] });
    const hub = collection('training').files!.find((file) => file.name === 'hub')!.fields;
    expect(field(hub, 'heading')).toMatchObject({ widget: 'hidden', default: 'Assistive Technology & AI Training' });
    expect(field(collection('quick-guides').fields, 'category')).toMatchObject({
      widget: 'select',
      options: expect.arrayContaining(['Speech Recognition']),
    });
    const tools = field(collection('training-categories').fields, 'tools')!.fields as DecapField[];
    expect(field(tools, 'link')).toMatchObject({ required: false });
    expect(field(collection('tutorials').fields, 'body')).toMatchObject({ widget: 'markdown', modes: ['raw'] });
    expect(
      collection('training-categories')
        .fields!.map((each) => each.name)
        .slice(0, 3),
    ).toEqual(['title', 'searchDescription', 'body']);
  });

  it('a field without a label stops the build, naming it', () => {
    expect(() => decapFields(z.object({ heading: z.string().meta({ title: 'Heading' }), intro: z.string() }))).toThrow(
      "The editing screen's field intro has no label: add .meta({ title: '…' }) to its schema",
    );
  });

  it('a new simple page joins the Pages collection by itself, with the simple page’s fields', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'editor-content-'));
    cpSync(path.resolve('src/content'), copy, { recursive: true });
    copyFileSync(path.resolve('tests/fixtures/added-pages/pages/using-this-site.md'), path.join(copy, 'pages/using-this-site.md'));
    const pages = (parse(adminConfig(copy)) as { collections: Collection[] }).collections.find((each) => each.name === 'pages')!;
    const page = pages.files!.find((file) => file.file === 'src/content/pages/using-this-site.md')!;
    expect(page.fields.map((each) => each.name)).toEqual(['title', 'name', 'announce', 'searchDescription', 'body']);
    expect(field(page.fields, 'announce')).toMatchObject({ required: false });
    expect(editorCollections.find((each) => each.name === 'pages')!.files!.some((file) => file.name === 'using-this-site')).toBe(false);
  });
});
