import { expect, it } from 'vitest';
import { walkJourney } from '../../scripts/orca/journey';
import { glossary } from '../../scripts/orca/journeys';
import { ALL_CATEGORIES, countText, filterTerms } from '../../content-model/text/glossary.ts';
import { glossaryTerms } from '../../src/content/generated/glossaryTerms';
import { expectEachHeardOnce, heardFrom } from './heard';

/*
 * Issue 44: the glossary filtered, then a related term followed, as Orca 43 on Chromium hears it
 * (docs/decisions/084). Each count is said once, in the page's live region, after typing stops.
 * Orca says each character a Backspace deletes; the virtual screen reader's test
 * (tests/e2e/screen-reader.spec.ts) types but does not delete. "Showing 26 of 26 terms" is said twice,
 * once for each change that causes it: the search emptied, then the filter cleared to show the related term.
 */
it('the glossary: each count heard once after typing stops, a term opened, its related term followed', async () => {
  const count = (search: string) => countText(filterTerms(glossaryTerms, search, ALL_CATEGORIES).length, glossaryTerms.length);
  const [term, related] = ['Access to Work', 'Reasonable Adjustments'];
  // The journey's term, and the related term it names (the journey's keys are for these two).
  expect(glossaryTerms.find((entry) => entry.term === term)?.relatedTerms).toContain(related);
  const category = (name: string) => glossaryTerms.find((entry) => entry.term === name)!.category;
  const speech = await walkJourney(glossary);

  const heard = heardFrom(speech, 'Search terms entry.');
  const none = 'No terms found matching your search.';
  const typed = [
    'Search terms entry.',
    none,
    // Deleted, a character at a time: Orca says each.
    ...'zzzz'.split(''),
    count(''),
    count(term),
  ];
  expect(heard.slice(0, typed.length)).toEqual(typed);
  // Past the category buttons: the one term shown, opened; its related term, followed, is opened and
  // focused, and the filter is cleared so that it shows.
  expect(heard.slice(heard.indexOf(`${term} , category: ${category(term)} toggle button collapsed.`))).toEqual([
    `${term} , category: ${category(term)} toggle button collapsed.`,
    'expanded',
    `${related} link.`,
    `${related} , category: ${category(related)} toggle button expanded.`,
    count(''),
  ]);
  expectEachHeardOnce(speech, [none, count(term)]);
});
