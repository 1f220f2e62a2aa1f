import path from 'node:path';
import { loadPage, pagesFolder } from './pages.ts';
import { loadQuickGuide, quickGuidesFolder } from './quickGuides.ts';
import { loadTrainingCategory, trainingCategoriesFolder } from './trainingCategories.ts';
import { loadTutorial, tutorialsFolder } from './tutorials.ts';

/**
 * The page data of one content file that a route loads on its own (the route table's `content`), by
 * its path under src/content. Used by the content plugin to turn `import('./quick-guides/dragon.md')`
 * into a module of data (and `import('./training/categories/tasks.md')`, `import('./pages/about.md')`).
 */
export function compileContentFile(contentDir: string, relative: string): unknown {
  const folder = path.posix.dirname(relative);
  const name = path.posix.basename(relative);
  if (folder === quickGuidesFolder) return loadQuickGuide(contentDir, name).guide;
  if (folder === trainingCategoriesFolder && name.endsWith('.md')) return loadTrainingCategory(contentDir, name).page;
  if (folder === tutorialsFolder && name.endsWith('.md')) return loadTutorial(contentDir, name).tutorial;
  if (folder === pagesFolder) return loadPage(contentDir, name);
  return undefined;
}
