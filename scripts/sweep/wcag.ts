import { createRequire } from 'node:module';

/** The WCAG 2.2 success criteria at levels A and AA (and 4.1.1, which 2.2 removed but HTML_CodeSniffer still names). */
const criteria: Record<string, { name: string; level: 'A' | 'AA' }> = {
  '1.1.1': { name: 'Non-text Content', level: 'A' },
  '1.2.1': { name: 'Audio-only and Video-only (Prerecorded)', level: 'A' },
  '1.2.2': { name: 'Captions (Prerecorded)', level: 'A' },
  '1.2.3': { name: 'Audio Description or Media Alternative (Prerecorded)', level: 'A' },
  '1.2.4': { name: 'Captions (Live)', level: 'AA' },
  '1.2.5': { name: 'Audio Description (Prerecorded)', level: 'AA' },
  '1.3.1': { name: 'Info and Relationships', level: 'A' },
  '1.3.2': { name: 'Meaningful Sequence', level: 'A' },
  '1.3.3': { name: 'Sensory Characteristics', level: 'A' },
  '1.3.4': { name: 'Orientation', level: 'AA' },
  '1.3.5': { name: 'Identify Input Purpose', level: 'AA' },
  '1.4.1': { name: 'Use of Color', level: 'A' },
  '1.4.2': { name: 'Audio Control', level: 'A' },
  '1.4.3': { name: 'Contrast (Minimum)', level: 'AA' },
  '1.4.4': { name: 'Resize Text', level: 'AA' },
  '1.4.5': { name: 'Images of Text', level: 'AA' },
  '1.4.10': { name: 'Reflow', level: 'AA' },
  '1.4.11': { name: 'Non-text Contrast', level: 'AA' },
  '1.4.12': { name: 'Text Spacing', level: 'AA' },
  '1.4.13': { name: 'Content on Hover or Focus', level: 'AA' },
  '2.1.1': { name: 'Keyboard', level: 'A' },
  '2.1.2': { name: 'No Keyboard Trap', level: 'A' },
  '2.1.4': { name: 'Character Key Shortcuts', level: 'A' },
  '2.2.1': { name: 'Timing Adjustable', level: 'A' },
  '2.2.2': { name: 'Pause, Stop, Hide', level: 'A' },
  '2.3.1': { name: 'Three Flashes or Below Threshold', level: 'A' },
  '2.4.1': { name: 'Bypass Blocks', level: 'A' },
  '2.4.2': { name: 'Page Titled', level: 'A' },
  '2.4.3': { name: 'Focus Order', level: 'A' },
  '2.4.4': { name: 'Link Purpose (In Context)', level: 'A' },
  '2.4.5': { name: 'Multiple Ways', level: 'AA' },
  '2.4.6': { name: 'Headings and Labels', level: 'AA' },
  '2.4.7': { name: 'Focus Visible', level: 'AA' },
  '2.4.11': { name: 'Focus Not Obscured (Minimum)', level: 'AA' },
  '2.5.1': { name: 'Pointer Gestures', level: 'A' },
  '2.5.2': { name: 'Pointer Cancellation', level: 'A' },
  '2.5.3': { name: 'Label in Name', level: 'A' },
  '2.5.4': { name: 'Motion Actuation', level: 'A' },
  '2.5.7': { name: 'Dragging Movements', level: 'AA' },
  '2.5.8': { name: 'Target Size (Minimum)', level: 'AA' },
  '3.1.1': { name: 'Language of Page', level: 'A' },
  '3.1.2': { name: 'Language of Parts', level: 'AA' },
  '3.2.1': { name: 'On Focus', level: 'A' },
  '3.2.2': { name: 'On Input', level: 'A' },
  '3.2.3': { name: 'Consistent Navigation', level: 'AA' },
  '3.2.4': { name: 'Consistent Identification', level: 'AA' },
  '3.2.6': { name: 'Consistent Help', level: 'A' },
  '3.3.1': { name: 'Error Identification', level: 'A' },
  '3.3.2': { name: 'Labels or Instructions', level: 'A' },
  '3.3.3': { name: 'Error Suggestion', level: 'AA' },
  '3.3.4': { name: 'Error Prevention (Legal, Financial, Data)', level: 'AA' },
  '3.3.7': { name: 'Redundant Entry', level: 'A' },
  '3.3.8': { name: 'Accessible Authentication (Minimum)', level: 'AA' },
  '4.1.1': { name: 'Parsing (removed in WCAG 2.2)', level: 'A' },
  '4.1.2': { name: 'Name, Role, Value', level: 'A' },
  '4.1.3': { name: 'Status Messages', level: 'AA' },
};

/** "1.4.3 Contrast (Minimum) (AA)", or the bare number for a criterion not in the table. */
export function describeCriterion(number: string): string {
  const criterion = criteria[number];
  return criterion ? `${number} ${criterion.name} (${criterion.level})` : number;
}

const require = createRequire(import.meta.url);
/** axe's tags per rule, from the axe-core the sweep injects. */
const axeTags = new Map(
  (require('axe-core') as { getRules: () => { ruleId: string; tags: string[] }[] }).getRules().map((rule) => [rule.ruleId, rule.tags]),
);

/** axe names criteria as tags: wcag111 is 1.1.1, wcag1412 is 1.4.12. */
function criterionFromAxeTag(tag: string): string | null {
  const match = /^wcag(\d)(\d)(\d+)$/.exec(tag);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : null;
}

/**
 * The WCAG success criteria an issue fails, as "1.1.1 Non-text Content (A)". HTML_CodeSniffer puts
 * the criterion in its code (WCAG2AA.Principle1.Guideline1_1.1_1_1.H37); axe in its rule's tags. An
 * axe best practice fails no criterion.
 */
export function issueCriteria(issue: { runner: string; code: string }): string[] {
  if (issue.runner === 'htmlcs') {
    const match = /\.(\d+)_(\d+)_(\d+)\./.exec(issue.code);
    return match ? [describeCriterion(`${match[1]}.${match[2]}.${match[3]}`)] : [];
  }
  const tags = axeTags.get(issue.code) ?? [];
  const numbers = tags.map(criterionFromAxeTag).filter((number): number is string => number !== null);
  if (numbers.length) return numbers.map(describeCriterion);
  return tags.includes('best-practice') ? ['Best practice (no WCAG criterion)'] : [];
}
