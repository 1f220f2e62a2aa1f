import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteFingerprint, SweepRecord } from '../../content-model/schemas/accessibility.ts';
import { loadSweepDefaults, SweepConfigError, type SweepDefaults } from './sweepDefaults';
import { pa11yCiReport, runLabel, writeReports, type SweepMeta } from './sweepReport';
import { runSweep, unknownActions, type SweepRun } from './run';
import { sweepStates } from './states';
import type { JourneysOutcome } from './journeys';
import { fetchSitemap, parseBaseUrl, rewriteToBase, sitemapLocations, SweepInputError, sweepTargets, type SweepTarget } from './targets';

const require = createRequire(import.meta.url);

/** The sweep could not start, or stopped before the end: one line (the command's exit code 2). Its report says so too. */
export class SweepStopped extends Error {}

export interface SweepSiteOptions {
  /** The site's root address. */
  base: string;
  /** Sweep only these pages (and the states that start on them). */
  only?: string[];
  /** Where the HTML and JSON reports go. */
  out: string;
  /**
   * Also run the screen-reader journeys and write the record the accessibility statement is built
   * from, to this file (docs/decisions/034, 053, 069). A full sweep only.
   */
  recordTo?: string;
}

export interface SweepSiteOutcome {
  meta: SweepMeta;
  targets: SweepTarget[];
  runs: SweepRun[];
  issues: number;
  /** Checks that could not be made (a page that did not load, an action that failed). */
  unchecked: number;
  /** With `recordTo`: the journeys and the record written. */
  journeys?: JourneysOutcome;
  record?: SweepRecord;
  /** Whatever the sweep and, with `recordTo`, the journeys found: nothing at all. */
  passed: boolean;
}

/**
 * The accessibility sweep of a running copy of the site (`npm run sweep`, and the production build's
 * sweep of itself: scripts/shared/sweepThisBuild.ts). It reads <base>/sitemap.xml, moves its
 * addresses to the base, adds one unknown URL and the interactive states (./states.ts), and checks
 * each with pa11y's axe and HTML_CodeSniffer runners (pa11y.json), in the light and the dark theme,
 * printing pa11y-ci's console report as it goes. It writes the reports even when it fails. With
 * `recordTo` it then runs the screen-reader journeys against the same address and writes the record,
 * with exactly what it checked: the version (<base>/site-fingerprint.json, read before it starts) and
 * every page and state. A sweep that stops before the end records nothing and throws SweepStopped.
 */
export async function sweepSite(options: SweepSiteOptions): Promise<SweepSiteOutcome> {
  const startedAt = new Date();
  /** Cannot sweep: a report that says so (never an old one left to be read as this one's), then SweepStopped. */
  const cannotSweep = (message: string, baseUrl: string, defaults?: SweepDefaults): never => {
    writeReports(
      options.out,
      {
        baseUrl,
        startedAt,
        seconds: (Date.now() - startedAt.getTime()) / 1000,
        standard: defaults?.standard ?? 'WCAG2AA',
        runners: defaults?.runners ?? ['axe', 'htmlcs'],
        browser: 'Chromium',
        ...(options.only ? { only: options.only } : {}),
        stoppedBecause: message,
      },
      [],
      [],
    );
    throw new SweepStopped(message);
  };

  let defaults: SweepDefaults | undefined;
  let base: URL;
  let targets: SweepTarget[];
  try {
    defaults = loadSweepDefaults();
    const unknown = unknownActions(defaults, sweepStates);
    if (unknown.length) throw new SweepConfigError(`"${unknown[0]}" is not a pa11y action (in pa11y.json or scripts/sweep/states.ts)`);
    base = parseBaseUrl(options.base);
    const xml = await fetchSitemap(base);
    targets = sweepTargets(rewriteToBase(sitemapLocations(xml), base), base, options.only);
  } catch (error) {
    if (error instanceof SweepInputError || error instanceof SweepConfigError) cannotSweep(error.message, options.base, defaults);
    throw error;
  }
  if (!existsSync(defaults.chromeLaunchConfig.executablePath)) {
    cannotSweep(
      `No browser at ${defaults.chromeLaunchConfig.executablePath}: install Chromium (apt-get install -y chromium) or set CHROME_PATH`,
      base.origin,
      defaults,
    );
  }

  // pa11y-ci's console reporter, as `pa11y-ci` itself prints.
  const cliReporter = (
    require('pa11y-ci/lib/reporters/cli.js') as (options: object) => {
      beforeAll: (urls: string[]) => void;
      results: (results: { pageUrl: string; issues: unknown[] }, config: object) => void;
      error: (error: Error, url: string) => void;
      afterAll: (report: object) => void;
    }
  )({ log: { info: console.log, error: console.log } });

  // What the site says it is, read before the sweep so the record names the version it checked (docs/decisions/053).
  let fingerprint: SiteFingerprint | null = null;
  if (options.recordTo) {
    const { fetchSiteFingerprint } = await import('./record');
    const fetched = await fetchSiteFingerprint(base);
    if ('problem' in fetched) console.warn(`sweep: ${fetched.problem}. The record will list what it checked, not which version it was.`);
    else fingerprint = fetched.fingerprint;
  }

  const checks = targets.length * 2;
  console.log(`Sweeping ${base.origin}: ${targets.length} pages and states, each in the light and the dark theme (${checks} checks).`);
  cliReporter.beforeAll(targets.flatMap((target) => [runLabel({ target, theme: 'light' }), runLabel({ target, theme: 'dark' })]));

  const done: SweepRun[] = [];
  let browser = 'Chromium';
  let stoppedBecause: string | undefined;
  try {
    await runSweep(targets, defaults, {
      onStart: (version) => (browser = version),
      onRuns: (runs) => {
        done.push(...runs);
        for (const run of runs) {
          if (run.error) cliReporter.error(new Error(run.error), runLabel(run));
          else cliReporter.results({ pageUrl: runLabel(run), issues: run.issues }, {});
        }
      },
    });
  } catch (error) {
    stoppedBecause = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  }

  // The report lists the runs in the targets' order, whatever order they finished in.
  const runs = targets.flatMap((target) => done.filter((run) => run.target === target));
  const meta: SweepMeta = {
    baseUrl: base.origin,
    startedAt,
    seconds: (Date.now() - startedAt.getTime()) / 1000,
    standard: defaults.standard,
    runners: defaults.runners,
    browser,
    ...(options.only ? { only: options.only } : {}),
    ...(stoppedBecause ? { stoppedBecause: `the sweep stopped before the end: ${stoppedBecause}` } : {}),
  };
  const written = writeReports(options.out, meta, targets, runs);
  cliReporter.afterAll(pa11yCiReport(runs));
  const issues = runs.reduce((sum, run) => sum + run.issues.length, 0);
  const unchecked = runs.filter((run) => run.error).length;
  console.log(`\n${issues} issues${unchecked ? `, ${unchecked} checks that could not be made` : ''}, in ${meta.seconds.toFixed(0)} s.`);
  console.log(`Report: ${path.relative(process.cwd(), written.html)} (and ${path.basename(written.json)}, pa11y-ci's JSON)`);
  if (meta.stoppedBecause) {
    if (options.recordTo) console.error('sweep: nothing recorded: the sweep did not finish, so the last record stays.');
    throw new SweepStopped(meta.stoppedBecause);
  }
  const outcome: SweepSiteOutcome = { meta, targets, runs, issues, unchecked, passed: issues === 0 && unchecked === 0 };
  if (!options.recordTo) return outcome;

  // Loaded only to record: the record's schema brings the content pipeline, which every sweep need not start with.
  const { runJourneys } = await import('./journeys');
  const { sweepRecord, writeSweepRecord } = await import('./record');
  const journeys = await runJourneys(base);
  const record = sweepRecord({ meta, defaults, targets, runs, journeys, fingerprint });
  writeSweepRecord(record, options.recordTo);
  return { ...outcome, journeys, record, passed: record.passed };
}
