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

export function loadPrivacyPolicy(contentDir: string): PrivacyPolicyPage {
  const source = readPage(contentDir, 'privacy-policy.md');
  const front = frontMatterOf(source, privacyPolicyFrontMatterSchema);
  return { ...documentOf(source, front.title), lastUpdated: front.lastUpdated };
}

export function loadAccessibilityStatement(contentDir: string): DocumentPage {
  const source = readPage(contentDir, 'accessibility-statement.md');
  return documentOf(source, frontMatterOf(source, documentFrontMatterSchema).title);
}

export function loadAbout(contentDir: string): AboutPage {
  const source = readPage(contentDir, 'about.md');
  const { title, closing } = frontMatterOf(source, aboutFrontMatterSchema);
  const text = compileInlineText(closing.text, source.file, source.frontMatter.lineOf(['closing', 'text']));
  return { ...documentOf(source, title), closing: { ...closing, text } };
}
