import { glossaryFileSchema, searchBestBetsFileSchema, searchSynonymsFileSchema, testimonialsPageSchema } from '../schemas/index.ts';
import type { BestBet } from '../search/types.ts';
import type { RouteEntry } from '../routes/routeSchema.ts';
import { conformanceReportFrom, loadEvidenceSources, statementEvidenceFrom, type EvidenceSources } from './accessibilityEvidence.ts';
import { loadQuickGuides, quickGuideCard, quickGuidesBasePath, type LoadedQuickGuide } from './quickGuides.ts';
import { structuredContentValues } from './structuredContent.ts';
import { loadTrainingCategories, loadTrainingHubWithEveryCategory, type LoadedTrainingCategory } from './trainingCategories.ts';
import { loadTutorials, tutorialsBasePath, type LoadedTutorial } from './tutorials.ts';
import { trainingBasePath } from './trainingFolder.ts';
import { loadSoftwareAz } from './trainingHub.ts';
import { readValidYaml } from './yaml.ts';
import { loadYamlFile } from './yamlFile.ts';
import { ContentError } from './contentError.ts';
import { simplePageWords } from './compile.ts';
import { pageDescriptions, withoutDescription, type PageWords } from './pageCopy.ts';
import type { ContentFolder } from './contentFolder.ts';

/**
 * What several values are made from, loaded at most once per compile (./compiledContent.ts): the page
 * families, the simple pages' words and the accessibility evidence. Each is loaded when a value first
 * asks for it, so a content error is met in the same order as when every value loaded its own. A value
 * computed alone (a test, the editing screen's check of one file) loads what it needs itself.
 */
export interface LoadedContent {
  readonly quickGuides: LoadedQuickGuide[];
  readonly tutorials: LoadedTutorial[];
  readonly trainingCategories: LoadedTrainingCategory[];
  readonly simplePageWords: Record<string, PageWords>;
  readonly accessibilityEvidence: EvidenceSources;
}

export function loadOnce(contentDir: ContentFolder): LoadedContent {
  const once = <T>(load: () => T) => {
    let loaded: { value: T } | undefined;
    return () => (loaded ??= { value: load() }).value;
  };
  const quickGuides = once(() => loadQuickGuides(contentDir));
  const tutorials = once(() => loadTutorials(contentDir));
  const trainingCategories = once(() => loadTrainingCategories(contentDir));
  const simplePages = once(() => simplePageWords(contentDir));
  const accessibilityEvidence = once(() => loadEvidenceSources(contentDir));
  return {
    get quickGuides() {
      return quickGuides();
    },
    get tutorials() {
      return tutorials();
    },
    get trainingCategories() {
      return trainingCategories();
    },
    get simplePageWords() {
      return simplePages();
    },
    get accessibilityEvidence() {
      return accessibilityEvidence();
    },
  };
}

function familyRoutes(contentDir: ContentFolder, loaded = loadOnce(contentDir)): Record<string, RouteEntry[]> {
  return {
    [trainingBasePath]: loaded.trainingCategories.map((category) => category.route),
    [tutorialsBasePath]: loaded.tutorials.map((tutorial) => tutorial.route),
    [quickGuidesBasePath]: loaded.quickGuides.map((guide) => guide.route),
  };
}

/**
 * Every page's search description, by its address. The browser's bundle has none in its route table
 * (they are 2 KB of every first visit, and only the head of a page reached by a client-side
 * navigation needs one): it loads this, in a chunk of its own, with the first such page.
 */
function routeDescriptions(contentDir: ContentFolder, loaded = loadOnce(contentDir)): Record<string, string> {
  return {
    ...pageDescriptions(contentDir),
    ...Object.fromEntries(Object.entries(loaded.simplePageWords).map(([page, words]) => [page, words.description])),
    ...Object.fromEntries(
      Object.values(familyRoutes(contentDir, loaded))
        .flat()
        .map((route) => [route.path, route.description]),
    ),
  };
}

/**
 * Site search's best bets, from src/content/search-best-bets.yaml, each leading to a page of the site
 * (the build checks the part after # against the pages as built: scripts/search/searchIndex.ts).
 */
function searchBestBets(contentDir: ContentFolder, loaded = loadOnce(contentDir)): BestBet[] {
  const { file, data, source } = readValidYaml(contentDir, 'search-best-bets.yaml', searchBestBetsFileSchema);
  const pages = new Set(['/', ...Object.keys(routeDescriptions(contentDir, loaded))]);
  const pageOf = (address: string) => address.replace(/#.*$/, '').replace(/(.)\/$/, '$1');
  data.bestBets.forEach((bet, index) => {
    const page = pageOf(bet.path);
    if (!pages.has(page)) {
      throw new ContentError(
        file,
        source.lineOf(['bestBets', index, 'path']),
        `best bet ${index + 1} leads to ${page}, which is not a page of the site: check the address against the page's address in your browser`,
      );
    }
  });
  return data.bestBets.map((bet) => ({
    searches: bet.searches,
    url: `${pageOf(bet.path)}${/#.*$/.exec(bet.path)?.[0] ?? ''}`,
  }));
}

/**
 * Values computed from the content folders when the site is built. ./generate.ts writes each into a
 * module of src/content/generated/, which is all that pages, the prerender and tests import: a
 * visitor downloads the data and none of the code that made it (docs/decisions/048).
 */
export const buildTimeValues = {
  /** The route-table entries of every page family (one entry per content file), by the path of the family's hub. */
  familyRoutes,
  /**
   * Every page's search description, by its address. The browser's bundle has none in its route table
   * (they are 2 KB of every first visit, and only the head of a page reached by a client-side
   * navigation needs one): it loads this, in a chunk of its own, with the first such page.
   */
  routeDescriptions,
  /** The software quick guides hub's cards. */
  quickGuideCards: (contentDir: ContentFolder, loaded = loadOnce(contentDir)) => loaded.quickGuides.map(quickGuideCard),
  /** The screen reader tutorials hub's cards, in the hub's order. */
  tutorialCards: (contentDir: ContentFolder, loaded = loadOnce(contentDir)) => loaded.tutorials.map((tutorial) => tutorial.card),
  /** /testimonials, from src/content/testimonials.yaml. */
  testimonialsPage: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'testimonials.yaml', testimonialsPageSchema),
  /** The training category pages, from src/content/training/categories/<slug>.md, in the hub's order. */
  trainingCategories: (contentDir: ContentFolder, loaded = loadOnce(contentDir)) => loaded.trainingCategories,
  /** /training, from src/content/training/hub.yaml, with a card for every category page. */
  trainingHub: (contentDir: ContentFolder, loaded = loadOnce(contentDir)) =>
    loadTrainingHubWithEveryCategory(contentDir, loaded.trainingCategories),
  /** /training/software-a-z, from src/content/training/software-a-z.yaml. */
  softwareAz: (contentDir: ContentFolder) => loadSoftwareAz(contentDir),
  /** /resources/glossary, from src/content/glossary.yaml. */
  glossaryTerms: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'glossary.yaml', glossaryFileSchema).terms,
  /** Site search's synonyms, from src/content/search-synonyms.yaml: written into the search index, not the bundle. */
  searchSynonyms: (contentDir: ContentFolder) =>
    loadYamlFile(contentDir, 'search-synonyms.yaml', searchSynonymsFileSchema).groups.map((group) => group.words),
  /** Site search's best bets, from src/content/search-best-bets.yaml: written into the search index, not the bundle. */
  searchBestBets,
  /** /accessibility-statement's evidence: the last sweep, the manual checks, the known issues, the report's totals. */
  statementEvidence: (contentDir: ContentFolder, loaded = loadOnce(contentDir)) => statementEvidenceFrom(loaded.accessibilityEvidence),
  /** /accessibility-statement/conformance-report: every WCAG 2.2 A and AA criterion, its status and evidence. */
  conformanceReport: (contentDir: ContentFolder, loaded = loadOnce(contentDir)) => conformanceReportFrom(loaded.accessibilityEvidence),
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

/** The type of a build-time value, as its generated module declares it (src/content/generated/*.d.ts). */
export type BuildTimeValue<N extends BuildTimeName> = ReturnType<(typeof buildTimeValues)[N]>;

/** Every build-time value, by name: what one compile makes (./compiledContent.ts). */
export type BuildTimeValues = { [N in BuildTimeName]: BuildTimeValue<N> };
