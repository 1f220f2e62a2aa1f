import { pagesFileSchema, type PageCopyEntry } from '../schemas/index.ts';
import { ContentError } from './contentError.ts';
import { tokenValues } from './business.ts';
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

/** src/content/pages.yaml, validated, {tokens} filled from the business details of the same folder. */
function readPages(contentDir: ContentFolder): PagesFile {
  const text = contentDir.read(pageCopyFileName);
  if (text === undefined) throw new ContentError(file, undefined, 'the file is missing');
  const source = parseYaml(text, file);
  const valid = validate(pagesFileSchema, source.data, file, source.lineOf);
  const { pages } = fillStrings(valid, tokenValues(contentDir), file, source.lineOf);
  const seen = new Set<string>();
  pages.forEach((page, index) => {
    if (seen.has(page.path))
      throw new ContentError(file, source.lineOf(['pages', index, 'path']), `the page ${page.path} is listed twice: keep one entry for it`);
    seen.add(page.path);
  });
  return { pages, lineOf: source.lineOf };
}

/** A page's words in the route table, from its entry. */
function wordsOf({ name, title, announce, searchDescription }: PageCopyEntry): PageWords {
  return {
    name,
    ...(title === undefined ? {} : { title }),
    ...(announce === undefined ? {} : { announce }),
    description: searchDescription,
  };
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
  return wordsOf(entry);
}

/** The words of every page of src/content/pages.yaml, by its address: src/content/generated/pageWords.js. */
export function allPageWords(contentDir: ContentFolder): Record<string, PageWords> {
  return Object.fromEntries(readPages(contentDir).pages.map((page) => [page.path, wordsOf(page)]));
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
