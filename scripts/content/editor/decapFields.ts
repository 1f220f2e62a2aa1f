import { z } from 'zod';
import { linkWordsPatterns } from '../linkText.ts';

/**
 * The editing screen's fields, made from the content schemas (docs/decisions/050, issue 22 point 4):
 * each schema's JSON Schema (zod's own `z.toJSONSchema`, as the content is written: the input side of
 * any transform) gives the kinds, the required fields, the choices and the list limits, and the
 * editor metadata written on the schema with `.meta()` gives the words:
 *
 *   title           the field's label                       description   its hint, under the label
 *   widget          'text' (a paragraph box), 'markdown', 'hidden' (a fixed value), else by kind
 *   name            a list item's field name ('paragraph')   summary       how a list shows its items
 *   patternMessage  what to write when the pattern is not met (the pattern is the schema's own)
 *   pattern         a pattern for the editor when the schema's is too long to show (dates)
 *   allowAdd        false: a list whose items are set by the developer
 *
 * So a new field is one edit: the schema, with its label.
 */
export interface EditorMeta {
  title?: string;
  description?: string;
  widget?: 'string' | 'text' | 'markdown' | 'hidden';
  name?: string;
  summary?: string;
  patternMessage?: string;
  pattern?: string;
  allowAdd?: false;
  /** 'label': the field is a link's or button's words, checked as such (../linkText.ts). */
  linkWords?: 'label';
}

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  [setting: string]: unknown;
}

type JsonSchema = EditorMeta & {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
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

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function field(name: string, schema: JsonSchema, required: boolean, at: string): DecapField {
  // A developer's mistake, met by the build and the tests: every field the owner sees has a label.
  if (!schema.title) throw new Error(`The editing screen's field ${at} has no label: add .meta({ title: '…' }) to its schema`);
  const result: DecapField = { name, label: schema.title, widget: 'string' };
  if (schema.description) result.hint = schema.description;
  if (!required) result.required = false;

  if (schema.type === 'object' && schema.properties) {
    result.widget = 'object';
    result.fields = fields(schema, `${at}.`);
  } else if (schema.type === 'array' && schema.items) {
    result.widget = 'list';
    if (schema.allowAdd === false) result.allow_add = false;
    if (schema.minItems !== undefined) result.min = schema.minItems;
    if (schema.maxItems !== undefined) result.max = schema.maxItems;
    if (schema.summary) result.summary = schema.summary;
    const item = schema.items;
    if (item.type === 'object' && item.properties) result.fields = fields(item, `${at}[].`);
    else result.field = field(item.name ?? 'item', item, true, `${at}[]`);
  } else if (schema.enum) {
    result.widget = 'select';
    result.options = schema.enum.map(String);
  } else if (schema.type === 'integer' || schema.type === 'number') {
    result.widget = 'number';
    if (schema.type === 'integer') result.value_type = 'int';
    if (schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER) result.min = schema.minimum;
  } else if (schema.type === 'boolean') {
    result.widget = 'boolean';
  } else if (schema.widget === 'hidden') {
    result.widget = 'hidden';
    result.default = schema.const;
  } else {
    result.widget = schema.widget ?? 'string';
    if (schema.patternMessage) {
      // A fixed text's pattern is the text itself; a `startsWith` ends in ".*", which says nothing more.
      const pattern = schema.const !== undefined ? `^${escapeRegex(String(schema.const))}$` : (schema.pattern ?? '').replace(/\.\*$/, '');
      result.pattern = [pattern, schema.patternMessage];
    } else if (schema.linkWords === 'label') {
      result.pattern = [linkWordsPatterns.label, linkWordsPatterns.message];
    } else if (result.widget === 'text') {
      // A paragraph may hold links: their words are checked as the owner types.
      result.pattern = [linkWordsPatterns.markdown, linkWordsPatterns.message];
    }
  }
  return result;
}

function fields(schema: JsonSchema, at = ''): DecapField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => field(name, property, required.has(name), `${at}${name}`));
}

/** The fields of one content file's schema (its front matter, for a Markdown file). */
export function decapFields(schema: z.ZodType): DecapField[] {
  return fields(editorSchema(schema));
}
