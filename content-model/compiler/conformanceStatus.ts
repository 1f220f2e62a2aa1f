import type { ConformanceStatus } from '../schemas/accessibility.ts';

/** What the evidence says about one criterion: the inputs of the status rule. */
export interface CriterionFacts {
  /** The statuses of the known issues (known-issues.yaml) that name it. */
  knownIssues: readonly ('partially supports' | 'does not support')[];
  /** It has a reason not to apply (conformance-report.yaml). */
  notApplicable: boolean;
  /** A full sweep is recorded, and it passed: no issue, every check made, every screen-reader journey passed. */
  sweepPassed: boolean;
  /**
   * That sweep covers the site being built: it checked every page and state of it, and nothing has
   * changed since (./sweepCoverage.ts, docs/decisions/053).
   */
  sweepCoversSite: boolean;
  /** The sweep ran automated rules for it, or tests of the suite exercise it. */
  automatedEvidence: boolean;
  /** A person has to check it: rules and tests alone cannot settle it (content-model/accessibility/evidence.ts). */
  needsHandCheck: boolean;
  /** A manual check that covered it is recorded, and found no problem. */
  checkedByHand: boolean;
}

/**
 * The status of a criterion in the conformance report (docs/decisions/035), strictest first:
 *  1. a known issue that says "does not support" makes it "does not support"; any other known issue
 *     "partially supports" (only the owner's list of known issues says a criterion is not met);
 *  2. a stated reason makes it "not applicable";
 *  3. "supports" needs a recorded full sweep that passed and covers the site being built (every page
 *     and state of it, unchanged since), and then evidence that settles the criterion: a recorded
 *     manual check that found no problem where a person has to check it, otherwise the sweep's rules
 *     or the tests that exercise it;
 *  4. anything else is "not yet verified", never "supports".
 * A sweep that does not cover the site supports nothing: a page it did not check, or a change to a
 * part every page shares (the header), could fail any criterion, and the report's claims are for the
 * whole site.
 */
export function conformanceStatus(facts: CriterionFacts): ConformanceStatus {
  if (facts.knownIssues.includes('does not support')) return 'does not support';
  if (facts.knownIssues.length > 0) return 'partially supports';
  if (facts.notApplicable) return 'not applicable';
  if (!facts.sweepPassed || !facts.sweepCoversSite) return 'not yet verified';
  const settled = facts.needsHandCheck ? facts.checkedByHand : facts.automatedEvidence;
  return settled ? 'supports' : 'not yet verified';
}

/**
 * True when the only thing between a criterion and "supports" is that the last sweep does not cover
 * the site being built: the report says so on that criterion.
 */
export function heldBackBySweepCoverage(facts: CriterionFacts): boolean {
  return !facts.sweepCoversSite && conformanceStatus({ ...facts, sweepCoversSite: true }) === 'supports';
}

/** Every status, in the order the report counts them. */
export const conformanceStatuses: readonly ConformanceStatus[] = [
  'supports',
  'partially supports',
  'does not support',
  'not applicable',
  'not yet verified',
];

/** How each status is named on the pages: the terms of the VPAT and of conformance reports, and ours for missing evidence. */
export const statusLabels: Record<ConformanceStatus, string> = {
  supports: 'Supports',
  'partially supports': 'Partially supports',
  'does not support': 'Does not support',
  'not applicable': 'Not applicable',
  'not yet verified': 'Not yet verified',
};

/** What each status means: the rule above, in the report's words. */
export const statusMeanings: Record<ConformanceStatus, string> = {
  supports:
    'Our last full sweep checked the site as it is now and passed, and the evidence settles the criterion: the automated rules and tests, or, where a person has to judge, a recorded check by hand that found no problem.',
  'partially supports': 'A known issue means part of the site does not meet the criterion yet.',
  'does not support': 'A known issue means the site does not meet the criterion.',
  'not applicable': 'The site has nothing the criterion is about; the reason is given.',
  'not yet verified':
    'We do not have the evidence to say it is met: no passing sweep of the site as it is now is recorded, or no rule, test or recorded check by hand settles it yet.',
};
