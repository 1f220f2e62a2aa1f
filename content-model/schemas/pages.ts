import { z } from 'zod';
import { pageCopySchema } from './shell.ts';
import type { Inline } from '../text/inline.ts';
import { callToActionSchema, closingCallSchema, lastUpdatedDate, prose, text, type CompiledClosingCall } from './common.ts';
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
  title: text.meta({ title: 'Heading' }),
});

/**
 * A single page with no shape of its own (src/content/pages/<address>.md, any file the long pages'
 * registry does not name, content-model/compiler/compile.ts): its heading, and its words in the route
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
  lastUpdated: lastUpdatedDate.meta({ title: 'Date it was last updated (year-month-day, for example 2026-11-21)' }),
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
const heading = text.meta({ title: 'Heading' });
const introduction = plainProse.meta({ title: 'Introduction' });
const point = plainProse.meta({ name: 'point', title: 'Point' });
const paragraph = plainProse.meta({ name: 'paragraph', title: 'Paragraph' });
const titled = z.object({ title: text.meta({ title: 'Title' }), text: plainProse.meta({ title: 'Text' }) });

export const homePageSchema = z.object({
  hero: z.object({ heading, intro: introduction, action: callToActionSchema }).meta({ title: 'Hero' }),
  certifications: z
    .object({
      heading,
      intro: introduction,
      year: z.number().int().min(2000).meta({ title: 'Year awarded' }),
      badges: z
        .array(z.object({ name: text.meta({ title: 'Name' }), description: plainProse.meta({ title: 'What it is' }) }))
        .length(5)
        .meta({ title: 'Certifications (five)', summary: '{{fields.name}}' }),
    })
    .meta({ title: 'Certifications' }),
  serviceTeasers: z
    .object({
      heading,
      items: z
        .array(titled.extend({ points: z.array(point).min(2).meta({ title: 'Points (two or more)' }), action: callToActionSchema }))
        .length(2)
        .meta({ title: 'Teasers (two)', summary: '{{fields.title}}' }),
    })
    .meta({ title: 'Service teasers' }),
  consultation: z
    .object({
      heading,
      text: plainProse.meta({ title: 'Text' }),
      points: z.array(point).min(1).meta({ title: 'Points' }),
      action: callToActionSchema,
    })
    .meta({ title: 'Free phone consultation' }),
  support: z
    .object({
      heading,
      intro: introduction,
      items: z.array(titled).length(2).meta({ title: 'Items (two)', summary: '{{fields.title}}' }),
      action: callToActionSchema,
    })
    .meta({ title: 'Support after training' }),
  whyChooseUs: z
    .object({
      heading: z
        .literal('Why Choose Us?')
        .meta({ title: 'Heading (set by the specification)', patternMessage: 'The heading is Why Choose Us?' }),
      paragraphs: z.array(paragraph).min(1).meta({ title: 'Paragraphs' }),
    })
    .meta({ title: 'Why Choose Us? (above the video)' }),
});
export type HomePage = z.infer<typeof homePageSchema>;

/** Contact (/contact): SPEC §2 "Contact". */
export const contactPageSchema = z.object({
  heading: z.literal('Contact Us').meta({ title: 'Heading (set by the specification)', patternMessage: 'The heading is Contact Us' }),
  /** SPEC: "Get in touch for a free consultation..." */
  intro: z.string().startsWith('Get in touch for a free consultation').meta({
    title: 'Introduction (starts "Get in touch for a free consultation")',
    widget: 'text',
    patternMessage: 'Start with: Get in touch for a free consultation',
  }),
  formHeading: z
    .literal('Send Us a Message')
    .meta({ title: 'Form heading (set by the specification)', patternMessage: 'The heading is Send Us a Message' }),
  formIntro: plainProse.meta({ title: 'Text above the form' }),
  /** Shown instead of the form when JavaScript is off: the form needs script to send. Links in Markdown. */
  noScript: linkedText.meta({
    title: 'Shown instead of the form when JavaScript is off (links allowed, such as [{email}](mailto:{email}))',
  }),
  cards: z
    .object({
      emailText: plainProse.meta({ title: 'Email card text' }),
      phoneText: plainProse.meta({ title: 'Phone card text' }),
      locationText: plainProse.meta({ title: 'Location card text' }),
    })
    .meta({ title: 'Contact cards' }),
  consultation: z
    .object({
      heading: z
        .literal('Free Consultation')
        .meta({ title: 'Heading (set by the specification)', patternMessage: 'The heading is Free Consultation' }),
      text: plainProse.meta({ title: 'Text' }),
      points: z
        .array(plainProse.meta({ name: 'point', title: 'Point' }))
        .min(2)
        .meta({ title: 'Points (two or more)' }),
    })
    .meta({ title: 'Free Consultation panel' }),
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
