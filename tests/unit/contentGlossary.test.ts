import { contentFolderOnDisk } from '../../scripts/content/contentFolderOnDisk';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultContentDir } from '../../scripts/content';
import { buildTimeValues } from '../../scripts/content/buildTime';
import { glossaryTerms } from '../../src/content/generated/glossaryTerms';

const fixture = path.resolve(import.meta.dirname, '../fixtures/content-errors/glossary-bad-category');

describe('the glossary is src/content/glossary.yaml', () => {
  it('holds every term of the file, each related term naming another entry', () => {
    // Counted from the file itself, not pinned: the owner adds and removes terms (decision 046).
    const inFile = (parse(readFileSync(path.join(defaultContentDir, 'glossary.yaml'), 'utf8')) as { terms: { term: string }[] }).terms;
    expect(glossaryTerms.map((entry) => entry.term)).toEqual(inFile.map((entry) => entry.term));
    const terms = new Set(glossaryTerms.map((entry) => entry.term));
    for (const entry of glossaryTerms)
      for (const related of entry.relatedTerms) expect(terms, `${entry.term} → ${related}`).toContain(related);
  });

  it('a term with an unknown category stops the build with one line naming the file, the line and the choices', () => {
    let message = '';
    try {
      buildTimeValues.glossaryTerms(contentFolderOnDisk(fixture));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'src/content/glossary.yaml: line 5: the category of term 1 must be one of: Software, Hardware, Technology, Web Standards, Terminology, Web Accessibility, Interaction, Visual, Multimedia, General, Web Development',
    );
  });
});
