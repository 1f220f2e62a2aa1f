import {
  aboutFrontMatterSchema,
  documentFrontMatterSchema,
  privacyPolicyFrontMatterSchema,
  type AboutPage,
  type DocumentPage,
  type PrivacyPolicyPage,
} from '../schemas/index.ts';
import { anchoredSections, compileDocumentBody } from './documents.ts';
import { ContentError } from './errors.ts';
import { compileInlineText, type MarkdownSource } from './markdown.ts';
import { frontMatterOf, readPage } from './pageSource.ts';

/**
 * The long documents: the privacy policy, the accessibility statement and About. The title (and the
 * privacy policy's date, About's closing call) are front matter; the introduction and the
 * "## Heading {#anchor}" sections are the body, rendered by DocumentBody.
 */
function documentOf(source: MarkdownSource, title: string): DocumentPage {
  const body = compileDocumentBody(source);
  return { heading: title, intro: body.intro, sections: anchoredSections(body.sections, source.file) };
}

// Each loader reads its page's file; tests pass another name to load a malformed copy.
export function loadPrivacyPolicy(contentDir: string, name = 'privacy-policy.md'): PrivacyPolicyPage {
  const source = readPage(contentDir, name);
  const front = frontMatterOf(source, privacyPolicyFrontMatterSchema);
  return { ...documentOf(source, front.title), lastUpdated: front.lastUpdated };
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

export function loadAccessibilityStatement(contentDir: string, name = 'accessibility-statement.md'): DocumentPage {
  const source = readPage(contentDir, name);
  const page = documentOf(source, frontMatterOf(source, documentFrontMatterSchema).title);
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

export function loadAbout(contentDir: string, name = 'about.md'): AboutPage {
  const source = readPage(contentDir, name);
  const { title, closing } = frontMatterOf(source, aboutFrontMatterSchema);
  const text = compileInlineText(closing.text, source.file, source.frontMatter.lineOf(['closing', 'text']));
  return { ...documentOf(source, title), closing: { ...closing, text } };
}
