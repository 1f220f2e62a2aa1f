import { Prerendered } from '../../components/layout/Prerendered';
import { prerenderGiven } from '../../components/layout/prerenderGiven';
import { BackLink } from '../../components/ui/BackLink';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { RichText } from '../../components/ui/RichText';
import { conformanceReport } from '../../content/generated/conformanceReport';
import type { ConformanceReport } from '../../../content-model/schemas';
import { useCurrentRoute } from '../../routes/currentRoute';
import { plural } from '../../../content-model/text/plural.ts';
import { LongDate } from './conformanceWording';
import { ReportCriterion } from './ReportCriterion';
import { ReportFact } from './ReportFact';

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
          <ReportFact key={status.status} term={status.label}>
            {status.meaning}
          </ReportFact>
        ))}
      </dl>

      {principles.map((principle) => (
        <section key={principle.number}>
          <h2 className="mt-10 text-2xl">
            Principle {principle.number}: {principle.name}
          </h2>
          {principle.rows.map((row) => (
            <ReportCriterion key={row.number} row={row} sweepDate={sweepDate} />
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
  const report =
    (import.meta.env.SSR || import.meta.env.DEV) && conformanceReport && (prerenderGiven('conformanceReport') ?? conformanceReport);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="text-3xl sm:text-4xl">{route.name}</h1>
      <Prerendered id="conformance-report">{report ? <ReportBody report={report} /> : null}</Prerendered>
      <BackLink to="/accessibility-statement">Back to the accessibility statement</BackLink>
    </div>
  );
}
