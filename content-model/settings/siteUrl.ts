import { buildEnv } from './env.ts';

/** The address the site names while SITE_URL is not set: an example, reported by the launch check. */
export const exampleSiteUrl = 'https://www.example.co.uk';

/**
 * The address the site is published at (SITE_URL, without a trailing slash). Apart from
 * ./deployment.ts, which also reads settings that can be malformed, so that code which only fills
 * {siteUrl} (the content compiler, the launch check) loads nothing that could fail before the
 * settings have been checked.
 */
export const siteUrl = buildEnv.SITE_URL?.replace(/\/+$/, '') || exampleSiteUrl;
