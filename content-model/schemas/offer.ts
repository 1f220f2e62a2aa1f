import { z } from 'zod';
import { anchorMessage, callToActionSchema, closingCallSchema, prose, text } from './common.ts';
import { linkedClosingCallSchema, linkedText, plainProse } from './linkedText.ts';

/** An illustration checked in under public/images/: its file, its size, and its text alternative. */
export const illustrationSchema = z
  .object({
    /** Path under public/, e.g. "/images/services/training.svg". */
    src: z
      .string()
      .regex(/^\/images\/[a-z0-9/-]+\.(svg|png|webp|avif|jpg)$/)
      .meta({ title: 'File under public/images/, for example /images/services/braille-services.svg' }),
    width: z.number().int().positive().meta({ title: 'Width in pixels' }),
    height: z.number().int().positive().meta({ title: 'Height in pixels' }),
    /** What the picture shows, for screen readers; "" only where it adds nothing to the text beside it. */
    alt: z.string().meta({ title: 'What the picture shows, for screen readers', widget: 'text' }),
  })
  .meta({ title: 'Illustration' });
export type Illustration = z.infer<typeof illustrationSchema>;

/** SPEC §3 "Service": title, description, features, image, image alt text. */
export const serviceSchema = z.object({
  /** Fragment id on /services (#website-accessibility-testing). */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .meta({ title: 'Anchor (lower-case words joined by dashes, for example braille-services)', patternMessage: anchorMessage }),
  title: text.meta({ title: 'Title' }),
  /** Paragraphs; links in Markdown. */
  description: z
    .array(linkedText.meta({ name: 'paragraph', title: 'Paragraph' }))
    .min(1)
    .meta({ title: 'Description (one paragraph per item; links allowed)' }),
  /** "What this includes"; links in Markdown. */
  features: z
    .array(linkedText.meta({ name: 'feature', title: 'Feature' }))
    .min(3)
    .meta({ title: 'What this includes (three or more; links allowed)' }),
  image: illustrationSchema,
});
export type Service = z.infer<typeof serviceSchema>;

/** /services: the box inviting visitors to /training, the seven services, the closing call. */
export const servicesPageSchema = z.object({
  heading: text.meta({ title: 'Heading' }),
  intro: plainProse.meta({ title: 'Introduction' }),
  trainingInvite: z
    .object({ heading: text.meta({ title: 'Heading' }), text: plainProse.meta({ title: 'Text' }), action: callToActionSchema })
    .meta({ title: 'Box inviting visitors to the training page' }),
  services: z.array(serviceSchema).length(7).meta({ title: 'Services (seven, in order)', summary: '{{fields.title}}' }),
  closing: linkedClosingCallSchema,
});
export type ServicesPage = z.infer<typeof servicesPageSchema>;

/** /why-choose-us: five benefit cards and links to /contact and /testimonials. */
export const whyChooseUsPageSchema = z.object({
  heading: text.meta({ title: 'Heading' }),
  intro: linkedText.meta({ title: 'Introduction (links allowed)' }),
  benefits: z
    .array(
      z.object({
        id: z
          .string()
          .regex(/^[a-z][a-z0-9-]*$/)
          .meta({ title: 'Anchor (lower-case words joined by dashes)', patternMessage: anchorMessage }),
        title: text.meta({ title: 'Title' }),
        text: plainProse.meta({ title: 'Text' }),
        points: z
          .array(linkedText.meta({ name: 'point', title: 'Point' }))
          .min(2)
          .meta({ title: 'Points (two or more; links allowed)' }),
      }),
    )
    .length(5)
    .meta({ title: 'Benefits (five, in order)', summary: '{{fields.title}}' }),
  actions: z.array(callToActionSchema).length(2).meta({ title: 'Buttons (contact, then testimonials)', summary: '{{fields.label}}' }),
});
export type WhyChooseUsPage = z.infer<typeof whyChooseUsPageSchema>;

/**
 * SPEC §3 "Testimonial": quote, author, role. Until the owner supplies the clients' own words, the
 * quotes are written by us and attributed by role only; `provisional` marks them for replacement, and
 * the page shows them as illustrative examples, never as quotations (docs/decisions/023).
 */
export const testimonialSchema = z.object({
  quote: z
    .array(prose.meta({ name: 'paragraph', title: 'Paragraph' }))
    .min(1)
    .meta({ title: 'Quote (one paragraph per item)' }),
  /** Who said it, by role only (no invented names). */
  author: text.meta({ title: 'Who said it (by role, no names)' }),
  role: text.meta({ title: 'Role' }),
  /** The context the quote comes from, e.g. a training session for a GP practice. */
  context: text.meta({ title: 'Context of the training' }),
  provisional: z.boolean().meta({ title: "Example we wrote (not yet a client's words)" }),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialsPageSchema = z.object({
  heading: text.meta({ title: 'Heading' }),
  /** The introduction once every quote is a client's own (no `provisional` left). */
  intro: prose.meta({ title: "Introduction (once every quote is a client's own)" }),
  /** The introduction while any quote is still an example we wrote: it must say so. */
  provisionalIntro: prose.meta({ title: 'Introduction while any quote is still an example we wrote' }),
  /** The label shown on, and read out with, each example we wrote. */
  provisionalLabel: text.meta({ title: 'Label on each example we wrote' }),
  /** SPEC §2: from a client, from a school and from a GP training session, in that order. */
  testimonials: z
    .array(testimonialSchema)
    .length(3)
    .meta({ title: 'Testimonials (a client, a school, a GP practice, in that order)', item: 'testimonial', summary: '{{fields.author}}' }),
  closing: closingCallSchema,
});
export type TestimonialsPage = z.infer<typeof testimonialsPageSchema>;
