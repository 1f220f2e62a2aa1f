import { buildTimeValue } from '../pipeline/buildTime';

/**
 * All ten training category pages (src/content/training/categories/*.yaml), in the order of the
 * training hub's table: for tests and the build. Each page loads only its own file as its chunk.
 */
export const trainingCategories = buildTimeValue('trainingCategories');
