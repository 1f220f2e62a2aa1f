/**
 * One compile of the content (docs/decisions/077): every content file of a folder read once, validated,
 * its {tokens} filled, its Markdown made plain data, and all of it handed back as one value. The build
 * compiles once and everything after takes this value: scripts/generate-content.ts writes its modules
 * into src/content/generated/, the Vite plugin gives the browser its own view of them, the prerender
 * checks the route table against it, makes the downloads from its tutorials and guides, compares its
 * accessibility evidence with the site it built, and describes the editing screen's pages with it.
 * The editing screen runs the same compile over the files it is about to save, in the owner's browser.
 * Nothing here keeps anything between two compiles: an edit is seen by the next one (`npm run dev`).
 */
import type { EvidenceSources } from './accessibilityEvidence.ts';
import { buildTimeValues, loadOnce, type BuildTimeName, type BuildTimeValues, type LoadedContent } from './buildTime.ts';
import { loadPage } from './compile.ts';
import { readingOnce, type ContentFolder } from './contentFolder.ts';
import { checkIntegrity, integrityProblems, type IntegrityProblem } from './integrity.ts';
import { pagesFolder } from './longPages.ts';
import { generatedModules, routeWords, valueModules, type GeneratedModule } from './modules.ts';
import { listedPages, type ListedPage, type PageWords } from './pageCopy.ts';
import { markdownFiles, type LoadedQuickGuide } from './quickGuides.ts';
import type { LoadedTutorial } from './tutorials.ts';

export interface CompiledContent {
  /** Every module of src/content/generated/, as the pages, the prerender, scripts and tests import it. */
  modules: GeneratedModule[];
  /** Every build-time value, by name (./buildTime.ts): the data of the value modules. */
  values: BuildTimeValues;
  /** Each page's words in the route table, by address: pageWords.js. */
  pageWords: Record<string, PageWords>;
  /** The simple pages' words (src/content/pages/<address>.md), by address: the editing screen lists them among its Pages. */
  simplePageWords: Record<string, PageWords>;
  /** Every quick guide, in the hub's order: its page's data and its route. */
  quickGuides: LoadedQuickGuide[];
  /** Every screen reader tutorial, in the hub's order: its slug, page data, hub card and route. */
  tutorials: LoadedTutorial[];
  /** The accessibility statement's evidence files, which the prerender compares with the site it built. */
  accessibilityEvidence: EvidenceSources;
  /** The addresses src/content/pages.yaml gives words to: the prerender checks each is a route. */
  listedPages: ListedPage[];
}

/** The data of every page file a route loads as its own module, by its path under src/content. */
function pageFiles(contentDir: ContentFolder, loaded: LoadedContent): { relative: string; data: unknown }[] {
  const family = <T extends { route: { content?: string } }>(members: T[], data: (member: T) => unknown) =>
    members.map((member) => ({ relative: member.route.content!, data: data(member) }));
  return [
    ...family(loaded.quickGuides, (each) => each.guide),
    ...family(loaded.tutorials, (each) => each.tutorial),
    ...family(loaded.trainingCategories, (each) => each.page),
    ...markdownFiles(contentDir, pagesFolder).map((name) => ({ relative: `${pagesFolder}/${name}`, data: loadPage(contentDir, name) })),
  ];
}

/**
 * Compiles the content of `contentDir`. A content error is thrown as it is met; the cross-references
 * between files (./integrity.ts) are checked last, when every file is known good on its own.
 * `crossReferences`, when given, is handed those problems instead (the editing screen weighs them
 * against the content as it was: ../editor/checkEntry.ts).
 */
export function compileContent(contentDir: ContentFolder, crossReferences?: (problems: IntegrityProblem[]) => void): CompiledContent {
  const folder = readingOnce(contentDir);
  const loaded = loadOnce(folder);
  // In the order of the modules, as each value was once compiled on its own: the first content error met is the same.
  const made = new Map<BuildTimeName, unknown>();
  for (const { exports } of Object.values(valueModules)) {
    for (const name of Object.values(exports)) {
      if (name && !made.has(name))
        made.set(name, (buildTimeValues[name] as (from: ContentFolder, alreadyLoaded: LoadedContent) => unknown)(folder, loaded));
    }
  }
  const values = Object.fromEntries(made) as BuildTimeValues;
  const pageWords = routeWords(folder, loaded.simplePageWords);
  const files = pageFiles(folder, loaded);
  if (crossReferences) crossReferences(integrityProblems(folder, values.routeDescriptions));
  else checkIntegrity(folder, values.routeDescriptions);
  return {
    modules: generatedModules(values, pageWords, files),
    values,
    pageWords,
    simplePageWords: loaded.simplePageWords,
    quickGuides: loaded.quickGuides,
    tutorials: loaded.tutorials,
    accessibilityEvidence: loaded.accessibilityEvidence,
    listedPages: listedPages(folder),
  };
}
