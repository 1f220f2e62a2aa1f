import path from 'node:path';
import { loadQuickGuide, quickGuidesFolder } from './quickGuides.ts';
import { loadTrainingCategory, trainingCategoriesFolder } from './trainingCategories.ts';

/**
 * The page data of one content file that a route loads on its own (the route table's `content`), by
 * its path under src/content. Used by the content plugin to turn `import('./quick-guides/dragon.md')`
 * into a module of data (and `import('./training/categories/tasks.md')`).
 */
export function compileContentFile(contentDir: string, relative: string): unknown {
  const folder = path.posix.dirname(relative);
  const name = path.posix.basename(relative);
  if (folder === quickGuidesFolder) return loadQuickGuide(contentDir, name).guide;
  if (folder === trainingCategoriesFolder && name.endsWith('.md')) return loadTrainingCategory(contentDir, name).page;
  return undefined;
}
