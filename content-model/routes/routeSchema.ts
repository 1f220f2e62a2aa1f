import { z } from 'zod';

/** schema.org types a page can declare itself as (the main entity of its JSON-LD). */
export const pageSchemaTypes = ['WebPage', 'AboutPage', 'ContactPage', 'CollectionPage', 'FAQPage', 'ItemPage'] as const;

export const routeEntrySchema = z.object({
  /** URL path without a trailing slash ('/' for Home). */
  path: z.string().regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/),
  /** Page module under src/pages, without extension; several routes may share one module. */
  page: z.string().regex(/^[a-z0-9-]+\/[A-Z][A-Za-z]+Page$/),
  /**
   * A content file under src/content (.md or .yaml, named with its extension, compiled by the content
   * plugin) that only this route shows. It is loaded with the page, in its own chunk, and read with
   * useRouteContent(): ten training categories share one page component, and a visitor downloads one
   * category's words.
   */
  content: z
    .string()
    .regex(/^[a-z0-9-]+(?:\/[a-zA-Z0-9-]+)*\.(?:md|yaml)$/)
    .optional(),
  /** The page's short name: the title's first part, breadcrumb label, default announcement. */
  name: z.string().min(2),
  /** The whole document title, when it should not be "{name} | {company}". */
  title: z.string().min(10).optional(),
  /** Meta description: what a search result shows. */
  description: z.string().min(50).max(170),
  /** The name announced after a client-side navigation ("Navigated to {announce}"). */
  announce: z.string().min(2).optional(),
  /** How long the announcement stays before it is cleared. */
  announceClearMs: z.number().int().positive().optional(),
  /** The schema.org type of the page in its JSON-LD. */
  schemaType: z.enum(pageSchemaTypes),
  /** Left out of sitemap.xml and marked noindex (the not-found page). */
  noindex: z.boolean().optional(),
});

export type RouteEntry = z.infer<typeof routeEntrySchema>;
export type PageSchemaType = (typeof pageSchemaTypes)[number];
