import type { SiteConfig } from '../../content-model/settings/siteSchema.ts';
import { business } from '../content/generated/business';
import { buildEnv } from '../../content-model/settings/env.ts';
import { deploymentFrom } from './deployment.ts';

/**
 * The site configuration: the business details, which the owner edits in src/content/business.yaml
 * (validated and compiled in when the site is built), and this deployment's settings from the build's
 * environment (src/config/deployment.ts, docs/hosting.md "Configuration"). `npm run launch-check` lists what
 * is still fictional before going live. The business description is not here: only the structured
 * data shows it (businessDescription, src/content/generated/business.ts).
 */
export const site: Omit<SiteConfig, 'description'> = {
  ...business,
  countryCode: 'GB',
  ...deploymentFrom(buildEnv),
};

/** An absolute URL on this site, for canonical links, Open Graph and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}
