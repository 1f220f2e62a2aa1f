import { expect, it } from 'vitest';
import { walkJourney } from '../../scripts/orca/journey';
import { faq } from '../../scripts/orca/journeys';
import { trainingCategories } from '../../src/content/generated/trainingCategories';
import { heardFrom } from './heard';

/*
 * Issue 44: a training page's FAQ, as Orca 43 on Chromium hears it (docs/decisions/084): each
 * question a toggle button that says whether it is open, and says so again when Enter changes it.
 * The accordion is exclusive: opening the second question closes the first, silently, as it should
 * (the listener is on the second).
 */
it('the FAQ: each question says it is collapsed, then expanded or collapsed as Enter changes it', async () => {
  const category = trainingCategories.find((entry) => entry.slug === 'speech-recognition');
  const [first, second] = category!.page.faqs.map((entry) => entry.question);
  const speech = await walkJourney(faq);
  expect(heardFrom(speech, `${first} toggle button collapsed.`)).toEqual([
    `${first} toggle button collapsed.`,
    'expanded',
    `${second} toggle button collapsed.`,
    'expanded',
    'collapsed',
  ]);
});
