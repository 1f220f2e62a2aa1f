import { z } from 'zod';

/**
 * The shape of the business configuration (src/config/site.ts). Kept apart from the data so that zod
 * stays out of the browser bundle: the data is validated by the build (scripts/prerender.ts) and by
 * tests/unit/content.test.ts, never at page load.
 */
export const siteConfigSchema = z.object({
  companyName: z.string().min(2),
  /** Companies House registration number: eight characters. */
  companyNumber: z.string().regex(/^[A-Z0-9]{8}$/),
  registeredIn: z.string().min(2),
  /** Absolute origin the site is published at, without a trailing slash. */
  siteUrl: z.url().refine((url) => !url.endsWith('/'), 'siteUrl must not end with a slash'),
  email: z.email(),
  phone: z.object({
    /** As printed on the page. */
    display: z.string().min(6),
    /** E.164 form, for tel: links and structured data. */
    e164: z.string().regex(/^\+44\d{9,10}$/),
  }),
  town: z.string().min(2),
  countryCode: z.literal('GB'),
  serviceArea: z.string().min(2),
  professionalNetwork: z.object({ name: z.string().min(2), url: z.url() }),
  /** One or two sentences about the business, for search engines and the footer. */
  description: z.string().min(40),
  /**
   * Where the contact form posts its JSON: the embedded receiver (/api/contact, served by `npm start`)
   * or a hosted form service's address, which names the form by its id (https://formspree.io/f/<id>).
   */
  /**
   * Privacy-friendly page-view counting (a Plausible-style event endpoint), used only after the
   * visitor accepts cookies. Absent: no analytics at all.
   */
  analytics: z.object({ endpoint: z.url().startsWith('https://'), domain: z.string().min(3) }).optional(),
  contactEndpoint: z.string().refine((value) => value.startsWith('/') || value.startsWith('https://'), {
    message: 'contactEndpoint must be a path on this site or an https:// URL',
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
