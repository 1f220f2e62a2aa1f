/**
 * The WCAG 2.2 success criteria at levels A and AA: 31 at level A and 24 at AA, 55 in all
 * (https://www.w3.org/TR/WCAG22/). One list for the whole project: the sweep names the criterion an
 * issue fails with it (scripts/sweep/issueCriteria.ts), and the conformance report has a row for each
 * (content-model/compiler/accessibilityEvidence.ts).
 *
 * 4.1.1 Parsing is not here: WCAG 2.2 removed it (it is "obsolete and removed"), so no page can
 * support or fail it. HTML_CodeSniffer still names it, so `parsingCriterion` keeps its words.
 */
export const wcag22Criteria = [
  { number: '1.1.1', name: 'Non-text Content', level: 'A' },
  { number: '1.2.1', name: 'Audio-only and Video-only (Prerecorded)', level: 'A' },
  { number: '1.2.2', name: 'Captions (Prerecorded)', level: 'A' },
  { number: '1.2.3', name: 'Audio Description or Media Alternative (Prerecorded)', level: 'A' },
  { number: '1.2.4', name: 'Captions (Live)', level: 'AA' },
  { number: '1.2.5', name: 'Audio Description (Prerecorded)', level: 'AA' },
  { number: '1.3.1', name: 'Info and Relationships', level: 'A' },
  { number: '1.3.2', name: 'Meaningful Sequence', level: 'A' },
  { number: '1.3.3', name: 'Sensory Characteristics', level: 'A' },
  { number: '1.3.4', name: 'Orientation', level: 'AA' },
  { number: '1.3.5', name: 'Identify Input Purpose', level: 'AA' },
  { number: '1.4.1', name: 'Use of Color', level: 'A' },
  { number: '1.4.2', name: 'Audio Control', level: 'A' },
  { number: '1.4.3', name: 'Contrast (Minimum)', level: 'AA' },
  { number: '1.4.4', name: 'Resize Text', level: 'AA' },
  { number: '1.4.5', name: 'Images of Text', level: 'AA' },
  { number: '1.4.10', name: 'Reflow', level: 'AA' },
  { number: '1.4.11', name: 'Non-text Contrast', level: 'AA' },
  { number: '1.4.12', name: 'Text Spacing', level: 'AA' },
  { number: '1.4.13', name: 'Content on Hover or Focus', level: 'AA' },
  { number: '2.1.1', name: 'Keyboard', level: 'A' },
  { number: '2.1.2', name: 'No Keyboard Trap', level: 'A' },
  { number: '2.1.4', name: 'Character Key Shortcuts', level: 'A' },
  { number: '2.2.1', name: 'Timing Adjustable', level: 'A' },
  { number: '2.2.2', name: 'Pause, Stop, Hide', level: 'A' },
  { number: '2.3.1', name: 'Three Flashes or Below Threshold', level: 'A' },
  { number: '2.4.1', name: 'Bypass Blocks', level: 'A' },
  { number: '2.4.2', name: 'Page Titled', level: 'A' },
  { number: '2.4.3', name: 'Focus Order', level: 'A' },
  { number: '2.4.4', name: 'Link Purpose (In Context)', level: 'A' },
  { number: '2.4.5', name: 'Multiple Ways', level: 'AA' },
  { number: '2.4.6', name: 'Headings and Labels', level: 'AA' },
  { number: '2.4.7', name: 'Focus Visible', level: 'AA' },
  { number: '2.4.11', name: 'Focus Not Obscured (Minimum)', level: 'AA' },
  { number: '2.5.1', name: 'Pointer Gestures', level: 'A' },
  { number: '2.5.2', name: 'Pointer Cancellation', level: 'A' },
  { number: '2.5.3', name: 'Label in Name', level: 'A' },
  { number: '2.5.4', name: 'Motion Actuation', level: 'A' },
  { number: '2.5.7', name: 'Dragging Movements', level: 'AA' },
  { number: '2.5.8', name: 'Target Size (Minimum)', level: 'AA' },
  { number: '3.1.1', name: 'Language of Page', level: 'A' },
  { number: '3.1.2', name: 'Language of Parts', level: 'AA' },
  { number: '3.2.1', name: 'On Focus', level: 'A' },
  { number: '3.2.2', name: 'On Input', level: 'A' },
  { number: '3.2.3', name: 'Consistent Navigation', level: 'AA' },
  { number: '3.2.4', name: 'Consistent Identification', level: 'AA' },
  { number: '3.2.6', name: 'Consistent Help', level: 'A' },
  { number: '3.3.1', name: 'Error Identification', level: 'A' },
  { number: '3.3.2', name: 'Labels or Instructions', level: 'A' },
  { number: '3.3.3', name: 'Error Suggestion', level: 'AA' },
  { number: '3.3.4', name: 'Error Prevention (Legal, Financial, Data)', level: 'AA' },
  { number: '3.3.7', name: 'Redundant Entry', level: 'A' },
  { number: '3.3.8', name: 'Accessible Authentication (Minimum)', level: 'AA' },
  { number: '4.1.2', name: 'Name, Role, Value', level: 'A' },
  { number: '4.1.3', name: 'Status Messages', level: 'AA' },
] as const;

export type WcagCriterion = (typeof wcag22Criteria)[number];
export type CriterionNumber = WcagCriterion['number'];
export type WcagLevel = WcagCriterion['level'];

/** The 55 numbers, in the order of the guidelines. */
export const criterionNumbers = wcag22Criteria.map((criterion) => criterion.number) as [CriterionNumber, ...CriterionNumber[]];

const byNumber = new Map<string, WcagCriterion>(wcag22Criteria.map((criterion) => [criterion.number, criterion]));

export function isCriterionNumber(number: string): number is CriterionNumber {
  return byNumber.has(number);
}

export function criterionOf(number: CriterionNumber): WcagCriterion {
  return byNumber.get(number)!;
}

/** WCAG 2.0 and 2.1's 4.1.1, removed from WCAG 2.2: named in the sweep's report, never given a status. */
export const parsingCriterion = { number: '4.1.1', name: 'Parsing (removed in WCAG 2.2)', level: 'A' } as const;

/** "1.4.3 Contrast (Minimum) (AA)"; 4.1.1 says it was removed; any other number is given back as it is. */
export function describeCriterion(number: string): string {
  const criterion = byNumber.get(number) ?? (number === parsingCriterion.number ? parsingCriterion : undefined);
  return criterion ? `${number} ${criterion.name} (${criterion.level})` : number;
}

/** The four principles, by the first digit of a criterion's number. */
export const wcagPrinciples = [
  { number: '1', name: 'Perceivable' },
  { number: '2', name: 'Operable' },
  { number: '3', name: 'Understandable' },
  { number: '4', name: 'Robust' },
] as const;
