import type { List, ListItem, Paragraph, RootContent } from 'mdast';
import type { z } from 'zod';
import type { Inline } from '../text/inline.ts';
import type { RouteEntry } from '../routes/routeSchema.ts';
import { tutorialBodySchema, tutorialFrontMatterSchema, type CommandTable, type Tutorial, type TutorialCard } from '../schemas/index.ts';
import { ContentError } from './contentError.ts';
import { compileInline, compileInlineText, headingText, lineOfNode, parseMarkdown } from './markdown.ts';
import { markdownFiles, slugOf } from './quickGuides.ts';
import { tokenValues } from './business.ts';
import { fillStrings } from './strings.ts';
import { validate } from './validate.ts';
import { contentPath, type ContentFolder } from './contentFolder.ts';

export const tutorialsFolder = 'tutorials';
export const tutorialsBasePath = '/resources/screen-reader-tutorials';

/**
 * One screen reader tutorial, src/content/tutorials/<slug>.md. The front matter holds its title, short
 * name, place on the hub and descriptions; the body is the page, section by section, each a "## "
 * heading the page shows (see `sections`): lists, numbered steps, and command tables written as
 * Markdown tables under a "### " caption. The address, title, announcement, breadcrumb and hub card
 * all follow from the file.
 */
export interface LoadedTutorial {
  slug: string;
  order: number;
  /** The day its words last changed (year-month-day): its downloads say it; the page does not carry it. */
  lastUpdated: string;
  /** What the page renders (its route's own chunk). */
  tutorial: Tutorial;
  card: TutorialCard;
  route: RouteEntry;
}

type Body = Omit<Tutorial, 'heading' | 'description'>;
type SectionKey = keyof Body;

/** The page's sections, in its order: the "## " headings of the file. */
const sections: { key: SectionKey; heading: string; optional?: boolean }[] = [
  { key: 'learn', heading: "What you'll learn" },
  { key: 'quickStart', heading: 'Quick Start' },
  { key: 'commands', heading: 'Essential Commands' },
  { key: 'guide', heading: 'Step-by-step guide' },
  { key: 'keyboardTopics', heading: 'Keyboard navigation', optional: true },
  { key: 'quickTips', heading: 'Quick Tips' },
  { key: 'proTip', heading: 'Pro tip' },
];
const sectionList = sections.map((section) => `"## ${section.heading}"${section.optional ? ' (if it has one)' : ''}`).join(', ');
/** Headings compare without regard to case or the kind of apostrophe. */
const sameHeading = (a: string, b: string) => a.replace(/’/g, "'").toLowerCase() === b.replace(/’/g, "'").toLowerCase();

/** Where each part of the body was written, by its path in the compiled body ("guide.2.steps"). */
type Lines = Map<string, number | undefined>;

interface Reader {
  file: string;
  text: string;
  lines: Lines;
}

function fail(reader: Reader, node: RootContent | undefined, problem: string): never {
  throw new ContentError(reader.file, node ? lineOfNode(node) : undefined, problem);
}

/** One paragraph's words and links. */
function paragraphOf(reader: Reader, node: Paragraph): Inline {
  return compileInline(node.children, reader.file);
}

/** The items of a list, each one paragraph of words and links. */
function listItems(reader: Reader, list: List, at: string, what: string): Inline[] {
  return list.children.map((item: ListItem, index) => {
    reader.lines.set(`${at}.${index}`, lineOfNode(item));
    const [only, ...more] = item.children;
    if (!only || more.length || only.type !== 'paragraph') {
      fail(reader, (more[0] ?? only ?? item) as RootContent, `each ${what} is one line of text: no second paragraph or list inside it`);
    }
    return paragraphOf(reader, only);
  });
}

function expectList(reader: Reader, node: RootContent | undefined, ordered: boolean, where: string, after: RootContent): List {
  if (node?.type === 'list' && Boolean(node.ordered) === ordered) return node;
  const kind = ordered ? 'a numbered list, one "1. " line per step' : 'a list, one "- " line per point';
  return fail(reader, node ?? after, `${where} needs ${kind}`);
}

/**
 * A Markdown table ("| Command | Action |", a "| --- | --- |" line, then one row per line), read from
 * the file's own text: the site compiles CommonMark, where a table is a paragraph of lines.
 */
function commandTable(reader: Reader, caption: string, node: RootContent | undefined, after: RootContent, at: string): CommandTable {
  const layout = `write the table under "### ${caption}" as lines of the form "| Command | Action |", then "| --- | --- |", then one "| key | what it does |" line per command`;
  if (node?.type !== 'paragraph' || node.position?.start.offset === undefined || node.position.end.offset === undefined) {
    return fail(reader, node ?? after, layout);
  }
  const firstLine = node.position.start.line;
  const lines = reader.text.slice(node.position.start.offset, node.position.end.offset).split('\n');
  const cells = (line: string, index: number): string[] => {
    const trimmed = line.trim();
    if (!trimmed.startsWith('|') || !trimmed.endsWith('|') || trimmed.length < 2) {
      throw new ContentError(reader.file, firstLine + index, layout);
    }
    // Split on the bars that are not written \| (a bar inside a cell).
    return trimmed
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
  };
  const [header, divider, ...rowLines] = lines;
  const headerCells = cells(header ?? '', 0);
  if (headerCells.length !== 2 || !sameHeading(headerCells[0]!, 'Command') || !sameHeading(headerCells[1]!, 'Action')) {
    throw new ContentError(
      reader.file,
      firstLine,
      `the first line of a command table is "| Command | Action |" (the page shows those two columns)`,
    );
  }
  const dividerCells = cells(divider ?? '', 1);
  if (dividerCells.length !== 2 || !dividerCells.every((cell) => /^:?-{3,}:?$/.test(cell))) {
    throw new ContentError(reader.file, firstLine + 1, `the second line of a command table is "| --- | --- |"`);
  }
  reader.lines.set(at, firstLine);
  reader.lines.set(`${at}.rows`, firstLine);
  const rows = rowLines.map((line, index) => {
    const lineNumber = firstLine + 2 + index;
    reader.lines.set(`${at}.rows.${index}`, lineNumber);
    const row = cells(line, 2 + index);
    if (row.length !== 2) {
      throw new ContentError(
        reader.file,
        lineNumber,
        `each row of a command table has two cells, the keys and what they do (this one has ${row.length}; write a bar inside a cell as \\|)`,
      );
    }
    const [command, action] = row.map((cell) => {
      const inline = compileInlineText(cell, reader.file, lineNumber);
      if (inline.some((part) => typeof part !== 'string')) {
        throw new ContentError(reader.file, lineNumber, 'a command table holds plain text: move the link into a step or a tip');
      }
      return inline.join('');
    });
    return { command: command!, action: action! };
  });
  return { caption, rows };
}

/** A "### caption" heading and the table under it, for each table of the section; `at` names each table's path. */
function captionedTables(
  reader: Reader,
  nodes: RootContent[],
  heading: RootContent,
  where: string,
  at: (index: number) => string,
): CommandTable[] {
  const tables: CommandTable[] = [];
  for (let i = 0; i < nodes.length; i += 2) {
    const captionNode = nodes[i]!;
    if (captionNode.type !== 'heading' || captionNode.depth !== 3) {
      fail(reader, captionNode, `${where} holds command tables, each a "### " line with the table's caption and the table under it`);
    }
    const caption = headingText(captionNode, reader.file);
    tables.push(commandTable(reader, caption, nodes[i + 1], captionNode, at(tables.length)));
  }
  if (!tables.length) fail(reader, heading, `${where} needs a command table: a "### " line with its caption, and the table under it`);
  return tables;
}

/** The step-by-step guide: "### " sections, each an optional paragraph and a numbered list. */
function guideSections(reader: Reader, nodes: RootContent[], heading: RootContent): Body['guide'] {
  const guide: Body['guide'] = [];
  let i = 0;
  while (i < nodes.length) {
    const titleNode = nodes[i]!;
    if (titleNode.type !== 'heading' || titleNode.depth !== 3) {
      fail(
        reader,
        titleNode,
        'the step-by-step guide is made of steps, each a "### " heading line, an optional paragraph and a numbered list',
      );
    }
    const title = headingText(titleNode, reader.file);
    const at = `guide.${guide.length}`;
    reader.lines.set(at, lineOfNode(titleNode));
    i += 1;
    let intro: Inline | undefined;
    const next = nodes[i];
    if (next?.type === 'paragraph') {
      reader.lines.set(`${at}.intro`, lineOfNode(next));
      intro = paragraphOf(reader, next);
      i += 1;
    }
    const list = expectList(reader, nodes[i], true, `"### ${title}"`, nodes[i - 1]!);
    reader.lines.set(`${at}.steps`, lineOfNode(list));
    const steps = listItems(reader, list, `${at}.steps`, 'step');
    i += 1;
    guide.push(intro ? { title, intro, steps } : { title, steps });
  }
  if (!guide.length)
    fail(reader, heading, 'the step-by-step guide needs its steps, each a "### " heading line, an optional paragraph and a numbered list');
  return guide;
}

function readSection(reader: Reader, key: SectionKey, heading: RootContent, nodes: RootContent[]): Body[SectionKey] {
  const where = `"## ${sections.find((section) => section.key === key)!.heading}"`;
  const extra = (count: number) => {
    if (nodes.length > count)
      fail(reader, nodes[count], `${where} has more than it should here: check the blank lines and the start of each line`);
  };
  switch (key) {
    case 'learn':
    case 'quickTips': {
      const list = expectList(reader, nodes[0], false, where, heading);
      extra(1);
      reader.lines.set(key, lineOfNode(list));
      return listItems(reader, list, key, 'point');
    }
    case 'quickStart': {
      const [intro, steps] = nodes;
      if (intro?.type !== 'paragraph') fail(reader, intro ?? heading, `${where} starts with a paragraph of introduction`);
      const list = expectList(reader, steps, true, where, intro);
      extra(2);
      reader.lines.set('quickStart.intro', lineOfNode(intro));
      reader.lines.set('quickStart.steps', lineOfNode(list));
      return { intro: paragraphOf(reader, intro), steps: listItems(reader, list, 'quickStart.steps', 'step') };
    }
    case 'commands': {
      const tables = captionedTables(reader, nodes, heading, where, () => 'commands');
      if (tables.length > 1) fail(reader, nodes[2], `${where} holds one command table; put further tables under "## Keyboard navigation"`);
      return tables[0]!;
    }
    case 'guide':
      return guideSections(reader, nodes, heading);
    case 'keyboardTopics':
      return captionedTables(reader, nodes, heading, where, (index) => `keyboardTopics.${index}`);
    case 'proTip': {
      const [tip] = nodes;
      if (tip?.type !== 'paragraph') fail(reader, tip ?? heading, `${where} is one paragraph`);
      extra(1);
      reader.lines.set('proTip', lineOfNode(tip));
      return paragraphOf(reader, tip);
    }
  }
}

/** The body's "## " sections, checked against the page's, in order. */
function readBody(reader: Reader, body: RootContent[]): Body {
  const found: { key: SectionKey; heading: RootContent; nodes: RootContent[] }[] = [];
  for (const node of body) {
    if (node.type === 'heading' && node.depth <= 2) {
      if (node.depth === 1) fail(reader, node, 'the page\'s heading is the title in the front matter: start each section with "## "');
      const words = headingText(node, reader.file);
      const index = sections.findIndex((section) => sameHeading(section.heading, words));
      const last = found.length ? sections.findIndex((section) => section.key === found[found.length - 1]!.key) : -1;
      if (index < 0)
        fail(reader, node, `"## ${words}" is not a section of a tutorial page; the sections are, in this order: ${sectionList}`);
      if (index <= last)
        fail(reader, node, `"## ${words}" is out of order or written twice; the sections are, in this order: ${sectionList}`);
      reader.lines.set(sections[index]!.key, lineOfNode(node));
      found.push({ key: sections[index]!.key, heading: node, nodes: [] });
    } else {
      const section = found[found.length - 1];
      if (!section) fail(reader, node, `text before the first section: start with "## ${sections[0]!.heading}"`);
      section.nodes.push(node);
    }
  }
  const missing = sections.find((section) => !section.optional && !found.some((entry) => entry.key === section.key));
  if (missing) {
    throw new ContentError(
      reader.file,
      lineOfNode(body[body.length - 1] ?? {}),
      `the tutorial has no "## ${missing.heading}" section; the sections are, in this order: ${sectionList}`,
    );
  }
  return Object.fromEntries(found.map(({ key, heading, nodes }) => [key, readSection(reader, key, heading, nodes)])) as Body;
}

/** What a count or text rule says, about the section it is in. */
function bodyProblem(issue: z.core.$ZodIssue, body: Body): string {
  const [key, index, part] = issue.path;
  const section = `"## ${sections.find((entry) => entry.key === key)?.heading ?? String(key)}"`;
  const guideTitle = typeof index === 'number' ? body.guide[index]?.title : undefined;
  const tableCaption = typeof index === 'number' ? body.keyboardTopics?.[index]?.caption : undefined;
  const where =
    key === 'guide' && guideTitle
      ? `"### ${guideTitle}"`
      : key === 'keyboardTopics' && tableCaption
        ? `the table "${tableCaption}"`
        : key === 'commands'
          ? `the table "${body.commands.caption}"`
          : section;
  if (issue.code === 'too_small' && issue.origin === 'array') {
    const units: Record<string, string> = {
      learn: 'points',
      quickStart: 'numbered steps',
      commands: 'rows',
      guide: part === 'steps' ? 'numbered steps' : 'steps, each a "### " heading',
      keyboardTopics: 'rows',
      quickTips: 'tips',
    };
    const list = issue.path.reduce<unknown>((value, step) => (value as Record<PropertyKey, unknown> | undefined)?.[step], body);
    return `${where} needs at least ${String(issue.minimum)} ${units[String(key)]} (it has ${Array.isArray(list) ? list.length : 0})`;
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    const last = String(issue.path[issue.path.length - 1]);
    const names: Record<string, string> = {
      command: 'a row with no keys',
      action: 'a row that does not say what the keys do',
      caption: 'a "### " line with no caption',
      title: 'a "### " line with no words',
    };
    return `${where} has ${names[last] ?? 'an empty line'}`;
  }
  return `a line of ${where} ${issue.message}`;
}

export function loadTutorial(contentDir: ContentFolder, name: string): LoadedTutorial {
  const file = `src/content/${tutorialsFolder}/${name}`;
  const slug = slugOf(file, name);
  const text = contentDir.read(contentPath(tutorialsFolder, name));
  if (text === undefined) throw new ContentError(file, undefined, 'the file is missing');
  const source = parseMarkdown(text, file);
  const { lineOf } = source.frontMatter;
  const valid = validate(tutorialFrontMatterSchema, source.frontMatter.data, file, lineOf, 'the front matter');
  // The business details of the folder the tutorial was read from: its text, compiled, is filled with them.
  const tokens = tokenValues(contentDir);
  const front = fillStrings(valid, tokens, file, lineOf);
  const reader: Reader = { file, text, lines: new Map() };
  const body = readBody(reader, source.body);
  const checked = tutorialBodySchema.safeParse(body);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const line = [...issue.path.keys()]
      .map((length) => reader.lines.get(issue.path.slice(0, issue.path.length - length).join('.')))
      .find((found) => found !== undefined);
    throw new ContentError(file, line, bodyProblem(issue, body));
  }
  const tutorial: Tutorial = { heading: front.title, description: front.description, ...fillStrings(body, tokens, file) };
  const route: RouteEntry = {
    path: `${tutorialsBasePath}/${slug}`,
    page: 'resources/TutorialPage',
    content: `${tutorialsFolder}/${name}`,
    name: front.name,
    title: `${front.title} | ${tokens.companyName}`,
    // SPEC §2: a tutorial announces its heading ("JAWS Screen Reader Tutorial").
    announce: front.title,
    description: front.searchDescription,
    schemaType: 'WebPage',
  };
  return {
    slug,
    order: front.order,
    lastUpdated: front.lastUpdated,
    tutorial,
    card: { slug, heading: front.title, description: front.description },
    route,
  };
}

/** Every tutorial of the folder, in the hub's order: by `order`, then by name. */
export function loadTutorials(contentDir: ContentFolder): LoadedTutorial[] {
  return markdownFiles(contentDir, tutorialsFolder)
    .map((name) => loadTutorial(contentDir, name))
    .sort((a, b) => a.order - b.order || a.route.name.localeCompare(b.route.name, 'en', { sensitivity: 'base' }));
}
