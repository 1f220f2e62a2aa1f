/**
 * The content pipeline (docs/decisions/030), for Node: the build, scripts and tests. Never imported by
 * a page: pages get compiled data from the content plugin.
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
