/**
 * `npm run launch-check`: lists everything left to replace before the site goes live, one line each
 * with its file and field (README, "Before you go live"; docs/decisions/024). Exit code 0 when nothing
 * is left, 1 while anything is, or when a setting is bad (one line, no stack trace).
 *
 * Run it with the same environment as the build (SITE_URL, SITE_HOSTING, SITE_CONTACT_ENDPOINT…).
 * `--root <folder>` checks another copy of the project (the tests use fixtures under
 * tests/fixtures/launch-check/).
 */
import path from 'node:path';
import { runLaunchCheck } from './lib/launchCheck';
import { rootDir } from './lib/paths';

function rootFrom(args: string[]): string | { error: string } {
  if (args.length === 0) return rootDir;
  if (args.length === 2 && args[0] === '--root' && args[1]) return path.resolve(args[1]);
  return { error: `Usage: npm run launch-check [-- --root <folder>] (got ${JSON.stringify(args.join(' '))})` };
}

const root = rootFrom(process.argv.slice(2));
if (typeof root !== 'string') {
  console.error(root.error);
  process.exit(1);
}
process.exitCode = await runLaunchCheck(root);
