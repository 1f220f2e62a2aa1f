/**
 * `npm run sweep -- <base-url>`: the accessibility sweep of any running copy of the site (local,
 * staging or production): scripts/sweep/sweepSite.ts. It writes reports/accessibility/index.html and
 * results.json, even when it fails.
 *
 * `--record` (a full sweep only) then runs the screen-reader journeys against the same address and
 * writes what both found to src/content/accessibility/sweep-record.json, which the accessibility
 * statement and its conformance report are built from (docs/decisions/034, 053). A production build
 * does this to itself (docs/decisions/069); by hand it is for trying a copy.
 *
 * Exit codes: 0 no issues; 1 issues found (or a page or state could not be checked, or, with
 * --record, a journey failed); 2 the sweep could not start or finish (a bad argument, a site it cannot
 * reach, no browser), with one line.
 */
import path from 'node:path';
import { sweepSite, SweepStopped } from './sweep/sweepSite';
import { SweepInputError } from './sweep/targets';

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
  const { sweepRecordFile } = args.record ? await import('./sweep/record') : { sweepRecordFile: undefined };
  let outcome;
  try {
    outcome = await sweepSite({ base: args.base, ...(args.only ? { only: args.only } : {}), out: args.out, recordTo: sweepRecordFile });
  } catch (error) {
    if (error instanceof SweepStopped) stop(error.message);
    throw error;
  }
  const { record, journeys } = outcome;
  if (record && journeys) {
    const heard =
      journeys.problem ??
      `${journeys.journeys.filter((journey) => journey.passed).length} of ${journeys.journeys.length} screen-reader journeys passed`;
    const build = record.swept?.build;
    const version = build?.commit
      ? `, of the build of commit ${build.commit.slice(0, 12)}${build.uncommittedChanges ? ' with changes not committed' : ''}`
      : '';
    console.log(
      `\nRecorded for the accessibility statement: ${path.relative(process.cwd(), sweepRecordFile!)} (${record.passed ? 'passed' : 'did not pass'}; ${heard}${version}).`,
    );
    console.log('Build the site again to show it: the statement and its conformance report are built from it.');
  }
  process.exit(outcome.passed ? 0 : 1);
}

// Anything else that stops it (a report folder it cannot write, say) is one line too, never a stack.
await main().catch((error: unknown) => stop((error instanceof Error ? error.message : String(error)).split('\n')[0]!));
