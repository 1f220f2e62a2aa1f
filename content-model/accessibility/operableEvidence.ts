import type { CriterionNumber } from './wcag.ts';
import {
  arrivalAtCommand,
  arrivalBelowHeader,
  contactLabels,
  e2e,
  faqAccordion,
  focusNotHidden,
  forcedColours,
  journeyContact,
  skipLink,
  trainingHub,
  unit,
  videoControls,
  videoNoAutoplay,
} from './citedTests.ts';
import type { CriterionEvidence } from './criterionEvidence.ts';

/** What stands behind each criterion of Principle 2, Operable (see evidence.ts for what each field means). */
export const operableEvidence: Record<Extract<CriterionNumber, `2.${string}`>, CriterionEvidence> = {
  '2.1.1': {
    tests: [
      e2e(
        'mobile-menu.spec.ts',
        'mobile menu below the lg breakpoint',
        'Escape closes it and returns focus to the toggle, from the toggle or from a link',
      ),
      e2e('cookie-banner.spec.ts', 'cookie banner', 'is reached from the keyboard right after the skip link, and is operable'),
      faqAccordion,
      e2e('video.spec.ts', 'every shortcut works with focus inside the player, each announced and cleared after about 1 s'),
      journeyContact,
    ],
    byHand: 'that everything on every page can be done with the keyboard alone',
  },
  '2.1.2': {
    tests: focusNotHidden,
    byHand: 'that focus can always be moved away from every part of every page with the keyboard',
  },
  '2.1.4': {
    tests: [
      e2e('video.spec.ts', 'no shortcut works with focus outside the player'),
      e2e('video.spec.ts', 'keys keep their own meaning on a focused button or the slider'),
    ],
  },
  '2.2.1': {
    byHand: 'that no message or part of a page goes away before it can be read, or else that its time can be turned off or extended',
  },
  '2.2.2': {
    tests: [videoNoAutoplay, e2e('display.spec.ts', 'with reduced motion requested, nothing transitions or animates')],
    byHand: 'that nothing moves, blinks or updates by itself for more than five seconds without a way to pause it',
  },
  '2.3.1': { byHand: 'that nothing flashes more than three times a second, the video included' },
  '2.4.1': { tests: [skipLink] },
  '2.4.2': {
    tests: [
      unit('routes/routeTable.test.ts', 'the route table', 'gives every page a distinct title and description'),
      e2e('pages.spec.ts', 'after a client-side navigation, the head describes the new page'),
    ],
    byHand: "that each page's title says what the page is about",
  },
  '2.4.3': {
    tests: [
      e2e('shell.spec.ts', 'after a client-side navigation', 'scrolls to the top at once and puts keyboard focus on the main content'),
      arrivalAtCommand,
      e2e(
        'cookie-banner.spec.ts',
        'cookie banner',
        'is announced when it appears, and the choice is confirmed in words, with focus given back',
      ),
      e2e(
        'mobile-menu.spec.ts',
        'mobile menu below the lg breakpoint',
        'closes when focus moves on past it, so it never hides the focused field (320 px, /contact)',
      ),
    ],
    byHand: 'that on every page focus moves in an order that follows the meaning',
  },
  '2.4.4': {
    tests: [trainingHub, e2e('shell.spec.ts', 'footer', 'the professional-network link opens a new window and says so')],
    byHand: "that each link's words, with their sentence, say where the link goes",
  },
  '2.4.5': {
    tests: [
      e2e(
        'search.spec.ts',
        'the header search form',
        'is reached by keyboard from the logo, and Enter searches: the query in the address, the results under their count',
      ),
    ],
    byHand: 'that every page can be reached in more than one way: the menu, the footer, the hub pages, the breadcrumbs and site search',
  },
  '2.4.6': {
    tests: [contactLabels],
    byHand: 'that headings and labels say what their part of the page is about or for',
  },
  '2.4.7': {
    tests: [skipLink, forcedColours],
    byHand: 'that every control shows clearly when it has focus',
  },
  '2.4.11': {
    tests: [
      ...focusNotHidden,
      arrivalBelowHeader,
      e2e(
        'mobile-menu.spec.ts',
        'mobile menu below the lg breakpoint',
        'closes when focus moves on past it, so it never hides the focused field (320 px, /contact)',
      ),
    ],
    byHand: 'that on every page the focused control is never hidden by the header or the cookie banner',
  },
  '2.5.1': { byHand: 'that anything done with a swipe can also be done with a single tap (a notice has a close button)' },
  '2.5.2': { byHand: 'that controls act when the pointer is released, not when it is pressed' },
  '2.5.3': {
    tests: [videoControls, trainingHub],
    byHand: 'that the name of every control starts with the words it shows, so that voice control can use it',
  },
  '2.5.4': {},
  '2.5.7': { byHand: 'that the volume can be set without dragging the slider, and a notice closed without swiping it' },
  '2.5.8': {
    tests: [
      unit(
        'components/Button.test.tsx',
        'Button',
        'gives every variant its own border colour (drawn in forced-colours mode) and every size a target of at least 24 px',
      ),
      e2e(
        'mobile-menu.spec.ts',
        'mobile menu below the lg breakpoint',
        'the toggle, the search field and button, and the links are at least 44 px tall',
      ),
    ],
  },
};
