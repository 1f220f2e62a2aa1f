import { fixtureFolder } from '../support/fixtureFolder';
import type { ContentFolder } from '../../../content-model/compiler/contentFolder.ts';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { defaultContentDir, defaultContentFolder } from '../../../content-model/disk';
import { loadAccessToWork } from '../../../content-model/compiler/accessToWork.ts';
import { loadAbout, loadAccessibilityStatement, loadPrivacyPolicy } from '../../../content-model/compiler/longPages.ts';
import { isPageFileName, loadPage, pageLoaders } from '../../../content-model/compiler/compile.ts';
import type { DocumentBlock } from '../../../content-model/schemas';
import { isInline, type Inline } from '../../../content-model/text/inline.ts';
import { isRoutePath } from '../../../src/routes/routeTable';
import { contentProblem } from '../support/contentProblem';

/**
 * The single long-form pages, src/content/pages/<address>.md (docs/decisions/030): what they compile
 * to, and the one line a malformed file stops the build with.
 */
const pagesDir = path.join(defaultContentDir, 'pages');
const fixtures = path.resolve(import.meta.dirname, '../../fixtures/content-errors');

/** Every link of compiled content, wherever it sits. */
function links(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(links);
  if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (typeof node.href === 'string') return [node.href];
    return Object.entries(node).flatMap(([key, child]) => (key === 'path' && typeof child === 'string' ? [child] : links(child)));
  }
  return [];
}

function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allText);
  return [];
}

describe('the long-form pages are src/content/pages/<address>.md', () => {
  it('the folder holds the four pages, each compiled by its loader', () => {
    const files = readdirSync(pagesDir).sort();
    expect(files).toEqual(Object.keys(pageLoaders).sort());
    for (const name of files) {
      expect(isPageFileName(name)).toBe(true);
      expect(loadPage(defaultContentFolder, name)).toBeTruthy();
    }
  });

  it('each page module imports its own file, so only its route downloads it', () => {
    const pages: Record<string, string> = {
      'about.md': 'src/pages/about/AboutPage.tsx',
      'accessibility-statement.md': 'src/pages/legal/AccessibilityStatementPage.tsx',
      'access-to-work.md': 'src/pages/resources/AccessToWorkPage.tsx',
      'privacy-policy.md': 'src/pages/legal/PrivacyPolicyPage.tsx',
    };
    for (const [name, module] of Object.entries(pages)) {
      const compiled = `content/generated/pages/${name.replace(/\.md$/, '')}`;
      expect(readFileSync(path.resolve(import.meta.dirname, '../../..', module), 'utf8')).toContain(`from '../../${compiled}'`);
    }
  });

  it('every internal link leads to a route of the table, and every business detail is filled in', () => {
    for (const name of Object.keys(pageLoaders)) {
      const page = loadPage(defaultContentFolder, name);
      const internal = links(page).filter((href) => href.startsWith('/'));
      expect(
        internal.filter((href) => !isRoutePath(href.split('#')[0]!)),
        name,
      ).toEqual([]);
      expect(
        allText(page).filter((text) => /\{\w+\}/.test(text)),
        name,
      ).toEqual([]);
    }
  });

  it('sections keep their anchors, subsections their level, and the privacy policy its date', () => {
    const policy = loadPrivacyPolicy(defaultContentFolder);
    expect(policy.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(policy.sections.map((section) => section.id)).toContain('your-rights');
    const collected = policy.sections.find((section) => section.id === 'information-we-collect')!;
    const subsections = collected.blocks.filter(
      (block): block is Extract<DocumentBlock, { heading: string }> => !isInline(block) && 'heading' in block,
    );
    expect(subsections.map((block) => block.heading)).toEqual([
      'Information you give us',
      'Information about a disability or health condition',
      'Information collected automatically',
    ]);
    expect(loadAbout(defaultContentFolder).closing.action).toEqual({ label: 'Contact Us', path: '/contact' });
  });

  it('compiles Markdown links to links and fills {tokens} in the body', () => {
    const page = loadAccessibilityStatement(fixtureFolder(fixtures), 'statement-links-and-tokens.md');
    expect(page.intro).toEqual([`This statement covers this website, run by ${site.companyName} in ${site.town}.`]);
    const [intro, list, subsection] = page.sections[0]!.blocks as [
      Inline,
      { items: Inline[] },
      { heading: string; blocks: DocumentBlock[] },
    ];
    expect(intro).toEqual(['Please tell us:']);
    expect(list.items).toEqual([
      ['Email: ', { href: `mailto:${site.email}`, text: site.email }],
      ['Phone: ', { href: `tel:${site.phone.e164}`, text: site.phone.display }],
      ['Use our ', { href: '/contact', text: 'contact form' }, '.'],
    ]);
    expect(subsection).toEqual({ heading: 'In another format', blocks: [['Ask us for large print or braille.']] });
  });
});

describe('a malformed page file is one plain-words line: file, line, what is wrong', () => {
  it.each([
    ['about', loadAbout, 'about-no-title.md', 'src/content/pages/about-no-title.md: line 2: the front matter has no title'],
    [
      'about',
      loadAbout,
      'about-closing-text.md',
      'src/content/pages/about-closing-text.md: line 3: the closing call must be a group of fields',
    ],
    [
      'privacy policy',
      loadPrivacyPolicy,
      'privacy-bad-date.md',
      'src/content/pages/privacy-bad-date.md: line 3: the date it was last updated is not in the right form (write it as year-month-day, for example 2026-11-21)',
    ],
    [
      'accessibility statement',
      loadAccessibilityStatement,
      'statement-quotation.md',
      'src/content/pages/statement-quotation.md: line 11: this part of the page uses a quotation (a line starting with >), which the site does not show; write paragraphs, bulleted lists (- item), numbered lists (1. item), ## and ### headings, and [links](/path)',
    ],
    [
      'accessibility statement',
      loadAccessibilityStatement,
      'statement-bold.md',
      'src/content/pages/statement-bold.md: line 9: this line uses Markdown formatting the site does not show (bold: **text**); write plain text and [links](/path)',
    ],
    [
      'accessibility statement',
      loadAccessibilityStatement,
      'statement-nested-list.md',
      'src/content/pages/statement-nested-list.md: line 12: this list item holds another list, which the site does not show; keep each item to one line of text',
    ],
    [
      'accessibility statement',
      loadAccessibilityStatement,
      'statement-no-anchor.md',
      'src/content/pages/statement-no-anchor.md: line 7: the section "Our Commitment" has no anchor: end its heading line with one, for example ## Our Commitment {#our-commitment}',
    ],
    [
      'accessibility statement',
      loadAccessibilityStatement,
      'statement-deep-heading.md',
      'src/content/pages/statement-deep-heading.md: line 9: a "#### " heading must come under a "### " heading',
    ],
    [
      'accessibility statement',
      loadAccessibilityStatement,
      'statement-unknown-token.md',
      'src/content/pages/statement-unknown-token.md: line 5: unknown business detail {company}: use one of {companyName}, {email}, {phone}, {phoneE164}, {town}, {companyNumber}, {registeredIn}, {siteUrl}, {contactRetentionDays}',
    ],
  ] as [string, (contentDir: ContentFolder, name: string) => unknown, string, string][])('%s: %s', (_page, load, name, expected) => {
    const message = contentProblem(() => load(fixtureFolder(fixtures), name));
    expect(message).toBe(expected);
    expect(message).not.toMatch(/\n|ZodError|YAMLParseError|\bat \S+:\d+/);
  });
});

describe('Access to Work keeps its annual limit in one field (docs/decisions/022)', () => {
  const realFile = readFileSync(path.join(pagesDir, 'access-to-work.md'), 'utf8');
  const temporary = mkdtempSync(path.join(tmpdir(), 'access-to-work-'));
  mkdirSync(path.join(temporary, 'pages'));
  afterAll(() => rmSync(temporary, { recursive: true, force: true }));

  /** Loads a copy of the real file with one change; returns the error line and the changed line's number. */
  function problemAfter(name: string, from: string, to: string): { message: string; line: number } {
    expect(realFile).toContain(from);
    const text = realFile.replace(from, to);
    writeFileSync(path.join(temporary, 'pages', name), text);
    const line = text.slice(0, text.indexOf(to.split('\n')[0]!)).split('\n').length;
    return { message: contentProblem(() => loadAccessToWork(fixtureFolder(temporary), name)), line };
  }

  it('the page compiles from its file with the limit filled in where the text names it', () => {
    const page = loadAccessToWork(defaultContentFolder);
    const limit = page.whatIs.paragraphs.find((paragraph) => allText(paragraph).join('').includes(page.annualLimit.amount));
    expect(limit).toContainEqual({ href: page.annualLimit.source, text: 'GOV.UK’s “What you’ll get” page' });
  });

  it('a sum of money written in the text, not as {annualLimit}, stops the build', () => {
    const { message, line } = problemAfter(
      'written-sum.md',
      'circumstances. For grants awarded or last reviewed from {annualLimitFrom}, the upper limit was set at {annualLimit} a year.',
      'circumstances. For grants awarded or last reviewed from {annualLimitFrom}, the upper limit was set at £69,260 a year.',
    );
    expect(message).toBe(
      `src/content/pages/written-sum.md: line ${line}: a sum of money is written here: the page gives one figure, the annual limit, written {annualLimit} and kept in the front matter (docs/decisions/022)`,
    );
  });

  it('a figure of the wrong kind is named with its field', () => {
    const { message, line } = problemAfter('number-amount.md', 'amount: £69,260', 'amount: 69260');
    expect(message).toBe(`src/content/pages/number-amount.md: line ${line}: the amount of annual limit must be a text`);
  });

  it('a missing section is named, with the order the page expects', () => {
    const { message } = problemAfter('three-sections.md', '## How to Apply\n\n', '');
    expect(message).toBe(
      'src/content/pages/three-sections.md: the body has four sections, each a "## " heading, in this order: what Access to Work is, what can be funded, who is eligible, how to apply (this one has 3)',
    );
  });

  it('an unknown token names the page’s own tokens too', () => {
    // The first mention is an FAQ answer, in the front matter.
    const { message, line } = problemAfter(
      'unknown-token.md',
      'reviewed from {annualLimitFrom}, the upper limit',
      'reviewed from {annualLimitStart}, the upper limit',
    );
    expect(message).toBe(
      `src/content/pages/unknown-token.md: line ${line}: unknown business detail {annualLimitStart}: use one of {companyName}, {email}, {phone}, {phoneE164}, {town}, {companyNumber}, {registeredIn}, {siteUrl}, {contactRetentionDays}, or on this page {annualLimit}, {annualLimitFrom}, {annualLimitSource}`,
    );
  });
});
