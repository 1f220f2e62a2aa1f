import { site } from '../src/config/site';

/**
 * The HTTP headers of the site, in one place: the Express server sends them, and the prerender writes
 * them to dist/_headers for static hosts that read that file (Netlify, Cloudflare Pages).
 */

/** The contact form may post to a hosted form service, and analytics to its endpoint: their origins join connect-src. */
function connectSources(): string {
  const sources = ["'self'"];
  if (site.contactEndpoint.startsWith('https://')) sources.push(new URL(site.contactEndpoint).origin);
  if (site.analytics) sources.push(new URL(site.analytics.endpoint).origin);
  return sources.join(' ');
}

const contentSecurityPolicy = [
  "default-src 'self'",
  // No inline script anywhere: the prerendered pages carry no hydration script (docs/decisions/002).
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "media-src 'self'",
  `connect-src ${connectSources()}`,
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Ignored by browsers over plain http (localhost); in force wherever the site is served over https.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** Files under /assets/ have a content hash in their name: cache them for a year, never revalidate. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Everything else (HTML, favicons, robots.txt) may change without changing its name: always revalidate. */
export const revalidateCacheControl = 'no-cache';

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? immutableCacheControl : revalidateCacheControl;
}

/** dist/_headers, in the format shared by Netlify and Cloudflare Pages. */
export function staticHostHeadersFile(): string {
  const lines = ['/*', ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push('', '/assets/*', `  Cache-Control: ${immutableCacheControl}`, '');
  return lines.join('\n');
}
