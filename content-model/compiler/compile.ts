import { loadAccessToWork } from './accessToWork.ts';
import { loadAbout, loadAccessibilityStatement, loadPrivacyPolicy, loadSimplePage, pagesFolder } from './longPages.ts';
import type { PageWords } from './pageCopy.ts';
import { markdownFiles } from './quickGuides.ts';
import type { ContentFolder } from './contentFolder.ts';

/**
 * The single long-form pages with a shape of their own (src/content/pages/<name>.md), by file name,
 * and what compiles each. Their words in the route table are in src/content/pages.yaml. Any other
 * file of the folder is a simple page (loadSimplePage), whose words are in its own front matter.
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

/** The simple pages: every Markdown file of src/content/pages/ that pageLoaders does not name. */
export function simplePageFiles(contentDir: ContentFolder): string[] {
  return markdownFiles(contentDir, pagesFolder).filter((name) => !isPageFileName(name));
}

/** The route-table words of every simple page, by its address (its file's name). */
export function simplePageWords(contentDir: ContentFolder): Record<string, PageWords> {
  return Object.fromEntries(
    simplePageFiles(contentDir).map((name) => [`/${name.replace(/\.md$/, '')}`, loadSimplePage(contentDir, name).words]),
  );
}

/** The compiled data of the page file `name`, or undefined when the folder has no such page. */
export function loadPage(contentDir: ContentFolder, name: string): unknown {
  if (isPageFileName(name)) return pageLoaders[name](contentDir);
  return simplePageFiles(contentDir).includes(name) ? loadSimplePage(contentDir, name).page : undefined;
}
