import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { fillTokens, parseInline, plainText, unknownTokens } from '../../src/lib/richText';

describe('content text conventions', () => {
  it('fills business-detail tokens from the configuration', () => {
    expect(fillTokens('Call {phone} or write to {email}.')).toBe(`Call ${site.phone.display} or write to ${site.email}.`);
    expect(fillTokens('{companyName} is in {town}.')).toBe(`${site.companyName} is in ${site.town}.`);
  });

  it('leaves unknown tokens visible and reports them', () => {
    expect(fillTokens('Hello {nobody}')).toBe('Hello {nobody}');
    expect(unknownTokens('Hello {nobody} and {email}')).toEqual(['nobody']);
  });

  it('turns [label](href) into link segments between text', () => {
    expect(parseInline('Read our [privacy policy](/privacy-policy) today.')).toEqual([
      { kind: 'text', text: 'Read our ' },
      { kind: 'link', text: 'privacy policy', href: '/privacy-policy' },
      { kind: 'text', text: ' today.' },
    ]);
    expect(parseInline('[{email}](mailto:{email})')).toEqual([{ kind: 'link', text: site.email, href: `mailto:${site.email}` }]);
  });

  it('reduces text to its words for metadata', () => {
    expect(plainText('See [the guidelines](https://www.w3.org/TR/WCAG21/).')).toBe('See the guidelines.');
  });
});
