import { readFileSync } from 'node:fs';
import path from 'node:path';
import { criterionEvidence } from '../../src/content/accessibility/evidence.ts';
import { describeCriterion, wcag22Criteria, wcagPrinciples, type CriterionNumber } from '../../src/lib/wcag.ts';
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
} from './schemas/accessibility.ts';
import { conformanceStatus, conformanceStatuses, statusLabels, statusMeanings } from './conformanceStatus.ts';
import { ContentError } from './errors.ts';
import { fillStrings } from './strings.ts';
import { validate } from './validate.ts';
import { loadYamlFile, parseYaml, readValidYaml } from './yaml.ts';

/**
 * The evidence behind the accessibility statement and its conformance report (docs/decisions/034 to
 * 036), read from src/content/accessibility/ when the site is built: the sweep record (written by
 * `npm run sweep -- <address> --record`), the owner's manual checks, known issues and the report's
 * words. The build never makes up a date or a result: with no sweep recorded the statement says so,
 * and no criterion is "supports".
 */
export const accessibilityFolder = 'accessibility';
/** The conformance report's address: a route of the table (tests/unit/conformance.test.ts). */
export const conformanceReportPath = '/accessibility-statement/conformance-report';
export const sweepRecordName = `${accessibilityFolder}/sweep-record.json`;
export const manualChecksName = `${accessibilityFolder}/manual-checks.yaml`;
export const knownIssuesName = `${accessibilityFolder}/known-issues.yaml`;
export const conformanceReportName = `${accessibilityFolder}/conformance-report.yaml`;
const recordAgain = 'record a sweep again with npm run sweep -- <address> --record (docs/qa-sweeps.md)';

/**
 * The last full sweep, or null when none is recorded (a fresh copy of the project). A record that is
 * not the sweep's JSON, or that fails its schema, stops the build with one line.
 */
export function loadSweepRecord(contentDir: string): SweepRecord | null {
  const file = `src/content/${sweepRecordName}`;
  let text: string;
  try {
    text = readFileSync(path.join(contentDir, sweepRecordName), 'utf8');
  } catch {
    return null;
  }
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

export function loadManualChecks(contentDir: string): ManualCheck[] {
  return loadYamlFile(contentDir, manualChecksName, manualChecksFileSchema).checks;
}

export function loadKnownIssues(contentDir: string): KnownIssue[] {
  return loadYamlFile(contentDir, knownIssuesName, knownIssuesFileSchema).issues;
}

/**
 * The report's words and the criteria that do not apply. A criterion listed twice, or marked not
 * applicable while a known issue names it, is one line naming the file and the entry.
 */
export function loadConformanceContent(contentDir: string, knownIssues: KnownIssue[] = loadKnownIssues(contentDir)) {
  const { file, data, source } = readValidYaml(contentDir, conformanceReportName, conformanceReportFileSchema);
  const content = fillStrings(data, file, source.lineOf);
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

function sweepSummary(record: SweepRecord): SweepSummary {
  const journeys = record.screenReaderJourneys;
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
  };
}

/** "tests/e2e/shell.spec.ts › skip link › is the first thing…" as its file and title. */
export function parseCitation(citation: string): TestCitation {
  const [file, ...titles] = citation.split(' › ');
  return { file: file!, title: titles.join(' › ') };
}

const byNewest = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date);

/** Each criterion's row: its evidence and its status by the rule (./conformanceStatus.ts). */
export function conformanceRows(
  record: SweepRecord | null,
  manualChecks: ManualCheck[],
  knownIssues: KnownIssue[],
  notApplicable: { criterion: CriterionNumber; reason: string }[],
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
    const status = conformanceStatus({
      knownIssues: issues.map((issue) => issue.status),
      notApplicable: reason !== undefined,
      sweepPassed: record?.passed ?? false,
      automatedEvidence: rules.axe.length + rules.htmlcs.length + tests.length > 0,
      needsHandCheck: evidence.byHand !== undefined,
      checkedByHand: checkedByHand.length > 0,
    });
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

interface Evidence {
  record: SweepRecord | null;
  manualChecks: ManualCheck[];
  knownIssues: KnownIssue[];
  content: ReturnType<typeof loadConformanceContent>;
  rows: ConformanceRow[];
}

function loadEvidence(contentDir: string): Evidence {
  const record = loadSweepRecord(contentDir);
  const manualChecks = loadManualChecks(contentDir);
  const knownIssues = loadKnownIssues(contentDir);
  const content = loadConformanceContent(contentDir, knownIssues);
  return { record, manualChecks, knownIssues, content, rows: conformanceRows(record, manualChecks, knownIssues, content.notApplicable) };
}

/** /accessibility-statement/conformance-report: a row per criterion. */
export function loadConformanceReport(contentDir: string): ConformanceReport {
  const { record, content, rows } = loadEvidence(contentDir);
  return {
    intro: content.intro,
    parsingNote: content.parsingNote,
    sweepDate: record ? ukDate(record.startedAt) : null,
    sweepPassed: record?.passed ?? false,
    statuses: statusCounts(rows),
    principles: wcagPrinciples.map(({ number, name }) => ({
      number,
      name,
      rows: rows.filter((row) => row.number.startsWith(`${number}.`)),
    })),
  };
}

/** What /accessibility-statement shows of the evidence. */
export function loadStatementEvidence(contentDir: string): StatementEvidence {
  const { record, manualChecks, knownIssues, rows } = loadEvidence(contentDir);
  const named = (numbers: CriterionNumber[]) => numbers.map(describeCriterion);
  return {
    reportPath: conformanceReportPath,
    sweep: record ? sweepSummary(record) : null,
    manualChecks: [...manualChecks].sort(byNewest).map((check) => ({ ...check, criteria: named(check.criteria) })),
    knownIssues: knownIssues.map((issue) => ({ ...issue, criteria: named(issue.criteria) })),
    statuses: statusCounts(rows),
    criteria: rows.length,
  };
}
