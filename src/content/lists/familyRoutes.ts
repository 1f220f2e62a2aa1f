import { buildTimeValue } from '../pipeline/buildTime';

/**
 * The routes of every page family, one per content file (src/content/quick-guides/*.md…). Computed
 * from the folders when the site is built (src/content/pipeline/vitePlugin.ts); the route table adds
 * them to its own.
 */
export const familyRoutes = buildTimeValue('familyRoutes');
