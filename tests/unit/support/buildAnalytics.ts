import type * as siteModule from '../../../src/config/site';
import type { AnalyticsConfig } from '../../../src/lib/analytics';

/** What a test sets to stand for a build with analytics configured (SITE_ANALYTICS_ENDPOINT). */
export interface BuildAnalytics {
  analytics: AnalyticsConfig | undefined;
}

/**
 * src/config/site as a test's `vi.mock` gives it: the default build's, unless the test sets
 * `build.analytics`. Read each time the code asks (a getter), so one test file can try both builds.
 */
export function withBuildAnalytics(actual: typeof siteModule, build: BuildAnalytics): typeof siteModule {
  return {
    ...actual,
    site: {
      ...actual.site,
      get analytics() {
        return build.analytics ?? actual.site.analytics;
      },
    },
  };
}
