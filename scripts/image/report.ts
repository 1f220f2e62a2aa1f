import { describeSeconds, type StepTime } from './steps';

/** One thing the image test checks, and what it found, in words a maintainer can act on. */
export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export const passed = (name: string, detail: string): CheckResult => ({ name, ok: true, detail });
export const failed = (name: string, detail: string): CheckResult => ({ name, ok: false, detail });

/** One line per check, then the summary and each step's time; the exit code is 0 only if every check passed. */
export function printReport(checks: CheckResult[], times: StepTime[]): number {
  console.log('\nThe image, checked:');
  for (const check of checks) console.log(`  ${check.ok ? 'pass' : 'FAIL'}  ${check.name}: ${check.detail}`);
  const failures = checks.filter((check) => !check.ok);
  console.log(`\nSteps: ${times.map((time) => `${time.name} ${describeSeconds(time.seconds)}`).join('; ')}.`);
  console.log(`Total: ${describeSeconds(times.reduce((sum, time) => sum + time.seconds, 0))}.`);
  console.log(`\n${checks.length - failures.length} passed, ${failures.length} failed`);
  if (failures.length > 0) console.log(`The image is not fit to publish: ${failures.map((check) => check.name).join('; ')}.`);
  return failures.length === 0 ? 0 : 1;
}
