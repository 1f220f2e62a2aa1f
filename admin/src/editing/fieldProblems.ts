import type { EditorField } from '../../../content-model/editor/description.ts';
import type { Problem } from './api.ts';
import { getAt, shortName, type FieldPath } from './values.ts';

/**
 * The checks the screen makes itself as soon as Save is pressed, from the same description of each
 * field as the form (its schema's required fields, limits, patterns and link words), so every such
 * problem is shown at once. The build's other checks run after these pass, also in the owner's
 * browser: the content compiler in the checks' Web Worker (../check/checkFile.ts); the server only
 * keeps and serves the files.
 */
export function fieldProblems(fields: EditorField[], entry: unknown, at: FieldPath = []): Problem[] {
  return fields.flatMap((field) => problemsOf(field, getAt(entry, [...at, field.name]), [...at, field.name]));
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The problems of one field's value, its own and those of what is in it. */
export function problemsOf(field: EditorField, value: unknown, path: FieldPath): Problem[] {
  if (field.kind === 'fixed') return [];
  if (isEmpty(value)) {
    if (!field.required) return [];
    if (field.kind === 'choice') return [{ path, message: 'Choose one.' }];
    return [{ path, message: field.kind === 'number' ? 'Write a number here.' : 'This is empty: write the words to show here.' }];
  }
  switch (field.kind) {
    case 'group':
      return field.fields.flatMap((child) => problemsOf(child, getAt(value, [child.name]), [...path, child.name]));
    case 'list': {
      const items = Array.isArray(value) ? value : [];
      const own: Problem[] = [];
      if (field.minItems !== undefined && items.length < field.minItems) {
        own.push({
          path,
          message: `There must be at least ${field.minItems} ${field.itemNoun}${field.minItems === 1 ? '' : 's'} in ${shortName(field.label)}: add ${field.minItems - items.length}.`,
        });
      }
      if (field.maxItems !== undefined && items.length > field.maxItems) {
        own.push({
          path,
          message: `There can be at most ${field.maxItems} ${field.itemNoun}s in ${shortName(field.label)}: remove ${items.length - field.maxItems}.`,
        });
      }
      return [...own, ...items.flatMap((item, index) => problemsOf(field.item, item, [...path, index]))];
    }
    case 'number': {
      if (typeof value !== 'number' || Number.isNaN(value)) return [{ path, message: 'Write a number here, in digits.' }];
      if (field.integer && !Number.isInteger(value)) return [{ path, message: 'Write a whole number here.' }];
      if (field.minimum !== undefined && value < field.minimum) return [{ path, message: `Write ${field.minimum} or more.` }];
      return [];
    }
    case 'choice':
      return field.options.includes(String(value)) ? [] : [{ path, message: 'Choose one of the options.' }];
    case 'switch':
      return [];
    default: {
      const text = String(value);
      if (field.minLength !== undefined && text.trim().length < field.minLength) {
        return [{ path, message: `This is too short: write at least ${field.minLength} characters.` }];
      }
      if (field.maxLength !== undefined && text.length > field.maxLength) {
        return [
          {
            path,
            message: `This is too long: ${text.length} characters, where ${field.maxLength} is the most. Remove ${text.length - field.maxLength}.`,
          },
        ];
      }
      if (field.pattern && !new RegExp(field.pattern.source).test(text)) return [{ path, message: patternProblem(field.pattern, text) }];
      return [];
    }
  }
}

/**
 * What a text that does not match its field's pattern is told. When one Markdown link of it fails the
 * pattern on its own (link words that say nothing, a link where links are not shown), that link is
 * named by its words, and by its line in a text of several lines, so it is found in a long body.
 */
function patternProblem(pattern: { source: string; message: string }, text: string): string {
  const rule = new RegExp(pattern.source);
  const failing = [...text.matchAll(/\[([^\]]*)\]\([^)]*\)/g)].filter((found) => !rule.test(found[0]));
  const first = failing[0];
  // Named only when those links are the whole problem: the text without them is as the field needs.
  if (!first || !rule.test(failing.reduce((rest, found) => rest.replace(found[0], ''), text))) return pattern.message;
  const line = (text.slice(0, first.index).match(/\n/g)?.length ?? 0) + 1;
  const where = text.includes('\n') ? ` on line ${line}` : '';
  return `The link “${first[1]!.trim()}”${where}: ${pattern.message[0]!.toLowerCase()}${pattern.message.slice(1)}`;
}
