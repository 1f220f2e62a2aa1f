import type { CriterionNumber } from './wcag.ts';
import {
  contactLabels,
  contrastThemes,
  e2e,
  faqAccordion,
  forcedColours,
  journeyNavigation,
  reflow,
  unit,
  videoNoAutoplay,
} from './citedTests.ts';
import type { CriterionEvidence } from './criterionEvidence.ts';

/** What stands behind each criterion of Principle 1, Perceivable (see evidence.ts for what each field means). */
export const perceivableEvidence: Record<Extract<CriterionNumber, `1.${string}`>, CriterionEvidence> = {
  '1.1.1': {
    tests: [e2e('offer.spec.ts', 'Services', 'invites visitors to training, then presents the seven services with pictures and features')],
    byHand: "that each image's text alternative says what the image shows or does, and that decorative images are hidden",
  },
  '1.2.1': {},
  '1.2.2': {
    tests: [
      unit(
        'video/video.test.ts',
        'the Home video file',
        'has captions that say exactly the narration, in order, within the video (read by an independent WebVTT parser)',
      ),
      unit('video/video.test.ts', 'caption layout', 'times cues within each spoken segment and writes valid WebVTT'),
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
};
