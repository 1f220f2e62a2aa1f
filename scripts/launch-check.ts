/**
 * `npm run launch-check`: lists everything left to replace before the site goes live, one line each
 * with its file and field (docs/hosting.md, "Before you go live"; docs/decisions/024). Exit code 0 when nothing
 * is left, 1 while anything is, or when a setting is bad (one line, no stack trace).
 *
 * Run it with the same environment as the build (SITE_URL, SITE_HOSTING, SITE_CONTACT_ENDPOINT…).
 * `--root <folder>` checks another copy of the project (the tests use fixtures under
 * tests/fixtures/launch-check/); `--today=<year-month-day>` counts the sweep record's age to that day
 * instead of today (the tests' fixed clock). The sweep record is compared with the build in the
 * root's dist/ (docs/decisions/053): build first, with the settings you publish with.
 */
import path from 'node:path';
import { runLaunchCheck } from './shared/launchCheck';
import { rootDir } from './shared/buildPaths';

const usage = 'Usage: npm run launch-check [-- --root <folder>] [--today=year-month-day]';

/** `--root <folder>` and `--today=2026-11-24` (the day the sweep record's age is counted to: a fixed clock for tests). */
function optionsFrom(args: string[]): { root: string; today?: string } | { error: string } {
  let root = rootDir;
  let today: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const argument = args[index]!;
    if (argument === '--root' && args[index + 1]) {
      root = path.resolve(args[index + 1]!);
      index += 1;
    } else if (
      argument.startsWith('--today=') &&
      /^\d{4}-\d{2}-\d{2}$/.test(argument.slice('--today='.length)) &&
      !Number.isNaN(Date.parse(argument.slice('--today='.length)))
    ) {
      today = argument.slice('--today='.length);
    } else {
      return { error: `${usage} (got ${JSON.stringify(args.join(' '))})` };
    }
  }
  return { root, ...(today ? { today } : {}) };
}

const options = optionsFrom(process.argv.slice(2));
if ('error' in options) {
  console.error(options.error);
  process.exit(1);
}
process.exitCode = runLaunchCheck(options.root, console, { today: options.today });
