import type { SweepSummary } from '../../../content-model/schemas';
import { formatLongDate } from '../../../content-model/text/longDate.ts';

/**
 * The parts of the accessibility statement that are built from its evidence (src/content/accessibility/,
 * compiled at build time; docs/decisions/034 to 036), each added at the end of one of the statement's
 * sections: ComplianceSummary.tsx, KnownIssues.tsx, AssessmentEvidence.tsx. Every date and result
 * comes from the records: with none recorded, they say so. What they share is here.
 */

export function LongDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatLongDate(date)}</time>;
}

/** The last sweep covers the site this statement was built with: every page and state, unchanged since. */
export const covers = (sweep: SweepSummary) => sweep.coverage.verdict === 'covered';
