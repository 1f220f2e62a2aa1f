import { buildTimeValue } from '../pipeline/buildTime';

/**
 * Every page's search description, by its address. The browser's route table has none (docs/decisions/
 * 044): src/routes/routeModules.ts loads this module, a chunk of its own, with the first page reached
 * by a client-side navigation, so that page's head describes it.
 */
export const routeDescriptions = buildTimeValue('routeDescriptions');
