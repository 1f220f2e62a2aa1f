import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultContentDir } from '../../scripts/content';
import { buildTimeValues } from '../../scripts/content/buildTime';
import { glossaryTerms } from '../../src/content/generated/glossaryTerms';
import { editorCollections } from '../../scripts/content/editor/collections';
import { glossaryFileSchema, glossaryRules, glossaryRulesHint } from '../../scripts/content/schemas/resources';

const fixture = path.resolve(import.meta.dirname, '../fixtures/content-errors/glossary-bad-category');

describe('the glossary is src/content/glossary.yaml', () => {
  it('holds every term of the file, in its order', () => {
    // Counted from the file itself, not pinned: the owner adds and removes terms (decision 046).
    const inFile = (parse(readFileSync(path.join(defaultContentDir, 'glossary.yaml'), 'utf8')) as { terms: { term: string }[] }).terms;
    expect(glossaryTerms.map((entry) => entry.term)).toEqual(inFile.map((entry) => entry.term));
  });

  it('a term with an unknown category stops the build with one line naming the file, the line and the choices', () => {
    let message = '';
    try {
      buildTimeValues.glossaryTerms(fixture);
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
    expect(() => buildTimeValues.glossaryTerms(dir)).toThrow(
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
});
