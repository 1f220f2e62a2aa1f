import { pagesFileSchema, type PageCopyEntry } from '../schemas/index.ts';
import { ContentError } from './contentError.ts';
import { compilingFrom, tokenValues } from './fillTokens.ts';
import { fillStrings } from './strings.ts';
import { validate } from './validate.ts';
import { parseYaml } from './yaml.ts';
import type { ContentFolder } from './contentFolder.ts';

export const pageCopyFileName = 'pages.yaml';
const file = `src/content/${pageCopyFileName}`;

/** The words of one page in the route table: content-model/routes/routeSchema.ts's fields of the same names. */
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

let cached: { text: string; tokens: Record<string, string>; read: PagesFile } | undefined;

/**
 * src/content/pages.yaml, validated, {tokens} filled; compiled again when its text or the business
 * details change (`npm run dev`), kept while neither does (the build asks for it once a page).
 */
function readPages(contentDir: ContentFolder): PagesFile {
  const text = contentDir.read(pageCopyFileName);
  if (text === undefined) throw new ContentError(file, undefined, 'the file is missing');
  compilingFrom(contentDir);
  const tokens = tokenValues(contentDir);
  if (cached?.text === text && cached.tokens === tokens) return cached.read;
  const source = parseYaml(text, file);
  const { pages } = fillStrings(validate(pagesFileSchema, source.data, file, source.lineOf), file, source.lineOf);
  const seen = new Set<string>();
  pages.forEach((page, index) => {
    if (seen.has(page.path))
      throw new ContentError(file, source.lineOf(['pages', index, 'path']), `the page ${page.path} is listed twice: keep one entry for it`);
    seen.add(page.path);
  });
  const read = { pages, lineOf: source.lineOf };
  cached = { text, tokens, read };
  return read;
}

/**
 * The words of the page at `pagePath` (its name, title, announcement and search description), from
 * src/content/pages.yaml. The route table reads them from the generated module pageWords.js
 * (allPageWords), by the page's address.
 */
export function pageWords(pagePath: string, contentDir: ContentFolder): PageWords {
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
export function allPageWords(contentDir: ContentFolder): Record<string, PageWords> {
  return Object.fromEntries(readPages(contentDir).pages.map((page) => [page.path, pageWords(page.path, contentDir)]));
}

/** The search description of every page of src/content/pages.yaml, by its address. */
export function pageDescriptions(contentDir: ContentFolder): Record<string, string> {
  return Object.fromEntries(readPages(contentDir).pages.map((page) => [page.path, page.searchDescription]));
}

/** A route's words as the browser's bundle carries them: without the search description (docs/decisions/044). */
export function withoutDescription<T extends { description?: string }>(words: T): Omit<T, 'description'> {
  const { description: _description, ...rest } = words;
  return rest;
}

/** An address src/content/pages.yaml gives words to, and the line it is on. */
export interface ListedPage {
  path: string;
  line: number | undefined;
}

/** Every address of src/content/pages.yaml, with its line: what checkPageCopy checks against the route table. */
export function listedPages(contentDir: ContentFolder): ListedPage[] {
  const { pages, lineOf } = readPages(contentDir);
  return pages.map((page, index) => ({ path: page.path, line: lineOf(['pages', index, 'path']) }));
}

/**
 * Every entry of src/content/pages.yaml (`listed`, as the compile found them) is a page of the route
 * table (`routePaths`, checked by the build once the table is loaded): an entry for an address no
 * route has is a mistake, such as a misspelt path.
 */
export function checkPageCopy(routePaths: readonly string[], listed: readonly ListedPage[]): void {
  const stray = listed.find((page) => !routePaths.includes(page.path));
  if (stray) throw new ContentError(file, stray.line, `${stray.path} is not the address of a page: use one of ${routePaths.join(', ')}`);
}
