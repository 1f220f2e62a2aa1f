import type { CriterionNumber } from './wcag.ts';
import type { CriterionEvidence } from './criterionEvidence.ts';
import { operableEvidence } from './operableEvidence.ts';
import { perceivableEvidence } from './perceivableEvidence.ts';
import { understandableAndRobustEvidence } from './understandableAndRobustEvidence.ts';

/**
 * What stands behind each WCAG 2.2 A and AA criterion in the conformance report, besides the
 * automated rules the last sweep ran (those come from the sweep record, docs/decisions/034). Kept by
 * the developers: the owner's evidence is the manual checks and known issues (YAML next to this file).
 *
 * - `tests`: tests of the suite that exercise the criterion, by file and full title (each level of
 *   test.describe/describe, then the test, joined with " › "); a title may stop at a describe, for a
 *   group of tests. tests/unit/conformance/conformanceEvidence.test.ts fails when one no longer exists, so a
 *   renamed or deleted test cannot stay cited.
 * - `byHand`: what a person has to check, when no rule or test can settle the criterion (whether a
 *   text alternative says what matters, whether focus order follows the meaning…). Such a criterion
 *   "supports" only once a manual check that covers it is recorded (manual-checks.yaml) and found no
 *   problem (the status rule: content-model/compiler/conformanceStatus.ts, docs/decisions/035).
 *   Without `byHand`, the rules of a passing sweep and these tests settle it.
 *
 * Criteria that do not apply are in conformance-report.yaml, with their reasons; they have an empty
 * entry. The entries are kept by principle (perceivableEvidence.ts, operableEvidence.ts,
 * understandableAndRobustEvidence.ts), each file typed to hold exactly its principle's criteria, and
 * the tests they cite in citedTests.ts.
 */

export type { CriterionEvidence };

export const criterionEvidence: Record<CriterionNumber, CriterionEvidence> = {
  ...perceivableEvidence,
  ...operableEvidence,
  ...understandableAndRobustEvidence,
};
