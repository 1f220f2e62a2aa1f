import { trainingCategoryPageSchema, trainingCategorySlugs, type TrainingCategoryPage } from '../schemas/index.ts';
import { ContentError } from './errors.ts';
import { loadYamlFile } from './yamlFiles.ts';

export const trainingCategoriesFolder = 'training/categories';

/**
 * One training category page, src/content/training/categories/<slug>.yaml: its introduction, what
 * you'll learn, the tools covered, the Screen Readers modules and the FAQs. The file name is the slug.
 */
export function loadTrainingCategory(contentDir: string, name: string): TrainingCategoryPage {
  const page = loadYamlFile(contentDir, `${trainingCategoriesFolder}/${name}`, trainingCategoryPageSchema);
  if (`${page.slug}.yaml` !== name) {
    throw new ContentError(`src/content/${trainingCategoriesFolder}/${name}`, undefined, `the slug is ${page.slug} but the file is ${name}: name the file after its slug (${page.slug}.yaml) or correct the slug`);
  }
  return page;
}

/** The ten category pages, in the order of the training hub's table. */
export function loadTrainingCategories(contentDir: string): TrainingCategoryPage[] {
  return trainingCategorySlugs.map((slug) => loadTrainingCategory(contentDir, `${slug}.yaml`));
}
