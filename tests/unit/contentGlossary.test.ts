import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTimeValues } from '../../scripts/content/buildTime';
import { glossaryTerms } from '../../src/content/generated/glossaryTerms';

const fixture = path.resolve(import.meta.dirname, '../fixtures/content-errors/glossary-bad-category');

describe('the glossary is src/content/glossary.yaml', () => {
  it('holds the 26 terms, each related term naming another entry', () => {
    expect(glossaryTerms).toHaveLength(26);
    const terms = new Set(glossaryTerms.map((entry) => entry.term));
    for (const entry of glossaryTerms)
      for (const related of entry.relatedTerms) expect(terms, `${entry.term} → ${related}`).toContain(related);
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
