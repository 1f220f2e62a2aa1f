import { buildTimeValue } from '../pipeline/buildTime';

/**
 * The routes of every page family, one per content file (src/content/quick-guides/*.md…), keyed by
 * the path of the family's hub. Computed from the folders when the site is built
 * (src/content/pipeline/vitePlugin.ts); the route table adds each family after its hub.
 */
export const familyRoutes = buildTimeValue('familyRoutes');
