import path from 'node:path';
import { loadAccessToWork } from './accessToWork.ts';
import { loadAbout, loadAccessibilityStatement, loadPrivacyPolicy, pagesFolder } from './longPages.ts';
import { loadQuickGuide, quickGuidesFolder } from './quickGuides.ts';
import { loadTrainingCategory, trainingCategoriesFolder } from './trainingCategories.ts';
import { loadTutorial, tutorialsFolder } from './tutorials.ts';

/**
 * The single long-form pages (src/content/pages/<name>.md), by file name, and what compiles each.
 * Their routes stay in the route table, which names the file as the route's content: their titles
 * and search descriptions are not the owner's words, and each page has a layout of its own.
 */
export const pageLoaders = {
  'about.md': loadAbout,
  'accessibility-statement.md': loadAccessibilityStatement,
  'access-to-work.md': loadAccessToWork,
  'privacy-policy.md': loadPrivacyPolicy,
} as const;
export type PageFileName = keyof typeof pageLoaders;

export function isPageFileName(name: string): name is PageFileName {
  return Object.hasOwn(pageLoaders, name);
}

/** The compiled data of the page file `name`, or undefined when the folder has no such page. */
export function loadPage(contentDir: string, name: string): unknown {
  return isPageFileName(name) ? pageLoaders[name](contentDir) : undefined;
}

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
