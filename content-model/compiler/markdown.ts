import type { Heading, Paragraph, PhrasingContent, Root, RootContent, Yaml } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Inline, InlineNode } from '../text/inline.ts';
import { linkTextProblem } from './linkText.ts';
import { knownTokensText, unknownTokens } from '../text/tokens.ts';
import { ContentError } from './contentError.ts';
import { parseYaml, type YamlSource } from './yaml.ts';
import type { ContentFolder } from './contentFolder.ts';

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);

/** A Markdown content file: its front matter (YAML, with lines) and its body as a Markdown tree. */
export interface MarkdownSource {
  file: string;
  frontMatter: YamlSource;
  body: RootContent[];
}

/** The Markdown file at `relative` in the content folder; `file` names it in errors. A missing file is one ContentError line. */
export function readMarkdown(contentDir: ContentFolder, relative: string, file: string): MarkdownSource {
  const text = contentDir.read(relative);
  if (text === undefined) throw new ContentError(file, undefined, 'the file is missing');
  return parseMarkdown(text, file);
}

export function parseMarkdown(text: string, file: string): MarkdownSource {
  const tree = parser.parse(text) as Root;
  const [first, ...rest] = tree.children;
  if (first?.type !== 'yaml') {
    throw new ContentError(
      file,
      1,
      'the file must start with its front matter: a line of three dashes (---), the fields, and another line of three dashes',
    );
  }
  const frontMatter = parseYaml((first as Yaml).value, file, 2);
  if (!frontMatter.data || typeof frontMatter.data !== 'object' || Array.isArray(frontMatter.data)) {
    throw new ContentError(file, 2, 'the front matter must be a list of fields, each "name: value" on its own line');
  }
  return { file, frontMatter, body: rest };
}

export function lineOfNode(node: { position?: { start: { line: number } } | undefined }): number | undefined {
  return node.position?.start.line;
}

/**
 * Compiles inline Markdown (the children of a paragraph, a heading or a list item) to the site's Inline,
 * its {tokens} checked but not filled: a text depends on its own file only, and the reader of the file
 * fills the compiled result with the values of the folder it read it from (./strings.ts, fillStrings;
 * docs/decisions/076). An unknown token, in the words or in a link, is refused here, on its line.
 */
export function compileInline(children: readonly PhrasingContent[], file: string): Inline {
  const nodes: InlineNode[] = [];
  const checkTokens = (text: string, at: PhrasingContent) => {
    const [unknown] = unknownTokens(text);
    if (unknown !== undefined)
      throw new ContentError(file, lineOfNode(at), `unknown business detail {${unknown}}: use one of ${knownTokensText()}`);
  };
  const pushText = (text: string, at: PhrasingContent) => {
    checkTokens(text, at);
    const last = nodes[nodes.length - 1];
    if (typeof last === 'string') nodes[nodes.length - 1] = last + text;
    else nodes.push(text);
  };
  for (const child of children) {
    switch (child.type) {
      case 'text':
        pushText(child.value, child);
        break;
      case 'break':
        pushText(' ', child);
        break;
      case 'link': {
        const text = child.children.map((part) => (part.type === 'text' ? part.value : '')).join('');
        if (!text)
          throw new ContentError(file, lineOfNode(child), `the link to ${child.url} has no words: write them between the square brackets`);
        // The words as written, {tokens} and all, as every link's and button's words are judged.
        const problem = linkTextProblem(text, child.url);
        if (problem) throw new ContentError(file, lineOfNode(child), problem);
        checkTokens(text, child);
        checkTokens(child.url, child);
        nodes.push({ href: child.url, text });
        break;
      }
      default:
        throw new ContentError(
          file,
          lineOfNode(child),
          `this line uses Markdown formatting the site does not show (${formatName(child.type)}); write plain text and [links](/path)`,
        );
    }
  }
  return nodes;
}

/** The Markdown source of inline text written in YAML ("See [our training](/training)"), compiled. */
export function compileInlineText(text: string, file: string, line: number | undefined): Inline {
  const tree = unified().use(remarkParse).parse(text) as Root;
  const [only, ...more] = tree.children;
  if (!only) return [];
  if (more.length || only.type !== 'paragraph') {
    throw new ContentError(file, line, 'this text must be one paragraph of plain text and [links](/path)');
  }
  try {
    return compileInline((only as Paragraph).children, file);
  } catch (error) {
    // The text's problem, on the line of the field it is written in.
    if (error instanceof ContentError && error.file === file) throw new ContentError(file, line, error.problem);
    throw error;
  }
}

/** A heading's words (no links or formatting allowed in headings). */
export function headingText(heading: Heading, file: string): string {
  const inline = compileInline(heading.children, file);
  if (inline.some((node) => typeof node !== 'string')) throw new ContentError(file, lineOfNode(heading), 'a heading cannot hold a link');
  return inline.join('');
}

function formatName(type: string): string {
  return (
    {
      emphasis: 'italics: *text* or _text_',
      strong: 'bold: **text**',
      inlineCode: 'code: `text`',
      image: 'an image',
      html: 'HTML',
      delete: 'strike-through',
      linkReference: 'a link written [like][this]',
      imageReference: 'an image reference',
      footnoteReference: 'a footnote',
    }[type] ?? type
  );
}
