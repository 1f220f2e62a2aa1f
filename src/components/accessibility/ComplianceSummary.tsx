import { Link } from 'react-router';
import type { StatementEvidence } from '../../../content-model/schemas';
import { plural } from '../../../content-model/text/plural.ts';
import { covers } from './statementWording';

/** Compliance Status: the report's totals, and what they allow us to claim. */
export function ComplianceSummary({ evidence }: { evidence: StatementEvidence }) {
  const { statuses, criteria, sweep, reportPath } = evidence;
  const count = (...wanted: string[]) =>
    statuses.filter((status) => wanted.includes(status.status)).reduce((sum, status) => sum + status.count, 0);
  const notMet = count('partially supports', 'does not support');
  const unverified = count('not yet verified');
  // What the evidence allows us to claim, then why we claim no more.
  const claim = !sweep
    ? 'No full accessibility sweep has been recorded yet, so we do not claim that any criterion is met.'
    : notMet > 0
      ? `This website is partially compliant with WCAG 2.2 level AA: ${plural(notMet, 'criterion is', 'criteria are')} not fully met (see "Known Limitations" below).`
      : unverified > 0
        ? `We have not yet verified ${plural(unverified, 'criterion', 'criteria')}, so we do not claim full conformance${sweep.passed ? '; no criterion is known to fail.' : '.'}`
        : 'Every criterion that applies to this website is met, by the evidence in the report.';
  const why = !sweep
    ? null
    : !sweep.passed
      ? 'Our last full sweep did not pass, so no criterion is marked as supported until one does.'
      : !covers(sweep)
        ? 'Our last full sweep did not check the site as it is now (see "Assessment Approach" below), so no criterion is marked as supported until we sweep it again.'
        : null;
  return (
    <>
      <p className="mt-4">
        Of the {criteria} success criteria of WCAG 2.2 at levels A and AA, by the evidence recorded so far (each with its evidence in the{' '}
        <Link to={reportPath}>conformance report</Link>):
      </p>
      <ul className="mt-4 space-y-2 ps-6 list-disc">
        {statuses.map((status) => (
          <li key={status.status}>
            {status.label}: {plural(status.count, 'criterion', 'criteria')}
          </li>
        ))}
      </ul>
      <p className="mt-4">
        {claim}
        {why ? ` ${why}` : null}
      </p>
    </>
  );
}
