import { markdownFiles } from './quickGuides.ts';
import type { ContentFolder } from './contentFolder.ts';

/** The folder of the training category pages under src/content: one Markdown file per page. */
export const trainingCategoriesFolder = 'training/categories';
export const trainingBasePath = '/training';

/**
 * The training pages that are not categories (their routes are in the route table): a card or a link
 * may lead there without a file in the categories folder.
 */
const otherTrainingPages = new Set([`${trainingBasePath}/software-a-z`]);

/** The category files (<slug>.md), by name. */
export function trainingCategoryFiles(contentDir: ContentFolder): string[] {
  return markdownFiles(contentDir, trainingCategoriesFolder);
}

/** /training/<slug> for <slug>.md. */
export function trainingCategoryPath(name: string): string {
  return `${trainingBasePath}/${name.replace(/\.md$/, '')}`;
}

/**
 * The file a link into the training section needs and lacks, or undefined when it leads to a page: a
 * link under /training/ must name a category file (or another training page). So removing a category's
 * file while a card or a list still links to it stops the build instead of publishing a broken link.
 */
export function missingTrainingPage(link: string, contentDir: ContentFolder): string | undefined {
  const target = link.split('#')[0] ?? link;
  if (!target.startsWith(`${trainingBasePath}/`) || otherTrainingPages.has(target)) return undefined;
  const name = `${target.slice(trainingBasePath.length + 1)}.md`;
  if (trainingCategoryFiles(contentDir).includes(name)) return undefined;
  return `src/content/${trainingCategoriesFolder}/${name}`;
}
