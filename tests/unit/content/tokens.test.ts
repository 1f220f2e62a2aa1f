import { describe, expect, it } from 'vitest';
import { tokenNames, tokenTable } from '../../../content-model/text/tokenTable.ts';
import { knownTokensText, unknownTokens } from '../../../content-model/text/tokens.ts';
import { site } from '../../../src/config/site';

describe('the business-detail tokens', () => {
  it('reports each token a text names that is not a business detail, in order', () => {
    expect(unknownTokens('Write to {email} or {emial}, in {town} or {city}.')).toEqual(['emial', 'city']);
    expect(unknownTokens('Call {phone} from {companyName}.')).toEqual([]);
  });

  it('knows a token by its name only, not by what every object has', () => {
    expect(unknownTokens('{constructor} {toString} {__proto__}')).toEqual(['constructor', 'toString', '__proto__']);
  });

  it('names the same tokens the build fills, in the order an error lists them', () => {
    expect(Object.keys(tokenTable(site))).toEqual([...tokenNames]);
    expect(knownTokensText()).toBe(tokenNames.map((name) => `{${name}}`).join(', '));
  });
});
