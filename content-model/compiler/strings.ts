import { ContentError } from './contentError.ts';
import { knownTokensText, unknownTokens } from '../text/tokens.ts';
import { fillTokens } from './fillTokens.ts';

/**
 * Every string of validated content with its {tokens} filled in from the site configuration; an
 * unknown token is an error on the line of its field.
 */
export function fillStrings<T>(
  value: T,
  file: string,
  lineOf: (path: readonly PropertyKey[]) => number | undefined,
  at: PropertyKey[] = [],
): T {
  if (typeof value === 'string') {
    const [unknown] = unknownTokens(value);
    if (unknown) {
      throw new ContentError(file, lineOf(at), `unknown business detail {${unknown}}: use one of ${knownTokensText()}`);
    }
    return fillTokens(value) as T;
  }
  if (Array.isArray(value)) return value.map((item, index) => fillStrings(item, file, lineOf, [...at, index])) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillStrings(item, file, lineOf, [...at, key])])) as T;
  }
  return value;
}
