import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from '../../../content-model/disk/contentDir.ts';
import { generateContent } from '../../../scripts/generate-content.ts';

/*
 * docs/decisions/085: every Vitest run compiles the content again in its global setup, and some tests
 * start runs of their own (the conformance report's evidence lists tests with `vitest list`) while
 * other tests' processes read src/content/generated/. A compile of the same content must leave every
 * module where it was: CI once failed when a module was missing for the moment the folder was swapped.
 */

let project = '';
let contentDir = '';
const generated = (...parts: string[]) => path.join(contentDir, 'generated', ...parts);
/** Each module's file, as the file system knows it: a file replaced has a new inode. */
const identity = (file: string) => statSync(generated(file)).ino;

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), 'generate-content-'));
  contentDir = path.join(project, 'src', 'content');
  cpSync(defaultContentDir, contentDir, {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(defaultContentDir, 'generated')),
  });
  generateContent(contentDir);
}, 120_000);
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the content compiled again (scripts/generate-content.ts)', { timeout: 120_000 }, () => {
  it('leaves every module of unchanged content as it was: the same file, never missing', () => {
    const before = ['business.js', 'business.d.ts', 'glossaryTerms.js', 'pageWords.js'].map(identity);
    generateContent(contentDir);
    expect(['business.js', 'business.d.ts', 'glossaryTerms.js', 'pageWords.js'].map(identity)).toEqual(before);
  });

  it('replaces only the modules whose content changed, and removes the modules no longer made', () => {
    const glossaryBefore = identity('glossaryTerms.js');
    const businessBefore = identity('business.js');
    const stale = generated('quick-guides', 'no-longer-made.js');
    writeFileSync(stale, 'export default {};\n');
    const glossary = path.join(contentDir, 'glossary.yaml');
    writeFileSync(glossary, readFileSync(glossary, 'utf8').replaceAll('Access to Work', 'Access To Work'));

    generateContent(contentDir);

    expect(readFileSync(generated('glossaryTerms.js'), 'utf8')).toContain('Access To Work');
    expect(identity('glossaryTerms.js')).not.toBe(glossaryBefore);
    expect(identity('business.js')).toBe(businessBefore);
    expect(existsSync(stale)).toBe(false);
  });
});
