import type { SiteConfig } from '../settings/siteSchema.ts';

/**
 * The business-detail tokens content text may use ({email}, {phone}, {town}…), with their values:
 * one table, made for a content folder by content-model/compiler/business.ts (`tokenValues`), whose
 * names the content checks use (./tokens.ts). Two come from the build's settings, not the owner's
 * details: {siteUrl} (SITE_URL) and {contactRetentionDays} (CONTACT_RETENTION_DAYS, the days the
 * privacy policy says contact messages are kept, the same number the server erases by:
 * docs/decisions/060).
 */
export const tokenNames = [
  'companyName',
  'email',
  'phone',
  'phoneE164',
  'town',
  'companyNumber',
  'registeredIn',
  'siteUrl',
  'contactRetentionDays',
] as const;
export type TokenName = (typeof tokenNames)[number];
/** Each token's value, as the content of one folder fills it. */
export type TokenValues = Readonly<Record<TokenName, string>>;

export function tokenTable(
  site: Pick<
    SiteConfig,
    'companyName' | 'companyNumber' | 'registeredIn' | 'email' | 'phone' | 'town' | 'siteUrl' | 'contactRetentionDays'
  >,
): TokenValues {
  return {
    companyName: site.companyName,
    email: site.email,
    phone: site.phone.display,
    phoneE164: site.phone.e164,
    town: site.town,
    companyNumber: site.companyNumber,
    registeredIn: site.registeredIn,
    siteUrl: site.siteUrl,
    contactRetentionDays: String(site.contactRetentionDays),
    // The type checker holds the table to exactly the names above: none missing, none more.
  } satisfies Record<TokenName, string>;
}
