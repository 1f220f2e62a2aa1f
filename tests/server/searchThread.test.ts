import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { searchThread } from '../../server/searchThread';
import { createSiteSearch } from '../../src/lib/search/engine';
import { SEARCH_INDEX_PATH } from '../../src/lib/search/query';
import { countText, resultsHtml } from '../../src/lib/search/resultsHtml';
import type { SearchIndexFile } from '../../content-model/search/types.ts';

/*
 * The tests of server/searchThread.ts (issue 43, docs/decisions/080): the server's searches in a
 * worker thread, answered as the same code answers them in the browser. Needs the build (the index).
 * That pages are not kept waiting meanwhile is timed in tests/load/.
 */

const indexFile = path.join(distDir, SEARCH_INDEX_PATH);

describe('the search thread', () => {
  it('answers each query with the count and results the browser’s search writes, in the order asked', async () => {
    const file = JSON.parse(readFileSync(indexFile, 'utf8')) as SearchIndexFile;
    const engine = createSiteSearch(file);
    const thread = searchThread(indexFile, 10);
    const queries = ['jaws', 'magnifer', 'xylophone', 'alpha bravo charlie delta echo foxtrot golf hotel india braille'];
    const answers = await Promise.all(queries.map((query) => thread.search(query)));
    answers.forEach((answer, at) => {
      const outcome = engine.search(queries[at]!);
      expect(answer, queries[at]).toEqual({ count: countText(outcome), results: resultsHtml(outcome, file.suggestions) });
    });
    expect(thread.waiting).toBe(0);
  });

  it('refuses a search when as many wait as it allows, and takes them again once answered', async () => {
    const thread = searchThread(indexFile, 2);
    const first = thread.search('jaws');
    const second = thread.search('nvda');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(thread.search('braille')).toBeNull();
    expect(thread.waiting).toBe(2);
    await Promise.all([first, second]);
    expect(await thread.search('braille')).toMatchObject({ count: expect.stringMatching(/results? for “braille”$/) });
  });

  it('fails the searches of a thread that cannot start, and starts another for the next', async () => {
    const thread = searchThread(path.join(distDir, 'no-such-index.json'), 10);
    await expect(thread.search('jaws')).rejects.toThrow();
    expect(thread.waiting).toBe(0);
    await expect(thread.search('jaws')).rejects.toThrow();
  });
});
