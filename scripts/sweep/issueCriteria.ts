import { createRequire } from 'node:module';
import { describeCriterion } from '../../content-model/accessibility/wcag.ts';

export { describeCriterion };

const require = createRequire(import.meta.url);
/** axe's tags per rule, from the axe-core the sweep injects. */
const axeTags = new Map(
  (require('axe-core') as { getRules: () => { ruleId: string; tags: string[] }[] }).getRules().map((rule) => [rule.ruleId, rule.tags]),
);

/** axe names criteria as tags: wcag111 is 1.1.1, wcag1412 is 1.4.12. */
export function criterionFromAxeTag(tag: string): string | null {
  const match = /^wcag(\d)(\d)(\d+)$/.exec(tag);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : null;
}

/** HTML_CodeSniffer names criteria in its codes and sniffs: …Guideline1_4.1_4_3… is 1.4.3. */
export function criterionFromHtmlcsCode(code: string): string | null {
  const match = /(?:^|\.)(\d+)_(\d+)_(\d+)(?:_[A-Za-z0-9]+)?(?:\.|$)/.exec(code);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : null;
}

/**
 * The WCAG success criteria an issue fails, as "1.1.1 Non-text Content (A)". HTML_CodeSniffer puts
 * the criterion in its code (WCAG2AA.Principle1.Guideline1_1.1_1_1.H37); axe in its rule's tags. An
 * axe best practice fails no criterion.
 */
export function issueCriteria(issue: { runner: string; code: string }): string[] {
  return issueCriterionNumbers(issue).map((number) =>
    number === 'best-practice' ? 'Best practice (no WCAG criterion)' : describeCriterion(number),
  );
}

/** The numbers of the criteria an issue fails ("1.4.3"), or "best-practice" for an axe best practice. */
export function issueCriterionNumbers(issue: { runner: string; code: string }): string[] {
  if (issue.runner === 'htmlcs') {
    const number = criterionFromHtmlcsCode(issue.code);
    return number ? [number] : [];
  }
  const tags = axeTags.get(issue.code) ?? [];
  const numbers = tags.map(criterionFromAxeTag).filter((number): number is string => number !== null);
  if (numbers.length) return numbers;
  return tags.includes('best-practice') ? ['best-practice'] : [];
}
