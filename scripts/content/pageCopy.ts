import { readFileSync, statSync } from 'node:fs';
import { defaultContentDir } from './contentDir.ts';
import path from 'node:path';
import { pagesFileSchema, type PageCopyEntry } from './schemas/index.ts';
import { ContentError } from './errors.ts';
import { fillStrings } from './strings.ts';
import { validate } from './validate.ts';
import { parseYaml } from './yaml.ts';

export const pageCopyFileName = 'pages.yaml';
const file = `src/content/${pageCopyFileName}`;

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

/**
 * The words of the page at `pagePath` (its name, title, announcement and search description), from
 * src/content/pages.yaml. The route table reads them from the generated module pageWords.js
 * (allPageWords), by the page's address.
 */
export function pageWords(pagePath: string, contentDir = defaultContentDir): PageWords {
  const entry = readPages(contentDir).pages.find((page) => page.path === pagePath);
  if (!entry)
    throw new ContentError(file, undefined, `the page ${pagePath} has no entry: add one with its path, name and search description`);
  const { name, title, announce, searchDescription } = entry;
  return {
    name,
    ...(title === undefined ? {} : { title }),
    ...(announce === undefined ? {} : { announce }),
    description: searchDescription,
  };
}

/** The words of every page of src/content/pages.yaml, by its address: src/content/generated/pageWords.js. */
export function allPageWords(contentDir = defaultContentDir): Record<string, PageWords> {
  return Object.fromEntries(readPages(contentDir).pages.map((page) => [page.path, pageWords(page.path, contentDir)]));
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
 * Every entry of src/content/pages.yaml is a page of the route table (`routePaths`, checked by the
 * build once the table is loaded): an entry for an address no route has is a mistake, such as a
 * misspelt path.
 */
export function checkPageCopy(routePaths: readonly string[], contentDir = defaultContentDir): void {
  const { pages, lineOf } = readPages(contentDir);
  const index = pages.findIndex((page) => !routePaths.includes(page.path));
  if (index >= 0) {
    throw new ContentError(
      file,
      lineOf(['pages', index, 'path']),
      `${pages[index]!.path} is not the address of a page: use one of ${routePaths.join(', ')}`,
    );
  }
}
