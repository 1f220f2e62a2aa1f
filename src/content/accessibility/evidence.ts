import type { CriterionNumber } from '../../lib/wcag.ts';

/**
 * What stands behind each WCAG 2.2 A and AA criterion in the conformance report, besides the
 * automated rules the last sweep ran (those come from the sweep record, docs/decisions/034). Kept by
 * the developers: the owner's evidence is the manual checks and known issues (YAML next to this file).
 *
 * - `tests`: tests of the suite that exercise the criterion, by file and full title (each level of
 *   test.describe/describe, then the test, joined with " › "); a title may stop at a describe, for a
 *   group of tests. tests/unit/conformanceEvidence.test.ts fails when one no longer exists, so a
 *   renamed or deleted test cannot stay cited.
 * - `byHand`: what a person has to check, when no rule or test can settle the criterion (whether a
 *   text alternative says what matters, whether focus order follows the meaning…). Such a criterion
 *   "supports" only once a manual check that covers it is recorded (manual-checks.yaml) and found no
 *   problem (the status rule: scripts/content/conformanceStatus.ts, docs/decisions/035).
 *   Without `byHand`, the rules of a passing sweep and these tests settle it.
 *
 * Criteria that do not apply are in conformance-report.yaml, with their reasons; they have an empty
 * entry here.
 */
export interface CriterionEvidence {
  tests?: readonly string[];
  byHand?: string;
}

const e2e = (file: string, ...titles: string[]) => `tests/e2e/${file} › ${titles.join(' › ')}`;
const unit = (file: string, ...titles: string[]) => `tests/unit/${file} › ${titles.join(' › ')}`;

const contactLabels = e2e('contact.spec.ts', 'labels are visible, required fields say so in words, and autocomplete is set');
const contactHints = e2e(
  'contact.spec.ts',
  'each field says its rules under its label before anything is typed, and a screen reader hears them with the field',
);
/** A link to a place ends on it, below the header, and Back returns to the link (decision 052). */
const arrivalAtCommand = e2e(
  'arrival.spec.ts',
  'at 320x568',
  'a search result for a command ends on its row, the next Tab goes on from there, and Back returns to the result',
);
const arrivalBelowHeader = e2e(
  'arrival.spec.ts',
  'at 200% text on a phone, JavaScript off: a loaded #fragment and an in-page link end below the header',
);
const contactEmpty = e2e(
  'contact.spec.ts',
  'submitting empty shows the summary with focus, each message under its field, and "Error: " in the title',
);
const journeyNavigation = e2e(
  'screen-reader.spec.ts',
  'a page load says nothing of its own; a client-side navigation says "Navigated to …" once',
);
const journeyBanner = e2e('screen-reader.spec.ts', 'the cookie banner: its arrival and the choice saved are each heard once');
const journeyContact = e2e(
  'screen-reader.spec.ts',
  'the contact form sent empty: the error summary is heard once, then each field with its error',
);
const journeyGlossary = e2e('screen-reader.spec.ts', 'the glossary filtered: its count is heard once, after typing stops');
const journeyVideo = e2e('screen-reader.spec.ts', "the video's keyboard shortcuts: each is described, and each press is announced once");
const faqAccordion = e2e('training.spec.ts', 'the FAQ is an accordion: one open at a time, collapsible, keyboard operable, state exposed');
const trainingHub = e2e('training.spec.ts', 'the hub shows the eleven categories, each with an Explore link that says which');
const videoControls = e2e(
  'video.spec.ts',
  'the controls are real buttons with visible names; play/pause changes its name, mute and captions are pressed states',
);
const videoNoAutoplay = e2e('video.spec.ts', 'never plays by itself, loads only metadata, and shows the time as m:ss / m:ss');
const skipLink = e2e(
  'shell.spec.ts',
  'skip link',
  'is the first thing Tab reaches, is visible when focused, and moves focus to the main content',
);
const reflow = e2e('display.spec.ts', 'reflow at 320 CSS px (400% zoom), with and without text spacing, and at 200% text on a phone');
const forcedColours = e2e('display.spec.ts', 'in forced-colors mode, buttons keep a visible border and focus keeps an outline');
const focusNotHidden = ['1280x720', '375x667'].map((size) =>
  e2e('cookie-banner.spec.ts', `focus is never hidden by the banner or the sticky header (${size})`),
);
const contrastThemes = [unit('contrast.test.ts', 'the light theme'), unit('contrast.test.ts', 'the dark theme')];

export const criterionEvidence: Record<CriterionNumber, CriterionEvidence> = {
  '1.1.1': {
    tests: [e2e('offer.spec.ts', 'Services', 'invites visitors to training, then presents the seven services with pictures and features')],
    byHand: "that each image's text alternative says what the image shows or does, and that decorative images are hidden",
  },
  '1.2.1': {},
  '1.2.2': {
    tests: [
      unit(
        'video.test.ts',
        'the Home video file',
        'has captions that say exactly the narration, in order, within the video (read by an independent WebVTT parser)',
      ),
      unit('video.test.ts', 'caption layout', 'times cues within each spoken segment and writes valid WebVTT'),
      e2e('video.spec.ts', 'captions show the narration, and the Captions button turns them off and on'),
    ],
  },
  '1.2.3': {
    tests: [e2e('video.spec.ts', 'the transcript holds every word of the narration')],
    byHand: "that the narration speaks everything the video's slides show, so that the transcript is a full alternative",
  },
  '1.2.4': {},
  '1.2.5': {
    byHand: 'that the narration already describes everything the video shows, so that it needs no separate audio description',
  },
  '1.3.1': {
    tests: [contactLabels, e2e('resources.spec.ts', 'screen reader tutorials'), faqAccordion],
    byHand: 'that headings, lists, tables and form labels carry the structure each page shows',
  },
  '1.3.2': {
    tests: [journeyNavigation],
    byHand: 'that each page, read in order as a screen reader reads it, makes sense',
  },
  '1.3.3': { byHand: 'that no instruction relies only on shape, size, position or sound' },
  '1.3.4': { byHand: 'that every page works in portrait and in landscape on a phone and a tablet' },
  '1.3.5': { tests: [contactLabels] },
  '1.4.1': {
    tests: [
      e2e('shell.spec.ts', 'header', 'the current item is marked by more than colour: bold and underlined'),
      e2e('video.spec.ts', 'in forced colours, a pressed Mute or Captions button looks different from one not pressed'),
    ],
    byHand: 'that nothing else (links in text, errors, pressed buttons) is told by colour alone',
  },
  '1.4.2': { tests: [videoNoAutoplay] },
  '1.4.3': {
    tests: contrastThemes,
    byHand: "that the words in the video's slides, which the automated rules cannot measure, reach 4.5:1",
  },
  '1.4.4': {
    tests: [
      e2e('display.spec.ts', 'at 200% text on a laptop screen (1280x800)'),
      e2e(
        'cookie-banner.spec.ts',
        'cookie banner',
        'at 200% text, the header scrolls away and the banner comes at the end of the page, moving nothing',
      ),
    ],
    byHand: 'that every page can still be read and used with text at 200%',
  },
  '1.4.5': { byHand: "that text is shown as text, not as a picture of text (the video's slides are repeated in its transcript)" },
  '1.4.10': {
    tests: [reflow, e2e('shell.spec.ts', 'header', 'stays in view when scrolling on a normal screen, and scrolls away at 400% zoom')],
    byHand: 'that nothing is cut off or overlaps at 320 pixels wide (400% zoom)',
  },
  '1.4.11': {
    tests: [...contrastThemes, forcedColours],
    byHand: 'that icons and the edges of controls stand out at 3:1 wherever they are needed to see or use them',
  },
  '1.4.12': {
    tests: [reflow],
    byHand: 'that no text is cut off or overlaps with the increased spacing',
  },
  '1.4.13': { byHand: 'that nothing appears on hover or focus that cannot be dismissed, hovered over, or kept until you move on' },
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
      unit('routeTable.test.ts', 'the route table', 'gives every page a distinct title and description'),
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
        'Button.test.tsx',
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
  '3.1.1': { tests: [e2e('pages.spec.ts', 'every route of the table')] },
  '3.1.2': { byHand: 'that any words in another language are marked with their language' },
  '3.2.1': { byHand: 'that moving focus onto anything never changes the page or opens something' },
  '3.2.2': {
    tests: [e2e('resources.spec.ts', 'glossary', 'search matches term or definition, case-insensitively, and combines with a category')],
    byHand: 'that changing a field or a choice never takes you elsewhere without warning',
  },
  '3.2.3': { byHand: 'that the menu and the footer come in the same order on every page' },
  '3.2.4': { byHand: 'that things that do the same job have the same name on every page' },
  '3.2.6': {
    tests: [e2e('shell.spec.ts', 'footer', 'has the four columns, the current year and the company number')],
    byHand: 'that the ways to contact us are in the same place on every page',
  },
  '3.3.1': { tests: [contactEmpty, journeyContact] },
  '3.3.2': { tests: [contactLabels, contactHints] },
  '3.3.3': {
    tests: [e2e('contact.spec.ts', 'a field is re-checked as it is corrected, and the title loses "Error: " when all are fixed')],
    byHand: 'that each error message says how to put the answer right',
  },
  '3.3.4': {},
  '3.3.7': {},
  '3.3.8': {},
  '4.1.2': {
    tests: [
      faqAccordion,
      videoControls,
      unit('SiteNav.test.tsx', 'the main navigation', 'names the toggle "Menu" and ties it to the search form and the list it shows'),
    ],
    byHand: 'that screen readers (NVDA, JAWS, VoiceOver, TalkBack) announce the name, role and state of every control',
  },
  '4.1.3': {
    tests: [
      journeyNavigation,
      journeyBanner,
      journeyGlossary,
      journeyVideo,
      e2e(
        'resources.spec.ts',
        'software quick guides',
        'a guide is announced as "{guide} guide page" and the message goes after about 500 ms',
      ),
    ],
    byHand: 'that real screen readers speak each status message, without focus being moved to it',
  },
};
