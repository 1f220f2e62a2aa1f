import type { Heading, List, PhrasingContent, RootContent } from 'mdast';
import { inlineText, isInline, type Inline } from '../text/inline.ts';
import {
  prose,
  type DocumentBlock,
  type DocumentList,
  type DocumentParagraph,
  type DocumentSection,
  type DocumentSubsection,
} from '../schemas/index.ts';
import { ContentError } from './contentError.ts';
import { compileInline, headingText, lineOfNode, type MarkdownSource } from './markdown.ts';

/**
 * The body of a long-form page (src/content/pages/*.md) compiled into the blocks DocumentBody and
 * the Access to Work page render: one introduction paragraph, then "## " sections holding
 * paragraphs, bulleted or numbered lists and "### " (or "#### ") subsections. Every other Markdown
 * construct is refused with the file, the line and its name in plain words. The text keeps its
 * {tokens}, checked (./markdown.ts): the page's reader fills them (docs/decisions/076).
 */

/** A "## " section as written: its heading, its anchor ({#id}) if the line ends with one, its blocks. */
export interface BodySection {
  heading: string;
  anchor: string | undefined;
  line: number | undefined;
  blocks: DocumentBlock[];
}

export interface DocumentBodySource {
  intro: Inline;
  sections: BodySection[];
}

/** The kind of a compiled block, told by its shape (see DocumentBlock). */
export function isParagraph(block: DocumentBlock | undefined): block is DocumentParagraph {
  return isInline(block);
}
export function isList(block: DocumentBlock | undefined): block is DocumentList {
  return !!block && !isInline(block) && 'items' in block;
}
export function isSubsection(block: DocumentBlock | undefined): block is DocumentSubsection {
  return !!block && !isInline(block) && 'blocks' in block;
}

const allowed = 'write paragraphs, bulleted lists (- item), numbered lists (1. item), ## and ### headings, and [links](/path)';
const anchorPattern = /\s*\{#([^}]*)\}\s*$/;

/** Markdown block constructs in an owner's words. */
function blockName(type: string): string {
  return (
    {
      blockquote: 'a quotation (a line starting with >)',
      code: 'a code block (indented text, or text between ``` lines)',
      html: 'HTML',
      thematicBreak: 'a horizontal line (---, *** or ___)',
      definition: 'a link definition ([name]: address)',
      footnoteDefinition: 'a footnote',
      table: 'a table',
      yaml: 'a second front matter block',
    }[type] ?? type
  );
}

/** A paragraph's or list item's text, compiled; words that read as unfinished are refused, as in the front matter. */
function textOf(node: { children: PhrasingContent[]; position?: { start: { line: number } } | undefined }, file: string): Inline {
  const text = compileInline(node.children, file);
  if (!prose.safeParse(inlineText(text)).success) {
    throw new ContentError(file, lineOfNode(node), 'this text reads as unfinished, like placeholder wording: write the real words');
  }
  return text;
}

function refuse(file: string, node: RootContent, where: string): never {
  throw new ContentError(file, lineOfNode(node), `${where} uses ${blockName(node.type)}, which the site does not show; ${allowed}`);
}

function listBlock(list: List, file: string): DocumentList {
  if (list.ordered && (list.start ?? 1) !== 1) {
    throw new ContentError(file, lineOfNode(list), 'a numbered list must start at 1: the page numbers its items from 1');
  }
  const items = list.children.map((item) => {
    const [only, ...more] = item.children;
    if (!only || only.type !== 'paragraph') {
      throw new ContentError(
        file,
        lineOfNode(item),
        'each list item is one line of text after its "- " (or "1. "); this one is empty or holds something else',
      );
    }
    if (more.length) {
      const what = more[0]?.type === 'list' ? 'another list, which the site does not show' : 'more than one paragraph';
      throw new ContentError(file, lineOfNode(more[0]!), `this list item holds ${what}; keep each item to one line of text`);
    }
    return textOf(only, file);
  });
  return list.ordered ? { ordered: true, items } : { items };
}

/** A heading's words and the anchor written at its end ("Your Rights {#your-rights}"). */
function splitHeading(heading: Heading, file: string): { text: string; anchor: string | undefined } {
  const words = headingText(heading, file);
  const match = anchorPattern.exec(words);
  if (!match) return { text: words.trim(), anchor: undefined };
  const anchor = match[1] ?? '';
  if (!/^[a-z][a-z0-9-]*$/.test(anchor)) {
    throw new ContentError(
      file,
      lineOfNode(heading),
      `the anchor {#${anchor}} must be lower-case letters, digits and dashes, starting with a letter, for example {#your-rights}`,
    );
  }
  return { text: words.slice(0, match.index).trim(), anchor };
}

interface OpenContainer {
  depth: number;
  heading: string;
  line: number | undefined;
  blocks: DocumentBlock[];
}

export function compileDocumentBody(source: MarkdownSource): DocumentBodySource {
  const { file, body } = source;
  const intro: { text: Inline; line: number | undefined }[] = [];
  const sections: BodySection[] = [];
  // The section (depth 2) and its subsections (depths 3 and 4) still open at this point of the body.
  let open: OpenContainer[] = [];
  const closeFrom = (depth: number) => {
    for (const container of open.filter((entry) => entry.depth >= depth)) {
      if (!container.blocks.length) throw new ContentError(file, container.line, `the heading "${container.heading}" has no text under it`);
    }
    open = open.filter((entry) => entry.depth < depth);
  };

  for (const node of body) {
    if (node.type === 'heading') {
      const line = lineOfNode(node);
      if (node.depth === 1) {
        throw new ContentError(
          file,
          line,
          'a "# " heading: the page\'s main heading is the title in the front matter; start sections with "## "',
        );
      }
      if (node.depth > 4) throw new ContentError(file, line, `a heading of level ${node.depth}: use ##, ### or #### only`);
      const { text, anchor } = splitHeading(node, file);
      if (!text) throw new ContentError(file, line, 'this heading has no words');
      closeFrom(node.depth);
      if (node.depth === 2) {
        const section: BodySection = { heading: text, anchor, line, blocks: [] };
        sections.push(section);
        open = [{ depth: 2, heading: text, line, blocks: section.blocks }];
        continue;
      }
      if (anchor !== undefined) throw new ContentError(file, line, 'only "## " section headings take an anchor ({#…})');
      const parent = open[open.length - 1];
      if (!parent || parent.depth !== node.depth - 1) {
        throw new ContentError(
          file,
          line,
          `a "${'#'.repeat(node.depth)} " heading must come under a "${'#'.repeat(node.depth - 1)} " heading`,
        );
      }
      const subsection: DocumentSubsection = { heading: text, blocks: [] };
      parent.blocks.push(subsection);
      open.push({ depth: node.depth, heading: text, line, blocks: subsection.blocks });
      continue;
    }
    const container = open[open.length - 1];
    if (node.type === 'paragraph') {
      const text = textOf(node, file);
      if (container) container.blocks.push(text);
      else intro.push({ text, line: lineOfNode(node) });
    } else if (node.type === 'list') {
      if (!container)
        throw new ContentError(
          file,
          lineOfNode(node),
          'the introduction, before the first "## " heading, is one paragraph: a list must come under a heading',
        );
      container.blocks.push(listBlock(node, file));
    } else {
      refuse(file, node, 'this part of the page');
    }
  }
  closeFrom(2);

  if (intro.length !== 1) {
    throw new ContentError(
      file,
      intro[1]?.line ?? sections[0]?.line,
      `the page starts with one introduction paragraph, before the first "## " heading (this one has ${intro.length})`,
    );
  }
  if (!sections.length) throw new ContentError(file, intro[0]?.line, 'the page has no sections: start each with a "## " heading line');
  return { intro: intro[0]!.text, sections };
}

/** The sections of a document page: each "## " heading must end with its anchor, and anchors differ. */
export function anchoredSections(sections: readonly BodySection[], file: string): DocumentSection[] {
  const seen = new Set<string>();
  return sections.map(({ heading, anchor, line, blocks }) => {
    if (!anchor) {
      throw new ContentError(
        file,
        line,
        `the section "${heading}" has no anchor: end its heading line with one, for example ## ${heading} {#${suggestAnchor(heading)}}`,
      );
    }
    if (seen.has(anchor)) throw new ContentError(file, line, `the anchor {#${anchor}} is used by two sections: give each its own`);
    seen.add(anchor);
    return { id: anchor, heading, blocks };
  });
}

function suggestAnchor(heading: string): string {
  const words = heading
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return /^[a-z]/.test(words) ? words : `section-${words}`;
}
