import { z } from 'zod';
import { callToActionSchema, closingCallSchema, prose, text } from './common.ts';
import { linkedClosingCallSchema, linkedText, plainProse } from './linkedText.ts';

/** An illustration checked in under public/images/: its file, its size, and its text alternative. */
export const illustrationSchema = z.object({
  /** Path under public/, e.g. "/images/services/training.svg". */
  src: z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|png|webp|avif|jpg)$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** What the picture shows, for screen readers; "" only where it adds nothing to the text beside it. */
  alt: z.string(),
});
export type Illustration = z.infer<typeof illustrationSchema>;

/** SPEC §3 "Service": title, description, features, image, image alt text. */
export const serviceSchema = z.object({
  /** Fragment id on /services (#website-accessibility-testing). */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  title: text,
  /** Paragraphs; links in Markdown. */
  description: z.array(linkedText).min(1),
  /** "What this includes"; links in Markdown. */
  features: z.array(linkedText).min(3),
  image: illustrationSchema,
});
export type Service = z.infer<typeof serviceSchema>;

/** /services: the box inviting visitors to /training, the seven services, the closing call. */
export const servicesPageSchema = z.object({
  heading: text,
  intro: plainProse,
  trainingInvite: z.object({ heading: text, text: plainProse, action: callToActionSchema }),
  services: z.array(serviceSchema).length(7),
  closing: linkedClosingCallSchema,
});
export type ServicesPage = z.infer<typeof servicesPageSchema>;

/** /why-choose-us: five benefit cards and links to /contact and /testimonials. */
export const whyChooseUsPageSchema = z.object({
  heading: text,
  intro: linkedText,
  benefits: z
    .array(z.object({ id: z.string().regex(/^[a-z][a-z0-9-]*$/), title: text, text: plainProse, points: z.array(linkedText).min(2) }))
    .length(5),
  actions: z.array(callToActionSchema).length(2),
});
export type WhyChooseUsPage = z.infer<typeof whyChooseUsPageSchema>;

/**
 * SPEC §3 "Testimonial": quote, author, role. Until the owner supplies the clients' own words, the
 * quotes are written by us and attributed by role only; `provisional` marks them for replacement, and
 * the page shows them as illustrative examples, never as quotations (docs/decisions/023).
 */
export const testimonialSchema = z.object({
  quote: z.array(prose).min(1),
  /** Who said it, by role only (no invented names). */
  author: text,
  role: text,
  /** The context the quote comes from, e.g. a training session for a GP practice. */
  context: text,
  provisional: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialsPageSchema = z.object({
  heading: text,
  /** The introduction once every quote is a client's own (no `provisional` left). */
  intro: prose,
  /** The introduction while any quote is still an example we wrote: it must say so. */
  provisionalIntro: prose,
  /** The label shown on, and read out with, each example we wrote. */
  provisionalLabel: text,
  /** SPEC §2: from a client, from a school and from a GP training session, in that order. */
  testimonials: z.array(testimonialSchema).length(3),
  closing: closingCallSchema,
});
export type TestimonialsPage = z.infer<typeof testimonialsPageSchema>;
