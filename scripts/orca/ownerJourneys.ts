import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { Journey } from './journey';

/**
 * The owner's four journeys on the editing screen (`npm run cms`), the same four the virtual screen
 * reader walks (tests/cms/owner-screen-reader.spec.ts), walked with Orca by real keys:
 * tests/orca/editingScreen.test.ts asserts what it says and what was saved. `prepare` sets the
 * content copy up for the journey before Chromium opens.
 */
export interface OwnerJourney extends Journey {
  prepare?: (contentDir: string) => void;
}

/** The quote the first journey writes in place of testimonial 2's. */
export const newQuote = 'Our staff now prepare worksheets that work with a screen reader, and the student joins in every lesson.';

export const changeQuote: OwnerJourney = {
  name: 'owner-change-quote',
  path: '/admin/',
  // A second testimonial of one paragraph, whatever the owner's content holds today.
  prepare(contentDir) {
    const file = path.join(contentDir, 'testimonials.yaml');
    const testimonials = parseDocument(readFileSync(file, 'utf8'));
    (testimonials.getIn(['testimonials', 1, 'quote']) as { items: unknown[] }).items.splice(1);
    writeFileSync(file, testimonials.toString());
  },
  steps: [
    { tabTo: /^Testimonials link/ },
    { press: 'Return' },
    { tabTo: /^Client feedback page link/ },
    { press: 'Return' },
    // By headings of level 4 (Orca's browse mode) to the second testimonial's quote, then Tab into it.
    { press: '4' },
    { press: '4' },
    { tabTo: /^Remove paragraph 1 of 1, testimonial 2 of 3 push button/, max: 3 },
    { press: 'Return' },
    { press: 'Tab' },
    { press: 'Return' },
    { tabTo: /^Add a paragraph to quote, testimonial 2 of 3 push button/, max: 3 },
    { press: 'Return' },
    { type: newQuote },
    { tabTo: /^Save changes push button/, max: 30 },
    { press: 'Return' },
    { hear: /^Saved\./, ms: 15_000 },
  ],
};

/** The term the second journey adds, then removes. */
export const newTerm = {
  term: 'Word Prediction',
  id: 'word-prediction',
  definition: 'Software that suggests the word you are typing after its first letters, so you can choose it rather than type it in full.',
};

export const addAndRemoveTerm: OwnerJourney = {
  name: 'owner-add-and-remove-term',
  path: '/admin/#/edit/src/content/glossary.yaml',
  steps: [
    { tabTo: /^Add a glossary term push button/, max: 60 },
    { press: 'Return' },
    { type: newTerm.term },
    { press: 'Tab' },
    { type: newTerm.id },
    { press: 'Tab' },
    { type: newTerm.definition },
    { press: 'Tab' },
    { press: 'Down' },
    { tabTo: /^Save changes push button/, max: 15 },
    { press: 'Return' },
    { hear: /^Saved\./, ms: 15_000 },
    { tabTo: /^Remove glossary term \d+ of \d+ push button/, max: 10, key: 'shift+Tab' },
    { press: 'Return' },
    { press: 'Tab' },
    { press: 'Return' },
    { hear: /^Removed glossary term/ },
    // Focus is on the list's heading: Save is past every term.
    { tabTo: /^Save changes push button/, max: 40 },
    { press: 'Return' },
    { hear: /^Saved\./, ms: 15_000 },
  ],
};

/** The row the third journey adds to the JAWS tutorial's first command table, after Insert+F5's. */
export const newRow = '| Insert+F3 | Open the Virtual HTML Features list of the page. |';
export const rowBefore = '| Insert+F5 | List the form fields on the page. |';

export const addCommandRow: OwnerJourney = {
  name: 'owner-add-command-row',
  path: '/admin/#/edit/src/content/tutorials/jaws.md',
  steps: [
    { tabTo: /^The page, section by section entry/, max: 30 },
    // Chromium's find, as the owner finds a line in a long text box: closing it selects what it found.
    { press: 'ctrl+f' },
    { type: 'Insert+F5 | List the form' },
    { press: 'Escape' },
    { press: 'End' },
    { press: 'Return' },
    { type: newRow },
    { tabTo: /^Save changes push button/, max: 15 },
    { press: 'Return' },
    { hear: /^Saved\./, ms: 15_000 },
  ],
};

export const fixTown: OwnerJourney = {
  name: 'owner-fix-town',
  path: '/admin/#/edit/src/content/business.yaml',
  steps: [
    { tabTo: /^Town entry/, max: 30 },
    // Tab selected the town: Backspace empties it.
    { press: 'BackSpace' },
    { tabTo: /^Save changes push button/, max: 40 },
    { press: 'Return' },
    { hear: /^Not saved: 1 problem to fix/ },
    { type: 'Malvern' },
    { tabTo: /^Save changes push button/, max: 40 },
    { press: 'Return' },
    { hear: /^Saved\./, ms: 15_000 },
  ],
};

export const ownerJourneys: OwnerJourney[] = [changeQuote, addAndRemoveTerm, addCommandRow, fixTown];
