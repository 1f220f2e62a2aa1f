import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { criterionEvidence } from '../../../content-model/accessibility/evidence.ts';
import {
  conformanceReportPath,
  conformanceRows,
  loadConformanceContent,
  loadConformanceReport,
  loadStatementEvidence,
} from '../../../content-model/compiler/accessibilityEvidence.ts';
import { defaultContentFolder } from '../../../content-model/disk';
import { conformanceStatus, heldBackBySweepCoverage, type CriterionFacts } from '../../../content-model/compiler/conformanceStatus.ts';
import { sweepRecordSchema, type KnownIssue, type ManualCheck, type SweepRecord } from '../../../content-model/schemas';
import { criterionNumbers, wcag22Criteria } from '../../../content-model/accessibility/wcag.ts';
import { breadcrumbTrail, findRoute } from '../../../src/routes/routeTable';

/**
 * The conformance report's status rule (docs/decisions/035) and the rows it makes from the evidence:
 * "supports" only with a passing sweep and evidence that settles the criterion; known issues alone say
 * a criterion is not met; no evidence is "not yet verified", never "supports".
 */

const facts = (overrides: Partial<CriterionFacts>): CriterionFacts => ({
  knownIssues: [],
  notApplicable: false,
  sweepPassed: true,
  sweepCoversSite: true,
  automatedEvidence: true,
  needsHandCheck: false,
  checkedByHand: false,
  ...overrides,
});

describe('the status rule', () => {
  it('supports: a passing sweep, and rules or tests that settle the criterion', () => {
    expect(conformanceStatus(facts({}))).toBe('supports');
  });

  it('supports a criterion a person must judge only once a check by hand found no problem', () => {
    expect(conformanceStatus(facts({ needsHandCheck: true }))).toBe('not yet verified');
    expect(conformanceStatus(facts({ needsHandCheck: true, checkedByHand: true }))).toBe('supports');
    // A check by hand is evidence even where no rule or test applies.
    expect(conformanceStatus(facts({ needsHandCheck: true, checkedByHand: true, automatedEvidence: false }))).toBe('supports');
  });

  it('never says supports without evidence, or without a passing sweep', () => {
    expect(conformanceStatus(facts({ automatedEvidence: false }))).toBe('not yet verified');
    expect(conformanceStatus(facts({ sweepPassed: false }))).toBe('not yet verified');
    expect(conformanceStatus(facts({ sweepPassed: false, needsHandCheck: true, checkedByHand: true }))).toBe('not yet verified');
  });

  it('takes "partially supports" and "does not support" from known issues only, the stricter first', () => {
    expect(conformanceStatus(facts({ knownIssues: ['partially supports'] }))).toBe('partially supports');
    expect(conformanceStatus(facts({ knownIssues: ['partially supports', 'does not support'] }))).toBe('does not support');
    // A known issue outweighs a reason not to apply, and any evidence.
    expect(conformanceStatus(facts({ knownIssues: ['partially supports'], notApplicable: true, checkedByHand: true }))).toBe(
      'partially supports',
    );
  });

  it('says "not applicable" for a criterion with a stated reason, whatever the sweep', () => {
    expect(conformanceStatus(facts({ notApplicable: true, sweepPassed: false, automatedEvidence: false }))).toBe('not applicable');
    expect(conformanceStatus(facts({ notApplicable: true, sweepCoversSite: false }))).toBe('not applicable');
  });

  it('never says supports on a sweep that does not cover the site being built, and says which criteria it holds back', () => {
    const uncovered = facts({ sweepCoversSite: false });
    expect(conformanceStatus(uncovered)).toBe('not yet verified');
    expect(heldBackBySweepCoverage(uncovered)).toBe(true);
    // A check by hand does not stand in for the sweep either.
    const checked = facts({ sweepCoversSite: false, needsHandCheck: true, checkedByHand: true });
    expect(conformanceStatus(checked)).toBe('not yet verified');
    expect(heldBackBySweepCoverage(checked)).toBe(true);
    // Held back only where the sweep is all that is missing.
    expect(heldBackBySweepCoverage(facts({ sweepCoversSite: false, needsHandCheck: true }))).toBe(false);
    expect(heldBackBySweepCoverage(facts({ sweepCoversSite: false, sweepPassed: false }))).toBe(false);
    expect(heldBackBySweepCoverage(facts({ sweepCoversSite: false, knownIssues: ['partially supports'] }))).toBe(false);
    expect(heldBackBySweepCoverage(facts({}))).toBe(false);
    // Known issues and reasons not to apply still say what they say.
    expect(conformanceStatus(facts({ sweepCoversSite: false, knownIssues: ['does not support'] }))).toBe('does not support');
  });
});

const passingRecord: SweepRecord = sweepRecordSchema.parse(
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../fixtures/launch-check/replaced/src/content/accessibility/sweep-record.json'),
      'utf8',
    ),
  ),
);
const check = (overrides: Partial<ManualCheck>): ManualCheck => ({
  date: '2026-11-22',
  role: 'Our screen reader trainer, who uses NVDA every day',
  assistiveTechnology: 'NVDA 2025.3',
  browser: 'Firefox 145',
  device: 'Windows 11 laptop',
  pages: 'Home, Contact and the glossary',
  criteria: ['1.1.1'],
  outcome: 'no problems found',
  ...overrides,
});
const issue = (overrides: Partial<KnownIssue>): KnownIssue => ({
  summary: 'The volume slider cannot be set by voice control.',
  criteria: ['2.5.3'],
  status: 'partially supports',
  meanwhile: ['Use the Volume up and Volume down buttons.'],
  ...overrides,
});
const rowOf = (rows: ReturnType<typeof conformanceRows>, number: string) => rows.find((row) => row.number === number)!;

describe('the rows of the report', () => {
  it('say "not yet verified" for every criterion that applies while no sweep is recorded', () => {
    const rows = conformanceRows(null, [check({})], [], [{ criterion: '1.2.4', reason: 'The site has no live audio or video.' }], false);
    expect(rows.map((row) => row.number)).toEqual(criterionNumbers);
    expect(new Set(rows.filter((row) => row.number !== '1.2.4').map((row) => row.status))).toEqual(new Set(['not yet verified']));
    expect(rowOf(rows, '1.2.4')).toMatchObject({
      status: 'not applicable',
      statusLabel: 'Not applicable',
      notApplicable: 'The site has no live audio or video.',
    });
    expect(rowOf(rows, '3.1.1').rules).toEqual({ axe: [], htmlcs: [] });
  });

  it('take the rules from the sweep record, the tests from the evidence, and the dates of checks by hand that found no problem', () => {
    const rows = conformanceRows(
      passingRecord,
      [check({ date: '2026-11-21' }), check({ date: '2026-11-23' }), check({ date: '2026-11-24', outcome: 'problems found' })],
      [issue({})],
      [],
      true,
    );
    // 3.1.1: the record's rule and a test settle it.
    expect(rowOf(rows, '3.1.1')).toMatchObject({ status: 'supports', rules: { axe: ['html-has-lang'], htmlcs: [] } });
    expect(rowOf(rows, '3.1.1').tests).toEqual([{ file: 'tests/e2e/pages.spec.ts', title: 'every route of the table' }]);
    // 1.1.1 needs a person: checked twice with no problem (newest first); the check that found problems does not count.
    expect(rowOf(rows, '1.1.1')).toMatchObject({ status: 'supports', checkedByHand: ['2026-11-23', '2026-11-21'] });
    expect(rowOf(rows, '1.3.3')).toMatchObject({ status: 'not yet verified', checkedByHand: [] });
    expect(rowOf(rows, '2.5.3')).toMatchObject({
      status: 'partially supports',
      issues: ['The volume slider cannot be set by voice control.'],
    });
  });

  it('count the issues the last sweep found against a criterion, and support nothing when it failed', () => {
    const failed = { ...passingRecord, issues: 2, issuesByCriterion: { '1.4.3': 2 }, passed: false };
    const rows = conformanceRows(failed, [check({})], [], [], true);
    expect(rowOf(rows, '1.4.3').sweepIssues).toBe(2);
    expect(rows.filter((row) => row.status === 'supports')).toEqual([]);
    // Held back by the failure, not by coverage.
    expect(rows.filter((row) => row.heldBack)).toEqual([]);
  });

  it('support nothing on a passing sweep that does not cover the site, and mark each criterion it would settle', () => {
    const covered = conformanceRows(passingRecord, [check({})], [], [], true);
    const uncovered = conformanceRows(passingRecord, [check({})], [], [], false);
    expect(uncovered.filter((row) => row.status === 'supports')).toEqual([]);
    expect(uncovered.filter((row) => row.heldBack).map((row) => row.number)).toEqual(
      covered.filter((row) => row.status === 'supports').map((row) => row.number),
    );
    expect(rowOf(uncovered, '3.1.1')).toMatchObject({ status: 'not yet verified', statusLabel: 'Not yet verified', heldBack: true });
  });
});

describe('the evidence behind each criterion', () => {
  const { notApplicable } = loadConformanceContent(defaultContentFolder);
  const notApplying = new Set(notApplicable.map((entry) => entry.criterion));

  it('names every WCAG 2.2 A and AA criterion, 55 in all, and never 4.1.1', () => {
    expect(wcag22Criteria).toHaveLength(55);
    expect(wcag22Criteria.filter((criterion) => criterion.level === 'A')).toHaveLength(31);
    expect(Object.keys(criterionEvidence).sort()).toEqual([...criterionNumbers].sort());
    expect(criterionNumbers).not.toContain('4.1.1');
  });

  it('gives each criterion that applies a way to be verified: tests, or what a person must check', () => {
    for (const number of criterionNumbers) {
      const evidence = criterionEvidence[number];
      if (notApplying.has(number)) expect(evidence, number).toEqual({});
      else expect((evidence.tests?.length ?? 0) > 0 || evidence.byHand !== undefined, number).toBe(true);
    }
  });

  it('gives every criterion marked not applicable a reason a visitor can read', () => {
    expect(notApplicable.length).toBeGreaterThan(0);
    for (const entry of notApplicable) expect(entry.reason.length, entry.criterion).toBeGreaterThan(20);
  });
});

describe('the shipped report and statement', () => {
  const report = loadConformanceReport(defaultContentFolder);
  const statement = loadStatementEvidence(defaultContentFolder);

  it('count every criterion once, and agree with each other', () => {
    const rows = report.principles.flatMap((principle) => principle.rows);
    expect(rows.map((row) => row.number)).toEqual(criterionNumbers);
    expect(report.statuses.reduce((sum, status) => sum + status.count, 0)).toBe(55);
    expect(statement.statuses).toEqual(report.statuses);
    expect(statement.criteria).toBe(55);
    expect(report.principles.map((principle) => principle.name)).toEqual(['Perceivable', 'Operable', 'Understandable', 'Robust']);
  });

  it('say "supports" only for criteria with evidence, after a passing sweep', () => {
    for (const row of report.principles.flatMap((principle) => principle.rows).filter((candidate) => candidate.status === 'supports')) {
      expect(report.sweepPassed, row.number).toBe(true);
      expect(row.rules.axe.length + row.rules.htmlcs.length + row.tests.length + row.checkedByHand.length, row.number).toBeGreaterThan(0);
    }
  });

  it('is a page of the route table, under the statement', () => {
    const route = findRoute(conformanceReportPath)!;
    expect(route.name).toBe('WCAG 2.2 Conformance Report');
    expect(breadcrumbTrail(route).map((crumb) => crumb.name)).toEqual(['Home', 'Accessibility Statement', 'WCAG 2.2 Conformance Report']);
    expect(statement.reportPath).toBe(conformanceReportPath);
  });
});
