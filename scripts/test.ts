/**
 * `npm test`: every check, in order, with a short summary at the end, each step's time and the total.
 * Exits non-zero if any fails. Steps that need the build are skipped (and count as failed) when the
 * build fails.
 *
 * A step marked `alongside` runs at the same time as the step before it (docs/decisions/073, 079): on
 * two cores, checks that each use about one (tsc, ESLint, dependency-cruiser then Prettier) finish in
 * about the time of the longest. Only checks that share no port, no folder they write and no build
 * output, and that neither time anything nor drive a browser, run together: the owner's-content copy
 * beside the production install (which then compiled SQLite) made the copy's sweep of a planted fault
 * fail on a clean machine. The first step of a group prints as it goes; the others print whole when
 * they end, so no two outputs interleave.
 */
import { failureDigest } from './shared/failureDigest';
import { runKeepingTail } from './shared/runCommand';

interface Step {
  name: string;
  command: [string, ...string[]];
  needsBuild?: boolean;
  /** Runs at the same time as the step before it. */
  alongside?: boolean;
}

const steps: Step[] = [
  { name: 'content compiled, then typecheck (tsc)', command: ['npm', 'run', '--silent', 'typecheck'] },
  // `npm run lint` in two parts, so that the three run side by side on two cores (docs/decisions/079).
  { name: 'lint (eslint + jsx-a11y)', command: ['npx', 'eslint', '.', '--max-warnings', '0'], alongside: true },
  {
    name: 'lint: the floors and import circles (dependency-cruiser), then the formatting (prettier)',
    command: ['npm', 'run', '--silent', 'lint:floors-and-format'],
    alongside: true,
  },
  { name: 'build and prerender', command: ['npx', 'tsx', 'scripts/build.ts'] },
  { name: 'unit, content, server and output tests (vitest)', command: ['npx', 'vitest', 'run'], needsBuild: true },
  {
    // It times how long pages wait while searches run (docs/decisions/080): alone, with nothing beside it.
    name: 'the home page under a search attack, on the built server (vitest, alone)',
    command: ['npx', 'vitest', 'run', '-c', 'vitest.load.config.ts'],
    needsBuild: true,
  },
  {
    name: "the owner's content: a term, a paragraph, a quick guide and a page of each family added in a copy, its content tests passing (vitest)",
    command: ['npx', 'vitest', 'run', '-c', 'vitest.owner-content.config.ts'],
  },
  {
    name: 'production install: the build copied, npm ci --omit=dev, served (vitest)',
    command: ['npx', 'vitest', 'run', '-c', 'vitest.production.config.ts'],
    needsBuild: true,
  },
  { name: 'JavaScript budget (report)', command: ['npx', 'tsx', 'scripts/report.ts', '--check'], needsBuild: true, alongside: true },
  {
    // The screen-reader journeys are left out here: the sweep's step below runs them against the same
    // build, served by the same server, and records them (docs/decisions/079). Run once, not twice.
    name: 'browser tests (Playwright; the screen-reader journeys run in the sweep below)',
    command: ['npx', 'playwright', 'test', '--grep-invert', 'screen-reader\\.spec\\.ts'],
    needsBuild: true,
  },
  {
    name: 'editing screen: content edited as the owner edits it, by keyboard and screen reader (Playwright)',
    command: ['npx', 'playwright', 'test', '-c', 'playwright.cms.config.ts'],
  },
  {
    // As a production build sweeps itself (docs/decisions/069): recorded, and the statement made from it.
    name: 'accessibility sweep of the build (axe + htmlcs, light and dark, states, screen-reader journeys), recorded in its statement',
    command: ['npx', 'tsx', 'scripts/sweep-local.ts', '--record'],
    needsBuild: true,
  },
  {
    // A real screen reader (docs/decisions/084): Orca on Chromium in a virtual display walks the journeys
    // the virtual one walks, a file at a time. Alone: it waits for Orca's pauses.
    name: 'a real screen reader: Orca on Chromium walks the journeys, its speech asserted (vitest, alone)',
    command: ['npx', 'vitest', 'run', '-c', 'vitest.orca.config.ts'],
    needsBuild: true,
  },
  { name: 'HTML validity (W3C Nu checker)', command: ['npx', 'tsx', 'scripts/check-html.ts'], needsBuild: true },
];

type Result = { name: string; status: 'passed' | 'FAILED' | 'skipped'; seconds: number; tail?: string[] };
const results: Result[] = [];
let built = true;

/** The steps in groups: a step and those that run alongside it. */
const groups: Step[][] = [];
for (const step of steps) {
  if (step.alongside && groups.length) groups.at(-1)!.push(step);
  else groups.push([step]);
}

async function runStep(step: Step, live: boolean): Promise<Result> {
  if (step.needsBuild && !built) return { name: step.name, status: 'skipped', seconds: 0 };
  if (live) console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const [command, ...args] = step.command;
  const { code, tail } = await runKeepingTail(command, args, live ? {} : { keep: 3000, live: false });
  const seconds = (Date.now() - started) / 1000;
  if (!live) {
    console.log(`\n━━ ${step.name} (ran alongside the step above; its output) ━━`);
    for (const line of tail) console.log(line);
  }
  if (step.name.startsWith('build') && code !== 0) built = false;
  return { name: step.name, status: code === 0 ? 'passed' : 'FAILED', seconds, tail: code === 0 ? undefined : tail };
}

const startedAll = Date.now();
for (const group of groups) {
  results.push(...(await Promise.all(group.map((step, index) => runStep(step, index === 0)))));
}
const totalSeconds = (Date.now() - startedAll) / 1000;

console.log('\n━━ Summary ━━');
for (const result of results) {
  console.log(`${result.status.padEnd(8)} ${result.name}${result.seconds ? ` (${result.seconds.toFixed(0)} s)` : ''}`);
}
console.log(
  `All steps: ${Math.floor(totalSeconds / 60)} min ${Math.round(totalSeconds % 60)} s (steps marked alongside ran at the same time as the one before)`,
);
const failed = results.filter((result) => result.status !== 'passed');
// Why each failed, once more at the very end: a CI log that keeps only its last lines still shows it.
for (const result of failed.filter((failure) => failure.tail)) {
  console.log(`\n━━ Why "${result.name}" failed (the end of its output) ━━`);
  for (const line of failureDigest(result.tail ?? [])) console.log(line);
}
console.log(failed.length ? `\n${failed.length} step(s) did not pass.` : '\nAll checks passed.');
process.exit(failed.length ? 1 : 0);
