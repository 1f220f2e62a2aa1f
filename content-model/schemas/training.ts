import { z } from 'zod';
import type { Inline } from '../text/inline.ts';
import { closingCallSchema, faqItemSchema, internalPath, prose, searchDescription, text, type CompiledFaqItem } from './common.ts';

/** An item of a "What you'll learn" list. */
const point = prose.meta({ name: 'point', title: 'Point' });

/** SPEC §3 "Training category card": title, description, link, ariaLabel. */
export const trainingCategoryCardSchema = z.object({
  title: text.meta({ title: 'Title' }),
  description: prose.meta({ title: 'Description' }),
  link: internalPath.meta({ title: 'Page address (for example /training/tasks)' }),
  /** The Explore link's accessible name: starts with "Explore" (the visible word), then says which category. */
  ariaLabel: z
    .string()
    .regex(/^Explore /)
    .meta({
      title: 'Name of the Explore link for screen readers: "Explore", then which (for example Explore Tasks & Projects training)',
      patternMessage: 'Start with "Explore ", the word the link shows',
    }),
});
export type TrainingCategoryCard = z.infer<typeof trainingCategoryCardSchema>;

/** A tool named under "Tools covered", linking to its quick guide or tutorial where one exists. */
export const coveredToolSchema = z.object({
  name: text.meta({ title: 'Name' }),
  /** One line: what the tool is and who makes it. */
  description: prose.meta({ title: 'One line: what it is and who makes it' }),
  link: internalPath.optional().meta({ title: 'Page address of its quick guide or tutorial (optional)' }),
});
export type CoveredTool = z.infer<typeof coveredToolSchema>;

/**
 * The front matter of a training category page, src/content/training/categories/<slug>.md (SPEC §2
 * "Training category pages"). Its body is the introduction, one to three paragraphs; the file name is
 * the page's address (tasks.md is /training/tasks).
 */
export const trainingCategoryFrontMatterSchema = z.strictObject({
  /** The page's heading, breadcrumb and announcement; the document title is "{title} | {company}". */
  title: text.meta({ title: 'Title (the heading, the breadcrumb and the browser tab)' }),
  searchDescription,
  /** The "What you'll learn" card. */
  learn: z.array(point).min(4).max(8).meta({ title: "What you'll learn (four to eight points)" }),
  /** "Tools covered", exactly as SPEC lists for the page. */
  tools: z
    .array(coveredToolSchema)
    .min(3)
    .max(4)
    .meta({ title: 'Tools covered (three or four)', item: 'tool', summary: '{{fields.name}}' }),
  /** Screen Readers only: the "Modules" card. */
  modules: z
    .array(z.object({ title: text.meta({ title: 'Title' }), text: prose.meta({ title: 'Text' }) }))
    .length(4)
    .optional()
    .meta({ title: 'Modules (Screen Readers page only, four)', summary: '{{fields.title}}' }),
  /** Questions and answers; each answer paragraph is plain text and [links](/path). */
  faqs: z.array(faqItemSchema).min(4).max(6).meta({ title: 'Frequently asked questions (four to six)', summary: '{{fields.question}}' }),
});
export type TrainingCategoryFrontMatter = z.infer<typeof trainingCategoryFrontMatterSchema>;

/**
 * One training category page's own content, compiled from its Markdown file by the build and loaded
 * as its route's chunk. Its title is the route's name (the page's heading, breadcrumb and
 * announcement), so it is not repeated here.
 */
export interface TrainingCategoryPage {
  intro: Inline[];
  learn: string[];
  /** Each tool's link with words that make sense on their own ("JAWS tutorial", "Dragon quick guide"). */
  tools: { name: string; description: string; link?: { href: string; text: string } }[];
  modules?: { title: string; text: string }[];
  faqs: CompiledFaqItem[];
}

/**
 * src/content/training/hub.yaml, the training hub /training (SPEC §2 "Training hub"). Its cards are in
 * the hub's order, which is also the order of the category pages in the route table and the sitemap.
 */
export const trainingHubSchema = z.object({
  /**
   * Fixed: the route table announces the page and titles it with these words. The editing screen keeps
   * it as a hidden field, so the owner never changes one without the others.
   */
  heading: z.literal('Assistive Technology & AI Training').meta({ title: 'Heading', widget: 'hidden' }),
  /** Paragraphs of plain text and [links](/path). */
  intro: z
    .array(prose.meta({ name: 'paragraph', title: 'Paragraph' }))
    .min(1)
    .meta({ title: 'Introduction (one paragraph per item, links as [words](/address))' }),
  /** SPEC's eleven cards today (tests/unit/content/counts.test.ts); the schema lets the owner add a category's. */
  cards: z.array(trainingCategoryCardSchema).min(1).meta({ title: 'Cards (in the order shown)', summary: '{{fields.title}}' }),
  closing: closingCallSchema,
});
export type TrainingHubFile = z.infer<typeof trainingHubSchema>;
/**
 * The training hub as the build compiles it: the introduction's paragraphs with their links, and the
 * cards as the props of the LinkCard that shows each.
 */
export type TrainingHub = Omit<TrainingHubFile, 'intro' | 'cards'> & {
  intro: Inline[];
  cards: { heading: string; description: string; to: string; accessibleName: string }[];
};

/**
 * src/content/training/software-a-z.yaml, /training/software-a-z: the tools (SPEC's 33 today, counted
 * by tests/unit/content/counts.test.ts), each linking to the page that covers it; the page lists them in
 * alphabetical order whatever the file's order.
 */
export const softwareAzSchema = z.object({
  heading: text.meta({ title: 'Heading' }),
  intro: prose.meta({ title: 'Introduction' }),
  /** The "What you'll learn" card every category page has (SPEC §2). */
  learn: z.array(text.meta(point.meta()!)).min(3).max(6).meta({ title: "What you'll learn (three to six points)" }),
  tools: z
    .array(
      z.object({
        name: text.meta({ title: 'Name' }),
        description: prose.meta({ title: 'Description' }),
        link: internalPath.meta({ title: 'Training page that covers it (for example /training/tasks)' }),
      }),
    )
    .min(1)
    .meta({ title: 'Tools', summary: '{{fields.name}}' }),
});
export type SoftwareAz = z.infer<typeof softwareAzSchema>;
