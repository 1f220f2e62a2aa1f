import type { Pa11yIssue } from 'pa11y';
import { describe, expect, it } from 'vitest';
import { findingsLines, plainProblem, sweepFindings, whatToDo } from '../../../scripts/sweep/findings';
import type { SweepRun } from '../../../scripts/sweep/run';
import { sweepStates } from '../../../scripts/sweep/states';
import { unknownUrlPath, type SweepTarget } from '../../../scripts/sweep/targets';

/*
 * What a failed sweep of the build tells the owner (docs/decisions/069): which page, what is wrong in
 * plain words, where. The issues are shaped as pa11y gives them (tests/dist/sweepFindsFaults.test.ts
 * checks the same words on a real sweep of a page with planted faults).
 */

const issue = (runner: string, code: string, context: string): Pa11yIssue =>
  ({ runner, code, context, message: 'the tool’s own words', selector: 'html > body > a', type: 'error', typeCode: 1 }) as Pa11yIssue;
const target = (path: string, state?: SweepTarget['state']): SweepTarget => ({
  id: path,
  url: `http://127.0.0.1:4000${path}`,
  path,
  ...(state ? { state } : {}),
});
const names: Record<string, string> = { '/contact': 'Contact Us', '/about': 'About Us' };
const pageName = (path: string) => names[path];
const contactErrors = sweepStates.find((state) => state.path === '/contact')!;

describe('a sweep that found problems, in the owner’s words', () => {
  it('names each problem as a visitor meets it, with the criterion it fails and the words of the element', () => {
    expect(plainProblem(issue('axe', 'link-name', '<a href="/services"><svg aria-hidden="true"></svg></a>'))).toBe(
      'a link with no words a screen reader can say (WCAG 2.4.4 Link Purpose (In Context) (A))',
    );
    expect(
      plainProblem(issue('axe', 'color-contrast', '<p class="faint">Call us on 0333 000 0000 for a free consultation today</p>')),
    ).toBe(
      'text too faint against its background (WCAG 1.4.3 Contrast (Minimum) (AA)): “Call us on 0333 000 0000 for a free consultation today”',
    );
    // HTML_CodeSniffer names the criterion in its code: the words come from it.
    expect(plainProblem(issue('htmlcs', 'WCAG2AA.Principle1.Guideline1_1.1_1_1.H37', '<img src="/og/default.png">'))).toBe(
      'an image or other non-text content with no text alternative (WCAG 1.1.1 Non-text Content (A))',
    );
    // A rule with no words of ours still says which criterion it fails, never the tool's message.
    expect(plainProblem(issue('axe', 'aria-hidden-focus', '<div aria-hidden="true"><a href="/">Home</a></div>'))).toBe(
      'a control without a name, role or state a screen reader can say (WCAG 4.1.2 Name, Role, Value (A)): “Home”',
    );
    // A very long element is cut, so the line stays readable.
    expect(plainProblem(issue('axe', 'heading-order', `<h4>${'word '.repeat(30)}</h4>`))).toMatch(/: “(word ){11}word…”$/);
  });

  it('groups them by page, says where on it (theme, state) and how many places, and names the not-found page', () => {
    const runs: SweepRun[] = [
      { target: target('/contact'), theme: 'light', issues: [issue('axe', 'link-name', '<a href="/"></a>')] },
      { target: target('/contact'), theme: 'dark', issues: [issue('axe', 'link-name', '<a href="/"></a>')] },
      {
        target: target('/contact', contactErrors),
        theme: 'dark',
        issues: [issue('axe', 'label', '<input name="x">'), issue('axe', 'label', '<input name="x">')],
      },
      { target: target('/about'), theme: 'light', issues: [] },
      { target: target(unknownUrlPath), theme: 'light', issues: [], error: 'could not be checked: the page did not load: timeout' },
    ];
    expect(sweepFindings(runs, undefined, pageName)).toEqual([
      {
        page: '“Contact Us” (/contact)',
        problems: [
          'a link with no words a screen reader can say (WCAG 2.4.4 Link Purpose (In Context) (A)), in the light theme',
          'a link with no words a screen reader can say (WCAG 2.4.4 Link Purpose (In Context) (A)), in the dark theme',
          `a form field without a label (WCAG 4.1.2 Name, Role, Value (A)), with ${contactErrors.name}, in the dark theme (2 places)`,
        ],
      },
      {
        page: 'The page shown for an address that does not exist',
        problems: ['it could not be checked in the light theme (it did not load, or a step of the check failed)'],
      },
    ]);
  });

  it('says which screen-reader journey was not as expected, or that they could not be run', () => {
    const journeys = {
      command: 'npx playwright test tests/e2e/screen-reader.spec.ts',
      journeys: [
        { name: 'the cookie banner: its arrival and the choice saved are each heard once', passed: true },
        { name: 'the glossary filtered: its count is heard once, after typing stops', passed: false },
      ],
    };
    expect(sweepFindings([], journeys, pageName)).toEqual([
      {
        page: 'What a screen reader says',
        problems: [
          'what a screen reader says was not as expected in the journey “the glossary filtered: its count is heard once, after typing stops”',
        ],
      },
    ]);
    expect(sweepFindings([], { ...journeys, journeys: [], problem: 'Playwright ended with code 1 and wrote no report' }, pageName)).toEqual(
      [
        {
          page: 'What a screen reader says',
          problems: ['the screen-reader journeys could not be run (Playwright ended with code 1 and wrote no report)'],
        },
      ],
    );
  });

  it('ends the log with what to do', () => {
    const lines = findingsLines([{ page: '“About Us” (/about)', problems: ['an empty heading'] }]);
    expect(lines).toEqual(['“About Us” (/about):', '  - an empty heading', whatToDo]);
    expect(whatToDo).toMatch(/^Nothing was published: the site keeps the version before this change\./);
  });
});
