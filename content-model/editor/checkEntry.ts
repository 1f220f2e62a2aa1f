import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { RouteEntry } from '../routes/routeSchema.ts';
import { buildTimeValues } from '../compiler/buildTime.ts';
import { isContentError } from '../compiler/contentError.ts';
import { glossaryPath, type IntegrityProblem } from '../compiler/integrity.ts';
import { compileContent } from '../compiler/compiledContent.ts';
import { editorCollections } from './collections.ts';
import type { ContentFolder } from '../compiler/contentFolder.ts';

/**
 * The build's own checks of a content file, run by the editing screen before it saves (issue 22, ATAG
 * 2.0 part B), in the owner's browser (admin/src/check/): the content folder, with the file as the
 * owner would save it, is compiled as `npm run build` compiles it (../modules.ts), so every check the
 * build makes (the schema, headings in order, no placeholder words, link words that make sense alone,
 * tables with a header row, cards that lead to pages, links that lead to pages: ../integrity.ts) is
 * made here, in the build's words. A problem is told at its field:
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

/** The page a content file makes, as the owner knows it: “Note-Taking Training” (/training/note-taking). */
const singlePages: Record<string, string> = {
  'home.yaml': '/',
  'services.yaml': '/services',
  'why-choose-us.yaml': '/why-choose-us',
  'testimonials.yaml': '/testimonials',
  'contact.yaml': '/contact',
  'glossary.yaml': glossaryPath,
  'resources/hub.yaml': '/resources',
  'resources/tutorials-hub.yaml': '/resources/screen-reader-tutorials',
  'training/hub.yaml': '/training',
  'training/software-a-z.yaml': '/training/software-a-z',
};

function pageNamed(contentDir: ContentFolder, file: string): string {
  const relative = file.replace(/^src\/content\//, '');
  let route: RouteEntry | undefined;
  try {
    route = Object.values(buildTimeValues.familyRoutes(contentDir))
      .flat()
      .find((each) => each.content === relative);
  } catch (error) {
    // The content as it would be does not compile: the page is then named by its file.
    if (!isContentError(error)) throw error;
  }
  if (route) return `“${(route.title ?? route.name ?? relative).replace(/ \| .*$/, '')}” (${route.path})`;
  const label = editorCollections.flatMap((collection) => collection.files ?? []).find((each) => each.file === file)?.label;
  const address = singlePages[relative] ?? (relative.startsWith('pages/') ? `/${relative.slice(6).replace(/\.md$/, '')}` : undefined);
  const name = label ? `“${label}”` : file;
  return address ? `${name} (${address})` : `${name} (on every page)`;
}

/** A list in words: “a”, “a and b”, “a, b and c”. */
const listed = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** The same problem, wherever its line now is. */
const sameProblem = (a: IntegrityProblem, b: IntegrityProblem) => a.file === b.file && a.problem === b.problem && a.target === b.target;

/**
 * The field of a glossary term whose anchor `anchor` the change took away: the entry that had it
 * (found by its term, else by its place), or undefined when the term is gone.
 */
function renamedAnchorField(before: string, after: string, anchor: string): (string | number)[] | undefined {
  const termsOf = (text: string) => {
    const terms = (parseDocument(text).toJS() as { terms?: { id?: unknown; term?: unknown }[] } | null)?.terms;
    return Array.isArray(terms) ? terms : [];
  };
  const was = termsOf(before);
  const now = termsOf(after);
  const index = was.findIndex((term) => term?.id === anchor);
  if (index < 0) return undefined;
  const byTerm = now.findIndex((term) => term?.term === was[index]!.term);
  const at = byTerm >= 0 ? byTerm : index < now.length ? index : -1;
  return at >= 0 ? ['terms', at, 'id'] : undefined;
}

/**
 * Checks the content folder `contentDir`, which holds `filePath` (src/content/…) as the owner would
 * save it, `text`; or, `text` null, holds it no more (before deleting it). Returns the problems found,
 * in the build's words: the build stops at its first problem, so there is at most one of those; the
 * cross-references (../integrity.ts) are all told.
 *
 * A cross-reference problem of another file refuses the change only when the change makes it
 * (docs/decisions/055): `before` gives the content's problems as it is now, and one already there
 * does not stop the owner saving an unrelated file. `original`: the file's text as it is now, to find
 * the field a renaming was made in.
 */
export function checkContentFolder(
  contentDir: ContentFolder,
  filePath: string,
  text: string | null,
  before?: () => IntegrityProblem[],
  original?: string,
): EntryProblem[] {
  let crossReferences: IntegrityProblem[] = [];
  try {
    compileContent(contentDir, (found) => (crossReferences = found));
  } catch (error) {
    if (!isContentError(error)) throw error;
    const here = error.file === filePath;
    if (text === null && !here) {
      return [
        {
          message: `${pageNamed(contentDir, error.file)} leads to this page (${error.file}${error.line ? `, line ${error.line}` : ''}: ${error.problem}). Nothing was deleted: change that first, then delete it`,
        },
      ];
    }
    const where = here ? '' : `${error.file}${error.line ? `, line ${error.line}` : ''}: `;
    const at = here && text !== null ? fieldOf(filePath, text, error.line) : undefined;
    return [{ ...(at ? { path: at } : {}), message: `${where}${error.problem}` }];
  }
  if (!crossReferences.length) return [];
  const already = before?.() ?? [];
  const own = text === null ? [] : crossReferences.filter((problem) => problem.file === filePath);
  const elsewhere = crossReferences.filter(
    (problem) => problem.file !== filePath && !already.some((earlier) => sameProblem(earlier, problem)),
  );
  const problems: EntryProblem[] = own.map((problem) => {
    const at = fieldOf(filePath, text!, problem.line);
    return { ...(at ? { path: at } : {}), message: problem.problem };
  });
  if (!elsewhere.length) return problems;

  const linking = (found: IntegrityProblem[]) =>
    listed([...new Set(found.map((problem) => problem.file))].map((file) => pageNamed(contentDir, file)));
  if (text === null) {
    return [
      {
        message: `other pages link to this page: ${linking(elsewhere)}. Nothing was deleted: remove or change those links first, then delete it`,
      },
    ];
  }
  // A glossary term's anchor renamed, or its term removed, that other pages link to: told at the anchor.
  const byAnchor = new Map<string, IntegrityProblem[]>();
  const rest: IntegrityProblem[] = [];
  for (const problem of elsewhere) {
    const anchor = problem.target?.startsWith(`${glossaryPath}#`) ? problem.target.slice(glossaryPath.length + 1) : undefined;
    if (anchor !== undefined) byAnchor.set(anchor, [...(byAnchor.get(anchor) ?? []), problem]);
    else rest.push(problem);
  }
  for (const [anchor, found] of byAnchor) {
    const at = original === undefined ? undefined : renamedAnchorField(original, text, anchor);
    problems.push({
      ...(at ? { path: at } : {}),
      message: `other pages link to the glossary term’s anchor “${anchor}”: ${linking(found)}. Keep the anchor “${anchor}”, or change those links to the new anchor first`,
    });
  }
  for (const problem of rest) {
    problems.push({
      message: `this change would break a link of ${pageNamed(contentDir, problem.file)}, line ${problem.line ?? 1}: ${problem.problem}`,
    });
  }
  return problems;
}
