import { buildTimeValue } from '../pipeline/buildTime';

/**
 * The header's eight items (SPEC §2 "Shared header"), from src/content/navigation.yaml. A link is
 * drawn only while its page is in the route table (see SiteNav), so the shell never links to a page
 * that does not exist.
 */
export const mainNavigation = buildTimeValue('mainNavigation');
