import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { buildTimeValues } from './buildTime.ts';
import { ContentError } from './contentError.ts';
import { quickGuidesFolder } from './quickGuides.ts';
import { trainingCategoriesFolder } from './trainingFolder.ts';
import { tutorialsFolder } from './tutorials.ts';
import { contentPath, type ContentFolder } from './contentFolder.ts';

/**
 * The content's cross-references, checked together (issue 31, docs/decisions/055): each file's own
 * schema cannot see the others. Run at the end of ./modules.ts's compilation, so `npm run build` and
 * the editing screen's check before a save or a delete (./editor/checkEntry.ts) refuse the same
 * things, in the same words:
 *  - every link to a page of the site ([words](/address) in any text; fields named path, link, href or …Path)
 *    leads to one of its pages, and a link to a glossary term (/resources/glossary#term) to a term;
 *  - no two pages of a collection have one title: on the hub and in the menus they would be two
 *    links with the same words leading to different places.
 * The glossary's own rules (related terms, one entry per term, order) are its schema's
 * (glossaryFileSchema, ./schemas/resources.ts): they concern that one file.
 */
export interface IntegrityProblem {
  /** The file, src/content/…, and the 1-based line the problem is written on. */
  file: string;
  line?: number;
  problem: string;
  /** What the problem's link names: an address (with its #anchor). */
  target?: string;
}

export const glossaryPath = '/resources/glossary';

/** A text of a content file, with the key it is written under and its first line. */
interface Placed {
  key: string;
  text: string;
  line: number;
  /** The keys and item numbers from the top of the YAML. */
  at: (string | number)[];
}

const frontMatter = /^---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)/;

/** Every string of a YAML text, where it is written. `firstLine`: the line the YAML starts on. */
function yamlTexts(yamlText: string, firstLine: number): Placed[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter });
  const found: Placed[] = [];
  const walk = (node: unknown, key: string, at: (string | number)[]) => {
    if (isScalar(node)) {
      if (typeof node.value === 'string' && node.range) {
        found.push({ key, text: node.value, line: lineCounter.linePos(node.range[0]).line + firstLine - 1, at });
      }
    } else if (isMap(node)) {
      for (const pair of node.items) {
        const name = isScalar(pair.key) ? String(pair.key.value) : '';
        walk(pair.value as Node | null, name, [...at, name]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, key, [...at, index]));
    }
  };
  walk(document.contents, '', []);
  return found;
}

/** Every content file of the folder that the owner writes (YAML and Markdown), by its path from the folder. */
function contentFiles(contentDir: ContentFolder, folder = ''): string[] {
  return (contentDir.list(folder) ?? []).flatMap((entry) => {
    const name = entry.replace(/\/$/, '');
    const relative = contentPath(folder, name);
    if (name === 'generated' || name.startsWith('.')) return [];
    if (entry.endsWith('/')) return contentFiles(contentDir, relative);
    return /\.(?:ya?ml|md)$/.test(name) ? [relative] : [];
  });
}

interface ContentFile {
  file: string;
  relative: string;
  /** The strings of its YAML (the front matter of a Markdown file). */
  texts: Placed[];
  /** A Markdown file's body, and the line it starts on. */
  body?: { text: string; line: number };
}

function readContentFile(contentDir: ContentFolder, relative: string): ContentFile {
  const file = `src/content/${relative}`;
  const text = contentDir.read(relative);
  if (text === undefined) throw new ContentError(file, undefined, 'the file is missing');
  if (!relative.endsWith('.md')) return { file, relative, texts: yamlTexts(text, 1) };
  const match = frontMatter.exec(text);
  const bodyLine = match ? match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0) + 1 : 1;
  return {
    file,
    relative,
    texts: yamlTexts(match?.[1] ?? '', 2),
    body: { text: text.slice(match?.[0].length ?? 0), line: match ? bodyLine : 1 },
  };
}

/** The Markdown links of a text to the site's own addresses: their words, address and line. */
function markdownLinks(text: string, firstLine: number): { words: string; address: string; line: number }[] {
  return [...text.matchAll(/\[([^\]]*)\]\((\/[^)\s]*)\)/g)].map((found) => ({
    words: found[1]!,
    address: found[2]!,
    line: firstLine + (text.slice(0, found.index).match(/\n/g)?.length ?? 0),
  }));
}

/** The page an address leads to, without its #anchor and final slash. */
const pageOf = (address: string) => address.replace(/#.*$/, '').replace(/(.)\/$/, '$1');

/** The collections of pages, one file each, whose titles are links on a hub: what one is called, and its folder. */
const pageFolders = [
  { folder: quickGuidesFolder, noun: 'quick guide' },
  { folder: tutorialsFolder, noun: 'tutorial' },
  { folder: trainingCategoriesFolder, noun: 'training page' },
];

/**
 * Every cross-reference problem of the content of `contentDir`, in the order of its files and lines.
 * `routeDescriptions`: the pages of the site (buildTimeValues.routeDescriptions), when compiled already.
 */
export function integrityProblems(
  contentDir: ContentFolder,
  routeDescriptions: Record<string, string> = buildTimeValues.routeDescriptions(contentDir),
): IntegrityProblem[] {
  const pages = new Set(['/', ...Object.keys(routeDescriptions)]);
  const files = contentFiles(contentDir).map((relative) => readContentFile(contentDir, relative));
  const problems: IntegrityProblem[] = [];

  const glossary = files.find((each) => each.relative === 'glossary.yaml');
  const termTexts = (name: string) => (glossary?.texts ?? []).filter((text) => text.at[0] === 'terms' && text.at[2] === name);
  const anchors = new Set(termTexts('id').map((text) => text.text));

  for (const each of files) {
    const links = [
      ...each.texts.flatMap((text) => [
        ...markdownLinks(text.text, text.line),
        ...(/^(?:path|link|href)$|Path$/.test(text.key) && text.text.startsWith('/')
          ? [{ words: '', address: text.text, line: text.line }]
          : []),
      ]),
      ...(each.body ? markdownLinks(each.body.text, each.body.line) : []),
    ];
    for (const link of links) {
      const page = pageOf(link.address);
      const anchor = /#(.+)$/.exec(link.address)?.[1];
      const named = link.words ? `The link “${link.words}” leads to ${link.address}` : `${link.address}`;
      if (!pages.has(page)) {
        problems.push({
          file: each.file,
          line: link.line,
          target: link.address,
          problem: `${named}${link.words ? ',' : ' is'} not the address of a page of the site: check it against the page’s address in your browser, or remove the link`,
        });
      } else if (page === glossaryPath && anchor && !anchors.has(anchor)) {
        problems.push({
          file: each.file,
          line: link.line,
          target: link.address,
          problem: `${named}, but the glossary has no term with the anchor “${anchor}”: use the anchor of one of its terms, or remove the link`,
        });
      }
    }
  }

  for (const { folder, noun } of pageFolders) {
    const seen = new Map<string, string>();
    for (const each of files.filter((file) => file.relative.startsWith(`${folder}/`))) {
      const title = each.texts.find((text) => text.at.length === 1 && text.key === 'title');
      if (!title) continue;
      const other = seen.get(title.text.trim().toLowerCase());
      if (other) {
        problems.push({
          file: each.file,
          line: title.line,
          problem: `the ${noun} ${other} has the title “${title.text}” too: two links with the same words would lead to different pages, so give each ${noun} its own title`,
        });
      } else seen.set(title.text.trim().toLowerCase(), each.relative.slice(folder.length + 1));
    }
  }
  return problems;
}

/** Throws the content's first cross-reference problem as the build's error: the file, its line and what to do. */
export function checkIntegrity(contentDir: ContentFolder, routeDescriptions?: Record<string, string>): void {
  const [first] = integrityProblems(contentDir, routeDescriptions);
  if (first) throw new ContentError(first.file, first.line, first.problem);
}
