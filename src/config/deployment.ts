import type { DeploymentSettings } from '../../content-model/settings/siteSchema.ts';
import { defaultContactRetentionDays } from '../../content-model/settings/contactRetention.ts';
import type { BuildEnv } from '../../content-model/settings/env.ts';
import { siteUrlFrom } from '../../content-model/settings/siteUrl.ts';

/**
 * The settings of a deployment, from the build's environment `env` (docs/hosting.md, "Configuration");
 * the business details are the owner's, in src/content/business.yaml. Kept apart from src/config/site.ts
 * so the content pipeline can fill {siteUrl} without loading the site's content. A function of the
 * environment it is given, not a value made at import: src/config/site.ts gives it the build's, the
 * launch check (scripts/shared/launchCheck.ts) the one it has checked, so it can check any environment.
 */
export function deploymentFrom(env: BuildEnv): DeploymentSettings {
  const siteUrl = siteUrlFrom(env);
  return {
    siteUrl,
    // SITE_ANALYTICS_ENDPOINT (e.g. https://plausible.io/api/event) turns page-view counting on, for
    // visitors who accept cookies only; SITE_ANALYTICS_DOMAIN names the site there.
    analytics: env.SITE_ANALYTICS_ENDPOINT
      ? {
          endpoint: env.SITE_ANALYTICS_ENDPOINT,
          domain: env.SITE_ANALYTICS_DOMAIN || new URL(siteUrl).hostname,
        }
      : undefined,
    // SITE_CONTACT_ENDPOINT at build time; on a static host it must be the form service's address.
    contactEndpoint: env.SITE_CONTACT_ENDPOINT || '/api/contact',
    // CONTACT_RETENTION_DAYS: the privacy policy states it and the server erases by it (./contactRetention.ts).
    // Read here without its check, which every reader in Node makes first (the build, scripts/shared/
    // launchSettings.ts; the content pipeline, content-model/compiler/buildSettings.ts): this module reaches
    // every page's JavaScript, and the check's code and words would cost each visitor for nothing.
    contactRetentionDays: Number(env.CONTACT_RETENTION_DAYS?.trim() || defaultContactRetentionDays),
  };
}
