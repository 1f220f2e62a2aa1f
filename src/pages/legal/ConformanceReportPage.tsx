import type { ReactNode } from 'react';
import { prerenderGiven, Prerendered } from '../../components/layout/Prerendered';
import { BackLink } from '../../components/ui/BackLink';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { RichText } from '../../components/ui/RichText';
import { conformanceReport } from '../../content/generated/conformanceReport';
import type { ConformanceReport, ConformanceRow } from '../../../scripts/content/schemas';
import { formatLongDate } from '../../lib/visitTime';
import { useCurrentRoute } from '../../routes/currentRoute';
import { searchIgnored } from '../../lib/search/htmlHooks';

// `plural`, `LongDate` and the list of totals repeat the statement's (components/accessibility/
// StatementEvidence.tsx) on purpose: a module that both prerender-only parts imported would be put in a
// chunk of its own, which the browser would download although nothing of it runs there (decision 035).
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function LongDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatLongDate(date)}</time>;
}

/**
 * One term of a criterion's description list. The evidence (rules, tests, checks by hand) is left out
 * of site search (`searched={false}`): it is the same few words on every criterion, and would bury
 * the criterion's name and status.
 */
function Fact({ term, children, searched = true }: { term: string; children: ReactNode; searched?: boolean }) {
  return (
    <div className="mt-2" {...(searched ? {} : searchIgnored)}>
      <dt className="font-bold">{term}</dt>
      <dd className="ms-0">{children}</dd>
    </div>
  );
}

/** A criterion: its heading, then its level, status and each kind of evidence, or why it does not apply. */
function Criterion({ row, sweepDate }: { row: ConformanceRow; sweepDate: string | null }) {
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
        <Fact term="Level">{row.level}</Fact>
        <Fact term="Status">{row.statusLabel}</Fact>
        {row.heldBack ? (
          <Fact term="Why it is not yet verified">
            The evidence below would settle it, but our last full sweep did not check the site as it is now (see the top of this page).
          </Fact>
        ) : null}
        {row.notApplicable ? (
          <Fact term="Why it does not apply">{row.notApplicable}</Fact>
        ) : (
          <>
            {row.issues.length ? (
              <Fact term="Known issues">
                <ul className="space-y-1 ps-6 list-disc">
                  {row.issues.map((issue) => (
                    <li key={issue}>{issue}</li>
                  ))}
                </ul>
              </Fact>
            ) : null}
            <Fact term="Automated rules" searched={false}>
              {!sweepDate
                ? 'None: no sweep is recorded yet.'
                : rules.length
                  ? `${rules.join('. ')}.${row.sweepIssues ? ` The last sweep found ${plural(row.sweepIssues, 'issue')} against this criterion.` : ''}`
                  : 'None: no rule of the sweep tests this criterion.'}
            </Fact>
            <Fact term="Tests" searched={false}>
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
            </Fact>
            <Fact term="Checked by hand" searched={false}>
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
            </Fact>
          </>
        )}
      </dl>
    </section>
  );
}

/** Everything under the heading: the introduction, the totals, the statuses' meanings, and each criterion by principle. */
function ReportBody({ report }: { report: ConformanceReport }) {
  const { intro, parsingNote, sweepDate, sweepPassed, sweepCovers, sweepGaps, statuses, principles } = report;
  const sweepOutcome = sweepPassed ? 'passed.' : 'did not pass, so no criterion is marked as supported until the next sweep passes.';
  return (
    <>
      <p className="mt-4 text-lg">
        <RichText text={intro} />
      </p>
      <p className="mt-4 text-lg">
        {sweepDate ? (
          <>
            Our last full sweep was on <LongDate date={sweepDate} />. It {sweepOutcome}
            {sweepCovers ? ' It covered the site as it is now: every page and interactive state, none changed since.' : null}
          </>
        ) : (
          'No full sweep is recorded yet, so no criterion is marked as supported.'
        )}
      </p>
      {sweepDate && !sweepCovers ? (
        <>
          <p className="mt-4 text-lg">It did not cover the site as it is now:</p>
          <ul className="mt-4 space-y-2 ps-6 list-disc">
            {sweepGaps.map((gap, index) => (
              <li key={index}>
                <RichText text={gap} />
              </li>
            ))}
          </ul>
          {sweepPassed ? (
            <p className="mt-4 text-lg">
              So no criterion is marked as supported on its evidence until we sweep the site again: those it would settle are marked as not
              yet verified, and say why.
            </p>
          ) : null}
        </>
      ) : null}

      <h2 className="mt-10 text-2xl">Summary</h2>
      <ul className="mt-4 space-y-2 ps-6 list-disc">
        {statuses.map((status) => (
          <li key={status.status}>
            {status.label}: {plural(status.count, 'criterion', 'criteria')}
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl">What each status means</h2>
      <dl>
        {statuses.map((status) => (
          <Fact key={status.status} term={status.label}>
            {status.meaning}
          </Fact>
        ))}
      </dl>

      {principles.map((principle) => (
        <section key={principle.number}>
          <h2 className="mt-10 text-2xl">
            Principle {principle.number}: {principle.name}
          </h2>
          {principle.rows.map((row) => (
            <Criterion key={row.number} row={row} sweepDate={sweepDate} />
          ))}
        </section>
      ))}

      <p className="mt-10">
        <RichText text={parsingNote} />
      </p>
    </>
  );
}

/**
 * /accessibility-statement/conformance-report (issue 19, docs/decisions/035): every WCAG 2.2 level A
 * and AA success criterion, grouped by principle, with its status by the rule and its evidence, all
 * compiled at build time from src/content/accessibility/. Nothing in it changes on the page, so it is
 * prerendered only (Prerendered): its 55 criteria reach the browser once, as HTML, not again as
 * JavaScript data.
 */
export default function ConformanceReportPage() {
  const route = useCurrentRoute();
  // Compared with the site the prerender has just built (docs/decisions/053).
  const report = conformanceReport && (prerenderGiven('conformanceReport') ?? conformanceReport);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="text-3xl sm:text-4xl">{route.name}</h1>
      <Prerendered id="conformance-report">{report ? <ReportBody report={report} /> : null}</Prerendered>
      <BackLink to="/accessibility-statement">Back to the accessibility statement</BackLink>
    </div>
  );
}
