import { tokenNames, type TokenName, type TokenValues } from './tokenTable.ts';

/**
 * The checks on the business-detail tokens ({email}, {phone}, {town}…) that a content text names, and
 * their filling. The checks need only the tokens' names (tokenTable.ts), not their values, so one copy
 * serves the content compiler (content-model/), the content checks (scripts/shared/contentRegistry.ts,
 * also run in the editing screen) and the tests, without reading the owner's details. The values are
 * given to `fillTokens` by whoever read them (content-model/compiler/business.ts, `tokenValues`); a
 * token left unfilled would show to a visitor as "{nmae}".
 */
const known = new Set<string>(tokenNames);

function isTokenName(name: string): name is TokenName {
  return known.has(name);
}

/** Unknown tokens left in a text: the build refuses them. */
export function unknownTokens(raw: string): string[] {
  return [...raw.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => !isTokenName(name));
}

/** The tokens a text may name, as an unknown-token error lists them: "{companyName}, {email}, …". */
export function knownTokensText(): string {
  return tokenNames.map((name) => `{${name}}`).join(', ');
}

/**
 * The text with each {token} it names replaced by its value in `values`. A name that is not a token is
 * left as written (never looked up on the object, so {constructor} stays "{constructor}"): the callers
 * refuse such a text first, with unknownTokens, on its line.
 */
export function fillTokens(text: string, values: TokenValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (isTokenName(name) ? values[name] : whole));
}
