import type { EditorField, ListField } from '../../../content-model/editor/description.ts';

/** Where a value is in an entry: keys and item numbers from the top ("testimonials", 1, "quote", 0). */
export type FieldPath = (string | number)[];

export const pathKey = (path: FieldPath) => path.join('.');
/** An element id for the field at `path`, unique on the screen. */
export const fieldId = (path: FieldPath) => `field-${path.join('-')}`;
/** The id of a group's or list's heading: never a field's (a group "closing" has a field "closing.heading"). */
export const headingIdOf = (id: string) => `heading-${id}`;

export function getAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined),
    value,
  );
}

/** A copy of `root` with `value` at `path`; undefined removes the key (an optional field left empty). */
export function setAt(root: unknown, path: FieldPath, value: unknown): unknown {
  if (!path.length) return value;
  const [key, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[key as number] = setAt(copy[key as number], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = { ...((root as Record<string, unknown> | undefined) ?? {}) };
  const next = setAt(copy[key as string], rest, value);
  if (next === undefined) delete copy[key as string];
  else copy[key as string] = next;
  return copy;
}

/** The value of a new, empty field: what the owner fills in when adding an item or a page. */
export function emptyValue(field: EditorField): unknown {
  switch (field.kind) {
    case 'group':
      return Object.fromEntries(field.fields.filter((each) => each.required).map((each) => [each.name, emptyValue(each)] as const));
    case 'list':
      return field.item.kind === 'group' ? [] : Array.from({ length: field.minItems ?? 0 }, () => emptyValue(field.item));
    case 'switch':
      return false;
    case 'fixed':
      return field.value;
    case 'number':
      return undefined;
    default:
      return '';
  }
}

/** "testimonial 2 of 3", capitalised or not. */
export function itemName(list: ListField, index: number, count: number, capital = false): string {
  const noun = capital ? `${list.itemNoun[0]!.toUpperCase()}${list.itemNoun.slice(1)}` : list.itemNoun;
  return `${noun} ${index + 1} of ${count}`;
}

/** A list's name in a sentence: its label up to its first bracket, in lower case ("quote"). */
export const shortName = (label: string) => label.replace(/\s*\(.*$/, '').toLowerCase();

/** The words that name a list item in its heading: its summary fields' values, or its first line's. */
export function itemSummary(list: ListField, value: unknown): string {
  if (list.item.kind !== 'group') return '';
  const names =
    list.summary ??
    list.item.fields
      .filter((each) => each.kind === 'line')
      .slice(0, 1)
      .map((each) => each.name);
  return names
    .map((name) => getAt(value, [name]))
    .filter((each): each is string | number => (typeof each === 'string' && each.trim() !== '') || typeof each === 'number')
    .join(', ');
}

/**
 * The deepest path in `path` that names a field of the form (a list item that is a group is not a
 * field itself: its list is), so a problem found anywhere is shown at a field the owner can reach.
 */
export function fieldPathOf(fields: EditorField[], path: FieldPath): FieldPath | undefined {
  let level: EditorField[] = fields;
  let found: FieldPath | undefined;
  const at: FieldPath = [];
  for (let index = 0; index < path.length; index += 1) {
    const field = level.find((each) => each.name === path[index]);
    if (!field || field.kind === 'fixed') break;
    at.push(field.name);
    found = [...at];
    if (field.kind === 'group') {
      level = field.fields;
    } else if (field.kind === 'list' && typeof path[index + 1] === 'number') {
      at.push(path[index + 1]!);
      index += 1;
      if (field.item.kind === 'group') level = field.item.fields;
      else return [...at];
    } else {
      break;
    }
  }
  return found;
}

/** How the summary names the field at `path` (a path fieldPathOf gave): "Author, testimonial 2 of 3". */
export function fieldName(fields: EditorField[], path: FieldPath, values: unknown): string {
  let level: EditorField[] = fields;
  let name = '';
  let context = '';
  for (let index = 0; index < path.length; index += 1) {
    const field = level.find((each) => each.name === path[index]);
    if (!field) break;
    name = field.label;
    if (field.kind === 'group' && index < path.length - 1) {
      level = field.fields;
      context = context ? `${shortName(field.label)}, ${context}` : shortName(field.label);
    }
    if (field.kind === 'list' && typeof path[index + 1] === 'number') {
      const position = path[index + 1] as number;
      const count = (getAt(values, path.slice(0, index + 1)) as unknown[] | undefined)?.length ?? position + 1;
      const item = itemName(field, position, count);
      index += 1;
      if (field.item.kind === 'group') {
        level = field.item.fields;
        context = item;
      } else {
        name = `${item[0]!.toUpperCase()}${item.slice(1)}`;
        context = context ? `${shortName(field.label)}, ${context}` : shortName(field.label);
      }
    }
  }
  return context ? `${name}, ${context}` : name;
}
