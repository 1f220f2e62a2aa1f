import { describe, expect, it } from 'vitest';
import { deadReferences, documents, madeByARun, readDocument } from '../support/docReferences';

/**
 * Docs that hold (issue 42, docs/decisions/078): every file or folder the README, the docs for each
 * reader, the decision records and the tests' README name is there, so a move or a rename that
 * forgets a document fails here with the document, the line and the path.
 */
describe('the paths the documents name', () => {
  it('are all there (a decision record may name an old one if the line says where it went)', () => {
    const docs = documents();
    expect(docs).toEqual(
      expect.arrayContaining([
        'README.md',
        'tests/README.md',
        'docs/architecture.md',
        'docs/decisions/063-the-content-compiler-reads-the-content-folder-it-is-given.md',
      ]),
    );
    expect(docs).not.toContain('docs/SPEC.md');
    const dead = docs.flatMap((doc) => deadReferences(doc, readDocument(doc)).map(({ line, written }) => `${doc}:${line}: ${written}`));
    expect(dead, 'name the path as it is now (in a decision record, or say where it went: `old` → `new`)').toEqual([]);
  });
});

describe('the check of a document', () => {
  const doc = [
    'The schema is in `content-model/schemas/pages.ts`; the old one in `src/content/schemas/pages.ts`.',
    'See [hosting](hosting.md), [the decisions](decisions/README.md) and [a lost page](lost.md#part).',
    'Its test, `owner-screen-reader.spec.ts`, once `screen-reeder.spec.ts`.',
    'Built: `dist/admin/editor.json`, `search-index.json`; a quick guide is `src/content/quick-guides/<slug>.md`.',
    'Not a path: `/resources/glossary`, `npm run build`, `https://example.com/x.ts`, [GOV.UK](https://www.gov.uk/).',
    '```sh',
    'npx vitest run tests/unit/nowhere/',
    '```',
    'Decision 063 is `docs/decisions/063`; 999 is `docs/decisions/999`.',
    'Renamed: `src/lib/search/terms.ts` → `content-model/search/stems.ts`; `scripts/lib/` (now `scripts/shared/`); `src/lib/richText.ts` is gone.',
  ].join('\n');
  const dead = (docPath: string) => deadReferences(docPath, doc).map(({ line, written }) => `${line}: ${written}`);

  it('finds each path not there, in code, in a fenced block and in a link from the document’s folder', () => {
    expect(dead('docs/example.md')).toEqual([
      '1: src/content/schemas/pages.ts',
      '2: lost.md#part',
      '3: screen-reeder.spec.ts',
      '7: tests/unit/nowhere/',
      '9: docs/decisions/999',
      '10: src/lib/search/terms.ts',
      '10: scripts/lib/',
      '10: src/lib/richText.ts',
    ]);
  });

  it('lets a decision record name a path that is gone only where its line says where it went', () => {
    expect(dead('docs/decisions/001-example.md')).toEqual([
      '1: src/content/schemas/pages.ts',
      // From docs/decisions/, these two are not there: ../hosting.md and README.md would be.
      '2: hosting.md',
      '2: decisions/README.md',
      '2: lost.md#part',
      '3: screen-reeder.spec.ts',
      '7: tests/unit/nowhere/',
      '9: docs/decisions/999',
    ]);
  });

  it('takes as there without looking only what a build or a run makes, which git leaves out, each with why', () => {
    const ignored = readDocument('.gitignore')
      .split('\n')
      .map((line) => line.trim().replace(/^\//, ''));
    for (const made of madeByARun) {
      expect(ignored, `${made.path} is left out of git`).toContain(made.path);
      expect(made.why).toMatch(/written/);
    }
    expect(deadReferences('README.md', '`dist/nothing/here.html`, `distant/x.ts`, `build.ts`')).toEqual([]);
  });
});
