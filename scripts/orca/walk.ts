/**
 * `npx tsx scripts/orca/walk.ts [times] [journey name…]`: walks the journeys Orca's tests walk
 * (scripts/orca/journeys.ts), each `times` times in a row (default 1), prints what Orca said and
 * whether every run said the same, and the time taken. Exits 1 if any run differed or failed.
 */
import { journeys } from './journeys';
import { walkJourney } from './journey';

const [timesArg, ...names] = process.argv.slice(2);
const times = Number(timesArg ?? 1);
if (!Number.isInteger(times) || times < 1) {
  console.error('walk: give the number of times to walk each journey (a whole number, 1 or more), then any journey names');
  process.exit(2);
}
const chosen = names.length ? journeys.filter((journey) => names.includes(journey.name)) : journeys;
const started = Date.now();
let same = true;
for (const journey of chosen) {
  const runs: string[] = [];
  for (let run = 0; run < times; run += 1) {
    const runStarted = Date.now();
    runs.push((await walkJourney(journey)).join('\n'));
    console.log(`${journey.name}, run ${run + 1}: ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
  }
  console.log(runs[0]);
  const identical = runs.every((speech) => speech === runs[0]);
  same &&= identical;
  console.log(identical ? `${journey.name}: the same speech in ${times} of ${times} runs\n` : `${journey.name}: the runs DIFFERED\n`);
  if (!identical) for (const speech of runs) console.log(`---\n${speech}`);
}
console.log(`All: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = same ? 0 : 1;
