import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Pa11yIssue } from 'pa11y';
import { afterAll, describe, expect, it } from 'vitest';
import { axeRulesRun, htmlcsSniffsRun, rulesByCriterion } from '../../../scripts/sweep/coverage';
import { journeysFromReport, type JourneysOutcome } from '../../../scripts/sweep/journeys';
import { fetchSiteFingerprint, installedVersion, sweepRecord, writeSweepRecord } from '../../../scripts/sweep/record';
import type { SweepMeta } from '../../../scripts/sweep/sweepReport';
import type { SweepRun } from '../../../scripts/sweep/run';
import { sweepStates } from '../../../scripts/sweep/states';
import { sweepTargets } from '../../../scripts/sweep/targets';
import { sweepRecordSchema } from '../../../content-model/schemas';
import { isCriterionNumber } from '../../../content-model/accessibility/wcag.ts';

/**
 * `npm run sweep -- <address> --record` (docs/decisions/034): what it records is counted from the runs
 * it made and the journeys Playwright reported, with the tools' versions read from the installed
 * packages, and the rules it ran for each criterion read from axe-core's and HTML_CodeSniffer's own
 * metadata. A full sweep takes minutes, so the record is built here from runs made up for the test.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const base = new URL('http://127.0.0.1:4511');
const targets = sweepTargets(
  [
    'http://127.0.0.1:4511/',
    'http://127.0.0.1:4511/contact',
    'http://127.0.0.1:4511/resources/glossary',
    'http://127.0.0.1:4511/training/screen-readers',
    'http://127.0.0.1:4511/resources/screen-reader-tutorials/jaws',
  ],
  base,
);
const meta: SweepMeta = {
  baseUrl: base.origin,
  startedAt: new Date('2026-11-24T09:15:00.000Z'),
  seconds: 120,
  standard: 'WCAG2AA',
  runners: ['axe', 'htmlcs'],
  browser: 'HeadlessChrome/146.0.0.0',
};
const defaults = { standard: 'WCAG2AA' as const, runners: ['axe', 'htmlcs'] };
const clean: SweepRun[] = targets.flatMap((target) => (['light', 'dark'] as const).map((theme) => ({ target, theme, issues: [] })));
const contrastIssue = {
  code: 'color-contrast',
  runner: 'axe',
  type: 'error',
  message: 'Low contrast',
  selector: 'p',
  context: '<p>',
} as Pa11yIssue;
const htmlcsIssue = {
  code: 'WCAG2AA.Principle1.Guideline1_1.1_1_1.H37',
  runner: 'htmlcs',
  type: 'error',
  message: 'No alt',
  selector: 'img',
  context: '<img>',
} as Pa11yIssue;
const passedJourneys: JourneysOutcome = {
  command: 'E2E_BASE_URL=http://127.0.0.1:4511 npx playwright test tests/e2e/screen-reader.spec.ts',
  journeys: [{ name: 'a journey', passed: true }],
};

describe('the sweep record', () => {
  it("counts what the sweep covered from its targets and runs, and reads the tools' versions from the installed packages", () => {
    const record = sweepRecord({ meta, defaults, targets, runs: clean, journeys: passedJourneys, fingerprint: null });
    // The five sitemap pages and the unknown address; every state starts on one of them.
    expect(record).toMatchObject({
      startedAt: '2026-11-24T09:15:00.000Z',
      address: 'http://127.0.0.1:4511',
      pages: 6,
      states: sweepStates.length,
      themes: ['light', 'dark'],
    });
    expect(record.checks).toBe((6 + sweepStates.length) * 2);
    expect(record.tools).toEqual({
      pa11y: (require('pa11y/package.json') as { version: string }).version,
      axeCore: (require('axe-core/package.json') as { version: string }).version,
      htmlCodeSniffer: installedVersion('@pa11y/html_codesniffer'),
      browser: 'HeadlessChrome/146.0.0.0',
    });
    expect(record.screenReaderJourneys.tools.virtualScreenReader).toBe(installedVersion('@guidepup/virtual-screen-reader'));
    expect(record).toMatchObject({ issues: 0, uncheckable: 0, issuesByCriterion: {}, passed: true });
  });

  it('passes only when nothing was found, every check was made and every journey passed', () => {
    const withIssues = clean.map((run, index) => (index === 0 ? { ...run, issues: [contrastIssue, htmlcsIssue, contrastIssue] } : run));
    expect(sweepRecord({ meta, defaults, targets, runs: withIssues, journeys: passedJourneys, fingerprint: null })).toMatchObject({
      issues: 3,
      issuesByCriterion: { '1.4.3': 2, '1.1.1': 1 },
      passed: false,
    });
    const unreached = clean.map((run, index) => (index === 1 ? { ...run, error: 'could not be checked: the action timed out' } : run));
    expect(sweepRecord({ meta, defaults, targets, runs: unreached, journeys: passedJourneys, fingerprint: null })).toMatchObject({
      uncheckable: 1,
      passed: false,
    });
    const failedJourney = { ...passedJourneys, journeys: [...passedJourneys.journeys, { name: 'another journey', passed: false }] };
    expect(sweepRecord({ meta, defaults, targets, runs: clean, journeys: failedJourney, fingerprint: null }).passed).toBe(false);
    const notRun = { command: passedJourneys.command, journeys: [], problem: 'Playwright ended with code 1 and wrote no report' };
    expect(sweepRecord({ meta, defaults, targets, runs: clean, journeys: notRun, fingerprint: null })).toMatchObject({
      passed: false,
      screenReaderJourneys: { problem: notRun.problem },
    });
  });

  it('lists every page with the fingerprint the swept site gave it, every state, and the commit it was built from', () => {
    const fingerprint = {
      commit: '0123456789abcdef0123456789abcdef01234567',
      uncommittedChanges: false,
      pages: { '/': '1111111111111111', '/contact': '2222222222222222', '/resources/glossary': '3333333333333333' },
      notFound: '4444444444444444',
      files: '5555555555555555',
    };
    const record = sweepRecord({ meta, defaults, targets, runs: clean, journeys: passedJourneys, fingerprint });
    expect(record.swept).toEqual({
      build: { commit: '0123456789abcdef0123456789abcdef01234567', uncommittedChanges: false },
      pages: [
        { path: '/', html: '1111111111111111' },
        { path: '/contact', html: '2222222222222222' },
        { path: '/resources/glossary', html: '3333333333333333' },
        // A page the site's fingerprint does not list has none: the build cannot show it is unchanged.
        { path: '/training/screen-readers', html: null },
        { path: '/resources/screen-reader-tutorials/jaws', html: null },
        { path: '/this-page-does-not-exist', notFound: true, html: '4444444444444444' },
      ],
      states: sweepStates.map((state) => ({ id: state.id, name: state.name, path: state.path })),
      files: '5555555555555555',
    });
    // A site that publishes no fingerprint: what was checked, without which version it was.
    const unknown = sweepRecord({ meta, defaults, targets, runs: clean, journeys: passedJourneys, fingerprint: null }).swept!;
    expect(unknown.build).toBeNull();
    expect(unknown.files).toBeNull();
    expect(unknown.pages.map((page) => page.path)).toEqual([
      '/',
      '/contact',
      '/resources/glossary',
      '/training/screen-readers',
      '/resources/screen-reader-tutorials/jaws',
      '/this-page-does-not-exist',
    ]);
    expect(unknown.pages.every((page) => page.html === null)).toBe(true);
  });

  it('is written whole, and reads back as the build reads it', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sweep-record-'));
    try {
      const file = path.join(folder, 'accessibility', 'sweep-record.json');
      const record = sweepRecord({ meta, defaults, targets, runs: clean, journeys: passedJourneys, fingerprint: null });
      writeSweepRecord(record, file);
      expect(sweepRecordSchema.parse(JSON.parse(readFileSync(file, 'utf8')))).toEqual(record);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the swept site's fingerprint, read before the sweep", () => {
  it('is the one the site publishes, or a line saying why there is none', async () => {
    const fingerprint = {
      commit: null,
      uncommittedChanges: null,
      pages: { '/': '1111111111111111' },
      notFound: '4444444444444444',
      files: '5555555555555555',
    };
    let answer: { status: number; body: string } = { status: 200, body: JSON.stringify(fingerprint) };
    const server = createServer((request, response) => {
      response.writeHead(request.url === '/site-fingerprint.json' ? answer.status : 404, { 'Content-Type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const site = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    try {
      expect(await fetchSiteFingerprint(site)).toEqual({ fingerprint });
      answer = { status: 404, body: 'Not found' };
      expect(await fetchSiteFingerprint(site)).toEqual({
        problem: `${site.origin}/site-fingerprint.json answered 404: the site does not say which version it is`,
      });
      answer = { status: 200, body: JSON.stringify({ ...fingerprint, files: 'not a fingerprint' }) };
      expect(await fetchSiteFingerprint(site)).toEqual({
        problem: `${site.origin}/site-fingerprint.json is not the fingerprint the build writes: the site does not say which version it is`,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the screen-reader journeys, from Playwright's JSON report", () => {
  it('are named by their titles, and pass only if every run was as expected', () => {
    const report = {
      suites: [
        {
          title: 'screen-reader.spec.ts',
          specs: [
            { title: 'the cookie banner', tests: [{ status: 'expected' as const }] },
            { title: 'the glossary', tests: [{ status: 'flaky' as const }] },
          ],
          suites: [{ title: 'the contact form', specs: [{ title: 'sent empty', tests: [{ status: 'unexpected' as const }] }] }],
        },
      ],
    };
    expect(journeysFromReport(report)).toEqual([
      { name: 'the cookie banner', passed: true },
      { name: 'the glossary', passed: false },
      { name: 'the contact form › sent empty', passed: false },
    ]);
  });
});

describe('the rules the sweep runs for each criterion', () => {
  const rules = rulesByCriterion(defaults);
  const axeRules = (require('axe-core') as { getRules: () => { ruleId: string; tags: string[] }[] }).getRules();

  it("are read from axe-core's own tags: wcag143 is 1.4.3; the WCAG 2.2 rule is on; experimental and deprecated rules are not", () => {
    const running = axeRulesRun('WCAG2AA').map((rule) => rule.ruleId);
    for (const rule of axeRules.filter((candidate) => candidate.tags.includes('wcag143') && running.includes(candidate.ruleId))) {
      expect(rules['1.4.3']?.axe).toContain(rule.ruleId);
    }
    expect(rules['2.5.8']?.axe).toEqual(['target-size']);
    expect(running).not.toContain('label-content-name-mismatch');
    expect(running).not.toContain('duplicate-id');
    expect(JSON.stringify(rules)).not.toContain('css-orientation-lock');
  });

  it('name only the HTML_CodeSniffer sniffs that can report an error, as the start of their issue codes', () => {
    const sniffs = htmlcsSniffsRun('WCAG2AA');
    expect(sniffs).toContain('WCAG2AA.Principle1.Guideline1_4.1_4_3');
    expect(rules['1.4.3']?.htmlcs).toEqual(['WCAG2AA.Principle1.Guideline1_4.1_4_3']);
    // 1.4.1's sniff only asks a person to check (a notice), which the sweep does not report.
    expect(rules['1.4.1']?.htmlcs).toBeUndefined();
    // 4.1.1 is not a WCAG 2.2 criterion: its sniff runs, but no criterion of the report lists it.
    expect(sniffs).toContain('WCAG2AA.Principle4.Guideline4_1.4_1_1');
  });

  it('list only WCAG 2.2 A and AA criteria, and none for a runner the sweep does not use', () => {
    for (const number of Object.keys(rules)) expect(isCriterionNumber(number), number).toBe(true);
    expect(Object.values(rulesByCriterion({ standard: 'WCAG2AA', runners: ['axe'] })).some((entry) => entry?.htmlcs)).toBe(false);
  });
});

describe('npm run sweep --record', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('refuses --only: the statement records full sweeps only', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'sweep-record-cli-'));
    folders.push(out);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/sweep.ts', 'http://127.0.0.1:4511', '--only=/contact', '--record', `--out=${out}`],
      { cwd: root },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(2);
    expect(stderr.trim()).toBe('sweep: --record records a full sweep for the accessibility statement: leave out --only');
  }, 30_000);
});
