import { describe, expect, it } from 'vitest';
import { defaultContentFolder } from '../../../content-model/disk';
import { loadAccessToWork } from '../../../content-model/compiler/accessToWork.ts';
import { inlineText, type Inline } from '../../../content-model/text/inline.ts';

const accessToWork = loadAccessToWork(defaultContentFolder);

/** Every line of text a visitor reads on the page (everything but the annual limit's own fields), compiled. */
function lines(value: unknown): (string | Inline)[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((node) => typeof node === 'string' || (node && typeof node === 'object' && 'href' in node)))
    return [value as Inline];
  if (Array.isArray(value)) return value.flatMap(lines);
  if (value && typeof value === 'object') return Object.values(value).flatMap(lines);
  return [];
}
const { annualLimit, ...page } = accessToWork;
const texts = lines(page);
const words = (line: string | Inline) => (typeof line === 'string' ? line : inlineText(line));

describe('Access to Work content (docs/decisions/022)', () => {
  it('names one annual limit, the one kept in `annualLimit`, and every mention of it links to GOV.UK', () => {
    const mentions = texts.filter((line) => /£\s?\d/.test(words(line)));
    expect(mentions.length).toBeGreaterThanOrEqual(2);
    for (const line of mentions) {
      const text = words(line);
      expect([...text.matchAll(/£\s?[\d,]+/g)].map((match) => match[0])).toEqual([annualLimit.amount]);
      expect(text).toContain(`from ${annualLimit.appliesFrom}`);
      const links = typeof line === 'string' ? [] : line.flatMap((node) => (typeof node === 'string' ? [] : [node.href]));
      expect(links).toContain(annualLimit.source);
    }
  });

  it('sets no minimum of hours a week, and no longer promises SPEC’s 4–6 weeks', () => {
    const all = texts.map(words).join('\n');
    expect(all).not.toMatch(/\d+\s*(\+|or more)\s*hours/i);
    expect(all).not.toMatch(/4[–-]6 weeks/);
  });
});
