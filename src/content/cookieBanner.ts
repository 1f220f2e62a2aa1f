/**
 * The cookie banner's words (SPEC §2 "Cookie banner": the title and the three buttons are SPEC's).
 * What it says must be true of the build: analytics exist only when SITE_ANALYTICS_ENDPOINT is set
 * (src/config/site.ts), so there are two descriptions. Both are short on purpose: a banner is in
 * the way, and on a phone it must not outweigh the page it covers.
 */
export const cookieBanner = {
  title: 'Cookie Consent',
  /** When the build counts guide visits for visitors who accept. */
  withAnalytics: 'We keep your choice on this device. If you accept, we also count visits to our guides, anonymously.',
  /** When the build has no analytics at all: only the choice itself is stored. */
  withoutAnalytics: 'This site does not track you. We only keep your choice on this device.',
  privacyLinkText: 'privacy policy',
} as const;
