import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  siteFingerprintSchema,
  sweepRecordSchema,
  type SiteFingerprint,
  type SweepRecord,
} from '../../content-model/schemas/accessibility.ts';
import { rootDir } from '../shared/buildPaths';
import { siteFingerprintName } from '../shared/siteFingerprint';
import type { SweepDefaults } from './sweepDefaults';
import { rulesByCriterion } from './coverage';
import type { JourneysOutcome } from './journeys';
import type { SweepMeta } from './sweepReport';
import type { SweepRun } from './run';
import { unknownUrlPath, type SweepTarget } from './targets';
import { issueCriterionNumbers } from './issueCriteria';

/**
 * The record of the last full sweep, which the build reads for the accessibility statement and its
 * conformance report (docs/decisions/034). Written by the sweep alone: a production build's sweep of
 * itself (docs/decisions/069), `npm run test:sweep -- --record`, or `npm run sweep -- <address> --record`.
 */
export const sweepRecordFile = path.join(rootDir, 'src', 'content', 'accessibility', 'sweep-record.json');

/** An installed package's version, from its package.json. */
export function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(rootDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The swept site's own fingerprint (<base>/site-fingerprint.json, written by its build: docs/decisions/053),
 * read before the sweep starts; or why there is none, in one line. A site built before the build
 * wrote it has none: the record then lists what it checked, without saying which version it was.
 */
export async function fetchSiteFingerprint(base: URL, timeoutMs = 15_000): Promise<{ fingerprint: SiteFingerprint } | { problem: string }> {
  const address = new URL(`/${siteFingerprintName}`, base).href;
  try {
    const response = await fetch(address, { signal: AbortSignal.timeout(timeoutMs), headers: { 'Cache-Control': 'no-cache' } });
    if (!response.ok) return { problem: `${address} answered ${response.status}: the site does not say which version it is` };
    const parsed = siteFingerprintSchema.safeParse(await response.json());
    if (!parsed.success)
      return { problem: `${address} is not the fingerprint the build writes: the site does not say which version it is` };
    return { fingerprint: parsed.data };
  } catch (error) {
    return { problem: `${address} could not be read (${error instanceof Error ? error.message : String(error)})` };
  }
}

export interface RecordInput {
  meta: SweepMeta;
  defaults: Pick<SweepDefaults, 'standard' | 'runners'>;
  targets: SweepTarget[];
  runs: SweepRun[];
  journeys: JourneysOutcome;
  /** The swept site's fingerprint (fetchSiteFingerprint), or null when it gave none. */
  fingerprint: SiteFingerprint | null;
  /** The versions of the tools, by package name (installedVersion unless a test gives them). */
  version?: (name: string) => string;
}

/**
 * The record of a full sweep: what it covered, with which tools, and what it found, each figure counted
 * from the runs themselves; `passed` only when nothing was found, every check was made and every
 * screen-reader journey passed; and exactly what it checked, each page with its fingerprint as the
 * swept site gave it, so the build can tell whether the record covers the site it builds
 * (docs/decisions/053). Validated with the schema the build reads it with.
 */
export function sweepRecord({
  meta,
  defaults,
  targets,
  runs,
  journeys,
  fingerprint,
  version = installedVersion,
}: RecordInput): SweepRecord {
  const issuesByCriterion: Record<string, number> = {};
  for (const run of runs) {
    for (const issue of run.issues) {
      const numbers = issueCriterionNumbers(issue);
      for (const number of numbers.length ? numbers : ['none']) issuesByCriterion[number] = (issuesByCriterion[number] ?? 0) + 1;
    }
  }
  const issues = runs.reduce((sum, run) => sum + run.issues.length, 0);
  const uncheckable = runs.filter((run) => run.error).length;
  const journeysPassed = !journeys.problem && journeys.journeys.length > 0 && journeys.journeys.every((journey) => journey.passed);
  return sweepRecordSchema.parse({
    $comment: 'Written by the sweep of a build (docs/decisions/034, 069). Do not edit: build again, and the build sweeps itself.',
    startedAt: meta.startedAt.toISOString(),
    address: meta.baseUrl,
    pages: targets.filter((target) => !target.state).length,
    states: targets.filter((target) => target.state).length,
    themes: [...new Set(runs.map((run) => run.theme))],
    checks: runs.length,
    standard: defaults.standard,
    tools: {
      pa11y: version('pa11y'),
      axeCore: version('axe-core'),
      htmlCodeSniffer: version('@pa11y/html_codesniffer'),
      browser: meta.browser,
    },
    rules: rulesByCriterion(defaults),
    issues,
    issuesByCriterion,
    uncheckable,
    screenReaderJourneys: {
      command: journeys.command,
      tools: { playwright: version('@playwright/test'), virtualScreenReader: version('@guidepup/virtual-screen-reader') },
      journeys: journeys.journeys,
      ...(journeys.problem ? { problem: journeys.problem } : {}),
    },
    passed: issues === 0 && uncheckable === 0 && journeysPassed,
    swept: {
      build: fingerprint ? { commit: fingerprint.commit, uncommittedChanges: fingerprint.uncommittedChanges } : null,
      pages: targets
        .filter((target) => !target.state)
        .map((target) =>
          target.path === unknownUrlPath
            ? { path: target.path, notFound: true, html: fingerprint?.notFound ?? null }
            : { path: target.path, html: fingerprint?.pages[target.path] ?? null },
        ),
      states: targets.flatMap((target) => (target.state ? [{ id: target.state.id, name: target.state.name, path: target.path }] : [])),
      files: fingerprint?.files ?? null,
    },
  });
}

/** Writes the record whole (a temporary file renamed over the old one), so a killed sweep leaves the old record. */
export function writeSweepRecord(record: SweepRecord, file = sweepRecordFile): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(partial, file);
}
