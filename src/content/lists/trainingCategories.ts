import { buildTimeValue } from '../pipeline/buildTime';

/**
 * All the training category pages (src/content/training/categories/*.md), in the order of the
 * training hub's cards: for tests and the build. Each page loads only its own file as its chunk.
 */
export const trainingCategories = buildTimeValue('trainingCategories');
