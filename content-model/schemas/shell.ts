import { z } from 'zod';
import { routeEntrySchema } from '../routes/routeSchema.ts';
import { navItemSchema, searchDescription, text } from './common.ts';
import { plainProse } from './linkedText.ts';

/**
 * The parts every page shares (the header's menu, the footer, the cookie banner) and the words the
 * route table gives each page (its title, announcement and search description), each one YAML file
 * under src/content.
 */

/** src/content/navigation.yaml: the header's eight items (SPEC §2 "Shared header"), in order. */
const links = { summary: '{{fields.label}} ({{fields.path}})' };

export const navigationFileSchema = z.object({
  header: z
    .array(navItemSchema)
    .length(8)
    .meta({ title: 'Menu items (eight, in order)', ...links }),
});

/** src/content/footer.yaml: the about blurb, "Quick Links" and "Legal" (SPEC §2 "Shared footer"). */
export const footerFileSchema = z.object({
  about: plainProse.min(40).meta({ title: 'About the business (first column)' }),
  quickLinks: z
    .array(navItemSchema)
    .length(7)
    .meta({ title: 'Quick Links (seven)', ...links }),
  legalLinks: z
    .array(navItemSchema)
    .length(2)
    .meta({ title: 'Legal (two)', item: 'legal link', ...links }),
});

/**
 * src/content/cookie-banner.yaml (SPEC §2 "Cookie banner": the title and the three buttons are
 * SPEC's). What it says must be true of the build: analytics exist only when SITE_ANALYTICS_ENDPOINT
 * is set, so there are two descriptions. Both are short on purpose: a banner is in the way, and on a
 * phone it must not outweigh the page it covers.
 */
export const cookieBannerSchema = z.object({
  title: z.literal('Cookie Consent').meta({ title: 'Title (set by the specification)', patternMessage: 'The title is Cookie Consent' }),
  /** When the build counts guide visits for visitors who accept. */
  withAnalytics: plainProse.meta({ title: 'Text when guide visits are counted (SITE_ANALYTICS_ENDPOINT set)' }),
  /** When the build has no analytics at all: only the choice itself is stored. */
  withoutAnalytics: plainProse.meta({ title: 'Text when nothing is counted' }),
  /** The words of the link to /privacy-policy after "Read our". */
  privacyLinkText: text.meta({ title: 'Words of the link to the privacy policy, after "Read our"' }),
});
export type CookieBannerContent = z.infer<typeof cookieBannerSchema>;

/**
 * One page's words in the route table (src/content/pages.yaml), by its address: the same rules as the
 * route table's own fields (content-model/routes/routeSchema.ts).
 */
export const pageCopySchema = z.strictObject({
  /** The page's address, as the route table has it: "/" for Home, "/contact"… */
  path: routeEntrySchema.shape.path.meta({ title: 'Page address (do not change)' }),
  /** The short name: breadcrumb label, the title's first part, the default announcement. */
  name: routeEntrySchema.shape.name.meta({ title: 'Short name' }),
  /** The whole browser-tab title, when it should not be "{name} | {companyName}". */
  title: routeEntrySchema.shape.title.meta({ title: 'Browser-tab title, when not "short name | company name" (optional)' }),
  /** What a screen reader hears after moving to the page ("Navigated to …"), when it should not be the name. */
  announce: routeEntrySchema.shape.announce.meta({ title: 'Heard after moving to the page, when not the short name (optional)' }),
  /** What a search result shows (the page's meta description). */
  searchDescription: routeEntrySchema.shape.description.meta(searchDescription.meta()!),
});
export type PageCopyEntry = z.infer<typeof pageCopySchema>;

export const pagesFileSchema = z.object({
  pages: z.array(pageCopySchema).min(1).meta({ title: 'Pages', allowAdd: false, summary: '{{fields.path}}: {{fields.name}}' }),
});
