import type { z } from 'zod';
import { siteConfigSchema } from '../../src/config/site.schema';
import { site } from '../../src/config/site';
import { contact } from '../../src/content/contact';
import { whyChooseUsVideo } from '../../src/content/video';
import { services } from '../../src/content/services';
import { testimonialsPage } from '../../src/content/lists/testimonialsPage';
import { whyChooseUs } from '../../src/content/whyChooseUs';
import { softwareAz } from '../../src/content/lists/softwareAz';
import { glossaryTerms } from '../../src/content/lists/glossaryTerms';
import { resourcesHub } from '../../src/content/resources/hub';
import { practiceResources } from '../../src/content/resources/practiceResources';
import { tutorialsHub } from '../../src/content/resources/tutorialsHub';
import { footerAbout } from '../../src/content/footer';
import { home } from '../../src/content/home';
import { footerLegalLinks, footerQuickLinks, mainNavigation } from '../../src/content/navigation';
import {
  contactPageSchema,
  videoSchema,
  servicesPageSchema,
  testimonialsPageSchema,
  whyChooseUsPageSchema,
  softwareAzSchema,
  glossaryTermSchema,
  practiceResourcesSchema,
  resourcesHubSchema,
  tutorialsHubSchema,
  homePageSchema,
  navItemSchema,
} from '../../src/content/schemas';
import { unknownTokens } from '../../src/lib/richText';
import { routeEntrySchema } from '../../src/routes/routeSchema';
import { notFoundRoute, routeTable } from '../../src/routes/routeTable';
import { z as zod } from 'zod';

/**
 * Every content module with the schema it must satisfy. The build refuses to prerender invalid
 * content, and tests/unit/content.test.ts reports each module separately.
 */
export const contentRegistry: { name: string; schema: z.ZodType; data: unknown }[] = [
  { name: 'site configuration', schema: siteConfigSchema, data: site },
  { name: 'route table', schema: zod.array(routeEntrySchema).min(1), data: [...routeTable, notFoundRoute] },
  { name: 'main navigation', schema: zod.array(navItemSchema).length(8), data: mainNavigation },
  { name: 'footer quick links', schema: zod.array(navItemSchema).length(7), data: footerQuickLinks },
  { name: 'footer legal links', schema: zod.array(navItemSchema).length(2), data: footerLegalLinks },
  { name: 'footer about', schema: zod.string().min(40), data: footerAbout },
  { name: 'home', schema: homePageSchema, data: home },
  { name: 'home video', schema: videoSchema, data: whyChooseUsVideo },
  { name: 'contact', schema: contactPageSchema, data: contact },
  { name: 'services', schema: servicesPageSchema, data: services },
  { name: 'why choose us', schema: whyChooseUsPageSchema, data: whyChooseUs },
  { name: 'testimonials', schema: testimonialsPageSchema, data: testimonialsPage },
  { name: 'software A–Z', schema: softwareAzSchema, data: softwareAz },
  { name: 'resources hub', schema: resourcesHubSchema, data: resourcesHub },
  { name: 'tutorials hub', schema: tutorialsHubSchema, data: tutorialsHub },
  { name: 'practice resources', schema: practiceResourcesSchema, data: practiceResources },
  { name: 'glossary', schema: zod.array(glossaryTermSchema).length(26), data: glossaryTerms },
];

/** Every string inside a value, for checks that apply to all text (unknown {tokens}). */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

export function validateContent(): void {
  const problems: string[] = [];
  for (const { name, schema, data } of contentRegistry) {
    const result = schema.safeParse(data);
    if (!result.success) problems.push(`${name}: ${zod.prettifyError(result.error)}`);
    const unknown = allStrings(data).flatMap(unknownTokens);
    if (unknown.length) problems.push(`${name}: unknown tokens ${unknown.join(', ')}`);
  }
  if (problems.length) throw new Error(`Invalid content:\n${problems.join('\n')}`);
}
