import { z } from 'zod';
import { routeEntrySchema } from '../../../src/routes/routeSchema.ts';
import { navItemSchema, text } from './common.ts';
import { plainProse } from './linkedText.ts';

/**
 * The parts every page shares (the header's menu, the footer, the cookie banner) and the words the
 * route table gives each page (its title, announcement and search description), each one YAML file
 * under src/content.
 */

/** src/content/navigation.yaml: the header's eight items (SPEC §2 "Shared header"), in order. */
export const navigationFileSchema = z.object({ header: z.array(navItemSchema).length(8) });

/** src/content/footer.yaml: the about blurb, "Quick Links" and "Legal" (SPEC §2 "Shared footer"). */
export const footerFileSchema = z.object({
  about: plainProse.min(40),
  quickLinks: z.array(navItemSchema).length(7),
  legalLinks: z.array(navItemSchema).length(2),
});

/**
 * src/content/cookie-banner.yaml (SPEC §2 "Cookie banner": the title and the three buttons are
 * SPEC's). What it says must be true of the build: analytics exist only when SITE_ANALYTICS_ENDPOINT
 * is set, so there are two descriptions. Both are short on purpose: a banner is in the way, and on a
 * phone it must not outweigh the page it covers.
 */
export const cookieBannerSchema = z.object({
  title: z.literal('Cookie Consent'),
  /** When the build counts guide visits for visitors who accept. */
  withAnalytics: plainProse,
  /** When the build has no analytics at all: only the choice itself is stored. */
  withoutAnalytics: plainProse,
  /** The words of the link to /privacy-policy after "Read our". */
  privacyLinkText: text,
});
export type CookieBannerContent = z.infer<typeof cookieBannerSchema>;

/**
 * One page's words in the route table (src/content/pages.yaml), by its address: the same rules as the
 * route table's own fields (src/routes/routeSchema.ts).
 */
export const pageCopySchema = z.strictObject({
  /** The page's address, as the route table has it: "/" for Home, "/contact"… */
  path: routeEntrySchema.shape.path,
  /** The short name: breadcrumb label, the title's first part, the default announcement. */
  name: routeEntrySchema.shape.name,
  /** The whole browser-tab title, when it should not be "{name} | {companyName}". */
  title: routeEntrySchema.shape.title,
  /** What a screen reader hears after moving to the page ("Navigated to …"), when it should not be the name. */
  announce: routeEntrySchema.shape.announce,
  /** What a search result shows (the page's meta description). */
  searchDescription: routeEntrySchema.shape.description,
});
export type PageCopyEntry = z.infer<typeof pageCopySchema>;

export const pagesFileSchema = z.object({ pages: z.array(pageCopySchema).min(1) });
