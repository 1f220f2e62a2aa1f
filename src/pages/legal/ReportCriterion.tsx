import type { ConformanceRow } from '../../../content-model/schemas';
import { plural } from '../../../content-model/text/plural.ts';
import { LongDate } from './conformanceWording';
import { ReportFact } from './ReportFact';

/** A criterion: its heading, then its level, status and each kind of evidence, or why it does not apply. */
export function ReportCriterion({ row, sweepDate }: { row: ConformanceRow; sweepDate: string | null }) {
  const rules = [
    ...(row.rules.axe.length ? [`axe-core: ${row.rules.axe.join(', ')}`] : []),
    ...(row.rules.htmlcs.length ? [`HTML_CodeSniffer: ${row.rules.htmlcs.join(', ')}`] : []),
  ];
  return (
    <section className="mt-6 rounded-lg border-2 border-border p-4">
      <h3 id={`sc-${row.number.replaceAll('.', '-')}`} className="text-xl">
        {row.number} {row.name}
      </h3>
      <dl>
        <ReportFact term="Level">{row.level}</ReportFact>
        <ReportFact term="Status">{row.statusLabel}</ReportFact>
        {row.heldBack ? (
          <ReportFact term="Why it is not yet verified">
            The evidence below would settle it, but our last full sweep did not check the site as it is now (see the top of this page).
          </ReportFact>
        ) : null}
        {row.notApplicable ? (
          <ReportFact term="Why it does not apply">{row.notApplicable}</ReportFact>
        ) : (
          <>
            {row.issues.length ? (
              <ReportFact term="Known issues">
                <ul className="space-y-1 ps-6 list-disc">
                  {row.issues.map((issue) => (
                    <li key={issue}>{issue}</li>
                  ))}
                </ul>
              </ReportFact>
            ) : null}
            <ReportFact term="Automated rules" searched={false}>
              {!sweepDate
                ? 'None: no sweep is recorded yet.'
                : rules.length
                  ? `${rules.join('. ')}.${row.sweepIssues ? ` The last sweep found ${plural(row.sweepIssues, 'issue')} against this criterion.` : ''}`
                  : 'None: no rule of the sweep tests this criterion.'}
            </ReportFact>
            <ReportFact term="Tests" searched={false}>
              {row.tests.length ? (
                <ul className="space-y-1 ps-6 list-disc">
                  {row.tests.map((test) => (
                    <li key={`${test.file} ${test.title}`}>
                      “{test.title}” ({test.file})
                    </li>
                  ))}
                </ul>
              ) : (
                'None names this criterion.'
              )}
            </ReportFact>
            <ReportFact term="Checked by hand" searched={false}>
              {row.byHand ? `Needed, to check ${row.byHand}. ` : 'Not needed: the rules and tests settle it. '}
              {row.checkedByHand.length ? (
                <>
                  Checked on{' '}
                  {row.checkedByHand.map((date, index) => (
                    <span key={date}>
                      {index ? ', ' : ''}
                      <LongDate date={date} />
                    </span>
                  ))}
                  , with no problem found.
                </>
              ) : row.byHand ? (
                'No check by hand is recorded yet.'
              ) : null}
            </ReportFact>
          </>
        )}
      </dl>
    </section>
  );
}
