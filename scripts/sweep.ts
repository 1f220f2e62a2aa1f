/**
 * `npm run sweep -- <base-url>`: the accessibility sweep of any running copy of the site (local,
 * staging or production). It reads <base-url>/sitemap.xml, moves its addresses to the base URL, adds
 * one unknown URL and the interactive states (scripts/sweep/states.ts), and checks each with pa11y's
 * axe and HTML_CodeSniffer runners (pa11y.json), in the light and the dark theme. It writes
 * reports/accessibility/index.html and results.json, even when it fails.
 *
 * `--record` (a full sweep only) then runs the screen-reader journeys against the same address and
 * writes what both found to src/content/accessibility/sweep-record.json, which the accessibility
 * statement and its conformance report are built from (docs/decisions/034), with exactly what it
 * checked: the version (<base-url>/site-fingerprint.json, read before it starts) and every page and
 * state, so each build can tell whether the record covers it (docs/decisions/053). A sweep that stops
 * before the end records nothing.
 *
 * Exit codes: 0 no issues; 1 issues found (or a page or state could not be checked, or, with
 * --record, a journey failed); 2 the sweep could not start or finish (a bad argument, a site it cannot
 * reach, no browser), with one line.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { SiteFingerprint } from './content/schemas/accessibility';
import { loadSweepDefaults, SweepConfigError, type SweepDefaults } from './sweep/sweepDefaults';
import { pa11yCiReport, runLabel, writeReports, type SweepMeta } from './sweep/sweepReport';
import { runSweep, unknownActions, type SweepRun } from './sweep/run';
import { sweepStates } from './sweep/states';
import {
  fetchSitemap,
  parseBaseUrl,
  rewriteToBase,
  sitemapLocations,
  SweepInputError,
  sweepTargets,
  type SweepTarget,
} from './sweep/targets';

const require = createRequire(import.meta.url);
const usage =
  'Usage: npm run sweep -- <base-url> [--only=/path,/path] [--out=folder] [--record]   e.g. npm run sweep -- https://staging.example.co.uk';

interface Arguments {
  base: string;
  only?: string[];
  out: string;
  /** Also run the screen-reader journeys, and record the summary for the accessibility statement. */
  record: boolean;
}

function parseArguments(argv: string[]): Arguments | 'help' {
  let base: string | undefined;
  let only: string[] | undefined;
  let out = path.resolve('reports', 'accessibility');
  let record = false;
  for (const argument of argv) {
    if (argument === '--help' || argument === '-h') return 'help';
    if (argument === '--record') {
      record = true;
      continue;
    }
    if (argument.startsWith('--only=')) {
      only = argument
        .slice('--only='.length)
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (!only.length || only.some((item) => !item.startsWith('/')))
        throw new SweepInputError(`--only takes paths such as /contact,/about; got "${argument}"`);
    } else if (argument.startsWith('--out=')) {
      out = path.resolve(argument.slice('--out='.length));
    } else if (argument.startsWith('-')) {
      throw new SweepInputError(`Unknown option "${argument}". ${usage}`);
    } else if (base) {
      throw new SweepInputError(`One base URL only, got "${base}" and "${argument}". ${usage}`);
    } else {
      base = argument;
    }
  }
  if (!base) throw new SweepInputError(`No base URL. ${usage}`);
  // The statement says what the last full sweep covered: a sweep of some pages is not one.
  if (record && only) throw new SweepInputError('--record records a full sweep for the accessibility statement: leave out --only');
  return { base, ...(only ? { only } : {}), out, record };
}

/** One clear line and exit code 2: the sweep could not start, or could not finish. */
function stop(message: string): never {
  console.error(`sweep: ${message}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let args: Arguments | 'help';
  try {
    args = parseArguments(process.argv.slice(2));
  } catch (error) {
    if (error instanceof SweepInputError) stop(error.message);
    throw error;
  }
  if (args === 'help') {
    console.log(usage);
    return;
  }
  const startedAt = new Date();
  const out = args.out;
  /** Cannot sweep: a report that says so (never an old one left to be read as this one's), one line, exit 2. */
  const cannotSweep = (message: string, baseUrl: string, defaults?: SweepDefaults): never => {
    writeReports(
      out,
      {
        baseUrl,
        startedAt,
        seconds: (Date.now() - startedAt.getTime()) / 1000,
        standard: defaults?.standard ?? 'WCAG2AA',
        runners: defaults?.runners ?? ['axe', 'htmlcs'],
        browser: 'Chromium',
        ...(args.only ? { only: args.only } : {}),
        stoppedBecause: message,
      },
      [],
      [],
    );
    stop(message);
  };

  let defaults: SweepDefaults | undefined;
  let base: URL;
  let targets: SweepTarget[];
  try {
    defaults = loadSweepDefaults();
    const unknown = unknownActions(defaults, sweepStates);
    if (unknown.length) throw new SweepConfigError(`"${unknown[0]}" is not a pa11y action (in pa11y.json or scripts/sweep/states.ts)`);
    base = parseBaseUrl(args.base);
    const xml = await fetchSitemap(base);
    targets = sweepTargets(rewriteToBase(sitemapLocations(xml), base), base, args.only);
  } catch (error) {
    if (error instanceof SweepInputError || error instanceof SweepConfigError) cannotSweep(error.message, args.base, defaults);
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
  if (args.record) {
    const { fetchSiteFingerprint } = await import('./sweep/record');
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
    ...(args.only ? { only: args.only } : {}),
    ...(stoppedBecause ? { stoppedBecause: `the sweep stopped before the end: ${stoppedBecause}` } : {}),
  };
  const written = writeReports(args.out, meta, targets, runs);
  cliReporter.afterAll(pa11yCiReport(runs));
  const issues = runs.reduce((sum, run) => sum + run.issues.length, 0);
  const unchecked = runs.filter((run) => run.error).length;
  console.log(`\n${issues} issues${unchecked ? `, ${unchecked} checks that could not be made` : ''}, in ${meta.seconds.toFixed(0)} s.`);
  console.log(`Report: ${path.relative(process.cwd(), written.html)} (and ${path.basename(written.json)}, pa11y-ci's JSON)`);
  if (meta.stoppedBecause) {
    if (args.record) console.error('sweep: nothing recorded: the sweep did not finish, so the last record stays.');
    stop(meta.stoppedBecause);
  }
  let journeysFailed = false;
  if (args.record) {
    // Loaded only to record: the record's schema brings the content pipeline, which every sweep need not start with.
    const { runJourneys } = await import('./sweep/journeys');
    const { sweepRecord, sweepRecordFile, writeSweepRecord } = await import('./sweep/record');
    const journeys = await runJourneys(base);
    const record = sweepRecord({ meta, defaults, targets, runs, journeys, fingerprint });
    writeSweepRecord(record);
    journeysFailed = !journeys.journeys.length || journeys.journeys.some((journey) => !journey.passed) || Boolean(journeys.problem);
    const heard =
      journeys.problem ??
      `${journeys.journeys.filter((journey) => journey.passed).length} of ${journeys.journeys.length} screen-reader journeys passed`;
    const build = record.swept?.build;
    const version = build?.commit
      ? `, of the build of commit ${build.commit.slice(0, 12)}${build.uncommittedChanges ? ' with changes not committed' : ''}`
      : '';
    console.log(
      `\nRecorded for the accessibility statement: ${path.relative(process.cwd(), sweepRecordFile)} (${record.passed ? 'passed' : 'did not pass'}; ${heard}${version}).`,
    );
    console.log('Rebuild the site to show it, and commit the record: the statement and its conformance report are built from it.');
  }
  process.exit(issues || unchecked || journeysFailed ? 1 : 0);
}

// Anything else that stops it (a report folder it cannot write, say) is one line too, never a stack.
await main().catch((error: unknown) => stop((error instanceof Error ? error.message : String(error)).split('\n')[0]!));
