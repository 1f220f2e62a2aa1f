import type { CriterionNumber } from './wcag.ts';
import {
  contactEmpty,
  contactHints,
  contactLabels,
  e2e,
  faqAccordion,
  journeyBanner,
  journeyContact,
  journeyGlossary,
  journeyNavigation,
  journeyVideo,
  orcaBanner,
  orcaContactErrors,
  orcaFaq,
  orcaGlossary,
  orcaNavigation,
  orcaSearch,
  orcaVideo,
  unit,
  videoControls,
} from './citedTests.ts';
import type { CriterionEvidence } from './criterionEvidence.ts';

/** What stands behind each criterion of Principles 3 and 4, Understandable and Robust (see evidence.ts for what each field means). */
export const understandableAndRobustEvidence: Record<Extract<CriterionNumber, `3.${string}` | `4.${string}`>, CriterionEvidence> = {
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
  '3.3.1': { tests: [contactEmpty, journeyContact, orcaContactErrors] },
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
      orcaFaq,
      orcaVideo,
      unit(
        'components/SiteNav.test.tsx',
        'the main navigation',
        'names the toggle "Menu" and ties it to the search form and the list it shows',
      ),
    ],
    byHand: 'that screen readers (NVDA, JAWS, VoiceOver, TalkBack) announce the name, role and state of every control',
  },
  '4.1.3': {
    tests: [
      journeyNavigation,
      journeyBanner,
      journeyGlossary,
      journeyVideo,
      orcaBanner,
      orcaNavigation,
      orcaGlossary,
      orcaSearch,
      e2e(
        'resources.spec.ts',
        'software quick guides',
        'a guide is announced as "{guide} guide page" and the message goes after about 500 ms',
      ),
    ],
    byHand: 'that real screen readers speak each status message, without focus being moved to it',
  },
};
