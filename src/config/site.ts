import type { SiteConfig } from './site.schema.ts';
import { buildEnv } from './env.ts';

/**
 * Every business detail of the site, in one place. The defaults are deliberately fictional
 * (example.co.uk, a 0333 000 number, company number 00000000): the owner replaces them here, and sets
 * SITE_URL at build time to the address the site is published at. See README "Configuration".
 * `npm run launch-check` lists what is still fictional, and every comment that opens with the owner
 * marker (README, "Before you go live"): delete such a comment once it is done.
 */
export const site: SiteConfig = {
  // OWNER: after replacing companyName (or town), run `npm run generate:social-image` to redraw the
  // link preview image, public/og/default.png, which shows them; then delete this comment.
  companyName: 'Example Assistive Technology Ltd',
  companyNumber: '00000000',
  // OWNER: check where the company is registered (England and Wales, Scotland or Northern Ireland),
  // as its Companies House record says; then delete this comment.
  registeredIn: 'England and Wales',
  siteUrl: buildEnv.SITE_URL?.replace(/\/+$/, '') || 'https://www.example.co.uk',
  email: 'info@example.co.uk',
  phone: { display: '0333 000 0000', e164: '+443330000000' },
  town: 'Worcester',
  countryCode: 'GB',
  serviceArea: 'Serving clients across the UK',
  professionalNetwork: { name: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
  description:
    'Assistive technology training and accessibility consultancy based in Worcester. One-to-one training in screen readers, magnification, speech recognition and study tools, remotely across the UK or on site, and website accessibility testing against WCAG 2.2.',
  // SITE_ANALYTICS_ENDPOINT (e.g. https://plausible.io/api/event) turns page-view counting on, for
  // visitors who accept cookies only; SITE_ANALYTICS_DOMAIN names the site there.
  analytics: buildEnv.SITE_ANALYTICS_ENDPOINT
    ? {
        endpoint: buildEnv.SITE_ANALYTICS_ENDPOINT,
        domain: buildEnv.SITE_ANALYTICS_DOMAIN || new URL(buildEnv.SITE_URL || 'https://www.example.co.uk').hostname,
      }
    : undefined,
  // SITE_CONTACT_ENDPOINT at build time; on a static host it must be the form service's address.
  contactEndpoint: buildEnv.SITE_CONTACT_ENDPOINT || '/api/contact',
};

/** An absolute URL on this site, for canonical links, Open Graph and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}
