import { criterionEvidence } from '../accessibility/evidence.ts';
import type { Inline, InlineNode } from '../text/inline.ts';
import { formatLongDate } from '../text/longDate.ts';
import { criterionNumbers, describeCriterion, wcag22Criteria, wcagPrinciples, type CriterionNumber } from '../accessibility/wcag.ts';
import {
  conformanceReportFileSchema,
  knownIssuesFileSchema,
  manualChecksFileSchema,
  sweepRecordSchema,
  type ConformanceReport,
  type ConformanceRow,
  type StatusCount,
  type KnownIssue,
  type ManualCheck,
  type StatementEvidence,
  type SweepRecord,
  type SweepSummary,
  type TestCitation,
} from '../schemas/accessibility.ts';
import { conformanceStatus, conformanceStatuses, heldBackBySweepCoverage, statusLabels, statusMeanings } from './conformanceStatus.ts';
import { sweepCoverage, type BuiltSite, type PageRef, type SweepCoverage } from './sweepCoverage.ts';
import { ContentError } from './contentError.ts';
import { tokenValues } from './business.ts';
import { fillStrings } from './strings.ts';
import { validate } from './validate.ts';
import { parseYaml, readValidYaml } from './yaml.ts';
import { loadYamlFile } from './yamlFile.ts';
import type { ContentFolder } from './contentFolder.ts';

/**
 * The evidence behind the accessibility statement and its conformance report (docs/decisions/034 to
 * 036), read from src/content/accessibility/ when the site is built: the sweep record (written by
 * the build that sweeps itself: docs/decisions/069), the owner's manual checks, known issues and the report's
 * words. The build never makes up a date or a result: with no sweep recorded the statement says so,
 * and no criterion is "supports". The prerender gives the site it built (docs/decisions/053): the
 * sweep is compared with it, and where it did not check a page or state, or the site changed since,
 * the statement says so and no criterion is "supports". Compiled without a build (`npm run dev`, the
 * unit tests), the comparison cannot be made, and is not claimed.
 */
export const accessibilityFolder = 'accessibility';
/** The conformance report's address: a route of the table (tests/unit/conformance/conformance.test.ts). */
export const conformanceReportPath = '/accessibility-statement/conformance-report';
export const sweepRecordName = `${accessibilityFolder}/sweep-record.json`;
export const manualChecksName = `${accessibilityFolder}/manual-checks.yaml`;
export const knownIssuesName = `${accessibilityFolder}/known-issues.yaml`;
export const conformanceReportName = `${accessibilityFolder}/conformance-report.yaml`;
const recordAgain = 'build again: SITE_ENV=production npm run build (or npm run test:sweep -- --record) writes it (docs/qa-sweeps.md)';

/**
 * The last full sweep, or null when none is recorded (a fresh copy of the project). A record that is
 * not the sweep's JSON, or that fails its schema, stops the build with one line.
 */
export function loadSweepRecord(contentDir: ContentFolder): SweepRecord | null {
  const file = `src/content/${sweepRecordName}`;
  const text = contentDir.read(sweepRecordName);
  if (text === undefined) return null;
  let source;
  try {
    // JSON is YAML: the YAML parser gives each field its line for the error.
    source = parseYaml(text, file);
  } catch (error) {
    if (error instanceof ContentError)
      throw new ContentError(file, error.line, `the file is not the JSON the sweep writes: ${recordAgain}`);
    throw error;
  }
  try {
    return validate(sweepRecordSchema, source.data, file, source.lineOf);
  } catch (error) {
    if (error instanceof ContentError)
      throw new ContentError(file, error.line, `${error.problem}: the file is written by the sweep, never by hand; ${recordAgain}`);
    throw error;
  }
}

/** The day an instant falls on in the UK, as year-month-day. */
export function ukDate(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

export function loadManualChecks(contentDir: ContentFolder): ManualCheck[] {
  return loadYamlFile(contentDir, manualChecksName, manualChecksFileSchema).checks;
}

export function loadKnownIssues(contentDir: ContentFolder): KnownIssue[] {
  return loadYamlFile(contentDir, knownIssuesName, knownIssuesFileSchema).issues;
}

/**
 * The report's words and the criteria that do not apply. A criterion listed twice, or marked not
 * applicable while a known issue names it, is one line naming the file and the entry.
 */
export function loadConformanceContent(contentDir: ContentFolder, knownIssues: KnownIssue[] = loadKnownIssues(contentDir)) {
  const { file, data, source } = readValidYaml(contentDir, conformanceReportName, conformanceReportFileSchema);
  const content = fillStrings(data, tokenValues(contentDir), file, source.lineOf);
  const seen = new Set<string>();
  content.notApplicable.forEach(({ criterion }, index) => {
    const line = source.lineOf(['notApplicable', index, 'criterion']);
    if (seen.has(criterion))
      throw new ContentError(file, line, `criterion ${criterion} is marked not applicable twice: keep one entry for it`);
    seen.add(criterion);
    const issue = knownIssues.findIndex((known) => known.criteria.includes(criterion));
    if (issue >= 0) {
      throw new ContentError(
        file,
        line,
        `criterion ${criterion} is marked not applicable, but known issue ${issue + 1} of src/content/${knownIssuesName} fails it: remove one of the two`,
      );
    }
  });
  return content;
}

/** "Search, About and the page shown for an address that does not exist", each page a link. */
function pageList(pages: PageRef[]): InlineNode[] {
  return pages.flatMap((page, index): InlineNode[] => [
    ...(index === 0 ? [] : [index === pages.length - 1 ? ' and ' : ', ']),
    page.path ? { href: page.path, text: page.name } : page.name,
  ]);
}

/** Past this many, changed pages are counted rather than named. */
const changedPagesNamed = 10;

/**
 * What the last sweep (on `sweepDate`, year-month-day) did not cover of the site being built, one
 * sentence each, as the statement and the report say it: the pages and states it did not check, the
 * pages and files changed since.
 */
export function coverageGaps(coverage: SweepCoverage, sweepDate: string): Inline[] {
  if (coverage.verdict === 'covered') return [];
  if (coverage.verdict === 'unknown') {
    return [
      [
        coverage.why === 'old record'
          ? 'Its record does not say which version of the site it checked, or list the pages it checked.'
          : 'This copy of the statement was not built with the site, so the sweep could not be compared with the site.',
      ],
    ];
  }
  const since = `since the sweep on ${formatLongDate(sweepDate)}`;
  const gaps: Inline[] = [];
  const { notSwept, statesNotSwept, changed } = coverage;
  if (notSwept.length) {
    gaps.push([`It did not check ${notSwept.length === 1 ? 'this page' : `these ${notSwept.length} pages`}: `, ...pageList(notSwept), '.']);
  }
  if (statesNotSwept.length) {
    const states = statesNotSwept.map((state) => state.name).join('; ');
    gaps.push([
      `It did not check ${statesNotSwept.length === 1 ? 'this interactive state' : `these ${statesNotSwept.length} interactive states`}: ${states}.`,
    ]);
  }
  if (coverage.versionUnknown) {
    gaps.push(['The site it checked did not say which version it was, so we cannot tell whether the site has changed since.']);
  }
  const checked = coverage.pages - notSwept.length;
  if (changed.length && changed.length === checked) gaps.push([`Every page it checked has changed ${since}.`]);
  else if (changed.length > changedPagesNamed) gaps.push([`${changed.length} of the ${checked} pages it checked have changed ${since}.`]);
  else if (changed.length) {
    const these = changed.length === 1 ? 'This page it checked has' : `These ${changed.length} pages it checked have`;
    gaps.push([`${these} changed ${since}: `, ...pageList(changed), '.']);
  }
  if (coverage.filesChanged) gaps.push([`Files the pages use, such as their scripts, styles, images or captions, have changed ${since}.`]);
  return gaps;
}

function sweepSummary(record: SweepRecord, coverage: SweepCoverage, knownIssues: KnownIssue[]): SweepSummary {
  const journeys = record.screenReaderJourneys;
  const listed = new Set(knownIssues.flatMap((issue) => issue.criteria));
  const unlistedCriteria = criterionNumbers
    .filter((number) => record.issuesByCriterion[number] && !listed.has(number))
    .map(describeCriterion);
  return {
    date: ukDate(record.startedAt),
    pages: record.pages,
    states: record.states,
    themes: record.themes.length,
    checks: record.checks,
    tools: [
      { name: 'axe-core', version: record.tools.axeCore },
      { name: 'HTML_CodeSniffer', version: record.tools.htmlCodeSniffer },
      { name: 'pa11y', version: record.tools.pa11y },
    ],
    browser: record.tools.browser,
    issues: record.issues,
    uncheckable: record.uncheckable,
    journeys: journeys.journeys,
    ...(journeys.problem ? { journeysProblem: journeys.problem } : {}),
    journeyTools: [
      { name: '@guidepup/virtual-screen-reader', version: journeys.tools.virtualScreenReader },
      { name: 'Playwright', version: journeys.tools.playwright },
    ],
    passed: record.passed,
    coverage,
    gaps: coverageGaps(coverage, ukDate(record.startedAt)),
    unlistedCriteria,
  };
}

/** "tests/e2e/shell.spec.ts › skip link › is the first thing…" as its file and title. */
export function parseCitation(citation: string): TestCitation {
  const [file, ...titles] = citation.split(' › ');
  return { file: file!, title: titles.join(' › ') };
}

const byNewest = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date);

/**
 * Each criterion's row: its evidence and its status by the rule (./conformanceStatus.ts).
 * `sweepCoversSite`: the last sweep covers the site being built (./sweepCoverage.ts).
 */
export function conformanceRows(
  record: SweepRecord | null,
  manualChecks: ManualCheck[],
  knownIssues: KnownIssue[],
  notApplicable: { criterion: CriterionNumber; reason: string }[],
  sweepCoversSite: boolean,
): ConformanceRow[] {
  return wcag22Criteria.map(({ number, name, level }): ConformanceRow => {
    const evidence = criterionEvidence[number];
    const rules = { axe: record?.rules[number]?.axe ?? [], htmlcs: record?.rules[number]?.htmlcs ?? [] };
    const tests = (evidence.tests ?? []).map(parseCitation);
    const issues = knownIssues.filter((issue) => issue.criteria.includes(number));
    const reason = notApplicable.find((entry) => entry.criterion === number)?.reason;
    const checkedByHand = [
      ...new Set(
        manualChecks
          .filter((check) => check.outcome === 'no problems found' && check.criteria.includes(number))
          .sort(byNewest)
          .map((check) => check.date),
      ),
    ];
    const facts = {
      knownIssues: issues.map((issue) => issue.status),
      notApplicable: reason !== undefined,
      sweepPassed: record?.passed ?? false,
      sweepCoversSite,
      automatedEvidence: rules.axe.length + rules.htmlcs.length + tests.length > 0,
      needsHandCheck: evidence.byHand !== undefined,
      checkedByHand: checkedByHand.length > 0,
    };
    const status = conformanceStatus(facts);
    return {
      number,
      name,
      level,
      status,
      statusLabel: statusLabels[status],
      ...(reason ? { notApplicable: reason } : {}),
      issues: issues.map((issue) => issue.summary),
      rules,
      sweepIssues: record?.issuesByCriterion[number] ?? 0,
      tests,
      ...(evidence.byHand ? { byHand: evidence.byHand } : {}),
      checkedByHand,
      heldBack: heldBackBySweepCoverage(facts),
    };
  });
}

/** Each status, with how many criteria have it. */
function statusCounts(rows: ConformanceRow[]): StatusCount[] {
  return conformanceStatuses.map((status) => ({
    status,
    label: statusLabels[status],
    meaning: statusMeanings[status],
    count: rows.filter((row) => row.status === status).length,
  }));
}

/**
 * The evidence files, read and checked once per compile (./compiledContent.ts): the prerender compares
 * them with the site it built (docs/decisions/053) without reading them again.
 */
export interface EvidenceSources {
  record: SweepRecord | null;
  manualChecks: ManualCheck[];
  knownIssues: KnownIssue[];
  content: ReturnType<typeof loadConformanceContent>;
}

export function loadEvidenceSources(contentDir: ContentFolder): EvidenceSources {
  const record = loadSweepRecord(contentDir);
  const manualChecks = loadManualChecks(contentDir);
  const knownIssues = loadKnownIssues(contentDir);
  return { record, manualChecks, knownIssues, content: loadConformanceContent(contentDir, knownIssues) };
}

interface Evidence extends EvidenceSources {
  coverage: SweepCoverage | null;
  rows: ConformanceRow[];
}

function compared(sources: EvidenceSources, site: BuiltSite | undefined): Evidence {
  const { record, manualChecks, knownIssues, content } = sources;
  const coverage = sweepCoverage(record, site);
  const rows = conformanceRows(record, manualChecks, knownIssues, content.notApplicable, coverage?.verdict === 'covered');
  return { ...sources, coverage, rows };
}

/**
 * /accessibility-statement/conformance-report: a row per criterion. `site`: the site being built,
 * which the prerender gives (scripts/shared/siteFingerprint.ts); without it no criterion is "supports".
 */
export function conformanceReportFrom(sources: EvidenceSources, site?: BuiltSite): ConformanceReport {
  const { record, coverage, content, rows } = compared(sources, site);
  return {
    intro: content.intro,
    parsingNote: content.parsingNote,
    sweepDate: record ? ukDate(record.startedAt) : null,
    sweepPassed: record?.passed ?? false,
    sweepCovers: coverage?.verdict === 'covered',
    sweepGaps: record && coverage ? coverageGaps(coverage, ukDate(record.startedAt)) : [],
    statuses: statusCounts(rows),
    principles: wcagPrinciples.map(({ number, name }) => ({
      number,
      name,
      rows: rows.filter((row) => row.number.startsWith(`${number}.`)),
    })),
  };
}

/** What /accessibility-statement shows of the evidence, compared with the site being built (`site`, as for the report). */
export function statementEvidenceFrom(sources: EvidenceSources, site?: BuiltSite): StatementEvidence {
  const { record, coverage, manualChecks, knownIssues, rows } = compared(sources, site);
  const named = (numbers: CriterionNumber[]) => numbers.map(describeCriterion);
  return {
    reportPath: conformanceReportPath,
    sweep: record && coverage ? sweepSummary(record, coverage, knownIssues) : null,
    manualChecks: [...manualChecks].sort(byNewest).map((check) => ({ ...check, criteria: named(check.criteria) })),
    knownIssues: knownIssues.map((issue) => ({ ...issue, criteria: named(issue.criteria) })),
    statuses: statusCounts(rows),
    criteria: rows.length,
  };
}

/** The conformance report of the evidence files of `contentDir` (as conformanceReportFrom). */
export function loadConformanceReport(contentDir: ContentFolder, site?: BuiltSite): ConformanceReport {
  return conformanceReportFrom(loadEvidenceSources(contentDir), site);
}

/** The statement's evidence from the evidence files of `contentDir` (as statementEvidenceFrom). */
export function loadStatementEvidence(contentDir: ContentFolder, site?: BuiltSite): StatementEvidence {
  return statementEvidenceFrom(loadEvidenceSources(contentDir), site);
}
