import { z } from 'zod';
import { pageCopySchema } from './shell.ts';
import type { Inline } from '../../../src/lib/inline.ts';
import { callToActionSchema, closingCallSchema, prose, text, type CompiledClosingCall } from './common.ts';
import { linkedText, plainProse } from './linkedText.ts';

/**
 * A block of a long document (legal pages, About), compiled from the Markdown body of its file
 * (src/content/pages/*.md) by the build: a paragraph (its text), a bulleted or numbered list, or a
 * "### " (or "#### ") subsection. Text is `Inline`, with {tokens} filled and links compiled. The three
 * kinds are told apart by their shape, not by a `type` field: each page downloads its blocks, and
 * the field cost every paragraph bytes (DocumentBody reads them with `'items' in` and `'blocks' in`).
 */
export type DocumentBlock = DocumentParagraph | DocumentList | DocumentSubsection;
export type DocumentParagraph = Inline;
export interface DocumentList {
  ordered?: true;
  items: Inline[];
}
export interface DocumentSubsection {
  heading: string;
  blocks: DocumentBlock[];
}

/** A "## " section of a long document. */
export interface DocumentSection {
  /** Fragment identifier, written at the end of the heading line ({#your-rights}), so a section can be linked to. */
  id: string;
  heading: string;
  blocks: DocumentBlock[];
}

/** A page that is one long document: heading, introduction, sections in order. */
export interface DocumentPage {
  heading: string;
  intro: Inline;
  sections: DocumentSection[];
}

/** The front matter every long document has: the page's heading. */
export const documentFrontMatterSchema = z.strictObject({
  /** The page's main heading. */
  title: text,
});

/**
 * A single page with no shape of its own (src/content/pages/<address>.md, any file the long pages'
 * registry does not name, scripts/content/compile.ts): its heading, and its words in the route
 * table, written here rather than in pages.yaml so that the page is its one content file. The file's
 * name is its address: using-this-site.md is /using-this-site.
 */
export const simplePageFrontMatterSchema = documentFrontMatterSchema.extend({
  /** The short name: breadcrumb label, the tab title's first part, what a screen reader hears on arrival. */
  name: pageCopySchema.shape.name,
  /** What a screen reader hears on arrival, when it should not be the name. */
  announce: pageCopySchema.shape.announce,
  /** What a search result shows: 50 to 170 characters. */
  searchDescription: pageCopySchema.shape.searchDescription,
});

/**
 * The privacy policy, src/content/pages/privacy-policy.md: a document with the date its text last
 * changed (decision 004: a legal page must not claim to have changed today). Change the date whenever
 * the words change.
 */
export const privacyPolicyFrontMatterSchema = documentFrontMatterSchema.extend({
  /** Year-month-day, e.g. 2026-11-21; the page shows it as "21 November 2026". */
  lastUpdated: z.iso.date(),
});
export interface PrivacyPolicyPage extends DocumentPage {
  lastUpdated: string;
}

/** About, src/content/pages/about.md: mission, approach, expert leadership, then a call to action to /contact. */
export const aboutFrontMatterSchema = documentFrontMatterSchema.extend({
  closing: closingCallSchema,
});
export interface AboutPage extends DocumentPage {
  closing: CompiledClosingCall;
}

/** Home (/): SPEC §2 "Home", section by section. */
export const homePageSchema = z.object({
  hero: z.object({ heading: text, intro: plainProse, action: callToActionSchema }),
  certifications: z.object({
    heading: text,
    intro: plainProse,
    year: z.number().int().min(2000),
    badges: z.array(z.object({ name: text, description: plainProse })).length(5),
  }),
  serviceTeasers: z.object({
    heading: text,
    items: z.array(z.object({ title: text, text: plainProse, points: z.array(plainProse).min(2), action: callToActionSchema })).length(2),
  }),
  consultation: z.object({ heading: text, text: plainProse, points: z.array(plainProse).min(1), action: callToActionSchema }),
  support: z.object({
    heading: text,
    intro: plainProse,
    items: z.array(z.object({ title: text, text: plainProse })).length(2),
    action: callToActionSchema,
  }),
  whyChooseUs: z.object({ heading: z.literal('Why Choose Us?'), paragraphs: z.array(plainProse).min(1) }),
});
export type HomePage = z.infer<typeof homePageSchema>;

/** Contact (/contact): SPEC §2 "Contact". */
export const contactPageSchema = z.object({
  heading: z.literal('Contact Us'),
  /** SPEC: "Get in touch for a free consultation..." */
  intro: z.string().startsWith('Get in touch for a free consultation'),
  formHeading: z.literal('Send Us a Message'),
  formIntro: plainProse,
  /** Shown instead of the form when JavaScript is off: the form needs script to send. Links in Markdown. */
  noScript: linkedText,
  cards: z.object({ emailText: plainProse, phoneText: plainProse, locationText: plainProse }),
  consultation: z.object({ heading: z.literal('Free Consultation'), text: plainProse, points: z.array(plainProse).min(2) }),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

/**
 * The Home page video (SPEC §2 "Why Choose Us?", issue 7): one slide per segment, its heading and
 * lines shown with the narration spoken over it. scripts/generate-video.ts makes the MP4, the poster and the captions from
 * this; the page shows the same words as the transcript, so captions and transcript cannot drift.
 */
export const videoSchema = z.object({
  title: text,
  description: prose,
  src: z.string().regex(/^\/videos\/[a-z0-9-]+\.mp4$/),
  poster: z.string().regex(/^\/videos\/[a-z0-9-]+\.(jpg|png|webp)$/),
  captions: z.string().regex(/^\/videos\/[a-z0-9-]+\.vtt$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The length of the video file, shown before the player has fetched anything of it. */
  durationSeconds: z.number().positive(),
  segments: z
    .array(
      z.object({
        /** The slide's heading; the lines under it are in videoSlideLinesSchema's record. */
        heading: text,
        narration: prose,
      }),
    )
    .min(3),
});
export type Video = z.infer<typeof videoSchema>;

/** Up to three short lines per slide, under its heading, all of them spoken (by segment heading). */
export const videoSlideLinesSchema = z.record(text, z.array(text).max(3));
export type VideoSlideLines = z.infer<typeof videoSlideLinesSchema>;
