/**
 * `npm run bench`: Lighthouse 12.8 (mobile preset, simulated throttling, Debian's Chromium) on every
 * route of the route table, beside a bare React page built and served the same way (the floor), and
 * the longest main-thread task while each page hydrates under a 4x slower CPU. Builds first if the
 * build is missing or older than the sources. Prints a table, writes reports/lighthouse.json, and
 * exits 1 if any page misses a target (docs/decisions/014).
 *
 *   npm run bench                          every route, one run each
 *   npm run bench -- --runs=3              the median of three runs (Lighthouse's own choice), for
 *                                          Lighthouse and for the longest task while hydrating
 *   npm run bench -- --only=/,/contact     some routes
 *
 * Timings depend on the machine and on what else it is doing: compare pages with the floor measured
 * in the same run, not with figures from another day. `npm test` never runs this.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { routeTable } from '../src/routes/routeTable';
import { medianRun, runLighthouse, summarise, type LighthouseResult } from './bench/lighthouseRun';
import { buildFloorPage } from './bench/floorPage';
import { CPU_SLOWDOWN, measureHydrationTasksMedian, type HydrationTasks } from './bench/hydrationTasks';
import { assertChromium, chromiumArgs, chromiumPath } from './shared/chromium';
import { distDir, rootDir } from './shared/buildPaths';
import { startPreviewServer } from './shared/previewServer';
import { run } from './shared/runCommand';

/** The targets of issue 10, per route. */
export const targets = { score: 100, lcpMs: 1200, tbtMs: 50, cls: 0.01, longTaskMs: 50 } as const;

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Math.max(1, Number(option('runs') ?? 1));
const only = option('only')?.split(',');
const routes = routeTable.filter((route) => !only || only.includes(route.path));
if (routes.length === 0) throw new Error(`No route of the table matches --only=${option('only')}`);

function newestChange(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

async function buildIfNeeded() {
  const builtPage = path.join(distDir, 'index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((name) => path.join(rootDir, name));
  if (existsSync(builtPage) && statSync(builtPage).mtimeMs > Math.max(...sources.map(newestChange))) return;
  console.log('The build is missing or older than the sources: building first.');
  if ((await run('npx', ['tsx', 'scripts/build.ts'])) !== 0) throw new Error('The build failed');
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is done again, twice at most. */
async function runWithRetries(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, port);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`\n${(error as Error).message} Trying again.`);
    }
  }
}

async function lighthouseMedian(url: string, port: number): Promise<LighthouseResult> {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await runWithRetries(url, port));
  return summarise(medianRun(results));
}

assertChromium();
await buildIfNeeded();
const floorDir = await buildFloorPage();
const site = await startPreviewServer();
const floorServer = await startPreviewServer(floorDir);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });

const measured: { path: string; lighthouse: LighthouseResult; hydration: HydrationTasks }[] = [];
let floor!: LighthouseResult;
let floorHydration: HydrationTasks | undefined;
try {
  console.log(`Lighthouse on the floor page and ${routes.length} route(s), ${runs} run(s) each...`);
  floor = await lighthouseMedian(`${floorServer.origin}/`, chrome.port);
  for (const route of routes) {
    const lighthouse = await lighthouseMedian(`${site.origin}${route.path}`, chrome.port);
    measured.push({ path: route.path, lighthouse, hydration: { url: '', longestTaskMs: 0, tasksOver50Ms: 0, longTasks: [] } });
    process.stdout.write('.');
  }
  console.log(`\nLongest tasks while each page hydrates, CPU ${CPU_SLOWDOWN}x slower...`);
  floorHydration = await measureHydrationTasksMedian(chrome.port, `${floorServer.origin}/`, runs, { from: 'navigation' });
  for (const entry of measured) entry.hydration = await measureHydrationTasksMedian(chrome.port, `${site.origin}${entry.path}`, runs);
} catch (error) {
  console.error(`\nThe benchmark could not finish: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  chrome.kill();
  await site.close();
  await floorServer.close();
}
if (process.exitCode === 2) process.exit(2);

// ── The table ──
const kb = (bytes: number | undefined) => ((bytes ?? 0) / 1000).toFixed(1);
const ms = (value: number) => String(Math.round(value));
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}x` : '-');
const scoreText = (r: LighthouseResult) => `${r.scores.performance}/${r.scores.accessibility}/${r.scores.bestPractices}/${r.scores.seo}`;
/** The LCP element in a few words: its tag, id or class, within <main> or not. */
function lcpText(r: LighthouseResult): string {
  if (!r.lcpElement) return '(none)';
  const last = r.lcpElement.selector.split('>').at(-1)?.trim() ?? '';
  return `${r.lcpElement.inMain ? 'main ' : 'OUTSIDE main '}${last}`.slice(0, 40);
}
function misses(r: LighthouseResult, hydration?: HydrationTasks, isFloor = false): string[] {
  if (isFloor) return [];
  const missed: string[] = [];
  if (Object.values(r.scores).some((value) => value < targets.score)) missed.push('score');
  if (r.metrics.lcp > targets.lcpMs) missed.push('LCP');
  if (r.metrics.tbt > targets.tbtMs) missed.push('TBT');
  if (r.metrics.cls > targets.cls) missed.push('CLS');
  if (!r.lcpElement?.inMain) missed.push('LCP element');
  if (hydration && hydration.longestTaskMs >= targets.longTaskMs) missed.push('long task');
  return missed;
}

const header = [
  'page',
  'perf/a11y/bp/seo',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'LCP element',
  'JS KB',
  'CSS KB',
  'font KB',
  'img KB',
  'all KB',
  'LCP/floor',
  'FCP/floor',
  'long task',
  'missed',
];
const row = (name: string, r: LighthouseResult, hydration?: HydrationTasks) => [
  name,
  scoreText(r),
  ms(r.metrics.fcp),
  ms(r.metrics.lcp),
  ms(r.metrics.tbt),
  r.metrics.cls.toFixed(3),
  lcpText(r),
  kb(r.bytes.script),
  kb(r.bytes.stylesheet),
  kb(r.bytes.font),
  kb(r.bytes.image),
  kb(r.bytes.total),
  ratio(r.metrics.lcp, floor.metrics.lcp),
  ratio(r.metrics.fcp, floor.metrics.fcp),
  hydration
    ? `${hydration.longestTaskMs} ms${hydration.runsLongestMs && hydration.runsLongestMs.length > 1 ? ` (${hydration.runsLongestMs.join('/')})` : ''}`
    : '-',
  misses(r, hydration, name.startsWith('(floor')).join(', ') || '-',
];
const rows = [
  row('(floor: bare React page)', floor, floorHydration),
  ...measured.map((entry) => row(entry.path, entry.lighthouse, entry.hydration)),
];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
console.log(`\nLighthouse mobile (simulated throttling), times in ms, bytes transferred in KB (1000 bytes)`);
console.log(line(header));
rows.forEach((cells) => console.log(line(cells)));

const withLongTasks = [...(floorHydration ? [{ path: '(floor)', hydration: floorHydration }] : []), ...measured].filter(
  (entry) => entry.hydration.longTasks.length > 0,
);
if (withLongTasks.length) {
  console.log(`\nTasks of ${targets.longTaskMs} ms or more while hydrating (CPU ${CPU_SLOWDOWN}x slower), and what they were doing:`);
  for (const entry of withLongTasks) console.log(`  ${entry.path}: ${entry.hydration.longTasks.join('; ')}`);
}

const failing = measured.filter((entry) => misses(entry.lighthouse, entry.hydration).length > 0);
mkdirSync(path.join(rootDir, 'reports'), { recursive: true });
writeFileSync(
  path.join(rootDir, 'reports', 'lighthouse.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, targets, cpuSlowdownForTasks: CPU_SLOWDOWN, floor, floorHydration, pages: measured }, null, 2)}\n`,
);
console.log('\nWritten to reports/lighthouse.json');
console.log(
  failing.length
    ? `${failing.length} of ${measured.length} page(s) missed a target: ${failing.map((entry) => entry.path).join(' ')}`
    : `All ${measured.length} page(s) met every target: scores ${targets.score}, LCP <= ${targets.lcpMs} ms, TBT <= ${targets.tbtMs} ms, CLS <= ${targets.cls}, LCP element in <main>, no task of ${targets.longTaskMs} ms or more while hydrating.`,
);
process.exit(failing.length ? 1 : 0);
