import { expect, it } from 'vitest';
import { walkJourney } from '../../scripts/orca/journey';
import { contactForm, contactFormSent } from '../../scripts/orca/journeys';
import { sentNotice } from '../../src/pages/contact/OutcomeRegion';
import { contactHints } from '../../src/lib/contactRules';
import { expectEachHeardOnce, heardFrom, withoutClickable } from './heard';

/*
 * Issue 44: the contact form sent empty, as Orca 43 on Chromium hears it (docs/decisions/084). The
 * error summary takes focus and is heard once, with its links; each field, reached by Tab, says its
 * name, that it is invalid, then its rule and its error. No live region says the errors as well.
 *
 * Where Orca and the virtual screen reader (tests/e2e/screen-reader.spec.ts) differ: Orca says
 * "Name (required)" with its space; it says "invalid entry." as a phrase of its own.
 */
it('the contact form sent empty: the summary heard once, then each field with its rule and its error', async () => {
  const speech = await walkJourney(contactForm);
  const summary = 'There is a problem 4 answers need correcting: region.';
  const field = (name: string, hint: string, error?: string) =>
    error ? [`${name} entry required.`, 'invalid entry.', `${hint} Error: ${error}.`] : [`${name} entry.`, hint];
  expect(heardFrom(speech, summary)).toEqual([
    summary,
    'Name must be at least 2 characters link.',
    'Invalid email address link.',
    'Subject must be at least 3 characters link.',
    'Message must be at least 20 characters link.',
    'leaving list.',
    'leaving region.',
    ...field('Name (required)', contactHints.name, 'Name must be at least 2 characters'),
    ...field('Email (required)', contactHints.email, 'Invalid email address'),
    ...field('Phone (optional)', contactHints.phone),
    ...field('Subject (required)', contactHints.subject, 'Subject must be at least 3 characters'),
    ...field('Message (required)', contactHints.message, 'Message must be at least 20 characters'),
  ]);
  expectEachHeardOnce(withoutClickable(speech), [summary]);
});

/*
 * The form filled in and sent: focus goes to the outcome, a region named by SPEC's title and sentence,
 * heard once. Its sentence was a description before, which Orca said twice (as the region's
 * description, then again); the virtual screen reader said it once (docs/decisions/090).
 */
it('the contact form sent: the outcome heard once, its title and sentence together', async () => {
  const speech = await walkJourney(contactFormSent);
  const outcome = `${sentNotice.title} ${sentNotice.description} region.`;
  expect(heardFrom(speech, 'Send Message push button.')).toEqual(['Send Message push button.', outcome]);
  expectEachHeardOnce(withoutClickable(speech), [outcome]);
  expect(speech.filter((phrase) => phrase.includes(sentNotice.description))).toHaveLength(1);
});
