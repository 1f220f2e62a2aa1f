import { site } from '../config/site.ts';

/**
 * Business-detail tokens in content text ({email}, {phone}, {town}…), filled from the one site
 * configuration. The build fills them when it compiles content (src/content/pipeline).
 */
export const tokens: Record<string, string> = {
  companyName: site.companyName,
  companyNumber: site.companyNumber,
  registeredIn: site.registeredIn,
  email: site.email,
  phone: site.phone.display,
  phoneE164: site.phone.e164,
  town: site.town,
  siteUrl: site.siteUrl,
};

export function fillTokens(text: string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}

/** Unknown tokens left in a text: the build refuses them. */
export function unknownTokens(raw: string): string[] {
  return [...raw.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => !(name in tokens));
}
