import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultContentDir } from '../../../content-model/disk';
import { buildTimeValues } from '../../../content-model/compiler/buildTime.ts';
import { contentFolderOnDisk } from '../../../content-model/disk/contentFolderOnDisk.ts';
import { editorCollections } from '../../../content-model/editor/collections.ts';
import { glossaryTerms } from '../../../src/content/generated/glossaryTerms';
import { glossaryCategories, glossaryFileSchema, glossaryRules, glossaryRulesHint } from '../../../content-model/schemas/resources.ts';
import { ALL_CATEGORIES, compareTerms, countText, filterCategories, filterTerms } from '../../../content-model/text/glossary.ts';

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

  // Related terms, one entry per term and one anchor each: the schema's rules (below).
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

/** The glossary file's text and its entries, to break one rule at a time. */
const fileText = () => readFileSync(path.join(defaultContentDir, 'glossary.yaml'), 'utf8');
type Entry = { id: string; term: string; relatedTerms: string[] };
const entries = () => (parse(fileText()) as { terms: Entry[] }).terms;
/** The schema's problems with these entries: where, and in what words. */
const problems = (terms: Entry[]) =>
  (glossaryFileSchema.safeParse({ terms }).error?.issues ?? []).map((issue) => ({ path: issue.path, message: issue.message }));

describe("the glossary's rules are its schema's, said once", () => {
  it('holds the file as it is to every rule', () => {
    expect(problems(entries())).toEqual([]);
  });

  it('refuses an entry out of alphabetical order, at its term, in the rule’s words', () => {
    const terms = entries();
    [terms[1], terms[2]] = [terms[2]!, terms[1]!];
    expect(problems(terms)).toEqual([
      { path: ['terms', 2, 'term'], message: `“${terms[2]!.term}” comes before “${terms[1]!.term}”, not after it. ${glossaryRules.order}` },
    ]);
  });

  it('refuses a second entry with one term (in any case), and a second with one anchor', () => {
    // Without related terms: a related term naming the renamed entry's term would be a third problem.
    const terms = entries().map((entry) => ({ ...entry, relatedTerms: [] }));
    terms[1] = { ...terms[1]!, term: terms[0]!.term.toUpperCase() };
    terms[3] = { ...terms[3]!, id: terms[2]!.id };
    expect(problems(terms)).toEqual([
      { path: ['terms', 1, 'term'], message: `“${terms[1]!.term}” is there twice. ${glossaryRules.order}` },
      { path: ['terms', 3, 'id'], message: `“${terms[2]!.id}” is the anchor of another entry too. ${glossaryRules.ownAnchor}` },
    ]);
  });

  it('refuses a related term that is no entry’s term, or the entry’s own, at that related term', () => {
    const terms = entries();
    terms[0] = { ...terms[0]!, relatedTerms: ['Screen Readers', terms[0]!.term] };
    expect(problems(terms)).toEqual([
      {
        path: ['terms', 0, 'relatedTerms', 0],
        message: `“Screen Readers” is not the term of any other entry. ${glossaryRules.relatedTerms}`,
      },
      {
        path: ['terms', 0, 'relatedTerms', 1],
        message: `“${terms[0]!.term}” is not the term of another entry. ${glossaryRules.relatedTerms}`,
      },
    ]);
  });

  it('stops the build at the broken rule’s line, in the rule’s words', () => {
    const broken = fileText().replace('      - Reasonable Adjustments\n', '      - Reasonable Adjustment\n');
    const dir = mkdtempSync(path.join(tmpdir(), 'glossary-rules-'));
    writeFileSync(path.join(dir, 'glossary.yaml'), broken);
    expect(() => buildTimeValues.glossaryTerms(contentFolderOnDisk(dir))).toThrow(
      `src/content/glossary.yaml: line ${broken.split('\n').indexOf('      - Reasonable Adjustment') + 1}: the related term 1 of term 1: “Reasonable Adjustment” is not the term of any other entry. ${glossaryRules.relatedTerms}`,
    );
  });

  it('is what the file’s comment and the editing screen’s description say, word for word', () => {
    const comment = fileText()
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) => line.replace(/^#\s*/, ''))
      .join(' ');
    for (const rule of Object.values(glossaryRules)) expect(comment).toContain(rule);
    const described = editorCollections.flatMap((each) => each.files ?? []).find((file) => file.file === 'src/content/glossary.yaml');
    expect(described?.description).toBe(glossaryRulesHint);
    for (const rule of [glossaryRules.order, glossaryRules.relatedTerms]) expect(glossaryRulesHint).toContain(rule);
  });

  it('is called by the page’s one name on the editing screen, the name pages.yaml gives it', () => {
    const pages = parse(readFileSync(path.join(defaultContentDir, 'pages.yaml'), 'utf8')) as { pages: { path: string; name: string }[] };
    const name = pages.pages.find((page) => page.path === '/resources/glossary')?.name;
    expect(name).toBe('Glossary');
    const collection = editorCollections.find((each) => each.files?.some((file) => file.file === 'src/content/glossary.yaml'));
    expect(collection?.label).toBe(name);
    expect(collection?.files?.map((file) => file.label)).toEqual([`${name} page`]);
  });
});
