import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { buildTimeValues } from '../buildTime.ts';
import { isContentError } from '../errors.ts';
import { compileModules } from '../modules.ts';

/**
 * The build's own checks of a content file, run by the editing screen before it saves (issue 22, ATAG
 * 2.0 part B), in the owner's browser (admin/src/check/): the content folder, with the file as the
 * owner would save it, is compiled as `npm run build` compiles it (../modules.ts), so every check the
 * build makes (the schema, headings in order, no placeholder words, link words that make sense alone,
 * tables with a header row, cards that lead to pages) is made here, in the build's words. Then every
 * link of the file to a page of the site must lead to one of its pages. A problem is told at its field:
 * the line the build names, traced back to the field written there.
 */
export interface EntryProblem {
  /** The field: keys and item numbers from the top of the file, ["body"] for a Markdown body; none: the whole file. */
  path?: (string | number)[];
  message: string;
}

/** The field written on 1-based `line` of a YAML text: the deepest key or list item that holds it. */
export function fieldAtLine(yamlText: string, line: number): (string | number)[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter });
  const lineOf = (offset: number) => lineCounter.linePos(offset).line;
  const found: (string | number)[] = [];
  let node: unknown = document.contents;
  for (;;) {
    let next: { key: string | number; value: unknown } | undefined;
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? pair.key : undefined;
        const value = pair.value as Node | null;
        const start = key?.range ? lineOf(key.range[0]) : undefined;
        const end = value?.range ? lineOf(Math.max(value.range[1] - 1, value.range[0])) : start;
        if (start !== undefined && end !== undefined && start <= line && line <= end) next = { key: String(key!.value), value };
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        const range = (item as Node | null)?.range;
        if (range && lineOf(range[0]) <= line && line <= lineOf(Math.max(range[1] - 1, range[0]))) next = { key: index, value: item };
      });
    }
    if (!next) return found;
    found.push(next.key);
    node = next.value;
  }
}

const frontMatter = /^---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)/;

/** The field a problem on `line` of the file is in. */
function fieldOf(filePath: string, text: string, line: number | undefined): (string | number)[] | undefined {
  if (line === undefined) return undefined;
  if (!filePath.endsWith('.md')) {
    const found = fieldAtLine(text, line);
    return found.length ? found : undefined;
  }
  const match = frontMatter.exec(text);
  const frontLines = match ? match[0].split('\n').length - 1 : 0;
  if (line > frontLines) return ['body'];
  const found = fieldAtLine(match?.[1] ?? '', line - 1);
  return found.length ? found : undefined;
}

/** Every text of a value, with the key it is written under. */
function texts(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => texts(item, name));
  return [];
}

/** The addresses of the site the file's words link to: [words](/address) in any text, and fields named path, link or href. */
function internalLinks(filePath: string, text: string): string[] {
  const match = filePath.endsWith('.md') ? frontMatter.exec(text) : null;
  const yaml = filePath.endsWith('.md') ? (match?.[1] ?? '') : text;
  const body = filePath.endsWith('.md') ? text.slice(match?.[0].length ?? 0) : '';
  const all = [...texts(parseDocument(yaml).toJS()), { key: '', text: body }];
  const links = all.flatMap(({ key, text: words }) => [
    ...[...words.matchAll(/\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g)].map((found) => found[1]!),
    ...(/^(?:path|link|href)$/.test(key) && words.startsWith('/') ? [words.replace(/#.*$/, '')] : []),
  ]);
  return [...new Set(links.map((address) => address.replace(/(.)\/$/, '$1')))];
}

/**
 * Checks the content folder `contentDir`, which holds `filePath` (src/content/…) as the owner would
 * save it, `text`; or, `text` null, holds it no more (before deleting it). Returns the problems found,
 * in the build's words: the build stops at its first problem, so there is at most one of those.
 */
export function checkContentFolder(contentDir: string, filePath: string, text: string | null): EntryProblem[] {
  try {
    compileModules(contentDir, () => {});
  } catch (error) {
    if (!isContentError(error)) throw error;
    const here = error.file === filePath;
    const where = here ? '' : `${error.file}${error.line ? `, line ${error.line}` : ''}: `;
    const at = here && text !== null ? fieldOf(filePath, text, error.line) : undefined;
    return [{ ...(at ? { path: at } : {}), message: `${where}${error.problem}` }];
  }
  if (text === null) return [];
  const pages = new Set(Object.keys(buildTimeValues.routeDescriptions(contentDir)));
  pages.add('/');
  const lines = text.split('\n');
  return internalLinks(filePath, text)
    .filter((address) => !pages.has(address))
    .map((address) => {
      const line =
        lines.findIndex((each) => !each.trimStart().startsWith('#') && (each.includes(`(${address}`) || each.includes(`: ${address}`))) + 1;
      const at = fieldOf(filePath, text, line || undefined);
      return {
        ...(at ? { path: at } : {}),
        message: `${address} is not the address of a page of the site: check it against the page's address in your browser`,
      };
    });
}
