import type { z } from 'zod';
import { ContentError } from './contentError.ts';
import { describePath, fieldWords } from './fieldWords.ts';

/**
 * Validates data read from `file` with a content schema. The first problem is thrown as one line:
 * the file, the line of the field (`lineOf`) and what is wrong, in words ("the front matter has no
 * title"). `container` names the top level: "the front matter" of a Markdown file, or "the file".
 */
export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  lineOf: (path: readonly PropertyKey[]) => number | undefined,
  container = 'the file',
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new ContentError(file, lineOf(issue.path), issueWords(issue, data, container));
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}

export function issueWords(issue: z.core.$ZodIssue, data: unknown, container = 'the file'): string {
  const path = issue.path;
  const field = path.length ? describePath(path) : container;
  const value = valueAt(data, path);
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined || value === null) {
        const last = path[path.length - 1];
        const parent = path.slice(0, -1);
        const owner = parent.length ? describePath(parent) : container;
        if (typeof last === 'number') return `${owner} has an empty item ${last + 1}`;
        return `${owner} has no ${fieldWords(String(last ?? 'value'))}`;
      }
      const kinds: Record<string, string> = {
        string: 'a text',
        number: 'a number',
        boolean: 'true or false',
        array: 'a list',
        object: 'a group of fields',
      };
      const expected = kinds[issue.expected] ?? issue.expected;
      return `${field} must be ${expected}`;
    }
    case 'too_small':
    case 'too_big': {
      const count = Array.isArray(value) ? value.length : typeof value === 'string' ? value.length : undefined;
      const what = issue.origin === 'array' ? 'items' : issue.origin === 'string' ? 'characters' : '';
      const exact = 'exact' in issue && issue.exact;
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      if (issue.origin === 'string' && issue.code === 'too_small' && count === 0) return `${field} is empty`;
      const rule = exact ? `exactly ${bound}` : issue.code === 'too_small' ? `at least ${bound}` : `at most ${bound}`;
      return `${field} must have ${rule} ${what}${count === undefined ? '' : ` (it has ${count})`}`.replace(/\s+\(/, ' (');
    }
    case 'invalid_value':
      // A long list of choices (the 55 WCAG criteria) reads better as the schema's own words.
      if (issue.values.length > 12) return `${field} ${issue.message}${typeof value === 'string' ? ` (it is "${value}")` : ''}`;
      return `${field} must be ${issue.values.length === 1 ? `"${String(issue.values[0])}"` : `one of: ${issue.values.map(String).join(', ')}`}`;
    case 'unrecognized_keys':
      return `${field} has a field the site does not use: ${issue.keys.join(', ')}`;
    case 'invalid_format': {
      const forms: Record<string, string> = {
        regex: 'check the spelling and punctuation',
        date: 'write it as year-month-day, for example 2026-11-21',
      };
      return `${field} is not in the right form (${forms[issue.format] ?? issue.format})`;
    }
    default:
      return `${field}: ${issue.message}`;
  }
}
