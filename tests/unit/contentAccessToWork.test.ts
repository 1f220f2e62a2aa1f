import { describe, expect, it } from 'vitest';
import { allStrings } from '../../scripts/lib/contentRegistry';
import { accessToWork } from '../../src/content/resources/accessToWork';
import { parseInline } from '../../src/lib/richText';

/** Texts a visitor reads on the page: everything but the annual limit's own fields. */
const { annualLimit, ...page } = accessToWork;
const texts = allStrings(page);

describe('Access to Work content (docs/decisions/022)', () => {
  it('names one annual limit, the one kept in `annualLimit`, and every mention of it links to GOV.UK', () => {
    const mentions = texts.filter((text) => /£\s?\d/.test(text));
    expect(mentions.length).toBeGreaterThan(0);
    for (const text of mentions) {
      expect([...text.matchAll(/£\s?[\d,]+/g)].map((match) => match[0])).toEqual([annualLimit.amount]);
      expect(text).toContain(`from ${annualLimit.appliesFrom}`);
      const links = parseInline(text).filter((segment) => segment.kind === 'link');
      expect(links.map((link) => link.kind === 'link' && link.href)).toContain(annualLimit.source);
    }
  });

  it('sets no minimum of hours a week, and no longer promises SPEC’s 4–6 weeks', () => {
    const all = texts.join('\n');
    expect(all).not.toMatch(/\d+\s*(\+|or more)\s*hours/i);
    expect(all).not.toMatch(/4[–-]6 weeks/);
  });
});
