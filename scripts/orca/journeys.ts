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

/** Then the skip link, where focus went back to, followed: the next Tab is in the page's main content. */
const skipToMain: Step[] = [...declineCookies, { press: 'Return' }];

/**
 * The first visit: the banner arrives, the listener tabs into it and declines (focus goes back to the
 * skip link), then follows the navigation's "About us" link and moves to the new page's first heading.
 */
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
    { tabTo: /^About us link\.$/ },
    { press: 'Return' },
    { press: 'h' },
  ],
};

export const searchAndResult: Journey = {
  name: 'search-and-result',
  path: '/search?q=Insert%2BF7',
  steps: [
    ...skipToMain,
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

export const glossary: Journey = {
  name: 'glossary',
  path: '/resources/glossary',
  steps: [
    ...skipToMain,
    { tabTo: /^Search terms entry/ },
    { type: 'zzzz' },
    { hear: /^No terms found/ },
    ...Array.from({ length: 4 }, () => ({ press: 'BackSpace' })),
    { hear: /^Showing \d+ of \d+ terms/ },
    { type: 'Access to Work' },
    { hear: /^Showing 1 of/ },
    // Past the category buttons to the one term shown, opened; then its related term followed.
    { tabTo: /^Access to Work , category/, max: 20 },
    { press: 'Return' },
    { tabTo: /^Reasonable Adjustments link/ },
    { press: 'Return' },
  ],
};

/** The contact form sent empty: the error summary, its links, then each field with its error. */
export const contactForm: Journey = {
  name: 'contact-form',
  path: '/contact',
  steps: [
    ...skipToMain,
    { tabTo: /^Send Message push button/, max: 25 },
    { press: 'Return' },
    ...Array.from({ length: 9 }, () => ({ press: 'Tab' })),
  ],
};

/**
 * The contact form filled in and sent: Tab from field to field (Orca turns focus mode on in the first),
 * each answer typed, then Send Message; focus goes to the outcome. The phone is left empty.
 */
export const contactFormSent: Journey = {
  name: 'contact-form-sent',
  path: '/contact',
  steps: [
    ...skipToMain,
    { tabTo: /^Name \(required\) entry/, max: 25 },
    { type: 'Ada Lovelace' },
    { press: 'Tab' },
    { type: 'ada@example.org' },
    { press: 'Tab' },
    { press: 'Tab' },
    { type: 'Training for JAWS' },
    { press: 'Tab' },
    { type: 'Please call me about JAWS training for two people.' },
    { tabTo: /^Send Message push button/, max: 3 },
    { press: 'Return' },
    { hear: /^Message Sent!/, ms: 10_000 },
  ],
};

/**
 * The video's keys. Orca's browse mode takes the arrow keys and letters for its own reading, as NVDA's
 * and JAWS's do: on the player, the listener turns focus mode on (Orca+A; Insert is Orca's key in its
 * desktop layout) so the keys reach the player.
 */
export const videoPlayer: Journey = {
  name: 'video-player',
  path: '/',
  steps: [
    ...skipToMain,
    { tabTo: /Keyboard shortcuts while the player has focus/, max: 40 },
    { press: 'Insert+a' },
    { press: 'Right' },
    { press: 'Left' },
    { press: 'Down' },
    { press: 'Up' },
    { press: 'm' },
    { press: 'm' },
    { press: 'k' },
    { press: 'k' },
  ],
};

export const faq: Journey = {
  name: 'faq',
  path: '/training/speech-recognition',
  steps: [...skipToMain, { tabTo: /collapsed/, max: 30 }, { press: 'Return' }, { press: 'Tab' }, { press: 'Return' }, { press: 'Return' }],
};

export const journeys: Journey[] = [firstVisit, searchAndResult, glossary, contactForm, contactFormSent, videoPlayer, faq];
