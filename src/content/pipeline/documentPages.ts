import {
  aboutFrontMatterSchema,
  documentFrontMatterSchema,
  privacyPolicyFrontMatterSchema,
  type AboutPage,
  type DocumentPage,
  type PrivacyPolicyPage,
} from '../schemas/index.ts';
import { anchoredSections, compileDocumentBody } from './documents.ts';
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

export function loadAccessibilityStatement(contentDir: string, name = 'accessibility-statement.md'): DocumentPage {
  const source = readPage(contentDir, name);
  return documentOf(source, frontMatterOf(source, documentFrontMatterSchema).title);
}

export function loadAbout(contentDir: string, name = 'about.md'): AboutPage {
  const source = readPage(contentDir, name);
  const { title, closing } = frontMatterOf(source, aboutFrontMatterSchema);
  const text = compileInlineText(closing.text, source.file, source.frontMatter.lineOf(['closing', 'text']));
  return { ...documentOf(source, title), closing: { ...closing, text } };
}
