import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagesFileSchema, type PageCopyEntry } from '../schemas/index.ts';
import { ContentError } from './errors.ts';
import { fillStrings } from './strings.ts';
import { validate } from './validate.ts';
import { parseYaml } from './yamlSource.ts';

export const pageCopyFileName = 'pages.yaml';
const file = `src/content/${pageCopyFileName}`;
/** src/content (./buildTime.ts names it too; the route table imports this module, so it must not import that one). */
const defaultContentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The words of one page in the route table: src/routes/routeSchema.ts's fields of the same names. */
export interface PageWords {
  name: string;
  title?: string;
  announce?: string;
  description: string;
}

interface PagesFile {
  pages: PageCopyEntry[];
  lineOf: (at: readonly PropertyKey[]) => number | undefined;
}

const cache = new Map<string, { modified: number; read: PagesFile }>();

/** src/content/pages.yaml, validated, {tokens} filled; read again when it changes (`npm run dev`). */
function readPages(contentDir: string): PagesFile {
  const absolute = path.join(contentDir, pageCopyFileName);
  const modified = statSync(absolute, { throwIfNoEntry: false })?.mtimeMs;
  if (modified === undefined) throw new ContentError(file, undefined, 'the file is missing');
  const cached = cache.get(absolute);
  if (cached?.modified === modified) return cached.read;
  const source = parseYaml(readFileSync(absolute, 'utf8'), file);
  const { pages } = fillStrings(validate(pagesFileSchema, source.data, file, source.lineOf), file, source.lineOf);
  const seen = new Set<string>();
  pages.forEach((page, index) => {
    if (seen.has(page.path))
      throw new ContentError(file, source.lineOf(['pages', index, 'path']), `the page ${page.path} is listed twice: keep one entry for it`);
    seen.add(page.path);
  });
  const read = { pages, lineOf: source.lineOf };
  cache.set(absolute, { modified, read });
  return read;
}

/** The addresses the route table has asked for, so the build can tell an entry no page uses. */
const askedFor = new Set<string>();

/**
 * The words of the page at `pagePath` (its name, title, announcement and search description), from
 * src/content/pages.yaml. The route table writes `...pageWords('/about')` in a route; in Node it is
 * this call, and when Vite builds the site the content plugin replaces each call with its value, so
 * the route reads as if the words were written in it and no visitor downloads this module.
 */
export function pageWords(pagePath: string, contentDir = defaultContentDir): PageWords {
  const entry = readPages(contentDir).pages.find((page) => page.path === pagePath);
  if (!entry)
    throw new ContentError(file, undefined, `the page ${pagePath} has no entry: add one with its path, name and search description`);
  askedFor.add(pagePath);
  const { name, title, announce, searchDescription } = entry;
  return {
    name,
    ...(title === undefined ? {} : { title }),
    ...(announce === undefined ? {} : { announce }),
    description: searchDescription,
  };
}

/** The search description of every page of src/content/pages.yaml, by its address. */
export function pageDescriptions(contentDir = defaultContentDir): Record<string, string> {
  return Object.fromEntries(readPages(contentDir).pages.map((page) => [page.path, page.searchDescription]));
}

/** A route's words as the browser's bundle carries them: without the search description (docs/decisions/044). */
export function withoutDescription<T extends { description?: string }>(words: T): Omit<T, 'description'> {
  const { description: _description, ...rest } = words;
  return rest;
}

/**
 * Every entry of src/content/pages.yaml is a page of the route table (run by the build once the table
 * is loaded): an entry for an address no route asks for is a mistake, such as a misspelt path.
 */
export function checkPageCopy(contentDir = defaultContentDir): void {
  const { pages, lineOf } = readPages(contentDir);
  const index = pages.findIndex((page) => !askedFor.has(page.path));
  if (index >= 0) {
    throw new ContentError(
      file,
      lineOf(['pages', index, 'path']),
      `${pages[index]!.path} is not the address of a page: use one of ${[...askedFor].join(', ')}`,
    );
  }
}
