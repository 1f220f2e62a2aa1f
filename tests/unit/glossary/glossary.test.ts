import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultContentDir } from '../../../scripts/content';
import { buildTimeValues } from '../../../scripts/content/buildTime';
import { contentFolderOnDisk } from '../../../scripts/content/contentFolderOnDisk';
import { glossaryTerms } from '../../../src/content/generated/glossaryTerms';
import { glossaryCategories } from '../../../scripts/content/schemas/resources';
import { ALL_CATEGORIES, compareTerms, countText, filterCategories, filterTerms } from '../../../src/lib/glossary';

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

  it('relates terms only to terms that exist, never to themselves', () => {
    const names = new Set(glossaryTerms.map((t) => t.term));
    for (const term of glossaryTerms) {
      for (const related of term.relatedTerms) {
        expect(names.has(related), `${term.term} → ${related}`).toBe(true);
        expect(related).not.toBe(term.term);
      }
    }
  });

  it('gives each term its own id and its own name', () => {
    expect(new Set(glossaryTerms.map((t) => t.id)).size).toBe(glossaryTerms.length);
    expect(new Set(glossaryTerms.map((t) => t.term.toLowerCase())).size).toBe(glossaryTerms.length);
  });
  it('holds every term of src/content/glossary.yaml, in the order of the file', () => {
    // Counted from the file itself, not pinned: the owner adds and removes terms (decision 046).
    const inFile = (parse(readFileSync(path.join(defaultContentDir, 'glossary.yaml'), 'utf8')) as { terms: { term: string }[] }).terms;
    expect(glossaryTerms.map((entry) => entry.term)).toEqual(inFile.map((entry) => entry.term));
  });

  it('a term with an unknown category stops the build with one line naming the file, the line and the choices', () => {
    let message = '';
    try {
      buildTimeValues.glossaryTerms(
        contentFolderOnDisk(path.resolve(import.meta.dirname, '../../fixtures/content-errors/glossary-bad-category')),
      );
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'src/content/glossary.yaml: line 5: the category of term 1 must be one of: Software, Hardware, Technology, Web Standards, Terminology, Web Accessibility, Interaction, Visual, Multimedia, General, Web Development',
    );
  });
});
