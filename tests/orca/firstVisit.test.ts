import { expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { walkJourney } from '../../scripts/orca/journey';
import { firstVisit } from '../../scripts/orca/journeys';
import { expectEachHeardOnce, heardFrom } from './heard';

/*
 * Issue 44: the first visit, as Orca 43 on Chromium hears it (docs/decisions/084), beside the virtual
 * screen reader's tests/e2e/screen-reader.spec.ts. The banner arrives a second after the page; the
 * listener tabs into it and declines.
 *
 * Where the two disagree: tabbing into the banner, the virtual screen reader names the dialog and
 * its description ("dialog, Cookie Consent, This site does not track you…"); Orca 43 on Chromium says
 * only the link it lands on ("privacy policy link."). The banner's arrival, said in the page's live
 * region, names it and its choices, so the listener has already heard what it is.
 */
it('the cookie banner: its arrival and the choice saved are each heard once, and focus goes back to the skip link', async () => {
  const speech = await walkJourney(firstVisit);
  const arrival = 'Cookie Consent: choose Accept All or Decline in the banner.';
  const saved = 'Cookie choice saved: analytics declined.';
  expect(heardFrom(speech, arrival)).toEqual([
    arrival,
    'Skip to main content link.',
    // Over the foot of the window, so next in the Tab order after the skip link.
    'privacy policy link.',
    'Accept All push button.',
    'Decline push button.',
    saved,
    // Focus went back to the skip link (where it was before the banner): the next Tab is the logo.
    `${site.companyName}, home link.`,
  ]);
  expectEachHeardOnce(speech, [arrival, saved]);
});
