import { z } from 'zod';
import { longestContactRetentionDays } from './contactRetention.ts';

/**
 * The shape of the site configuration (src/config/site.ts). Kept apart from the data so that zod
 * stays out of the browser bundle: the data is validated by the build, never at page load.
 */

/** Where a company can be registered, as Companies House writes it. */
export const registrationCountries = ['England and Wales', 'Scotland', 'Northern Ireland'] as const;

/**
 * The business details the owner edits: src/content/business.yaml (docs/editing-content.md). The
 * content pipeline validates the file with this schema when the site is built, and content text refers
 * to the details through {tokens}.
 */
export const businessDetailsSchema = z.object({
  companyName: z.string().min(2).meta({ title: 'Company name' }),
  /** Companies House registration number: eight characters. */
  companyNumber: z
    .string()
    .regex(/^[A-Z0-9]{8}$/)
    .meta({
      title: 'Company number (eight characters, as Companies House writes it)',
      patternMessage: 'Eight digits, or two capital letters and six digits',
    }),
  registeredIn: z.enum(registrationCountries).meta({ title: 'Registered in (as the Companies House record says)' }),
  email: z.email().meta({ title: 'E-mail address' }),
  phone: z
    .object({
      /** As printed on the page. */
      display: z.string().min(6).meta({ title: 'As visitors read it, for example 01905 123456' }),
      /** E.164 form, for tel: links and structured data. */
      e164: z
        .string()
        .regex(/^\+44\d{9,10}$/)
        .meta({
          title: 'For dialling: +44 and the number without its first 0, for example +441905123456',
          patternMessage: '+44 and then the number without its first 0, no spaces',
        }),
    })
    .meta({ title: 'Phone number' }),
  town: z.string().min(2).meta({ title: 'Town' }),
  serviceArea: z.string().min(2).meta({ title: 'Where you work (shown under the town)' }),
  professionalNetwork: z
    .object({
      name: z.string().min(2).meta({ title: 'Network name, for example LinkedIn' }),
      url: z.url().meta({ title: "Full address of the company's profile (https://…)" }),
    })
    .meta({ title: 'Professional network profile (the footer\'s "Follow us" link)' }),
  /** One or two sentences about the business, for search engines and the footer. */
  description: z.string().min(40).meta({
    title: 'About the business, for search engines (one or two sentences; {town} and other details may be named)',
    widget: 'text',
  }),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/**
 * The settings of a deployment, from the build's environment (src/config/deployment.ts): where the
 * site is published, where the contact form posts, whether page views are counted, and how long
 * contact messages are kept.
 */
export const deploymentSettingsSchema = z.object({
  /** Absolute origin the site is published at, without a trailing slash. */
  siteUrl: z.url().refine((url) => !url.endsWith('/'), 'siteUrl must not end with a slash'),
  /**
   * Privacy-friendly page-view counting (a Plausible-style event endpoint), used only after the
   * visitor accepts cookies. Absent: no analytics at all.
   */
  analytics: z.object({ endpoint: z.url().startsWith('https://'), domain: z.string().min(3) }).optional(),
  /**
   * Where the contact form posts its JSON: the embedded receiver (/api/contact, served by `npm start`)
   * or a hosted form service's address, which names the form by its id (https://formspree.io/f/<id>).
   */
  contactEndpoint: z.string().refine((value) => value.startsWith('/') || value.startsWith('https://'), {
    message: 'contactEndpoint must be a path on this site or an https:// URL',
  }),
  /**
   * How many days contact-form messages are kept (CONTACT_RETENTION_DAYS): the privacy policy states it
   * ({contactRetentionDays}) and the server erases by it (docs/decisions/060).
   */
  contactRetentionDays: z.number().int().min(1).max(longestContactRetentionDays),
});
export type DeploymentSettings = z.infer<typeof deploymentSettingsSchema>;

/** The whole configuration the site is built with: the business details and the deployment's settings. */
export const siteConfigSchema = businessDetailsSchema.extend({
  /** The country of the business's address and phone number, for structured data. */
  countryCode: z.literal('GB'),
  ...deploymentSettingsSchema.shape,
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
