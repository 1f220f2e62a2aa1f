import { Link } from 'react-router';
import type { StatementEvidence } from '../../../content-model/schemas';
import { RichText } from '../ui/RichText';
import { covers } from './statementWording';

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
