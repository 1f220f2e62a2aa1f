import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '../shared/runCommand';

/** The screen-reader journeys (docs/decisions/027): Playwright tests of what a virtual screen reader says. */
export const journeysSpec = 'tests/e2e/screen-reader.spec.ts';

export interface JourneysOutcome {
  /** How to run them again against the same address. */
  command: string;
  journeys: { name: string; passed: boolean }[];
  /** Why they could not be run, when they could not. */
  problem?: string;
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; tests: { status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[] }[];
  suites?: PlaywrightSuite[];
}

/**
 * Each journey of Playwright's JSON report, with whether it passed: every run of it as expected
 * (a test that passed only on a retry, "flaky", did not pass). Nested describes name it "describe › test".
 */
export function journeysFromReport(report: { suites?: PlaywrightSuite[] }): JourneysOutcome['journeys'] {
  const found: JourneysOutcome['journeys'] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      found.push({
        name: [...titles, spec.title].join(' › '),
        passed: spec.tests.length > 0 && spec.tests.every((test) => test.status === 'expected'),
      });
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top level is the file: its title is not part of a test's name.
  for (const file of report.suites ?? []) visit(file, []);
  return found;
}

/**
 * Runs the journeys with Playwright against `base` (E2E_BASE_URL: no local server is started), and reads
 * what each gave from its JSON report. What the sweep records is only what Playwright reported: a run
 * that reports nothing is recorded as not run, with why.
 */
export async function runJourneys(base: URL): Promise<JourneysOutcome> {
  const command = `E2E_BASE_URL=${base.origin} npx playwright test ${journeysSpec}`;
  const folder = mkdtempSync(path.join(tmpdir(), 'sweep-journeys-'));
  const reportFile = path.join(folder, 'report.json');
  try {
    console.log(`\nThe screen-reader journeys, against ${base.origin}: ${command}`);
    const code = await run('npx', ['playwright', 'test', journeysSpec, '--reporter=list,json'], {
      E2E_BASE_URL: base.origin,
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
    });
    let journeys: JourneysOutcome['journeys'] = [];
    try {
      journeys = journeysFromReport(JSON.parse(readFileSync(reportFile, 'utf8')) as { suites?: PlaywrightSuite[] });
    } catch {
      return { command, journeys: [], problem: `Playwright ended with code ${code} and wrote no report` };
    }
    if (!journeys.length) return { command, journeys, problem: `Playwright ended with code ${code} and ran no journey` };
    return { command, journeys };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
