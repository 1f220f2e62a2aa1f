import { Document, isMap, isScalar, isSeq, parseDocument, type Scalar } from 'yaml';

/**
 * A content file as the editing screen edits it (docs/decisions/050): its fields as data, and for a
 * Markdown file its body as text. Saving changes the file in place, through the `yaml` library's
 * document: only the values that changed are rewritten, so comments, blank lines, quoting and long
 * lines stay as the file had them.
 */
export interface ContentEntry {
  data: Record<string, unknown>;
  /** A Markdown file's body, after its front matter; undefined for a YAML file. */
  body?: string;
  /**
   * The items moved, removed and added in the form since the file was read, in the order made. They
   * are made first on the file's own items, so each item carries its own key order, quoting and
   * comments to its new place (not those of the item that stood there).
   */
  listEdits?: ListEdit[];
}

/** One change to a list's items, at `path` as the list was when it was made. */
export type ListEdit =
  | { kind: 'move'; path: (string | number)[]; from: number; to: number }
  | { kind: 'remove'; path: (string | number)[]; index: number }
  | { kind: 'add'; path: (string | number)[]; value: unknown };

/** What is wrong with a file the screen cannot open, in words for the owner. */
export class ContentFileError extends Error {}

const frontMatter = /^---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)([\s\S]*)$/;

function parse(text: string, what: string): Document {
  const document = parseDocument(text, { keepSourceTokens: true });
  if (document.errors.length) {
    throw new ContentFileError(`${what} is not laid out correctly, so it cannot be opened here: ask your developer to check it`);
  }
  const value: unknown = document.toJS();
  if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    throw new ContentFileError(`${what} must be a list of fields, each "name: value" on its own line`);
  }
  return document;
}

function split(text: string): { yaml: string; body: string } {
  const match = frontMatter.exec(text);
  if (!match) throw new ContentFileError('The file must start with its front matter, between two lines of three dashes (---)');
  return { yaml: match[1] ?? '', body: match[2] ?? '' };
}

/** Opens a content file: a .yaml file is its fields; a .md file is its front matter's fields and its body. */
export function readEntry(filePath: string, text: string): ContentEntry {
  if (filePath.endsWith('.md')) {
    const { yaml, body } = split(text);
    return { data: (parse(yaml, 'The front matter').toJS() as Record<string, unknown> | null) ?? {}, body };
  }
  return { data: (parse(text, 'The file').toJS() as Record<string, unknown> | null) ?? {} };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isGroup = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

interface Splice {
  start: number;
  end: number;
  text: string;
}

/**
 * A scalar as one line, valid wherever a value stands, in the style the file had where it can: a
 * plain value stays plain when YAML reads the words back the same, a quoted one keeps its quotes;
 * anything else is double-quoted.
 */
function oneLine(value: unknown, type?: Scalar.Type): string {
  if (typeof value !== 'string') return JSON.stringify(value);
  const readsBack = (text: string) => !text.includes('\n') && parseDocument(text).toJS() === value;
  if (type === 'QUOTE_DOUBLE') return JSON.stringify(value);
  if (type === 'QUOTE_SINGLE' && !value.includes('\n')) return `'${value.replaceAll("'", "''")}'`;
  if (value !== '' && value.trim() === value && readsBack(value)) return value;
  const plain = new Document(value).toString({ lineWidth: 0 }).trimEnd();
  return readsBack(plain) ? plain : JSON.stringify(value);
}

/**
 * The changes from `previous` to `next` as text edits of the source, when every change is a text,
 * number or true/false put in place of another (the usual edit: a quote, a date, a town). Undefined
 * when the shape changed (an item added or removed, a field added): the caller rewrites the document.
 */
function scalarSplices(document: Document, path: (string | number)[], previous: unknown, next: unknown, splices: Splice[]): boolean {
  if (same(previous, next)) return true;
  if (Array.isArray(previous) && Array.isArray(next)) {
    if (previous.length !== next.length) return false;
    return previous.every((item, index) => scalarSplices(document, [...path, index], item, next[index], splices));
  }
  if (isGroup(previous) && isGroup(next)) {
    if (!same(Object.keys(previous).sort(), Object.keys(next).sort())) return false;
    return Object.keys(next).every((key) => scalarSplices(document, [...path, key], previous[key], next[key], splices));
  }
  const node = document.getIn(path, true);
  if (!isScalar(node) || !node.range || (next !== null && typeof next === 'object')) return false;
  splices.push({ start: node.range[0], end: node.range[1], text: oneLine(next, node.type) });
  return true;
}

/**
 * Writes `next` into the document over `previous` when its shape changed: each changed value is set
 * where it is, so comments stay; items added, removed or moved are rewritten from the first one that
 * differs.
 */
function update(document: Document, path: (string | number)[], previous: unknown, next: unknown): void {
  if (same(previous, next)) return;
  const node = path.length ? document.getIn(path, true) : document.contents;
  if (Array.isArray(previous) && Array.isArray(next) && isSeq(node)) {
    const shared = Math.min(previous.length, next.length);
    for (let index = 0; index < shared; index += 1) update(document, [...path, index], previous[index], next[index]);
    for (let index = previous.length - 1; index >= next.length; index -= 1) document.deleteIn([...path, index]);
    for (let index = previous.length; index < next.length; index += 1) document.addIn(path, document.createNode(next[index]));
    return;
  }
  if (isGroup(previous) && isGroup(next) && (isMap(node) || path.length === 0)) {
    for (const key of Object.keys(previous)) if (!(key in next)) document.deleteIn([...path, key]);
    for (const [key, value] of Object.entries(next)) {
      if (key in previous) update(document, [...path, key], previous[key], value);
      else document.setIn([...path, key], document.createNode(value));
    }
    return;
  }
  if (isScalar(node) && (next === null || typeof next !== 'object')) {
    node.value = next;
    return;
  }
  document.setIn(path, document.createNode(next));
}

/**
 * Makes the form's list edits on the document's own items, so an item moved keeps its node. False,
 * leaving the document part-changed, when one does not fit the file (the caller reads it again).
 */
function applyListEdits(document: Document, edits: ListEdit[]): boolean {
  for (const edit of edits) {
    const list = edit.path.length ? document.getIn(edit.path, true) : document.contents;
    if (edit.kind === 'add') {
      if (list !== undefined && !isSeq(list)) return false;
      document.addIn(edit.path, document.createNode(edit.value));
      continue;
    }
    if (!isSeq(list)) return false;
    const count = list.items.length;
    if (edit.kind === 'remove') {
      if (edit.index < 0 || edit.index >= count) return false;
      list.items.splice(edit.index, 1);
      continue;
    }
    if (edit.from < 0 || edit.from >= count || edit.to < 0 || edit.to >= count) return false;
    const [item] = list.items.splice(edit.from, 1);
    list.items.splice(edit.to, 0, item!);
  }
  return true;
}

/** The YAML text with `data`'s changes made in place. */
function updatedYaml(yaml: string, what: string, data: Record<string, unknown>, listEdits: ListEdit[] = []): string {
  let document = parse(yaml, what);
  const read = document.toJS() ?? {};
  if (listEdits.length) {
    // Edits that end where they started (up, then down again) change nothing: the file stays byte for byte.
    let applied = false;
    try {
      applied = applyListEdits(document, listEdits);
    } catch {
      // A list the file does not have yet (a new page's): its items are written from the form's values.
    }
    if (!applied || same(document.toJS() ?? {}, read)) document = parse(yaml, what);
    else {
      update(document, [], document.toJS() ?? {}, data);
      return document.toString({ lineWidth: 0 });
    }
  }
  const previous = document.toJS() ?? {};
  const splices: Splice[] = [];
  if (scalarSplices(document, [], previous, data, splices)) {
    // Every change is a value in place of another: edit those characters only, the rest stays byte for byte.
    return splices
      .sort((a, b) => b.start - a.start)
      .reduce((text, splice) => {
        // A block scalar's range ends after its last line break: keep the line break.
        const lineEnd = /\n\s*$/.exec(text.slice(splice.start, splice.end))?.[0] ?? '';
        return `${text.slice(0, splice.start)}${splice.text}${lineEnd}${text.slice(splice.end)}`;
      }, yaml);
  }
  update(document, [], previous, data);
  return document.toString({ lineWidth: 0 });
}

/**
 * The file's new text: `original` with the entry's changes. A changed value is rewritten where it is
 * and nothing else moves; when items are added or removed, the file is written out again from its
 * document, comments and all, with each value on one line.
 */
export function writeEntry(filePath: string, original: string, entry: ContentEntry): string {
  if (!filePath.endsWith('.md')) return updatedYaml(original, 'The file', entry.data, entry.listEdits);
  const { yaml, body } = split(original);
  return `---\n${updatedYaml(yaml, 'The front matter', entry.data, entry.listEdits)}---\n${entry.body ?? body}`;
}
