import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverBuildDir } from '../shared/buildPaths';
import { startBuiltServer } from './builtServer';
import { missingPrograms } from './requirements';
import { startOrcaStack, type OrcaStack } from './stack';

/**
 * A journey: a page to open and what a listener does there, step by step. `press` is one key by
 * xdotool's name (`Tab`, `shift+Tab`, `Return`, `h`); `type` types text; `tabTo` presses Tab (or `key`:
 * `shift+Tab`) until Orca says a phrase matching it (at most `max` presses: the journey fails if it never does); `hear`
 * waits until Orca has said a phrase matching it since the step before (as a listener waits for the
 * cookie banner, which arrives a second after the page).
 */
export type Step = { press: string } | { type: string } | { tabTo: RegExp; max?: number; key?: string } | { hear: RegExp; ms?: number };

export interface Journey {
  name: string;
  /** The page Chromium opens, from the site's root: `/`, `/search?q=jaws`. */
  path: string;
  steps: Step[];
}

/**
 * Walks one step. `heardUpTo` is where the last `hear` step's phrase was said: a `hear` looks from
 * there, not from where the step starts, so news said while Orca was still quiet-waiting after the
 * keys before it (a count said as typing stops) is found wherever the wait ended.
 */
async function walkStep(stack: OrcaStack, step: Step, name: string, heardUpTo: { at: number }): Promise<void> {
  const from = stack.speech().length;
  if ('press' in step) return stack.press(step.press);
  if ('type' in step) return stack.type(step.type);
  if ('hear' in step) {
    if (!(await stack.waitToHear(step.hear, heardUpTo.at, step.ms))) {
      throw new Error(`${name}: Orca never said ${step.hear}; it said: ${stack.speech().slice(heardUpTo.at).join(' | ')}`);
    }
    heardUpTo.at = stack.speech().findIndex((phrase, at) => at >= heardUpTo.at && step.hear.test(phrase)) + 1;
    return stack.quiet(600);
  }
  for (let pressed = 0; pressed < (step.max ?? 15); pressed += 1) {
    const before = stack.speech().length;
    await stack.press(step.key ?? 'Tab');
    if (
      stack
        .speech()
        .slice(before)
        .some((phrase) => step.tabTo.test(phrase))
    )
      return;
  }
  const before = stack.speech().slice(Math.max(0, from - 40), from);
  throw new Error(
    `${name}: Tab never reached ${step.tabTo}; Orca said: ${stack.speech().slice(from).join(' | ')}; and before that step: ${before.join(' | ')}`,
  );
}

/**
 * Starts Orca and Chromium at the journey's page of the site at `origin`, walks its steps, and
 * returns everything Orca said, a phrase a line. Every process it started is stopped, and every
 * temporary folder removed, whether the journey passed or not.
 */
export async function walkJourneyAt(origin: string, journey: Journey): Promise<string[]> {
  const missing = missingPrograms();
  if (missing) throw new Error(missing);
  const stack = await startOrcaStack(origin + journey.path);
  try {
    // The page loaded and read out (its title, its landmarks) before the first key.
    if (!(await stack.waitToHear(/^Finished loading /, 0, 30_000))) {
      throw new Error(`${journey.name}: Orca never said the page had loaded; it said: ${stack.speech().join(' | ')}`);
    }
    await stack.quiet(600);
    const heardUpTo = { at: 0 };
    for (const step of journey.steps) await walkStep(stack, step, journey.name, heardUpTo);
    return stack.speech();
  } finally {
    await stack.stop();
  }
}

/** Serves the build (the built server, as `npm run serve` runs it), then walks the journey on it. */
export async function walkJourney(journey: Journey): Promise<string[]> {
  const missing = missingPrograms();
  if (missing) throw new Error(missing);
  if (!existsSync(path.join(serverBuildDir, 'index.js'))) throw new Error('The Orca step needs the build: run `npm run build` first.');
  const server = await startBuiltServer();
  try {
    return await walkJourneyAt(server.origin, journey);
  } finally {
    await server.stop();
  }
}
