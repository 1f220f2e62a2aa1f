import type { Journey, Step } from './journey';

/**
 * The journeys Orca walks (tests/orca/*.test.ts assert what it says; `scripts/orca/walk.ts` walks
 * them again and again to show the speech is the same each time). Keys as a listener presses them.
 */

/** The cookie banner, which arrives a second after the page, declined: focus goes back to the skip link. */
const declineCookies: Step[] = [
  { hear: /^Cookie Consent: choose Accept All or Decline in the banner\.$/ },
  { tabTo: /^Decline push button\.$/ },
  { press: 'Return' },
];

export const firstVisit: Journey = {
  name: 'first-visit',
  path: '/',
  steps: [
    { hear: /^Cookie Consent: choose Accept All or Decline in the banner\.$/ },
    { press: 'Tab' },
    { press: 'Tab' },
    { press: 'Tab' },
    { press: 'Tab' },
    { press: 'Return' },
    { press: 'Tab' },
  ],
};

export const followingALink: Journey = {
  name: 'following-a-link',
  path: '/',
  steps: [...declineCookies, { tabTo: /^About us link\.$/ }, { press: 'Return' }, { press: 'h' }],
};

export const searchAndResult: Journey = {
  name: 'search-and-result',
  path: '/search?q=Insert%2BF7',
  steps: [
    ...declineCookies,
    // The page's own search field (the header's is empty), then a new search from it.
    // Tab selects what the field holds, so typing replaces it.
    { tabTo: /^Search this site entry Insert\+F7 selected\.$/ },
    { type: 'narator' },
    { press: 'Return' },
    // Out of the field to its button (Orca leaves focus mode), then by headings to the first result.
    { press: 'Tab' },
    { press: 'h' },
    { press: 'h' },
    { press: 'Return' },
  ],
};

export const journeys: Journey[] = [firstVisit, followingALink, searchAndResult];
