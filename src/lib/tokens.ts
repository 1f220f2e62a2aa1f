import { site } from '../config/site.ts';
import { tokenTable } from './tokenTable.ts';

/**
 * The business-detail tokens ({email}, {phone}, {town}…) by name. The build fills them in every
 * content file (scripts/content/tokens.ts); the content checks use this table to report a token
 * left unfilled, which would show to a visitor as "{nmae}".
 */
export const tokens: Record<string, string> = tokenTable(site);

/** Unknown tokens left in a text: the build refuses them. */
export function unknownTokens(raw: string): string[] {
  return [...raw.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => !(name in tokens));
}
