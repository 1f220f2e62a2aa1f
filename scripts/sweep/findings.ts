import type { Pa11yIssue } from 'pa11y';
import { describeCriterion, issueCriterionNumbers } from './issueCriteria';
import type { JourneysOutcome } from './journeys';
import type { SweepRun } from './run';
import { unknownUrlPath } from './targets';

/**
 * What a failed sweep found, in words for the site's owner (docs/decisions/069): which page, what is
 * wrong there in plain words, and where on the page. The production build prints these when its
 * sweep of itself fails, and on GitHub writes each page's as an annotation of the failed check, which
 * the editing screen reads back and shows the owner (server/admin/publishingApi.ts). The tools' own
 * words stay in the full report (reports/accessibility/), for whoever fixes it.
 */
export interface PageFindings {
  /** “Contact us” (/contact), or the screen-reader journeys. */
  page: string;
  problems: string[];
}

/** The problems an owner's content can cause, by axe rule: said as a visitor meets them. */
const byAxeRule: Record<string, string> = {
  'link-name': 'a link with no words a screen reader can say',
  'image-alt': 'an image with no description for people who cannot see it',
  'role-img-alt': 'an image with no description for people who cannot see it',
  'color-contrast': 'text too faint against its background',
  'heading-order': 'headings that skip a level (a level 4 straight after a level 2, say)',
  'empty-heading': 'an empty heading',
  'page-has-heading-one': 'a page without its main heading',
  list: 'a list that is not marked up as a list',
  listitem: 'a list item outside a list',
  'link-in-text-block': 'a link in a paragraph told apart from the text by its colour alone',
  'duplicate-id': 'two parts of the page with the same id',
  'duplicate-id-aria': 'two parts of the page with the same id',
  label: 'a form field without a label',
  'button-name': 'a button with no name a screen reader can say',
  region: 'content outside the page’s landmarks (header, navigation, main, footer)',
  'target-size': 'a link or button smaller than 24 by 24 pixels, hard to tap or click',
  'scrollable-region-focusable': 'an area that scrolls but cannot be reached by keyboard',
  'frame-title': 'an embedded frame with no title',
  'document-title': 'a page without a title',
  'html-has-lang': 'a page that does not say its language',
  'valid-lang': 'words marked with a language code that does not exist',
  'th-has-data-cells': 'a table heading with no cells under it',
  'td-headers-attr': 'a table cell tied to headings that are not there',
};

/** Otherwise, by the WCAG criterion it fails. */
const byCriterion: Record<string, string> = {
  '1.1.1': 'an image or other non-text content with no text alternative',
  '1.2.2': 'a video without captions',
  '1.3.1': 'structure a screen reader cannot follow (a heading, list, table or form field not marked up as one)',
  '1.3.2': 'content in an order that does not make sense when read aloud',
  '1.3.5': 'a form field that does not say what it asks for',
  '1.4.1': 'something shown by colour alone',
  '1.4.3': 'text too faint against its background',
  '1.4.4': 'text that cannot be enlarged',
  '1.4.10': 'content that does not fit a narrow screen without scrolling sideways',
  '1.4.11': 'a control or graphic too faint against its background',
  '1.4.12': 'text that is cut off when its spacing is increased',
  '2.1.1': 'something that cannot be used by keyboard',
  '2.4.1': 'no way to skip past the blocks repeated on every page',
  '2.4.2': 'a page without a title',
  '2.4.3': 'a keyboard focus order that does not follow the page',
  '2.4.4': 'a link whose words do not say where it goes',
  '2.4.6': 'a heading or label that does not describe what follows it',
  '2.4.7': 'a control whose keyboard focus cannot be seen',
  '2.5.3': 'a control whose visible words are not in the name a screen reader says',
  '2.5.8': 'a link or button smaller than 24 by 24 pixels, hard to tap or click',
  '3.1.1': 'a page that does not say its language',
  '3.1.2': 'words in another language not marked as such',
  '3.3.2': 'a form field without a label or instructions',
  '4.1.2': 'a control without a name, role or state a screen reader can say',
  '4.1.3': 'a message a screen reader is not told about',
};

/** The words of the element, when it has any: they tell the owner which link or heading it is. */
function elementWords(context: string | null | undefined): string {
  const words = (context ?? '')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words) return '';
  return `: “${words.length > 60 ? `${words.slice(0, 59)}…` : words}”`;
}

/** One issue in plain words, with the criterion it fails (the owner's maintainer looks it up by that). */
export function plainProblem(issue: Pick<Pa11yIssue, 'runner' | 'code' | 'context'>): string {
  const numbers = issueCriterionNumbers(issue).filter((number) => number !== 'best-practice');
  const words =
    (issue.runner === 'axe' ? byAxeRule[issue.code] : undefined) ??
    numbers.map((number) => byCriterion[number]).find(Boolean) ??
    'something the accessibility check reports as a problem';
  const criterion = numbers.length ? ` (WCAG ${describeCriterion(numbers[0]!)})` : '';
  return `${words}${criterion}${elementWords(issue.context)}`;
}

const pageLabel = (path: string, pageName: (path: string) => string | undefined) =>
  path === unknownUrlPath ? 'The page shown for an address that does not exist' : `“${pageName(path) ?? path}” (${path})`;

/**
 * The findings of a sweep, one entry per page that has any (in the sweep's order), then the
 * screen-reader journeys that did not pass. Each problem says where: the theme, and the state when
 * it was found in one (the menu open, the form after a failed submit); the same problem in several
 * places is said once, with how many.
 */
export function sweepFindings(
  runs: readonly SweepRun[],
  journeys: JourneysOutcome | undefined,
  pageName: (path: string) => string | undefined,
): PageFindings[] {
  const byPage = new Map<string, Map<string, number>>();
  const add = (path: string, problem: string) => {
    const problems = byPage.get(path) ?? new Map<string, number>();
    problems.set(problem, (problems.get(problem) ?? 0) + 1);
    byPage.set(path, problems);
  };
  for (const run of runs) {
    const where = `${run.target.state ? `with ${run.target.state.name}, ` : ''}in the ${run.theme} theme`;
    if (run.error) add(run.target.path, `it could not be checked ${where} (it did not load, or a step of the check failed)`);
    for (const issue of run.issues) add(run.target.path, `${plainProblem(issue)}, ${where}`);
  }
  const findings: PageFindings[] = [...byPage].map(([path, problems]) => ({
    page: pageLabel(path, pageName),
    problems: [...problems].map(([problem, count]) => (count > 1 ? `${problem} (${count} places)` : problem)),
  }));
  const failedJourneys = journeys ? journeys.journeys.filter((journey) => !journey.passed) : [];
  if (journeys && (journeys.problem || failedJourneys.length)) {
    findings.push({
      page: 'What a screen reader says',
      problems: journeys.problem
        ? [`the screen-reader journeys could not be run (${journeys.problem})`]
        : failedJourneys.map((journey) => `what a screen reader says was not as expected in the journey “${journey.name}”`),
    });
  }
  return findings;
}

/** What the owner and whoever looks after the site are told to do, after the list. */
export const whatToDo =
  'Nothing was published: the site keeps the version before this change. If the change was to a page named here, change it back or correct it in the editing screen, and save again. Otherwise, ask whoever looks after the website: the full report is in reports/accessibility/ of the build.';

/** The findings for the build's log, one line each. */
export function findingsLines(findings: readonly PageFindings[]): string[] {
  return [...findings.flatMap(({ page, problems }) => [`${page}:`, ...problems.map((problem) => `  - ${problem}`)]), whatToDo];
}
