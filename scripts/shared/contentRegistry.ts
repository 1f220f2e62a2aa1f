import type { z } from 'zod';
import { siteConfigSchema } from '../../content-model/settings/siteSchema.ts';
import { site } from '../../src/config/site';
import { businessDescription } from '../../src/content/generated/business';
import { contact } from '../../src/content/generated/contact';
import { cookieBanner } from '../../src/content/generated/cookieBanner';
import { whyChooseUsSlideLines, whyChooseUsVideo } from '../../src/content/video';
import { services } from '../../src/content/generated/services';
import { testimonialsPage } from '../../src/content/generated/testimonialsPage';
import { whyChooseUs } from '../../src/content/generated/whyChooseUs';
import { softwareAz } from '../../src/content/generated/softwareAz';
import { glossaryTerms } from '../../src/content/generated/glossaryTerms';
import { resourcesHub } from '../../src/content/generated/resourcesHub';
import { practiceResources } from '../../src/content/generated/practiceResources';
import { downloadsSection } from '../../src/content/generated/downloadsSection';
import { tutorialsHub } from '../../src/content/generated/tutorialsHub';
import { footerAbout, footerLegalLinks, footerQuickLinks } from '../../src/content/generated/footer';
import { home } from '../../src/content/generated/home';
import { mainNavigation } from '../../src/content/generated/navigation';
import {
  videoSchema,
  videoSlideLinesSchema,
  testimonialsPageSchema,
  softwareAzSchema,
  glossaryTermSchema,
} from '../../content-model/schemas';
import { unknownTokens } from '../../content-model/text/tokens.ts';
import { routeEntrySchema } from '../../content-model/routes/routeSchema.ts';
import { notFoundRoute, routeTable } from '../../src/routes/routeTable';
import { ContentError } from '../../content-model/compiler/contentError.ts';
import { checkPageCopy, type ListedPage } from '../../content-model/compiler/pageCopy.ts';
import { z as zod } from 'zod';

/**
 * Every content module with the schema it must satisfy. The build refuses to prerender invalid
 * content, and tests/unit/content/content.test.ts reports each module separately. Content read from YAML files
 * by the pipeline (src/content/generated/) was validated, and compiled, when it was loaded: it has no
 * schema here, and is listed for the checks that apply to all text (tokens, links, placeholders).
 */
export const contentRegistry: { name: string; schema?: z.ZodType; data: unknown }[] = [
  { name: 'site configuration', schema: siteConfigSchema, data: { ...site, description: businessDescription } },
  { name: 'route table', schema: zod.array(routeEntrySchema).min(1), data: [...routeTable, notFoundRoute] },
  { name: 'main navigation', data: mainNavigation },
  { name: 'footer quick links', data: footerQuickLinks },
  { name: 'footer legal links', data: footerLegalLinks },
  { name: 'footer about', data: footerAbout },
  { name: 'cookie banner', data: cookieBanner },
  { name: 'home', data: home },
  { name: 'home video', schema: videoSchema, data: whyChooseUsVideo },
  { name: 'home video slides', schema: videoSlideLinesSchema, data: whyChooseUsSlideLines },
  { name: 'contact', data: contact },
  { name: 'services', data: services },
  { name: 'why choose us', data: whyChooseUs },
  { name: 'testimonials', schema: testimonialsPageSchema, data: testimonialsPage },
  { name: 'software A–Z', schema: softwareAzSchema, data: softwareAz },
  { name: 'resources hub', data: resourcesHub },
  { name: 'tutorials hub', data: tutorialsHub },
  { name: 'practice resources', data: practiceResources },
  { name: 'downloads', data: downloadsSection },
  // Any number of terms: the owner may add and remove them in the editing screen (SPEC's 26 are the built-in ones).
  { name: 'glossary', schema: zod.array(glossaryTermSchema).min(1), data: glossaryTerms },
];

/** Every string inside a value, for checks that apply to all text (unknown {tokens}). */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/**
 * The content as compiled, against the route table and its schemas. `listedPages`: the addresses
 * src/content/pages.yaml gives words to, as the build's compile found them (docs/decisions/077).
 */
export function validateContent(listedPages: readonly ListedPage[]): void {
  // src/content/pages.yaml against the route table: one line naming the file, like any content error.
  const routes = [...routeTable, notFoundRoute];
  const wordless = routes.find((route) => !route.name);
  if (wordless) {
    throw new ContentError(
      'src/content/pages.yaml',
      undefined,
      `the page ${wordless.path} has no entry: add one with its path, name and search description`,
    );
  }
  checkPageCopy(
    routes.map((route) => route.path),
    listedPages,
  );
  const problems: string[] = [];
  for (const { name, schema, data } of contentRegistry) {
    const result = schema?.safeParse(data);
    if (result && !result.success) problems.push(`${name}: ${zod.prettifyError(result.error)}`);
    const unknown = allStrings(data).flatMap(unknownTokens);
    if (unknown.length) problems.push(`${name}: unknown tokens ${unknown.join(', ')}`);
  }
  if (problems.length) throw new Error(`Invalid content:\n${problems.join('\n')}`);
}
