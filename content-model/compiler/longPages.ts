import type { z } from 'zod';
import {
  aboutFrontMatterSchema,
  documentFrontMatterSchema,
  privacyPolicyFrontMatterSchema,
  simplePageFrontMatterSchema,
  type AboutPage,
  type DocumentPage,
  type PrivacyPolicyPage,
} from '../schemas/index.ts';
import type { TokenValues } from '../text/tokenTable.ts';
import { anchoredSections, compileDocumentBody } from './markdownDocument.ts';
import { tokenValues } from './business.ts';
import { ContentError } from './contentError.ts';
import { compileInlineText, readMarkdown, type MarkdownSource } from './markdown.ts';
import { fillStrings } from './strings.ts';
import type { PageWords } from './pageCopy.ts';
import { validate } from './validate.ts';
import { contentPath, type ContentFolder } from './contentFolder.ts';

/**
 * The site's single long-form pages are one Markdown file each in src/content/pages/, named after the
 * last part of the page's address (privacy-policy.md is /privacy-policy).
 */
export const pagesFolder = 'pages';

export function readPage(contentDir: ContentFolder, name: string): MarkdownSource {
  return readMarkdown(contentDir, contentPath(pagesFolder, name), `src/content/${pagesFolder}/${name}`);
}

/**
 * A page's front matter, validated, and the {tokens} of the folder `contentDir` it was read from: the
 * front matter comes filled with them, and the body is filled with them once compiled (documentOf).
 */
export function frontMatterOf<S extends z.ZodType>(
  contentDir: ContentFolder,
  source: MarkdownSource,
  schema: S,
): { front: z.output<S>; tokens: TokenValues } {
  const { file, frontMatter } = source;
  const valid = validate(schema, frontMatter.data, file, frontMatter.lineOf, 'the front matter');
  const tokens = tokenValues(contentDir);
  return { front: fillStrings(valid, tokens, file, frontMatter.lineOf), tokens };
}

/**
 * The long documents: the privacy policy, the accessibility statement and About. The title (and the
 * privacy policy's date, About's closing call) are front matter; the introduction and the
 * "## Heading {#anchor}" sections are the body, rendered by DocumentBody.
 */
function documentOf(source: MarkdownSource, title: string, tokens: TokenValues): DocumentPage {
  const body = compileDocumentBody(source);
  const page = { intro: body.intro, sections: anchoredSections(body.sections, source.file) };
  return { heading: title, ...fillStrings(page, tokens, source.file) };
}

// Each loader reads its page's file; tests pass another name to load a malformed copy.
export function loadPrivacyPolicy(contentDir: ContentFolder, name = 'privacy-policy.md'): PrivacyPolicyPage {
  const source = readPage(contentDir, name);
  const { front, tokens } = frontMatterOf(contentDir, source, privacyPolicyFrontMatterSchema);
  return { ...documentOf(source, front.title, tokens), lastUpdated: front.lastUpdated };
}

/**
 * The sections of the accessibility statement the evidence is shown in (src/pages/legal/
 * AccessibilityStatementPage.tsx), by anchor: without one, its evidence would silently go missing.
 */
export const statementEvidenceSections = {
  'compliance-status': "the conformance report's totals",
  'known-limitations': 'the known issues',
  'assessment-approach': 'the last sweep and the checks by hand',
} as const;

export function loadAccessibilityStatement(contentDir: ContentFolder, name = 'accessibility-statement.md'): DocumentPage {
  const source = readPage(contentDir, name);
  const { front, tokens } = frontMatterOf(contentDir, source, documentFrontMatterSchema);
  const page = documentOf(source, front.title, tokens);
  for (const [anchor, shows] of Object.entries(statementEvidenceSections)) {
    if (!page.sections.some((section) => section.id === anchor)) {
      throw new ContentError(
        source.file,
        undefined,
        `the statement has no section {#${anchor}}, where ${shows} are shown: keep a section whose heading ends with {#${anchor}}`,
      );
    }
  }
  return page;
}

export function loadAbout(contentDir: ContentFolder, name = 'about.md'): AboutPage {
  const source = readPage(contentDir, name);
  const { front, tokens } = frontMatterOf(contentDir, source, aboutFrontMatterSchema);
  const { title, closing } = front;
  // The closing text of the front matter, filled already: compiled as filled, its link words judged so.
  const text = compileInlineText(closing.text, source.file, source.frontMatter.lineOf(['closing', 'text']));
  return { ...documentOf(source, title, tokens), closing: { ...closing, text } };
}

/**
 * A single page with no shape of its own (src/content/pages/<address>.md): its heading, introduction
 * and sections, like About's, and its words in the route table (name, announcement, search
 * description) from its front matter (docs/architecture.md, "Add a top-level page").
 */
export function loadSimplePage(contentDir: ContentFolder, name: string): { page: DocumentPage; words: PageWords } {
  const source = readPage(contentDir, name);
  const { front, tokens } = frontMatterOf(contentDir, source, simplePageFrontMatterSchema);
  return {
    page: documentOf(source, front.title, tokens),
    words: {
      name: front.name,
      ...(front.announce === undefined ? {} : { announce: front.announce }),
      description: front.searchDescription,
    },
  };
}
