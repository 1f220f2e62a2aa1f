import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { glossaryFileSchema, testimonialsPageSchema } from '../schemas/index.ts';
import type { RouteEntry } from '../../routes/routeSchema.ts';
import { loadConformanceReport, loadStatementEvidence } from './accessibility.ts';
import { loadQuickGuides, quickGuideCard, quickGuidesBasePath } from './quickGuides.ts';
import { structuredContentValues } from './structuredContent.ts';
import { loadTrainingCategories, loadTrainingHubWithEveryCategory } from './trainingCategories.ts';
import { loadTutorials, tutorialsBasePath } from './tutorials.ts';
import { trainingBasePath } from './trainingFolder.ts';
import { loadSoftwareAz } from './trainingHub.ts';
import { loadYamlFile } from './yamlFiles.ts';
import { pageDescriptions, withoutDescription } from './pageCopy.ts';

/** src/content, where the content files are. */
export const defaultContentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function familyRoutes(contentDir: string): Record<string, RouteEntry[]> {
  return {
    [trainingBasePath]: loadTrainingCategories(contentDir).map((loaded) => loaded.route),
    [tutorialsBasePath]: loadTutorials(contentDir).map((loaded) => loaded.route),
    [quickGuidesBasePath]: loadQuickGuides(contentDir).map((loaded) => loaded.route),
  };
}

/**
 * Values computed from the content folders when the site is built. The modules in src/content/lists/
 * are written `export const x = buildTimeValue('x')`: in Node (scripts, tests) that call reads the
 * files; in a Vite build the content plugin (./vitePlugin.ts) replaces it with the value as JSON, so a
 * visitor downloads the data and none of the code that made it.
 */
export const buildTimeValues = {
  /** The route-table entries of every page family (one entry per content file), by the path of the family's hub. */
  familyRoutes,
  /**
   * Every page's search description, by its address. The browser's bundle has none in its route table
   * (they are 2 KB of every first visit, and only the head of a page reached by a client-side
   * navigation needs one): it loads this, in a chunk of its own, with the first such page.
   */
  routeDescriptions: (contentDir: string): Record<string, string> => ({
    ...pageDescriptions(contentDir),
    ...Object.fromEntries(
      Object.values(familyRoutes(contentDir))
        .flat()
        .map((route) => [route.path, route.description]),
    ),
  }),
  /** The software quick guides hub's cards. */
  quickGuideCards: (contentDir: string) => loadQuickGuides(contentDir).map(quickGuideCard),
  /** The screen reader tutorials hub's cards, in the hub's order. */
  tutorialCards: (contentDir: string) => loadTutorials(contentDir).map((loaded) => loaded.card),
  /** /testimonials, from src/content/testimonials.yaml. */
  testimonialsPage: (contentDir: string) => loadYamlFile(contentDir, 'testimonials.yaml', testimonialsPageSchema),
  /** The training category pages, from src/content/training/categories/<slug>.md, in the hub's order. */
  trainingCategories: (contentDir: string) => loadTrainingCategories(contentDir),
  /** /training, from src/content/training/hub.yaml, with a card for every category page. */
  trainingHub: (contentDir: string) => loadTrainingHubWithEveryCategory(contentDir),
  /** /training/software-a-z, from src/content/training/software-a-z.yaml. */
  softwareAz: (contentDir: string) => loadSoftwareAz(contentDir),
  /** /resources/glossary, from src/content/glossary.yaml. */
  glossaryTerms: (contentDir: string) => loadYamlFile(contentDir, 'glossary.yaml', glossaryFileSchema).terms,
  /** /accessibility-statement's evidence: the last sweep, the manual checks, the known issues, the report's totals. */
  statementEvidence: (contentDir: string) => loadStatementEvidence(contentDir),
  /** /accessibility-statement/conformance-report: every WCAG 2.2 A and AA criterion, its status and evidence. */
  conformanceReport: (contentDir: string) => loadConformanceReport(contentDir),
  /** The business details, the header, footer and cookie banner, the pages' titles, and one-file pages. */
  ...structuredContentValues,
};
export type BuildTimeName = keyof typeof buildTimeValues;

/**
 * What the browser's bundle gets instead of a value, where it differs: the family routes without
 * their search descriptions (docs/decisions/044; routeDescriptions carries them).
 */
export const browserValues: Partial<{ [N in BuildTimeName]: (value: ReturnType<(typeof buildTimeValues)[N]>) => unknown }> = {
  familyRoutes: (routes) => Object.fromEntries(Object.entries(routes).map(([hub, family]) => [hub, family.map(withoutDescription)])),
};

export function buildTimeValue<N extends BuildTimeName>(name: N): ReturnType<(typeof buildTimeValues)[N]> {
  return buildTimeValues[name](defaultContentDir) as ReturnType<(typeof buildTimeValues)[N]>;
}

/**
 * A build-time value that only the prerendered HTML carries (docs/decisions/035): the browser's bundle
 * gets `undefined` in its place, and the page shows the prerendered markup instead (components/layout/
 * Prerendered.tsx). For data that is large and never changes on the page, such as the conformance
 * report's 55 criteria. In Node, and in `npm run dev` (which renders in the browser only), it is the value.
 */
export function prerenderValue<N extends BuildTimeName>(name: N): ReturnType<(typeof buildTimeValues)[N]> | undefined {
  return buildTimeValue(name);
}
