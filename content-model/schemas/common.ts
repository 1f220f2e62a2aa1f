import { z } from 'zod';
import type { Inline } from '../text/inline.ts';
import { linkTextProblem } from '../compiler/linkText.ts';

/**
 * Shapes shared by all content. Content modules (src/content/**) are typed with these schemas and
 * validated by tests/unit/content/content.test.ts and by the build (scripts/prerender.ts), not at page load,
 * so zod never reaches the visitor's browser (docs/decisions/005).
 *
 * Text fields may use two small conventions, rendered by components/ui/RichText:
 *   - links written as [label](href): internal paths ("/contact"), mailto:, tel: or https:// URLs;
 *   - tokens replaced with the business configuration: {companyName}, {email}, {phone}, {phoneE164},
 *     {town}, {companyNumber}, {registeredIn}, {siteUrl}, {contactRetentionDays} (content-model/text/tokenTable.ts).
 */
export const text = z.string().min(1);
/** A sentence or paragraph a visitor reads; never empty, never a stray placeholder. */
export const prose = z
  .string()
  .min(2)
  // The marker words are spelt with a character class so this guard is not itself flagged as one.
  .refine((value) => !/lorem[ ]ipsum|coming[ ]soon/i.test(value) && !/\bT[O]DO\b/.test(value), 'reads as unfinished: write the real words')
  // The editing screen gives a sentence or a paragraph a box of several lines (../editor/editorDescription.ts).
  .meta({ widget: 'text' });

/**
 * The day a page's words last changed, year-month-day (decision 004: a page must not claim to have
 * changed today). The privacy policy shows it; a tutorial's or quick guide's downloads print it, so a
 * reader can tell which version they hold (decision 086). Change it whenever the words change.
 */
export const lastUpdatedDate = z.iso.date().meta({
  title: 'Date its words last changed (year-month-day, for example 2026-11-21)',
  pattern: String.raw`^\d{4}-\d{2}-\d{2}$`,
  patternMessage: 'Write the date as year-month-day, for example 2026-11-21',
});

/** A link written in Markdown: [words](address). */
export const markdownLink = /\[[^\]]+\]\([^)]*\)/;
/** Why a text shown as written refuses a link, and what to write instead. */
export const plainTextMessage =
  'this text is shown as written and cannot hold a link: write the words without [ ](…); links are shown in the texts whose label says so';

/**
 * Text of a content file shown as it is written: a link written in Markdown there would be shown with
 * its brackets, so the build refuses it and says where links are shown.
 */
export const plainProse = prose
  .refine((value) => !markdownLink.test(value), plainTextMessage)
  // The editing screen refuses a link here as the owner types (../editor/editorDescription.ts).
  .meta({ widget: 'text', links: 'none' });

/** What a search result shows (a page's meta description). */
export const searchDescription = z.string().min(50).max(170).meta({ title: 'Search description (50 to 170 characters)', widget: 'text' });

/** What the editing screen says when an anchor (a section's or a term's own address) is not written right. */
export const anchorMessage = 'Use lower-case letters, digits and dashes, starting with a letter';

/** An internal path of the site; a test checks that it is a route of the table. */
export const internalPath = z.string().regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/);

/** The words of a menu link or a button: they must make sense on their own (../linkText.ts). */
export const linkLabel = text
  .superRefine((value, context) => {
    const problem = linkTextProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .meta({ linkWords: 'label' });

export const navItemSchema = z.object({
  label: linkLabel.meta({ title: 'Words of the link' }),
  path: internalPath.meta({ title: 'Page address' }),
});
export type NavItem = z.infer<typeof navItemSchema>;

export const callToActionSchema = z
  .object({
    label: linkLabel.meta({ title: 'Label' }),
    /** An internal path; it must be a route of the table (checked by the tests). */
    path: internalPath.meta({ title: 'Page address' }),
  })
  .meta({ title: 'Button' });
export type CallToAction = z.infer<typeof callToActionSchema>;

/** A URL on another site (opened in a new window where the design says so). */
export const externalUrl = z.url().startsWith('https://');

/** A question and its answer (FAQ accordions, SPEC §3 "FAQ item"). */
export const faqItemSchema = z.object({
  question: text.meta({ title: 'Question' }),
  answer: z
    .array(prose.meta({ name: 'paragraph', title: 'Paragraph' }))
    .min(1)
    .meta({ title: 'Answer (one paragraph per item, links as [words](/address))' }),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
/** An FAQ item compiled from a content file: question with {tokens} filled, answer paragraphs as Inline. */
export interface CompiledFaqItem {
  question: string;
  answer: Inline[];
}

/** A closing invitation: heading, a line of text and one button. */
export const closingCallSchema = z
  .object({
    heading: text.meta({ title: 'Heading' }),
    text: plainProse.meta({ title: 'Text', widget: 'text' }),
    action: callToActionSchema,
  })
  .meta({ title: 'Closing call' });
export type ClosingCall = z.infer<typeof closingCallSchema>;
/** A closing call compiled from a content file: its text as Inline. */
export interface CompiledClosingCall extends Omit<ClosingCall, 'text'> {
  text: Inline;
}
