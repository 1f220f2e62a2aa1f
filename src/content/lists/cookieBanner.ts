import { buildTimeValue } from '../pipeline/buildTime';

/** The cookie banner's words, from src/content/cookie-banner.yaml. */
export const cookieBanner = buildTimeValue('cookieBanner');
