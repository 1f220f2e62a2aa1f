import type { SiteConfig } from '../config/siteSchema.ts';

/**
 * The business-detail tokens content text may use ({email}, {phone}, {town}…), with their values:
 * one table for the build (scripts/content/tokens.ts) and for the text still filled in the
 * browser (./tokens.ts).
 */
export function tokenTable(
  site: Pick<SiteConfig, 'companyName' | 'companyNumber' | 'registeredIn' | 'email' | 'phone' | 'town' | 'siteUrl'>,
): Record<string, string> {
  return {
    companyName: site.companyName,
    email: site.email,
    phone: site.phone.display,
    phoneE164: site.phone.e164,
    town: site.town,
    companyNumber: site.companyNumber,
    registeredIn: site.registeredIn,
    siteUrl: site.siteUrl,
  };
}
