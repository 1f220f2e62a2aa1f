import { z } from 'zod';
import { callToActionSchema, closingCallSchema, prose, text } from './common.ts';
import { linkedText, plainProse } from './linkedText.ts';

/** A block of a long document (legal pages, About). */
export type DocumentBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered?: boolean; items: string[] }
  | { type: 'subsection'; heading: string; blocks: DocumentBlock[] };

export const documentBlockSchema: z.ZodType<DocumentBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), text: prose }),
    z.object({ type: z.literal('list'), ordered: z.boolean().optional(), items: z.array(prose).min(1) }),
    z.object({ type: z.literal('subsection'), heading: text, blocks: z.array(documentBlockSchema).min(1) }),
  ]),
);

export const documentSectionSchema = z.object({
  /** Fragment identifier, so a section can be linked to (#your-rights). */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  heading: text,
  blocks: z.array(documentBlockSchema).min(1),
});
export type DocumentSection = z.infer<typeof documentSectionSchema>;

/** A page that is one long document: heading, introduction, sections in order. */
export const documentPageSchema = z.object({
  heading: text,
  intro: prose,
  sections: z.array(documentSectionSchema).min(1),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

/**
 * The privacy policy: a document with the date its text last changed (decision 004: a legal page must
 * not claim to have changed today). Change the date whenever the words change.
 */
export const privacyPolicyPageSchema = documentPageSchema.extend({
  lastUpdated: z.iso.date(),
});
export type PrivacyPolicyPage = z.infer<typeof privacyPolicyPageSchema>;

/** About (/about): mission, approach, expert leadership, then a call to action to /contact. */
export const aboutPageSchema = documentPageSchema.extend({
  closing: closingCallSchema,
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

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
    items: z
      .array(z.object({ title: text, text: plainProse, points: z.array(plainProse).min(2), action: callToActionSchema }))
      .length(2),
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
 * The Home page video (SPEC §2 "Why Choose Us?", issue 7): one slide per segment, each with the
 * narration spoken over it. scripts/generate-video.ts makes the MP4, the poster and the captions from
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
        /** What the slide shows: a heading and up to three short lines, all of them spoken. */
        slide: z.object({ heading: text, lines: z.array(text).max(3) }),
        narration: prose,
      }),
    )
    .min(3),
});
export type Video = z.infer<typeof videoSchema>;
