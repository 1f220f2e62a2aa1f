import { ContentError } from './contentError.ts';
import type { TokenValues } from '../text/tokenTable.ts';
import { fillTokens, knownTokensText, unknownTokens } from '../text/tokens.ts';

/**
 * Every string of a file's validated and compiled content with its {tokens} filled in from `tokens`,
 * the values of the folder the file was read from (./business.ts, `tokenValues`): the last step of
 * each reader of a content file (docs/decisions/076). An unknown token is an error on the line of its
 * field, `lineOf` the file's; compiled Markdown has none left (./markdown.ts refuses them on their own
 * lines as it compiles), so its readers give no `lineOf`.
 */
export function fillStrings<T>(
  value: T,
  tokens: TokenValues,
  file: string,
  lineOf: (path: readonly PropertyKey[]) => number | undefined = () => undefined,
): T {
  const fill = (item: unknown, at: PropertyKey[]): unknown => {
    if (typeof item === 'string') {
      const [unknown] = unknownTokens(item);
      if (unknown) throw new ContentError(file, lineOf(at), `unknown business detail {${unknown}}: use one of ${knownTokensText()}`);
      return fillTokens(item, tokens);
    }
    if (Array.isArray(item)) return item.map((each, index) => fill(each, [...at, index]));
    if (item && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, each]) => [key, fill(each, [...at, key])]));
    return item;
  };
  return fill(value, []) as T;
}
