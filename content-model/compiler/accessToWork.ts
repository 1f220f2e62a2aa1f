import type { Nodes } from 'mdast';
import type { Inline } from '../text/inline.ts';
import { accessToWorkFrontMatterSchema, type AccessToWorkFrontMatter, type AccessToWorkPage } from '../schemas/index.ts';
import { compileDocumentBody, isList, isParagraph, isSubsection, type BodySection } from './markdownDocument.ts';
import { tokenValues } from './business.ts';
import { ContentError, isContentError } from './contentError.ts';
import { compileInlineText, type MarkdownSource } from './markdown.ts';
import { readPage } from './longPages.ts';
import { fillStrings } from './strings.ts';
import { validate } from './validate.ts';
import type { ContentFolder } from './contentFolder.ts';

/**
 * /resources/access-to-work, src/content/pages/access-to-work.md (docs/decisions/022). The front
 * matter holds the annual limit, the funding cards, the steps, the questions, the tip groups and the
 * closing call; the body holds the introduction and four "## " sections, in the page's order.
 *
 * The annual limit is written once, in the front matter; the sentences about it write
 * {annualLimit}, {annualLimitFrom} and {annualLimitSource}. A sum of money written anywhere else is
 * an error, so a second figure cannot creep in.
 */
export const accessToWorkFile = 'access-to-work.md';

const limitTokenNames = ['annualLimit', 'annualLimitFrom', 'annualLimitSource'] as const;

function limitTokens(limit: AccessToWorkFrontMatter['annualLimit']): Record<string, string> {
  return { annualLimit: limit.amount, annualLimitFrom: limit.appliesFrom, annualLimitSource: limit.source };
}

function fillLimit(text: string, tokens: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}

const sumOfMoney = /£\s?\d/;
const sumProblem =
  'a sum of money is written here: the page gives one figure, the annual limit, written {annualLimit} and kept in the front matter (docs/decisions/022)';

/** The body's text and link addresses, with the page's own tokens filled in, refusing written sums. */
function fillBodyLimit(node: Nodes, tokens: Readonly<Record<string, string>>, file: string): void {
  if (node.type === 'text') {
    if (sumOfMoney.test(node.value)) throw new ContentError(file, node.position?.start.line, sumProblem);
    node.value = fillLimit(node.value, tokens);
  }
  if (node.type === 'link') node.url = fillLimit(node.url, tokens);
  if ('children' in node) for (const child of node.children) fillBodyLimit(child, tokens, file);
}

/** A string of the front matter with the limit tokens filled, refusing written sums. */
function fillFrontLimit(
  value: unknown,
  tokens: Readonly<Record<string, string>>,
  file: string,
  lineOf: (at: readonly PropertyKey[]) => number | undefined,
  at: PropertyKey[] = [],
): unknown {
  if (typeof value === 'string') {
    if (sumOfMoney.test(value)) throw new ContentError(file, lineOf(at), sumProblem);
    return fillLimit(value, tokens);
  }
  if (Array.isArray(value)) return value.map((item, index) => fillFrontLimit(item, tokens, file, lineOf, [...at, index]));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFrontLimit(item, tokens, file, lineOf, [...at, key])]));
  }
  return value;
}

/** An unknown-token error on this page also names the page's own tokens. */
function withLimitTokens<T>(compile: () => T): T {
  try {
    return compile();
  } catch (error) {
    if (isContentError(error) && error.problem.startsWith('unknown business detail')) {
      throw new ContentError(
        error.file,
        error.line,
        `${error.problem}, or on this page ${limitTokenNames.map((name) => `{${name}}`).join(', ')}`,
      );
    }
    throw error;
  }
}

const sectionNames = ['what Access to Work is', 'what can be funded', 'who is eligible', 'how to apply'];

function paragraphs(section: BodySection, file: string, rule: string): Inline[] {
  return section.blocks.map((block) => {
    if (!isParagraph(block)) throw new ContentError(file, section.line, `the section "${section.heading}" ${rule}`);
    return block;
  });
}

function oneParagraph(section: BodySection, file: string, after: string): Inline {
  const [only, ...more] = paragraphs(section, file, `holds one paragraph, the introduction to ${after}`);
  if (!only || more.length)
    throw new ContentError(
      file,
      section.line,
      `the section "${section.heading}" holds one paragraph, the introduction to ${after} (it has ${section.blocks.length})`,
    );
  return only;
}

/** "Who Is Eligible?": a paragraph, the bulleted conditions, then one or more paragraphs of notes. */
function eligibility(section: BodySection, file: string): AccessToWorkPage['eligibility'] {
  const [intro, list, ...notes] = section.blocks;
  const problem = `the section "${section.heading}" holds a paragraph, a bulleted list of at least three conditions, then at least one paragraph`;
  if (!isParagraph(intro) || !isList(list) || list.ordered || list.items.length < 3 || !notes.length || !notes.every(isParagraph)) {
    throw new ContentError(file, section.line, problem);
  }
  return { heading: section.heading, intro, criteria: list.items, notes };
}

type BodyParts = Pick<AccessToWorkPage, 'intro' | 'whatIs' | 'eligibility'> & {
  funding: Omit<AccessToWorkPage['funding'], 'cards'>;
  howToApply: Omit<AccessToWorkPage['howToApply'], 'steps'>;
};

function bodyOf(source: MarkdownSource): BodyParts {
  const { file } = source;
  const { intro, sections } = compileDocumentBody(source);
  if (sections.length !== sectionNames.length) {
    throw new ContentError(
      file,
      sections[sectionNames.length]?.line,
      `the body has four sections, each a "## " heading, in this order: ${sectionNames.join(', ')} (this one has ${sections.length})`,
    );
  }
  for (const section of sections) {
    if (section.anchor) throw new ContentError(file, section.line, 'the sections of this page take no anchor ({#…})');
    if (section.blocks.some(isSubsection)) {
      throw new ContentError(
        file,
        section.line,
        `the section "${section.heading}" cannot hold "### " headings: the cards, steps and tips are in the front matter`,
      );
    }
  }
  const [whatIs, funding, eligible, apply] = sections as [BodySection, BodySection, BodySection, BodySection];
  const whatIsParagraphs = paragraphs(whatIs, file, 'holds paragraphs only');
  if (whatIsParagraphs.length < 2)
    throw new ContentError(file, whatIs.line, `the section "${whatIs.heading}" holds at least two paragraphs`);
  return {
    intro,
    whatIs: { heading: whatIs.heading, paragraphs: whatIsParagraphs },
    funding: { heading: funding.heading, intro: oneParagraph(funding, file, 'the funding cards') },
    eligibility: eligibility(eligible, file),
    howToApply: { heading: apply.heading, intro: oneParagraph(apply, file, 'the steps') },
  };
}

export function loadAccessToWork(contentDir: ContentFolder, name = accessToWorkFile): AccessToWorkPage {
  const source = readPage(contentDir, name);
  const { file } = source;
  const { lineOf } = source.frontMatter;
  const { annualLimit, ...rest } = validate(accessToWorkFrontMatterSchema, source.frontMatter.data, file, lineOf, 'the front matter');
  const limits = limitTokens(annualLimit);
  for (const node of source.body) fillBodyLimit(node, limits, file);

  return withLimitTokens(() => {
    // The business details of the folder the page was read from: its text, compiled, is filled with them.
    const tokens = tokenValues(contentDir);
    const front = fillStrings(fillFrontLimit(rest, limits, file, lineOf) as typeof rest, tokens, file, lineOf);
    // The front matter's texts are filled already: compiled as filled, their link words judged so.
    const prose = (text: string, at: PropertyKey[]) => compileInlineText(text, file, lineOf(at));
    const body = fillStrings(bodyOf(source), tokens, file);
    return {
      annualLimit,
      heading: front.title,
      intro: body.intro,
      whatIs: body.whatIs,
      funding: {
        ...body.funding,
        cards: front.fundingCards.map((card, index) => ({ title: card.title, text: prose(card.text, ['fundingCards', index, 'text']) })),
      },
      eligibility: body.eligibility,
      howToApply: {
        ...body.howToApply,
        steps: front.steps.map((step, index) => ({ title: step.title, text: prose(step.text, ['steps', index, 'text']) })),
      },
      faqs: front.faqs.map((faq, index) => ({
        question: faq.question,
        answer: faq.answer.map((paragraph, at) => prose(paragraph, ['faqs', index, 'answer', at])),
      })),
      tipGroups: front.tipGroups.map((group, index) => ({
        heading: group.heading,
        tips: group.tips.map((tip, at) => prose(tip, ['tipGroups', index, 'tips', at])),
      })),
      closing: { ...front.closing, text: prose(front.closing.text, ['closing', 'text']) },
    };
  });
}
