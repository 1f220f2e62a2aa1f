import { tokenNames } from './tokenTable.ts';

/**
 * The checks on the business-detail tokens ({email}, {phone}, {town}…) that a content text names.
 * They need only the tokens' names (tokenTable.ts), not their values, so one copy serves the content
 * compiler (content-model/), the content checks (scripts/shared/contentRegistry.ts, also run in the
 * editing screen) and the tests, without reading the owner's details. The build fills the tokens
 * (content-model/compiler/fillTokens.ts); a token left unfilled would show to a visitor as "{nmae}".
 */
const known = new Set<string>(tokenNames);

/** Unknown tokens left in a text: the build refuses them. */
export function unknownTokens(raw: string): string[] {
  return [...raw.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => !known.has(name));
}

/** The tokens a text may name, as an unknown-token error lists them: "{companyName}, {email}, …". */
export function knownTokensText(): string {
  return tokenNames.map((name) => `{${name}}`).join(', ');
}
