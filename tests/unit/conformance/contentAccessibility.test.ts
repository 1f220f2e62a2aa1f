import { fixtureFolder } from '../support/fixtureFolder';
import { defaultContentFolder } from '../../../content-model/disk/contentDir.ts';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from '../../../content-model/disk';
import {
  loadConformanceContent,
  loadKnownIssues,
  loadManualChecks,
  loadStatementEvidence,
  loadSweepRecord,
  ukDate,
} from '../../../content-model/compiler/accessibilityEvidence.ts';
import { loadAccessibilityStatement } from '../../../content-model/compiler/longPages.ts';
import { contentProblem } from '../support/contentProblem';

/**
 * The accessibility evidence the owner edits (src/content/accessibility/*.yaml) and the record the
 * sweep writes: a mistake is one plain line naming the file, the line and the field; a missing record
 * is not a mistake, and the statement then says that no sweep is recorded.
 */

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the accessibility folder with the given files replaced (null: removed). */
function contentWith(files: Record<string, string | null>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'accessibility-content-'));
  folders.push(folder);
  cpSync(path.join(defaultContentDir, 'accessibility'), path.join(folder, 'accessibility'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(folder, 'accessibility', name);
    if (text === null) rmSync(file, { force: true });
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  return folder;
}

const fixtureRecord = readFileSync(
  path.resolve(import.meta.dirname, '../../fixtures/launch-check/replaced/src/content/accessibility/sweep-record.json'),
  'utf8',
);

const manualCheck = `checks:
  - date: 2026-11-22
    role: Our screen reader trainer, who uses NVDA every day
    assistiveTechnology: NVDA 2025.3
    browser: Firefox 145
    device: Windows 11 laptop
    pages: Home, Contact and the glossary
    criteria: ["1.1.1", "4.1.2"]
    outcome: no problems found
`;

const knownIssue = `issues:
  - summary: The volume slider cannot be set by voice control.
    criteria: ["2.5.3"]
    status: partially supports
    meanwhile: Use the Volume up and Volume down buttons, or [tell us](/contact).
`;

describe("the owner's records", () => {
  it('read as the statement shows them: checks newest first, each criterion named', () => {
    const content = contentWith({ 'manual-checks.yaml': manualCheck, 'known-issues.yaml': knownIssue, 'sweep-record.json': fixtureRecord });
    expect(loadManualChecks(fixtureFolder(content))).toHaveLength(1);
    const evidence = loadStatementEvidence(fixtureFolder(content));
    expect(evidence.manualChecks[0]).toMatchObject({
      date: '2026-11-22',
      criteria: ['1.1.1 Non-text Content (A)', '4.1.2 Name, Role, Value (A)'],
    });
    expect(evidence.knownIssues[0]).toMatchObject({
      criteria: ['2.5.3 Label in Name (A)'],
      meanwhile: ['Use the Volume up and Volume down buttons, or ', { href: '/contact', text: 'tell us' }, '.'],
    });
    expect(evidence.sweep).toMatchObject({ date: '2026-11-20', pages: 4, states: 2, themes: 2, checks: 12, passed: true });
  });

  it('may be empty lists: the shipped ones are', () => {
    expect(loadManualChecks(defaultContentFolder)).toEqual([]);
    expect(loadKnownIssues(defaultContentFolder)).toEqual([]);
  });

  it('name the file, line and field of a mistake, in one plain line', () => {
    const aaa = contentWith({ 'known-issues.yaml': knownIssue.replace('["2.5.3"]', '["2.5.3", "1.4.6"]') });
    expect(contentProblem(() => loadKnownIssues(fixtureFolder(aaa)))).toBe(
      'src/content/accessibility/known-issues.yaml: line 3: the criterion 2 of issue 1 must be the number of a WCAG 2.2 level A or AA success criterion, such as 1.4.3 (it is "1.4.6")',
    );
    const status = contentWith({ 'known-issues.yaml': knownIssue.replace('status: partially supports', 'status: fails') });
    expect(contentProblem(() => loadKnownIssues(fixtureFolder(status)))).toBe(
      'src/content/accessibility/known-issues.yaml: line 4: the status of issue 1 must be one of: partially supports, does not support',
    );
    const noMeanwhile = contentWith({ 'known-issues.yaml': knownIssue.replace(/ {4}meanwhile: .*\n/, '') });
    expect(contentProblem(() => loadKnownIssues(fixtureFolder(noMeanwhile)))).toBe(
      'src/content/accessibility/known-issues.yaml: line 2: the issue 1 has no advice for meanwhile',
    );

    const date = contentWith({ 'manual-checks.yaml': manualCheck.replace('date: 2026-11-22', 'date: 22/11/2026') });
    expect(contentProblem(() => loadManualChecks(fixtureFolder(date)))).toBe(
      'src/content/accessibility/manual-checks.yaml: line 2: the date of check 1 is not in the right form (write it as year-month-day, for example 2026-11-21)',
    );
    const noCriteria = contentWith({ 'manual-checks.yaml': manualCheck.replace('["1.1.1", "4.1.2"]', '[]') });
    expect(contentProblem(() => loadManualChecks(fixtureFolder(noCriteria)))).toBe(
      'src/content/accessibility/manual-checks.yaml: line 8: the criteria of check 1 must have at least 1 items (it has 0)',
    );
  });

  it('refuse a criterion marked not applicable twice, or while a known issue fails it', () => {
    const report = readFileSync(path.join(defaultContentDir, 'accessibility/conformance-report.yaml'), 'utf8');
    const twice = contentWith({
      'conformance-report.yaml': `${report}  - criterion: "1.2.4"\n    reason: There is no live video on the site at all.\n`,
    });
    expect(contentProblem(() => loadConformanceContent(fixtureFolder(twice)))).toMatch(
      /^src\/content\/accessibility\/conformance-report\.yaml: line \d+: criterion 1\.2\.4 is marked not applicable twice: keep one entry for it$/,
    );
    const contradicted = contentWith({ 'known-issues.yaml': knownIssue.replace('["2.5.3"]', '["3.3.8"]') });
    expect(contentProblem(() => loadConformanceContent(fixtureFolder(contradicted)))).toMatch(
      /^src\/content\/accessibility\/conformance-report\.yaml: line \d+: criterion 3\.3\.8 is marked not applicable, but known issue 1 of src\/content\/accessibility\/known-issues\.yaml fails it: remove one of the two$/,
    );
  });
});

describe('the sweep record', () => {
  it('is optional: without one, the statement says no sweep is recorded and nothing is supported', () => {
    const none = contentWith({ 'sweep-record.json': null });
    expect(loadSweepRecord(fixtureFolder(none))).toBeNull();
    const evidence = loadStatementEvidence(fixtureFolder(none));
    expect(evidence.sweep).toBeNull();
    expect(evidence.statuses.find((status) => status.status === 'supports')?.count).toBe(0);
  });

  it('stops the build with one line when it is not what the sweep writes', () => {
    const broken = contentWith({ 'sweep-record.json': '{ "startedAt": ' });
    expect(contentProblem(() => loadSweepRecord(fixtureFolder(broken)))).toBe(
      'src/content/accessibility/sweep-record.json: line 1: the file is not the JSON the sweep writes: build again: SITE_ENV=production npm run build (or npm run test:sweep -- --record) writes it (docs/qa-sweeps.md)',
    );
    // A result edited by hand no longer agrees with the totals.
    const edited = contentWith({ 'sweep-record.json': fixtureRecord.replace('"issues": 0', '"issues": 3') });
    expect(contentProblem(() => loadSweepRecord(fixtureFolder(edited)))).toBe(
      'src/content/accessibility/sweep-record.json: line 20: the passed flag: is true, but the totals say the sweep did not pass: the file is written by the sweep, never by hand; build again: SITE_ENV=production npm run build (or npm run test:sweep -- --record) writes it (docs/qa-sweeps.md)',
    );
    const unknownField = contentWith({ 'sweep-record.json': fixtureRecord.replace('"pages": 4,', '"pages": 4, "grade": "A",') });
    expect(contentProblem(() => loadSweepRecord(fixtureFolder(unknownField)))).toMatch(
      /^src\/content\/accessibility\/sweep-record\.json: line 1: the file has a field the site does not use: grade: /,
    );
  });

  it('dates a sweep by the UK calendar: just after midnight in summer is the next day', () => {
    expect(ukDate('2026-07-01T23:30:00.000Z')).toBe('2026-07-02');
    expect(ukDate('2026-12-01T23:30:00.000Z')).toBe('2026-12-01');
  });
});

describe('the statement file', () => {
  it('must keep the three sections its evidence is shown in', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'statement-'));
    folders.push(folder);
    mkdirSync(path.join(folder, 'pages'));
    const statement = readFileSync(path.join(defaultContentDir, 'pages/accessibility-statement.md'), 'utf8');
    writeFileSync(path.join(folder, 'pages/accessibility-statement.md'), statement.replace('{#assessment-approach}', '{#how-we-assess}'));
    expect(contentProblem(() => loadAccessibilityStatement(fixtureFolder(folder)))).toBe(
      'src/content/pages/accessibility-statement.md: the statement has no section {#assessment-approach}, where the last sweep and the checks by hand are shown: keep a section whose heading ends with {#assessment-approach}',
    );
  });
});
