import type { DeploymentSettings } from '../../content-model/settings/siteSchema.ts';
import { defaultContactRetentionDays } from '../../content-model/settings/contactRetention.ts';
import { buildEnv } from '../../content-model/settings/env.ts';
import { siteUrl } from '../../content-model/settings/siteUrl.ts';

/**
 * The settings of this deployment, from the build's environment (docs/hosting.md, "Configuration"); the
 * business details are the owner's, in src/content/business.yaml. Kept apart from src/config/site.ts
 * so the content pipeline can fill {siteUrl} without loading the site's content.
 */
export const deployment: DeploymentSettings = {
  siteUrl,
  // SITE_ANALYTICS_ENDPOINT (e.g. https://plausible.io/api/event) turns page-view counting on, for
  // visitors who accept cookies only; SITE_ANALYTICS_DOMAIN names the site there.
  analytics: buildEnv.SITE_ANALYTICS_ENDPOINT
    ? {
        endpoint: buildEnv.SITE_ANALYTICS_ENDPOINT,
        domain: buildEnv.SITE_ANALYTICS_DOMAIN || new URL(siteUrl).hostname,
      }
    : undefined,
  // SITE_CONTACT_ENDPOINT at build time; on a static host it must be the form service's address.
  contactEndpoint: buildEnv.SITE_CONTACT_ENDPOINT || '/api/contact',
  // CONTACT_RETENTION_DAYS: the privacy policy states it and the server erases by it (./contactRetention.ts).
  // Read here without its check, which every reader in Node makes first (the build, scripts/shared/
  // launchSettings.ts; the content pipeline, content-model/compiler/buildSettings.ts): this module reaches
  // every page's JavaScript, and the check's code and words would cost each visitor for nothing.
  contactRetentionDays: Number(buildEnv.CONTACT_RETENTION_DAYS?.trim() || defaultContactRetentionDays),
};
