import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { walkJourney } from '../../scripts/orca/journey';
import type { SearchIndexFile } from '../../content-model/search/types.ts';
import { createSiteSearch } from '../../src/lib/search/engine';
import { SEARCH_INDEX_PATH } from '../../src/lib/search/query';
import { countText } from '../../src/lib/search/resultsHtml';
import { searchAndResult } from '../../scripts/orca/journeys';
import { expectEachHeardOnce, heardFrom } from './heard';

/*
 * Issue 44: a search and a result, as Orca 43 on Chromium hears it (docs/decisions/084). From the
 * results of one search, the listener searches again from the page's own field (a misspelt
 * "narator"), hears the new count once, leaves the field for its button, moves by headings to the
 * count and the first result, and follows it.
 *
 * Where Orca and the virtual screen reader (tests/e2e/screen-reader.spec.ts) differ: Orca says the
 * words the search matched as "highlight start. … highlight end." around them (the virtual one says
 * "mark"), and reads a result's heading and its link as one phrase, "… link heading level 3.".
 */
it('a new search: its count heard once, then the count and the first result by headings, then the result followed', async () => {
  const search = createSiteSearch(JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile);
  const found = search.search('narator');
  const first = found.results[0]!.title.map((piece) => piece.text).join('');
  // The tutorial is found for the misspelling, its name's first word marked: the phrases below are its.
  expect(first).toBe('Narrator Screen Reader Tutorial');
  const count = countText(found);
  const speech = await walkJourney(searchAndResult);

  expect(heardFrom(speech, 'Search this site entry Insert+F7 selected.')).toEqual([
    'Search this site entry Insert+F7 selected.',
    'A program, a key, a task or a question, such as “Insert+F7” or “how do I stop JAWS talking”.',
    // Typed, then Enter: the new count, said once by the page's live region.
    count,
    'Search push button.',
    `${count} heading level 2.`,
    'highlight start.',
    'Narrator.',
    'highlight end.',
    'Screen Reader Tutorial link heading level 3.',
    // Followed: focus on the tutorial's main content ("clickable." left out: heard.ts, decision 090).
    'main content.',
    `Navigated to ${first}`,
  ]);
  expectEachHeardOnce(speech, [count, `Navigated to ${first}`]);
});
