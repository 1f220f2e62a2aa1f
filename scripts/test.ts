/**
 * `npm test`: every check, in order, with a short summary at the end. Exits non-zero if any fails.
 * Steps that need the build are skipped (and count as failed) when the build fails.
 */
import { failureDigest } from './shared/failureDigest';
import { runKeepingTail } from './shared/runCommand';

interface Step {
  name: string;
  command: [string, ...string[]];
  needsBuild?: boolean;
}

const steps: Step[] = [
  { name: 'content compiled, then typecheck (tsc)', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint (eslint + jsx-a11y, prettier)', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'build and prerender', command: ['npx', 'tsx', 'scripts/build.ts'] },
  { name: 'unit, content, server and output tests (vitest)', command: ['npx', 'vitest', 'run'], needsBuild: true },
  {
    name: "the owner's content: a term, a paragraph and a quick guide added in a copy, its content tests passing (vitest)",
    command: ['npx', 'vitest', 'run', '-c', 'vitest.owner-content.config.ts'],
  },
  {
    name: 'production install: the build copied, npm ci --omit=dev, served (vitest)',
    command: ['npx', 'vitest', 'run', '-c', 'vitest.production.config.ts'],
    needsBuild: true,
  },
  { name: 'JavaScript budget (report)', command: ['npx', 'tsx', 'scripts/report.ts', '--check'], needsBuild: true },
  { name: 'browser tests and screen-reader journeys (Playwright)', command: ['npx', 'playwright', 'test'], needsBuild: true },
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
  { name: 'HTML validity (W3C Nu checker)', command: ['npx', 'tsx', 'scripts/check-html.ts'], needsBuild: true },
];

const results: { name: string; status: 'passed' | 'FAILED' | 'skipped'; seconds: number; tail?: string[] }[] = [];
let built = true;

for (const step of steps) {
  if (step.needsBuild && !built) {
    results.push({ name: step.name, status: 'skipped', seconds: 0 });
    continue;
  }
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const [command, ...args] = step.command;
  const { code, tail } = await runKeepingTail(command, args);
  const seconds = (Date.now() - started) / 1000;
  results.push({ name: step.name, status: code === 0 ? 'passed' : 'FAILED', seconds, tail: code === 0 ? undefined : tail });
  if (step.name.startsWith('build') && code !== 0) built = false;
}

console.log('\n━━ Summary ━━');
for (const result of results) {
  console.log(`${result.status.padEnd(8)} ${result.name}${result.seconds ? ` (${result.seconds.toFixed(0)} s)` : ''}`);
}
const failed = results.filter((result) => result.status !== 'passed');
// Why each failed, once more at the very end: a CI log that keeps only its last lines still shows it.
for (const result of failed.filter((failure) => failure.tail)) {
  console.log(`\n━━ Why "${result.name}" failed (the end of its output) ━━`);
  for (const line of failureDigest(result.tail ?? [])) console.log(line);
}
console.log(failed.length ? `\n${failed.length} step(s) did not pass.` : '\nAll checks passed.');
process.exit(failed.length ? 1 : 0);
