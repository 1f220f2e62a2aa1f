/**
 * The content compiler's loaders, for Node: the build, scripts and tests. Never imported by a page:
 * pages read compiled data from src/content/generated/ (docs/decisions/048).
 */
import { defaultContentFolder } from './contentDir.ts';
import { loadQuickGuides } from '../compiler/quickGuides.ts';
import { loadTutorials, type LoadedTutorial } from '../compiler/tutorials.ts';
import type { QuickGuide } from '../schemas';

export { ContentError, isContentError } from '../compiler/contentError.ts';
export { defaultContentDir, defaultContentFolder } from './contentDir.ts';

/** Every quick guide, in the hub's order. */
export function quickGuides(contentDir = defaultContentFolder): QuickGuide[] {
  return loadQuickGuides(contentDir).map((loaded) => loaded.guide);
}

/** Every screen reader tutorial (its slug, page data, hub card and route), in the hub's order. */
export function tutorials(contentDir = defaultContentFolder): LoadedTutorial[] {
  return loadTutorials(contentDir);
}
