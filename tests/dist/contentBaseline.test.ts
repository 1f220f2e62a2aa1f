import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baselineFile, builtPages } from '../../scripts/lib/contentBaseline';
import { snapshotHtml, type PageSnapshot } from '../../scripts/lib/pageSnapshot';
import { distDir } from '../../scripts/lib/paths';

/**
 * Issue 14's proof that moving content into Markdown and YAML changed nothing a visitor gets: every
 * prerendered page (title, description, JSON-LD, <main>) equals the record taken before the move
 * (tests/fixtures/content-baseline/pages.json, written by `npm run content-baseline`). Run the build
 * first (`npm test` does). Re-record only after a deliberate change of words, and review the diff.
 */
const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as Record<string, PageSnapshot>;
const pages = builtPages();

describe('every page renders as it did before content moved to files', () => {
  it('builds the same pages as the record', () => {
    expect(pages).toEqual(Object.keys(baseline).sort());
  });

  it.each(pages)('%s', (file) => {
    expect(snapshotHtml(readFileSync(path.join(distDir, file), 'utf8'))).toEqual(baseline[file]);
  });
});
