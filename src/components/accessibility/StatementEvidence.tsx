import { Link } from 'react-router';
import type { StatementEvidence, SweepSummary } from '../../../scripts/content/schemas';
import { formatLongDate } from '../../lib/visitTime';
import { RichText } from '../ui/RichText';

/**
 * The parts of the accessibility statement that are built from its evidence (src/content/accessibility/,
 * compiled at build time; docs/decisions/034 to 036), each added at the end of one of the statement's
 * sections. Every date and result comes from the records: with none recorded, they say so.
 */

function LongDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatLongDate(date)}</time>;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The last sweep covers the site this statement was built with: every page and state, unchanged since. */
const covers = (sweep: SweepSummary) => sweep.coverage.verdict === 'covered';

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

/**
 * Known Limitations: the owner's list of known issues, each with the criteria it fails. The list is
 * never called complete while the last sweep found what it does not describe, or did not check the
 * site as it is now.
 */
export function KnownIssues({ evidence }: { evidence: StatementEvidence }) {
  const { sweep } = evidence;
  const unlisted = sweep?.unlistedCriteria ?? [];
  return (
    <section>
      <h3 className="mt-6 text-xl">Known issues against WCAG 2.2</h3>
      {evidence.knownIssues.length === 0 && sweep && !sweep.passed ? (
        <p className="mt-4">
          We have not yet listed here what our last full sweep found: it did not pass (see "The last full sweep" under "Assessment Approach"
          below){unlisted.length ? `, and it found issues against ${unlisted.join('; ')}` : ''}. Until we have, this list is incomplete.
        </p>
      ) : evidence.knownIssues.length === 0 ? (
        <p className="mt-4">
          Our list of known issues is empty: we know of no part of this website that fails a WCAG 2.2 level A or AA success criterion.
          Criteria we have not yet verified are marked in the <Link to={evidence.reportPath}>conformance report</Link>.
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {evidence.knownIssues.map((issue, index) => (
            <li key={index} className="rounded-lg border-2 border-border p-4">
              <p className="font-bold">{issue.summary}</p>
              <p className="mt-2">
                {issue.status === 'does not support' ? 'Does not meet' : 'Partly meets'}: {issue.criteria.join('; ')}.
              </p>
              <p className="mt-2">
                What to do meanwhile: <RichText text={issue.meanwhile} />
              </p>
              {issue.plannedFix ? <p className="mt-2">Planned fix: {issue.plannedFix}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {evidence.knownIssues.length > 0 && unlisted.length ? (
        <p className="mt-4">
          Our last full sweep also found issues against criteria this list does not describe yet: {unlisted.join('; ')}.
        </p>
      ) : null}
      {!sweep ? (
        <p className="mt-4">No full sweep has been recorded yet, so there may be problems we have not found.</p>
      ) : !covers(sweep) ? (
        <p className="mt-4">
          The list can only hold what we have found: our last full sweep did not check the site as it is now (see "Assessment Approach"
          below), so there may be problems we have not found yet.
        </p>
      ) : null}
    </section>
  );
}

/**
 * Whether the last sweep covers the site as it is now (docs/decisions/053): said either way, and where
 * it does not, what it did not cover and what follows.
 */
function CoverageNote({ sweep }: { sweep: SweepSummary }) {
  const { coverage, gaps } = sweep;
  if (coverage.verdict === 'covered') {
    return (
      <p className="mt-4">
        Coverage: the sweep covered the site as it is now. It checked every one of its {plural(coverage.pages, 'page')} and{' '}
        {plural(coverage.states, 'interactive state')}, and none has changed since.
      </p>
    );
  }
  return (
    <>
      <p className="mt-4">
        {coverage.verdict === 'unknown'
          ? 'Coverage: we cannot show that the sweep covers the site as it is now.'
          : 'Coverage: the sweep did not cover the site as it is now.'}
      </p>
      <ul className="mt-4 space-y-2 ps-6 list-disc">
        {gaps.map((gap, index) => (
          <li key={index}>
            <RichText text={gap} />
          </li>
        ))}
      </ul>
      <p className="mt-4">
        So its result may not hold for the site as it is now, and the conformance report marks no criterion as supported on its evidence
        until we sweep the site again.
      </p>
    </>
  );
}

/** Assessment Approach: the last full sweep, its screen-reader journeys, and the checks made by hand. */
export function AssessmentEvidence({ evidence }: { evidence: StatementEvidence }) {
  const { sweep, manualChecks } = evidence;
  const themes = sweep?.themes === 2 ? 'the light and the dark colour theme' : plural(sweep?.themes ?? 0, 'colour theme');
  const were = sweep?.journeys.length === 1 ? 'was' : 'were';
  return (
    <>
      <section>
        <h3 className="mt-6 text-xl">The last full sweep</h3>
        {sweep ? (
          <>
            <p className="mt-4">
              On <LongDate date={sweep.date} />, our accessibility sweep checked {plural(sweep.pages, 'page')} (every page in the site map
              {covers(sweep) ? '' : ' at the time'}, and the page shown for an address that does not exist) and{' '}
              {plural(sweep.states, 'interactive state')}, such as the menu open and the contact form showing its errors, each in {themes}
              {':'} {plural(sweep.checks, 'check')} in all.
            </p>
            <p className="mt-4">
              Tools: {sweep.tools.map((tool) => `${tool.name} ${tool.version}`).join(', ')}, in {sweep.browser}.
            </p>
            <p className="mt-4">
              Result:{' '}
              {sweep.issues === 0 && sweep.uncheckable === 0
                ? 'no issues found, and every check was made.'
                : `${plural(sweep.issues, 'issue')} found${sweep.uncheckable ? `, and ${plural(sweep.uncheckable, 'check')} could not be made` : ''}.`}
            </p>
            <CoverageNote sweep={sweep} />
          </>
        ) : (
          <p className="mt-4">No full sweep has been recorded yet.</p>
        )}
      </section>
      {sweep ? (
        <section>
          <h3 className="mt-6 text-xl">What a screen reader says</h3>
          <p className="mt-4">
            With the same sweep, {plural(sweep.journeys.length, 'journey')} through the site {were} followed with a virtual screen reader (
            {sweep.journeyTools.map((tool) => `${tool.name} ${tool.version}`).join(', ')}), checking what it says and that it says it once
            {sweep.journeysProblem ? '' : ':'}
            {sweep.journeysProblem ? `. They could not be run: ${sweep.journeysProblem}` : null}
          </p>
          {sweep.journeys.length ? (
            <ul className="mt-4 space-y-2 ps-6 list-disc">
              {sweep.journeys.map((journey) => (
                <li key={journey.name}>
                  {journey.name}: {journey.passed ? 'passed' : 'failed'}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <section>
        <h3 className="mt-6 text-xl">Checks by hand</h3>
        {manualChecks.length === 0 ? (
          <p className="mt-4">No check by hand has been recorded yet.</p>
        ) : (
          <>
            <p className="mt-4">
              Last done on <LongDate date={manualChecks[0]!.date} />.
            </p>
            <ul className="mt-4 space-y-4">
              {manualChecks.map((check, index) => (
                <li key={index} className="rounded-lg border-2 border-border p-4">
                  <p>
                    <LongDate date={check.date} />: {check.role}, with {check.assistiveTechnology} in {check.browser} on {check.device},
                    checked {check.pages}: {check.outcome}.
                  </p>
                  <p className="mt-2">Criteria covered: {check.criteria.join('; ')}.</p>
                  {check.notes ? <p className="mt-2">{check.notes}</p> : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
