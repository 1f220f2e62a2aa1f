import type { BuildEnv } from './env.ts';

/** The address the site names while SITE_URL is not set: an example, reported by the launch check. */
export const exampleSiteUrl = 'https://www.example.co.uk';

/**
 * The address the site is published at: `env`'s SITE_URL, without a trailing slash. Apart from
 * src/config/deployment.ts, which also reads settings that can be malformed, so that code which only
 * fills {siteUrl} (the content compiler) loads nothing that could fail before the settings have been
 * checked. A function of the environment it is given, not a value read at import: the launch check
 * asks it of the settings it checks (scripts/shared/launchCheck.ts).
 */
export function siteUrlFrom(env: BuildEnv): string {
  return env.SITE_URL?.replace(/\/+$/, '') || exampleSiteUrl;
}
