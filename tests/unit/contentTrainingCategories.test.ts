import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trainingCategories } from '../../src/content/lists/trainingCategories';
import { trainingCategorySlugs } from '../../src/content/schemas';
import { loadTrainingCategory } from '../../src/content/pipeline/trainingCategories';
import { routeTable } from '../../src/routes/routeTable';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/content-errors');

describe('the training category pages are src/content/training/categories/<slug>.yaml', () => {
  it('loads the ten pages in the training hub’s order, each the content of its /training/<slug> route', () => {
    expect(trainingCategories.map((page) => page.slug)).toEqual([...trainingCategorySlugs]);
    for (const { slug } of trainingCategories) {
      expect(routeTable.find((route) => route.path === `/training/${slug}`)?.content).toBe(`training/categories/${slug}.yaml`);
    }
  });

  it('a file whose slug is not its name stops the build with one plain-words line', () => {
    let message = '';
    try {
      loadTrainingCategory(path.join(fixtures, 'training-mismatch'), 'tasks.yaml');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'src/content/training/categories/tasks.yaml: the slug is productivity but the file is tasks.yaml: name the file after its slug (productivity.yaml) or correct the slug',
    );
  });
});
