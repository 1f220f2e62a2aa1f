/**
 * The content compiler's loaders, for Node: the build, scripts and tests. Never imported by a page:
 * pages read compiled data from src/content/generated/ (docs/decisions/048).
 */
import { defaultContentDir } from './buildTime';
import { loadQuickGuides } from './quickGuides';
import { loadTutorials, type LoadedTutorial } from './tutorials';
import type { QuickGuide } from './schemas';

export { ContentError, isContentError } from './errors';
export { defaultContentDir } from './buildTime';

/** Every quick guide, in the hub's order. */
export function quickGuides(contentDir = defaultContentDir): QuickGuide[] {
  return loadQuickGuides(contentDir).map((loaded) => loaded.guide);
}

/** Every screen reader tutorial (its slug, page data, hub card and route), in the hub's order. */
export function tutorials(contentDir = defaultContentDir): LoadedTutorial[] {
  return loadTutorials(contentDir);
}
