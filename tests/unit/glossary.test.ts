import { describe, expect, it } from 'vitest';
import { glossaryTerms } from '../../src/content/generated/glossaryTerms';
import { glossaryCategories } from '../../scripts/content/schemas/resources';
import { ALL_CATEGORIES, compareTerms, countText, filterCategories, filterTerms } from '../../src/lib/glossary';

const terms = [
  { term: 'Zoom', definition: 'Makes things bigger.', category: 'Visual' },
  { term: 'alt text', definition: 'Describes an image for a SCREEN reader.', category: 'Web Accessibility' },
  { term: 'Braille', definition: 'Raised dots read by touch.', category: 'Hardware' },
  { term: 'Screen Reader', definition: 'Reads the screen aloud.', category: 'Software' },
];

describe('glossary filtering', () => {
  it('with no search and "all", returns every term sorted by term, ignoring case', () => {
    expect(filterTerms(terms, '', ALL_CATEGORIES).map((t) => t.term)).toEqual(['alt text', 'Braille', 'Screen Reader', 'Zoom']);
  });

  it('orders the real glossary exactly as the en-GB collation does', () => {
    const names = glossaryTerms.map((term) => term.term);
    const byCollation = [...names].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }));
    expect([...names].sort(compareTerms)).toEqual(byCollation);
  });

  it('matches the search as a case-insensitive substring of the term or the definition', () => {
    expect(filterTerms(terms, 'screen', ALL_CATEGORIES).map((t) => t.term)).toEqual(['alt text', 'Screen Reader']);
    expect(filterTerms(terms, 'DOTS', ALL_CATEGORIES).map((t) => t.term)).toEqual(['Braille']);
    expect(filterTerms(terms, '  zoom ', ALL_CATEGORIES).map((t) => t.term)).toEqual(['Zoom']);
  });

  it('combines the search with the category', () => {
    expect(filterTerms(terms, 'screen', 'Software').map((t) => t.term)).toEqual(['Screen Reader']);
    expect(filterTerms(terms, 'screen', 'Hardware')).toEqual([]);
    expect(filterTerms(terms, '', 'Visual').map((t) => t.term)).toEqual(['Zoom']);
  });

  it('treats any text as text (no validation; regular-expression characters are literal)', () => {
    expect(filterTerms(terms, '.*', ALL_CATEGORIES)).toEqual([]);
    expect(filterTerms(terms, '(', ALL_CATEGORIES)).toEqual([]);
  });

  it('offers "all" plus each distinct category', () => {
    expect(filterCategories(terms)).toEqual(['all', 'Visual', 'Web Accessibility', 'Hardware', 'Software']);
  });

  it("counts in SPEC's words", () => {
    expect(countText(3, 26)).toBe('Showing 3 of 26 terms');
  });
});

describe('the glossary content', () => {
  // Properties, not today's terms: the owner adds and removes terms (decision 046).
  it('has terms, each with a definition and one of the categories the schema allows', () => {
    expect(glossaryTerms.length).toBeGreaterThan(0);
    for (const term of glossaryTerms) {
      expect(term.definition.trim(), term.term).not.toBe('');
      expect(glossaryCategories, term.term).toContain(term.category);
    }
  });

  // Related terms, one entry per term and one anchor each: the schema's rules (tests/unit/contentGlossary.test.ts).
});
