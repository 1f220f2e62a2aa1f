/**
 * How evidence.ts cites a test of the suite: by file and full title (each level of
 * test.describe/describe, then the test, joined with " › "). The citations used by more than one
 * criterion are named here once; tests/unit/conformance/conformanceEvidence.test.ts fails when a cited test no
 * longer exists.
 */
export const e2e = (file: string, ...titles: string[]) => `tests/e2e/${file} › ${titles.join(' › ')}`;
export const unit = (file: string, ...titles: string[]) => `tests/unit/${file} › ${titles.join(' › ')}`;
/** A journey walked with Orca, a real screen reader, on Chromium (tests/orca/, docs/decisions/084): what it says, asserted. */
export const orca = (file: string, ...titles: string[]) => `tests/orca/${file} › ${titles.join(' › ')}`;

export const orcaContactErrors = orca(
  'contactForm.test.ts',
  'the contact form sent empty: the summary heard once, then each field with its rule and its error',
);
export const orcaFaq = orca('faq.test.ts', 'the FAQ: each question says it is collapsed, then expanded or collapsed as Enter changes it');
export const orcaVideo = orca('videoPlayer.test.ts', "the video's keys: its name and shortcuts heard, then each press's news once");
export const orcaBanner = orca(
  'firstVisit.test.ts',
  'the cookie banner: its arrival and the choice saved are each heard once, and focus goes back to the skip link',
);
export const orcaNavigation = orca(
  'firstVisit.test.ts',
  'a link followed: focus on the main content, "Navigated to …" once, then the page\'s heading',
);
export const orcaGlossary = orca(
  'glossary.test.ts',
  'the glossary: each count heard once after typing stops, a term opened, its related term followed',
);
export const orcaSearch = orca(
  'searchAndResult.test.ts',
  'a new search: its count heard once, then the count and the first result by headings, then the result followed',
);

export const contactLabels = e2e('contact.spec.ts', 'labels are visible, required fields say so in words, and autocomplete is set');
export const contactHints = e2e(
  'contact.spec.ts',
  'each field says its rules under its label before anything is typed, and a screen reader hears them with the field',
);
/** A link to a place ends on it, below the header, and Back returns to the link (decision 052). */
export const arrivalAtCommand = e2e(
  'arrival.spec.ts',
  'at 320x568',
  'a search result for a command ends on its row, the next Tab goes on from there, and Back returns to the result',
);
export const arrivalBelowHeader = e2e(
  'arrival.spec.ts',
  'at 200% text on a phone, JavaScript off: a loaded #fragment and an in-page link end below the header',
);
export const contactEmpty = e2e(
  'contact.spec.ts',
  'submitting empty shows the summary with focus, each message under its field, and "Error: " in the title',
);
export const journeyNavigation = e2e(
  'screen-reader.spec.ts',
  'a page load says nothing of its own; a client-side navigation says "Navigated to …" once',
);
export const journeyBanner = e2e('screen-reader.spec.ts', 'the cookie banner: its arrival and the choice saved are each heard once');
export const journeyContact = e2e(
  'screen-reader.spec.ts',
  'the contact form sent empty: the error summary is heard once, then each field with its error',
);
export const journeyGlossary = e2e('screen-reader.spec.ts', 'the glossary filtered: its count is heard once, after typing stops');
export const journeyVideo = e2e(
  'screen-reader.spec.ts',
  "the video's keyboard shortcuts: each is described, and each press is announced once",
);
export const faqAccordion = e2e(
  'training.spec.ts',
  'the FAQ is an accordion: one open at a time, collapsible, keyboard operable, state exposed',
);
export const trainingHub = e2e('training.spec.ts', 'the hub shows the eleven categories, each with an Explore link that says which');
export const videoControls = e2e(
  'video.spec.ts',
  'the controls are real buttons with visible names; play/pause changes its name, mute and captions are pressed states',
);
export const videoNoAutoplay = e2e('video.spec.ts', 'never plays by itself, loads only metadata, and shows the time as m:ss / m:ss');
export const skipLink = e2e(
  'shell.spec.ts',
  'skip link',
  'is the first thing Tab reaches, is visible when focused, and moves focus to the main content',
);
export const reflow = e2e(
  'display.spec.ts',
  'reflow at 320 CSS px (400% zoom), with and without text spacing, and at 200% text on a phone',
);
export const forcedColours = e2e('display.spec.ts', 'in forced-colors mode, buttons keep a visible border and focus keeps an outline');
export const focusNotHidden = ['1280x720', '375x667'].map((size) =>
  e2e('cookie-banner.spec.ts', `focus is never hidden by the banner or the sticky header (${size})`),
);
export const contrastThemes = [unit('styles/contrast.test.ts', 'the light theme'), unit('styles/contrast.test.ts', 'the dark theme')];
