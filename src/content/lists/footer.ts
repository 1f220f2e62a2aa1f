import { buildTimeValue } from '../pipeline/buildTime';

/**
 * The footer's words (SPEC §2 "Shared footer"), from src/content/footer.yaml: the about blurb,
 * "Quick Links" and "Legal". Three values, so each is a plain constant in the page's code.
 */
export const footerAbout = buildTimeValue('footerAbout');
export const footerQuickLinks = buildTimeValue('footerQuickLinks');
export const footerLegalLinks = buildTimeValue('footerLegalLinks');
