import { buildTimeValue } from '../pipeline/buildTime';

/**
 * The business details, from src/content/business.yaml, validated when the site is built: the site
 * configuration (src/config/site.ts) adds the deployment's settings to them. The description is apart:
 * only the structured data for search engines shows it, so no page's code carries it.
 */
export const business = buildTimeValue('business');
export const businessDescription = buildTimeValue('businessDescription');
