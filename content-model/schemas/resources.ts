import { z } from 'zod';
import { compareTerms } from '../text/glossary.ts';
import { inlineText, type Inline } from '../text/inline.ts';
import {
  anchorMessage,
  callToActionSchema,
  closingCallSchema,
  externalUrl,
  faqItemSchema,
  internalPath,
  lastUpdatedDate,
  linkLabel,
  prose,
  searchDescription,
  text,
  type CompiledClosingCall,
  type CompiledFaqItem,
} from './common.ts';
import { linkedClosingCallSchema, linkedText, plainProse } from './linkedText.ts';

/** /resources: "Accessibility Resources", three cards, a link to /training. */
export const resourcesHubSchema = z.object({
  heading: z
    .literal('Accessibility Resources')
    .meta({ title: 'Heading (set by the specification)', patternMessage: 'The heading is Accessibility Resources' }),
  intro: plainProse.meta({ title: 'Introduction' }),
  cards: z
    .array(
      z.object({
        title: text.meta({ title: 'Title' }),
        description: plainProse.meta({ title: 'Description' }),
        link: internalPath.meta({ title: 'Page address' }),
        linkLabel: linkLabel.meta({ title: 'Words of the link' }),
      }),
    )
    .length(3)
    .meta({ title: 'Cards (three)', summary: '{{fields.title}}' }),
  trainingLink: z
    .object({ text: plainProse.meta({ title: 'Text' }), action: callToActionSchema })
    .meta({ title: 'Invitation to the training page' }),
});
export type ResourcesHub = z.infer<typeof resourcesHubSchema>;

/** A box with a title and a paragraph (a funding card, a step). */
const titledText = z.object({ title: text.meta({ title: 'Title' }), text: prose.meta({ title: 'Text' }) });

const months = 'January|February|March|April|May|June|July|August|September|October|November|December';

/**
 * /resources/access-to-work, src/content/pages/access-to-work.md (SPEC §2 "Access to Work"; SPEC §9's
 * figures as corrected in docs/decisions/022). The front matter holds the parts the page draws as
 * sets of boxes (funding cards, numbered steps, questions, tip groups) and the annual limit; the body
 * holds the introduction and the four prose sections.
 */
export const accessToWorkFrontMatterSchema = z.strictObject({
  /** The page's main heading. */
  title: text.meta({ title: 'Heading' }),
  /**
   * The annual upper limit of a grant, kept once: the page's sentences about it write {annualLimit},
   * {annualLimitFrom} and {annualLimitSource}, and each links to GOV.UK's "What you'll get" page for
   * the figure that applies now.
   */
  annualLimit: z
    .strictObject({
      /** In pounds as GOV.UK writes it, e.g. "£69,260". */
      amount: z
        .string()
        .regex(/^£\d{1,3}(,\d{3})+$/)
        .meta({ title: 'Amount in pounds, as GOV.UK writes it (for example £69,260)' }),
      /** The month the figure applies from, e.g. "April 2024". */
      appliesFrom: z
        .string()
        .regex(new RegExp(`^(${months}) \\d{4}$`))
        .meta({ title: 'Month it applies from (for example April 2024)' }),
      /** GOV.UK's page with the figure that applies now. */
      source: z
        .string()
        .regex(/^https:\/\/www\.gov\.uk\/access-to-work\//)
        .meta({ title: 'GOV.UK page with the figure that applies now' }),
    })
    .meta({ title: 'Annual limit of a grant' }),
  /** "What Can Be Funded": six cards, after the section's introduction in the body. */
  fundingCards: z
    .array(titledText)
    .length(6)
    .meta({ title: 'What can be funded (six cards)', item: 'funding card', summary: '{{fields.title}}' }),
  /** "How to Apply": four numbered steps, after the section's introduction in the body. */
  steps: z
    .array(titledText)
    .length(4)
    .meta({ title: 'How to apply (four steps, numbered in this order)', item: 'step', summary: '{{fields.title}}' }),
  faqs: z.array(faqItemSchema).length(5).meta({ title: 'Frequently asked questions (five)', summary: '{{fields.question}}' }),
  /** "Application Tips": three groups of tips. */
  tipGroups: z
    .array(
      z.object({
        heading: text.meta({ title: 'Heading' }),
        tips: z
          .array(prose.meta({ name: 'tip', title: 'Tip' }))
          .min(3)
          .meta({ title: 'Tips (at least three)' }),
      }),
    )
    .length(3)
    .meta({ title: 'Application tips (three groups)', summary: '{{fields.heading}}' }),
  closing: closingCallSchema,
});
export type AccessToWorkFrontMatter = z.infer<typeof accessToWorkFrontMatterSchema>;

/** A titled item with a paragraph (a funding card, a step), compiled. */
export interface TitledText {
  title: string;
  text: Inline;
}

/** The Access to Work page as the build compiles it from its file. */
export interface AccessToWorkPage {
  annualLimit: AccessToWorkFrontMatter['annualLimit'];
  heading: string;
  intro: Inline;
  whatIs: { heading: string; paragraphs: Inline[] };
  funding: { heading: string; intro: Inline; cards: TitledText[] };
  eligibility: { heading: string; intro: Inline; criteria: Inline[]; notes: Inline[] };
  howToApply: { heading: string; intro: Inline; steps: TitledText[] };
  faqs: CompiledFaqItem[];
  tipGroups: { heading: string; tips: Inline[] }[];
  closing: CompiledClosingCall;
}

/** A row of a keyboard command table: columns "Command" and "Action". */
export const commandRowSchema = z.object({ command: text, action: prose });
export type CommandRow = z.infer<typeof commandRowSchema>;

export const commandTableSchema = z.object({ caption: text, rows: z.array(commandRowSchema).min(3) });
export type CommandTable = z.infer<typeof commandTableSchema>;

/**
 * The front matter of a screen reader tutorial, src/content/tutorials/<slug>.md (SPEC §2 "Screen reader
 * tutorials"). Its body holds the rest of the page, section by section; the file name is its address.
 */
export const tutorialFrontMatterSchema = z.strictObject({
  /** The page's heading, document title and announcement, e.g. "JAWS Screen Reader Tutorial". */
  title: text.meta({ title: 'Title (the heading and the browser tab; announced when the page opens)' }),
  /** Short name for the breadcrumb, e.g. "JAWS". */
  name: text.meta({ title: 'Short name (breadcrumb)' }),
  /** Its place on the hub (1 first): SPEC's order is Desktop Navigation, JAWS, NVDA, VoiceOver, Narrator. */
  order: z.number().int().min(1).meta({ title: 'Place on the tutorials page (1 is first)' }),
  /** One line, shown on the hub card and under the heading. */
  description: prose.meta({ title: 'One-line description (under the heading and on the card)' }),
  searchDescription,
  /** The day its words last changed: its downloads print it (decision 086). */
  lastUpdated: lastUpdatedDate,
});
export type TutorialFrontMatter = z.infer<typeof tutorialFrontMatterSchema>;

/** Text compiled from Markdown (content-model/text/inline.ts): words and links, read as prose. */
const inlineProse = z
  .array(z.union([z.string(), z.object({ href: text, text })]))
  .min(1)
  .refine((nodes) => prose.safeParse(inlineText(nodes)).success, 'is empty or reads as unfinished: write the real words');

/** The body of a tutorial, compiled from its Markdown sections. */
export const tutorialBodySchema = z.object({
  /** "What you'll learn". */
  learn: z.array(inlineProse).min(4),
  quickStart: z.object({ intro: inlineProse, steps: z.array(inlineProse).min(3) }),
  /** The "Essential Commands" table. */
  commands: commandTableSchema.extend({ rows: z.array(commandRowSchema).min(10) }),
  /** The step-by-step guide: numbered sections, each with numbered steps. */
  guide: z.array(z.object({ title: text, intro: inlineProse.optional(), steps: z.array(inlineProse).min(2) })).min(3),
  /** Further keyboard topics (the Narrator tutorial's closing sections; desktop navigation). */
  keyboardTopics: z.array(commandTableSchema).optional(),
  quickTips: z.array(inlineProse).min(3),
  proTip: inlineProse,
});

/** One screen reader tutorial as its page renders it, compiled from its Markdown file by the build. */
export interface Tutorial {
  heading: string;
  description: string;
  learn: Inline[];
  quickStart: { intro: Inline; steps: Inline[] };
  commands: CommandTable;
  guide: { title: string; intro?: Inline; steps: Inline[] }[];
  keyboardTopics?: CommandTable[];
  quickTips: Inline[];
  proTip: Inline;
}
/** What the hub shows of a tutorial. */
export interface TutorialCard {
  slug: string;
  heading: string;
  description: string;
}

/** The block every tutorial ends with. External links open in a new tab and say so. */
export const practiceResourcesSchema = z.object({
  heading: z
    .literal('Practice and Learning Resources')
    .meta({ title: 'Heading (set by the specification)', patternMessage: 'The heading is Practice and Learning Resources' }),
  intro: plainProse.meta({ title: 'Introduction' }),
  links: z
    .array(
      z.object({
        title: text.meta({ title: 'Title' }),
        url: externalUrl.meta({ title: 'Full address (https://…)' }),
        description: plainProse.meta({ title: 'Description' }),
      }),
    )
    .min(4)
    .meta({ title: 'Links to other sites (four or more; they open in a new tab)', item: 'link', summary: '{{fields.title}}' }),
  booking: z.object({ text: plainProse.meta({ title: 'Text' }), action: callToActionSchema }).meta({ title: 'Booking invitation' }),
});
export type PracticeResources = z.infer<typeof practiceResourcesSchema>;

/** The words of one download's link and the line under it (the format and size are the build's). */
const downloadWordsSchema = z.object({
  name: text.meta({ title: 'Link words, before the format and size the build adds (e.g. Word document)' }),
  use: plainProse.meta({ title: 'What it is for (the line under the link)' }),
});

/**
 * The words around the downloads near the top of every tutorial and quick guide (issue 34). The build
 * makes the files, and adds each link's format and size: "Word document (DOCX, 24 KB)". A file's words
 * are shown only with its link; a preview built without liblouis has no braille link (docs/decisions/070),
 * so the introduction, shown above whichever files there are, names none of them.
 */
export const downloadsSectionSchema = z.object({
  tutorialHeading: text.meta({ title: 'Heading on a tutorial' }),
  guideHeading: text.meta({ title: 'Heading on a quick guide' }),
  intro: plainProse.meta({ title: 'Introduction (shown above whichever files the build made, so name none of them)' }),
  formats: z
    .object({
      docx: downloadWordsSchema.meta({ title: 'Word document' }),
      largePrintDocx: downloadWordsSchema.meta({ title: 'Large print Word document' }),
      brf: downloadWordsSchema.meta({ title: 'Braille-ready file' }),
      epub: downloadWordsSchema.meta({ title: 'EPUB ebook' }),
    })
    .meta({ title: 'The four files' }),
});
export type DownloadsSection = z.infer<typeof downloadsSectionSchema>;

/** /resources/screen-reader-tutorials: its words (the cards come from the tutorials). Links in Markdown. */
export const tutorialsHubSchema = z.object({
  heading: text.meta({ title: 'Heading' }),
  intro: linkedText.meta({ title: 'Introduction (links allowed)' }),
  closing: linkedClosingCallSchema,
});
export type TutorialsHub = z.infer<typeof tutorialsHubSchema>;

export const quickGuideCategories = [
  'AI Copilots',
  'Mind Mapping',
  'Note-Taking',
  'Productivity',
  'Reading & Writing',
  'Speech Recognition',
  'Text Prediction',
  'Writing Support',
] as const;

/**
 * The front matter of a quick guide, src/content/quick-guides/<slug>.md (SPEC §2 "Quick guide pages").
 * Its body holds the five "Getting Started" tips, each a "## " heading and a paragraph; the file name
 * is the guide's address.
 */
export const quickGuideFrontMatterSchema = z.strictObject({
  /** The page's heading and document title, e.g. "Dragon Quick Guide". */
  title: text.meta({ title: 'Title (the heading and the browser tab)' }),
  /** The product's name as its maker writes it, e.g. "Read&Write": breadcrumb, card and announcement. */
  name: text.meta({ title: 'Short name (breadcrumb and card)' }),
  category: z.enum(quickGuideCategories).meta({ title: 'Category' }),
  /** The one-line description under the heading and on the hub card. */
  description: prose.meta({ title: 'One-line description (under the heading and on the card)' }),
  searchDescription,
  /** Where "Need more detailed guidance?" leads. */
  trainingPath: internalPath.meta({ title: 'Training page address (for example /training/speech-recognition)' }),
  /** The day its words last changed: its downloads print it (decision 086). */
  lastUpdated: lastUpdatedDate,
});
export type QuickGuideFrontMatter = z.infer<typeof quickGuideFrontMatterSchema>;

/** One quick guide as its page renders it, compiled from its Markdown file by the build. */
export interface QuickGuide {
  slug: string;
  name: string;
  category: QuickGuideFrontMatter['category'];
  heading: string;
  description: string;
  /** "Getting Started": exactly five tips. */
  tips: { title: string; text: Inline }[];
  trainingPath: string;
}
/** The part of a guide the hub shows. */
export type QuickGuideCard = Pick<QuickGuide, 'slug' | 'name' | 'category' | 'description' | 'trainingPath'>;

export const glossaryCategories = [
  'Software',
  'Hardware',
  'Technology',
  'Web Standards',
  'Terminology',
  'Web Accessibility',
  'Interaction',
  'Visual',
  'Multimedia',
  'General',
  'Web Development',
] as const;
export type GlossaryCategory = (typeof glossaryCategories)[number];

/** SPEC §3 "Glossary term". */
export const glossaryTermSchema = z.object({
  term: text.meta({ title: 'Term' }),
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .meta({ title: 'Anchor (lower-case words joined by dashes, for example screen-reader)', patternMessage: anchorMessage }),
  // Shown as plain text: it is also the glossary's search text and its structured data (docs/decisions/055).
  definition: plainProse.meta({ title: 'Definition' }),
  category: z.enum(glossaryCategories).meta({ title: 'Category' }),
  /** Names of other terms (their `term`), each linked to its entry. */
  relatedTerms: z.array(text.meta({ name: 'term', title: 'Related term' })).meta({ title: 'Related terms (exact terms of other entries)' }),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/**
 * The glossary's rules, in the owner's words, written once: glossaryFileSchema's refinements enforce
 * them and say them in their messages, the editing screen shows them as the file's description
 * (glossaryRulesHint, ../editor/collections.ts), and src/content/glossary.yaml's opening comment
 * says them in the same words (tests/unit/glossary/glossary.test.ts checks that it does).
 */
export const glossaryRules = {
  order: 'One entry per term, in alphabetical order of term.',
  relatedTerms: 'Related terms are the exact terms of other entries; each becomes a link to that entry.',
  ownAnchor: 'Each entry has its own anchor.',
} as const;

/** The editing screen's description of the glossary file: its rules, as the schema enforces them. */
export const glossaryRulesHint = `${glossaryRules.order} ${glossaryRules.relatedTerms}`;

/** src/content/glossary.yaml: the terms, held to glossaryRules (the build stops at the first broken, at its line). */
export const glossaryFileSchema = z
  .object({
    terms: z
      .array(glossaryTermSchema)
      .min(1)
      .meta({ title: 'Terms (in alphabetical order)', item: 'glossary term', summary: '{{fields.term}} ({{fields.category}})' }),
  })
  .superRefine(({ terms }, context) => {
    const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path: ['terms', ...path], message });
    const names = new Set(terms.map((entry) => entry.term));
    const seenTerms = new Set<string>();
    const seenAnchors = new Set<string>();
    terms.forEach((entry, index) => {
      if (seenTerms.has(entry.term.toLowerCase())) problem([index, 'term'], `“${entry.term}” is there twice. ${glossaryRules.order}`);
      else if (index > 0 && compareTerms(terms[index - 1]!.term, entry.term) > 0)
        problem([index, 'term'], `“${entry.term}” comes before “${terms[index - 1]!.term}”, not after it. ${glossaryRules.order}`);
      seenTerms.add(entry.term.toLowerCase());
      if (seenAnchors.has(entry.id)) problem([index, 'id'], `“${entry.id}” is the anchor of another entry too. ${glossaryRules.ownAnchor}`);
      seenAnchors.add(entry.id);
      entry.relatedTerms.forEach((related, at) => {
        if (related === entry.term || !names.has(related))
          problem(
            [index, 'relatedTerms', at],
            `“${related}” is not the term of ${related === entry.term ? 'another' : 'any other'} entry. ${glossaryRules.relatedTerms}`,
          );
      });
    });
  });
