import { loadAccessToWork } from './accessToWork.ts';
import { loadAbout, loadAccessibilityStatement, loadPrivacyPolicy } from './documentPages.ts';

export { pagesFolder } from './pageSource.ts';

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
