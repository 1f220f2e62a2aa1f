import { z } from 'zod';
import { linkWordsPatterns } from '../compiler/linkText.ts';
import { markdownLink } from '../schemas/common.ts';
import { simplePageFrontMatterSchema } from '../schemas/index.ts';
import { documentBody, editorCollections, pagesCollection, type BodyField, type EditorCollection, type EditorFile } from './collections.ts';
import type { PageWords } from '../compiler/pageCopy.ts';
import type { EditorCollectionDescription, EditorDescription, EditorField, EditorFileDescription } from './description.ts';

/**
 * The editing screen's fields, made from the content schemas (docs/decisions/050, issue 22 point 4):
 * each schema's JSON Schema (zod's own `z.toJSONSchema`, as the content is written: the input side of
 * any transform) gives the kinds, the required fields, the choices and the limits, and the editor
 * metadata written on the schema with `.meta()` gives the words:
 *
 *   title           the field's label                       description   its hint, under the label
 *   widget          'text' (a paragraph box), 'markdown', 'hidden' (a fixed value), else by kind
 *   name            a list item's label ('Paragraph')       summary       the item fields that name an item
 *   item            what one item of a list is called, when its label's first words do not say ('glossary term')
 *   patternMessage  what to write when the pattern is not met (the pattern is the schema's own)
 *   allowAdd        false: a list whose items are set by the developer
 *   linkWords       'label': the field is a link's or button's words, checked as such (../linkText.ts)
 *   links           'none': the field is shown as plain text, so a Markdown link in it is refused (plainProse)
 *
 * So a new field is one edit: the schema, with its label.
 */
export interface EditorMeta {
  title?: string;
  description?: string;
  widget?: 'string' | 'text' | 'markdown' | 'hidden';
  name?: string;
  summary?: string;
  item?: string;
  patternMessage?: string;
  allowAdd?: false;
  linkWords?: 'label';
  links?: 'none';
}

type JsonSchema = EditorMeta & {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** The JSON Schema of a content schema, as its files are written. */
export function editorSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const markdownLinks = { source: linkWordsPatterns.markdown, message: linkWordsPatterns.message };
/** A text shown as written: no Markdown link, as the build's plainProse says (../schemas/common.ts). */
const plainTextPattern = {
  source: `^(?![\\s\\S]*${markdownLink.source})[\\s\\S]*$`,
  message: 'Links are not shown here, as this text is shown as written: write the words without [ ](…).',
};

/** What one item of a list is called: its `item`, or its label's first words made singular ("Terms (…)": "term"). */
function itemNoun(schema: JsonSchema): string {
  if (schema.item) return schema.item;
  const words = (schema.title ?? 'item').replace(/\s*\(.*$/, '').toLowerCase();
  return words.endsWith('ies') ? `${words.slice(0, -3)}y` : words.replace(/s$/, '');
}

function field(name: string, schema: JsonSchema, required: boolean, at: string, label = schema.title): EditorField {
  // A developer's mistake, met by the build and the tests: every field the owner sees has a label.
  if (!label) throw new Error(`The editing screen's field ${at} has no label: add .meta({ title: '…' }) to its schema`);
  const base = { name, label, required, ...(schema.description ? { hint: schema.description } : {}) };

  if (schema.type === 'object' && schema.properties) return { ...base, kind: 'group', fields: fields(schema, `${at}.`) };
  if (schema.type === 'array' && schema.items) {
    const item = schema.items;
    const noun = item.type === 'object' ? itemNoun(schema) : (item.name ?? item.title ?? 'item').toLowerCase();
    return {
      ...base,
      kind: 'list',
      item: field(name, item, true, `${at}[]`, item.title ?? noun),
      itemNoun: noun,
      allowAdd: schema.allowAdd !== false,
      ...(schema.summary ? { summary: [...schema.summary.matchAll(/\{\{fields\.(\w+)\}\}/g)].map((match) => match[1]!) } : {}),
      ...(schema.minItems !== undefined ? { minItems: schema.minItems } : {}),
      ...(schema.maxItems !== undefined ? { maxItems: schema.maxItems } : {}),
    };
  }
  if (schema.enum) return { ...base, kind: 'choice', options: schema.enum.map(String) };
  if (schema.type === 'integer' || schema.type === 'number') {
    const minimum = schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER ? { minimum: schema.minimum } : {};
    return { ...base, kind: 'number', integer: schema.type === 'integer', ...minimum };
  }
  if (schema.type === 'boolean') return { ...base, kind: 'switch' };
  if (schema.widget === 'hidden') return { ...base, kind: 'fixed', value: schema.const };

  const kind = schema.widget === 'text' ? 'paragraph' : schema.widget === 'markdown' ? 'markdown' : 'line';
  const limits = {
    ...(schema.minLength !== undefined ? { minLength: schema.minLength } : {}),
    ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
  };
  let pattern: { source: string; message: string } | undefined;
  if (schema.patternMessage && schema.const !== undefined) {
    pattern = { source: `^${String(schema.const).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, message: schema.patternMessage };
  } else if (schema.patternMessage && schema.pattern) {
    pattern = { source: schema.pattern, message: schema.patternMessage };
  } else if (schema.pattern) {
    pattern = { source: schema.pattern, message: 'This is not written the way this field needs: see its hint.' };
  } else if (schema.links === 'none') {
    pattern = plainTextPattern;
  } else if (schema.linkWords === 'label') {
    pattern = { source: linkWordsPatterns.label, message: linkWordsPatterns.message };
  } else if (kind === 'paragraph') {
    // A paragraph may hold links: their words are checked as the owner writes.
    pattern = markdownLinks;
  }
  return { ...base, kind, ...limits, ...(pattern ? { pattern } : {}) };
}

function fields(schema: JsonSchema, at = ''): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => field(name, property, required.has(name), `${at}${name}`));
}

/** The fields of one content file's schema (its front matter, for a Markdown file). */
export function editorFields(schema: z.ZodType): EditorField[] {
  return fields(editorSchema(schema));
}

/** A file's or folder's fields: the schema's, with the Markdown body (named "body") where the collection puts it. */
function fieldsOf(entry: { schema?: z.ZodType; body?: BodyField; bodyAfter?: string }): EditorField[] {
  const own = entry.schema ? editorFields(entry.schema) : [];
  if (!entry.body) return own;
  const body: EditorField = {
    name: 'body',
    kind: 'markdown',
    label: entry.body.label,
    required: true,
    minLength: 1,
    pattern: markdownLinks,
    ...(entry.body.hint ? { hint: entry.body.hint } : {}),
  };
  const at = entry.bodyAfter ? own.findIndex((each) => each.name === entry.bodyAfter) + 1 : own.length;
  return [...own.slice(0, at), body, ...own.slice(at)];
}

/** Each simple page (decision 049) as a file of the Pages collection, named after its address. */
function simplePages(simplePageWords: Record<string, PageWords>): EditorFile[] {
  return Object.entries(simplePageWords).map(([address, words]) => {
    const name = address.slice(1);
    return {
      name,
      label: words.name,
      file: `src/content/pages/${name}.md`,
      description: `${address}. Each section heading ends with its anchor, for example ## Getting Started {#getting-started}.`,
      schema: simplePageFrontMatterSchema,
      body: documentBody,
    };
  });
}

const fileDescription = (file: EditorFile): EditorFileDescription => ({
  path: file.file,
  label: file.label,
  ...(file.description ? { description: file.description } : {}),
  fields: fieldsOf(file),
});

function collectionDescription(collection: EditorCollection, simplePageWords: Record<string, PageWords>): EditorCollectionDescription {
  const base = {
    name: collection.name,
    label: collection.label,
    ...(collection.description ? { description: collection.description } : {}),
  };
  if (collection.files) {
    const files = [...collection.files, ...(collection.name === pagesCollection ? simplePages(simplePageWords) : [])];
    return { ...base, files: files.map(fileDescription) };
  }
  if (!collection.folder || !collection.titleField) {
    throw new Error(`The editing screen's collection ${collection.name} needs either files, or a folder and its titleField`);
  }
  return {
    ...base,
    folder: {
      path: collection.folder,
      itemLabel: collection.itemLabel ?? collection.label,
      extension: collection.extension === 'yaml' ? 'yaml' : 'md',
      fields: fieldsOf(collection),
      titleField: collection.titleField,
      create: collection.create === true,
      delete: collection.delete === true,
    },
  };
}

/**
 * What the editing screen shows (./description.ts): every collection of ./collections.ts with its
 * fields made from the content schemas, and the simple pages among the Pages, by address with their
 * words (the build gives those its compile made: ../compiler/compiledContent.ts; `npm run cms`
 * compiler/compile.ts's simplePageWords). Written into dist/admin/editor.json by the build and served
 * by `npm run cms`; nothing else lists the fields.
 */
export function editorDescription(simplePageWords: Record<string, PageWords>): EditorDescription {
  return { collections: editorCollections.map((collection) => collectionDescription(collection, simplePageWords)) };
}
