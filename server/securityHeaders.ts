import type { SiteSettings } from './siteSettings';

/**
 * The HTTP headers of the site, in one place: the Express server sends them, and the prerender writes
 * them to dist/_headers for static hosts that read that file (Netlify, Cloudflare Pages). Both make
 * them from the same settings (the server from dist-server/site.json, which the build wrote from them).
 */

/** The settings the headers depend on: where the pages may send data. */
export type ConnectSettings = Pick<SiteSettings, 'contactEndpoint' | 'analytics'>;

/** The contact form may post to a hosted form service, and analytics to its endpoint: their origins join connect-src. */
function connectSources(site: ConnectSettings): string {
  const sources = ["'self'"];
  if (site.contactEndpoint.startsWith('https://')) sources.push(new URL(site.contactEndpoint).origin);
  if (site.analytics) sources.push(new URL(site.analytics.endpoint).origin);
  return sources.join(' ');
}

const contentSecurityPolicy = (site: ConnectSettings) =>
  [
    "default-src 'self'",
    // No inline script anywhere: the prerendered pages carry no hydration script (docs/decisions/002).
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${connectSources(site)}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** Every header but the policy: the same on every page, the editing screen's included. */
const otherHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Ignored by browsers over plain http (localhost); in force wherever the site is served over https.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** The headers of every page but the editing screen's. */
export function securityHeadersFor(site: ConnectSettings): Readonly<Record<string, string>> {
  return { 'Content-Security-Policy': contentSecurityPolicy(site), ...otherHeaders };
}

/**
 * The editing screen (/admin, Decap CMS, docs/decisions/031) and nothing else gets a looser policy, as
 * far as the CMS needs: its bundle compiles its configuration's validators at run time ('unsafe-eval')
 * and styles itself with inline styles; it talks to GitHub's API (production) or to decap-server on
 * this machine (`npm run cms`), shows avatars and uploaded images, and opens the sign-in window.
 * Visitors' pages never load it, and keep the policy above.
 */
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com http://localhost:8081",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const adminSecurityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': adminContentSecurityPolicy,
  ...otherHeaders,
  // The editing screen is never a search result.
  'X-Robots-Tag': 'noindex, nofollow',
};

/** /admin and everything under it: the editing screen. */
export function isAdminPath(url: string | undefined): boolean {
  return /^\/admin(?:[/?#]|$)/.test(url ?? '');
}

/** Files under /assets/ have a content hash in their name: cache them for a year, never revalidate. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Everything else (HTML, favicons, robots.txt) may change without changing its name: always revalidate. */
export const revalidateCacheControl = 'no-cache';

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? immutableCacheControl : revalidateCacheControl;
}

/** dist/_headers, in the format shared by Netlify and Cloudflare Pages. */
export function staticHostHeadersFile(site: ConnectSettings): string {
  const lines = ['/*', ...Object.entries(securityHeadersFor(site)).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push('', '/assets/*', `  Cache-Control: ${immutableCacheControl}`);
  // The editing screen: the site-wide policy detached ("!", Cloudflare Pages' syntax) and the CMS's own set.
  lines.push(
    '',
    '/admin/*',
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${adminContentSecurityPolicy}`,
    '  X-Robots-Tag: noindex, nofollow',
    '',
  );
  return lines.join('\n');
}
