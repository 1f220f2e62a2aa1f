import type { SiteSettings } from './siteSettings';
import { sirvPathname } from './sirvPathname';

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
 * The editing screen (/admin, docs/decisions/050): its own app, from this origin only, like the site's
 * pages; it talks only to this server (the content API and the sign-in), and no page may frame it.
 * Kept apart from the site's policy because the screen is never a search result (X-Robots-Tag below)
 * and the site's policy names its own analytics and form settings. Visitors' pages never load it.
 */
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  // The save's checks run in a module Web Worker of this origin (docs/decisions/057): no blob:, no eval.
  "worker-src 'self'",
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

const adminAddress = /^\/admin(?:\/|$)/i;

/**
 * /admin and everything under it, the editing screen, however the address is spelt to reach it
 * (docs/decisions/081). Express's router matches the address as sent, without regard to case
 * (`/ADMIN/api/session` reaches the sign-in), and sirv decodes it (`/%61dmin/` is the screen's own
 * file): an address is the screen's if either would read it so, and then its answer, found or not,
 * carries the screen's headers. Any other spelling (`//admin`) reaches neither: a 404 with the site's.
 */
export function isAdminPath(url: string | undefined): boolean {
  const address = url ?? '';
  return adminAddress.test(/^[^?#]*/.exec(address)![0]) || adminAddress.test(sirvPathname(address));
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
