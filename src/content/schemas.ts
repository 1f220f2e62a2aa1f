import { z } from 'zod';

/**
 * The shapes of the site's content. Content modules (src/content/*.ts) are typed with these and
 * validated by tests/unit/content.test.ts and by the build (scripts/prerender.ts), not at page load,
 * so zod never reaches the visitor's browser.
 *
 * Text fields may use two small conventions, rendered by components/ui/RichText:
 *   - links written as [label](href): internal paths ("/contact"), mailto:, tel: or https:// URLs;
 *   - tokens replaced with the business configuration: {companyName}, {email}, {phone}, {phoneE164},
 *     {town}, {companyNumber}, {registeredIn}, {siteUrl}.
 */
const text = z.string().min(1);
/** A sentence or paragraph a visitor reads; never empty, never a stray placeholder. */
const prose = z
  .string()
  .min(2)
  .refine((value) => !/lorem ipsum|coming soon|\bTODO\b/i.test(value), 'placeholder text');

export const navItemSchema = z.object({
  path: z.string().regex(/^\/[a-z0-9/-]*$/),
  label: text,
});
export type NavItem = z.infer<typeof navItemSchema>;

export const callToActionSchema = z.object({
  label: text,
  /** An internal path; it must be a route of the table (checked by the tests). */
  path: z.string().regex(/^\/[a-z0-9/-]*$/),
});
export type CallToAction = z.infer<typeof callToActionSchema>;

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

/** A closing invitation: heading, a line of text and one button. */
export const closingCallSchema = z.object({
  heading: text,
  text: prose,
  action: callToActionSchema,
});
export type ClosingCall = z.infer<typeof closingCallSchema>;

/** About (/about): mission, approach, expert leadership, then a call to action to /contact. */
export const aboutPageSchema = documentPageSchema.extend({
  closing: closingCallSchema,
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

/** Home (/): SPEC §2 "Home", section by section. */
export const homePageSchema = z.object({
  hero: z.object({ heading: text, intro: prose, action: callToActionSchema }),
  certifications: z.object({
    heading: text,
    intro: prose,
    year: z.number().int().min(2000),
    badges: z.array(z.object({ name: text, description: prose })).length(5),
  }),
  serviceTeasers: z.object({
    heading: text,
    items: z
      .array(z.object({ title: text, text: prose, points: z.array(prose).min(2), action: callToActionSchema }))
      .length(2),
  }),
  consultation: z.object({ heading: text, text: prose, points: z.array(prose).min(1), action: callToActionSchema }),
  support: z.object({
    heading: text,
    intro: prose,
    items: z.array(z.object({ title: text, text: prose })).length(2),
    action: callToActionSchema,
  }),
  whyChooseUs: z.object({ heading: z.literal('Why Choose Us?'), paragraphs: z.array(prose).min(1) }),
});
export type HomePage = z.infer<typeof homePageSchema>;
