import type { StatementEvidence, SweepSummary } from '../../../content-model/schemas';
import { RichText } from '../ui/RichText';
import { plural } from '../../../content-model/text/plural.ts';
import { covers, LongDate } from './statementWording';

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
