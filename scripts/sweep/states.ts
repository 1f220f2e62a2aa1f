import { searchItemSelector } from '../../src/lib/search/htmlHooks';

/**
 * The interactive states the sweep checks as well as every first load, each declared once as a pa11y
 * actions list (pa11y's own action language: https://github.com/pa11y/pa11y#actions). Each is
 * checked with the same runners as the first loads, in the light and the dark theme; one, "printed",
 * is checked in print media (its `media`).
 *
 * The actions run after pa11y.json's default actions (the cookie banner answered), except where a
 * state says `withoutDefaultActions`. The selectors name the site's own classes and ids, the ones
 * the browser tests also use, or the search hooks the index reads (src/lib/search/htmlHooks.ts), so a state that can no longer be reached fails the sweep (an action
 * that times out is reported as "could not be checked") rather than checking the wrong thing.
 */
export interface SweepState {
  /** Short and stable: used in the report's anchors. */
  id: string;
  /** What a person would call it: "the menu open at 320 px". */
  name: string;
  /** The page it starts from. */
  path: string;
  viewport?: { width: number; height: number };
  withoutDefaultActions?: true;
  /**
   * pa11y's cap on axe's "needs review" results (default "error": reported like violations). Where
   * an open menu lies over the page, axe cannot tell the colours of the text it covers and asks for a
   * review of each; "warning" leaves those out and still reports every violation.
   */
  levelCapWhenNeedsReview?: 'warning';
  /**
   * The CSS media type the page is checked in, after its actions: "print" checks the page as the
   * browser prints it (src/styles/print.css). pa11y has no option for it: run.ts emulates it.
   */
  media?: 'print';
  actions: string[];
}

export const sweepStates: SweepState[] = [
  {
    id: 'menu-open-320',
    name: 'the menu open at 320 px',
    path: '/',
    viewport: { width: 320, height: 640 },
    // The open menu covers the page below it: the covered text cannot be measured (see above).
    levelCapWhenNeedsReview: 'warning',
    actions: [
      'click element button.menu-toggle',
      'wait for element button.menu-toggle[aria-expanded="true"] to be added',
      'wait for element .site-menu to be visible',
    ],
  },
  {
    id: 'cookie-banner',
    name: 'the cookie banner shown',
    path: '/',
    withoutDefaultActions: true,
    // In place: measured, and past its first half second, when it lets the pointer through to the page
    // and the contrast check's hit test would see the page behind it (docs/decisions/094).
    actions: ['wait for element .cookie-banner:not([data-arriving]) to be visible'],
  },
  {
    id: 'cookie-banner-320',
    name: 'the cookie banner at the end of the page, at 320 px',
    path: '/',
    viewport: { width: 320, height: 568 },
    withoutDefaultActions: true,
    // Too tall to be fixed over a third of this window, it comes after the footer (docs/decisions/038).
    actions: ['wait for element .cookie-banner[data-placement="end"]:not([data-arriving]) to be added'],
  },
  {
    // Site search (issue 23): the page a visitor reaches from the header's form, in its three states.
    id: 'search-page',
    name: 'the search page, sent with nothing typed: every page by section',
    path: '/',
    actions: [
      'click element .site-search button[type="submit"]',
      'wait for path to be /search',
      'wait for element #search-results h3 to be added',
    ],
  },
  {
    id: 'search-results',
    name: 'search results for "braille display"',
    path: '/',
    actions: [
      'set field #site-search-query to braille display',
      'click element .site-search button[type="submit"]',
      'wait for path to be /search',
      'wait for element #search-results ol mark to be added',
    ],
  },
  {
    id: 'search-no-results',
    name: 'a search that finds nothing',
    path: '/',
    actions: [
      'set field #site-search-query to xylophone',
      'click element .site-search button[type="submit"]',
      'wait for path to be /search',
      'wait for element #search-results[data-query="xylophone"] to be added',
    ],
  },
  {
    id: 'faq-open',
    name: 'an FAQ open',
    path: '/training/screen-readers',
    actions: ['click element .faq-item summary', 'wait for element .faq-item[open] to be added'],
  },
  {
    id: 'contact-errors',
    name: 'the contact form after a failed submit, with every error shown',
    path: '/contact',
    actions: [
      // Empty, the optional phone field would pass: a wrong number makes all five fields fail.
      'set field #contact-phone to not a number',
      'click element .contact-form button[type="submit"]',
      'wait for element #contact-name-error to be added',
      'wait for element #contact-email-error to be added',
      'wait for element #contact-phone-error to be added',
      'wait for element #contact-subject-error to be added',
      'wait for element #contact-message-error to be added',
    ],
  },
  {
    id: 'glossary-no-results',
    name: 'the glossary filtered to no results',
    path: '/resources/glossary',
    actions: ['set field main input[type="search"] to zzzz', `wait for element ${searchItemSelector('term')} to be removed`],
  },
  {
    id: 'video-played',
    name: 'the video player after playing',
    path: '/',
    // `timeupdate` repeats while the video plays, so waiting for it cannot miss the moment it starts.
    actions: ['click element .video-player .player-controls button:first-child', 'wait for element .video-player video to emit timeupdate'],
  },
  {
    id: 'client-side-navigation',
    name: 'the contact page reached by a client-side navigation',
    path: '/',
    actions: [
      'click element nav[aria-label="Main"] a[href="/contact"]',
      'wait for path to be /contact',
      'wait for element form.contact-form to be added',
    ],
  },
  {
    // Issue 34: every page prints in large print. A tutorial has the most a printed page holds (lists,
    // command tables, links to other sites with their addresses): laid out as on A4 paper less 1 cm
    // margins (190 mm at 96 CSS px to the inch), after the cookie banner has been answered on screen.
    id: 'printed',
    name: 'a screen reader tutorial as printed, in large print',
    path: '/resources/screen-reader-tutorials/jaws',
    viewport: { width: 718, height: 1000 },
    media: 'print',
    actions: [],
  },
];
