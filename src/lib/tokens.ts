import { site } from '../config/site.ts';
import { tokenTable } from './tokenTable.ts';

/**
 * Business-detail tokens in content text ({email}, {phone}, {town}…), filled from the one site
 * configuration, for the text still held in TypeScript modules (src/lib/richText.ts). Content files
 * have theirs filled by the build (src/content/pipeline/tokens.ts).
 */
export const tokens: Record<string, string> = tokenTable(site);

export function fillTokens(text: string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}

/** Unknown tokens left in a text: the build refuses them. */
export function unknownTokens(raw: string): string[] {
  return [...raw.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => !(name in tokens));
}
