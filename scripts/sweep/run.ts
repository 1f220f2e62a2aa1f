import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pa11y, { type Pa11yIssue, type Pa11yOptions } from 'pa11y';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import type { SweepDefaults } from './sweepDefaults';
import type { SweepState } from './states';
import type { SweepTarget } from './targets';

export type Theme = 'light' | 'dark';
export const themes: Theme[] = ['light', 'dark'];

/** pa11y's own axe runner with the WCAG 2.2 rules added (see the file). */
export const axeRunnerPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'axeRunner.cjs');

/** One check: a target in one theme. */
export interface SweepRun {
  target: SweepTarget;
  theme: Theme;
  issues: Pa11yIssue[];
  /** Set when the check could not be made (an action failed, the page did not load). */
  error?: string;
}

/** pa11y's own viewport, when neither pa11y.json nor the state names one. */
const pa11yDefaultViewport = { width: 1280, height: 1024 };

/** pa11y's options for a target, from pa11y.json's defaults and the target's state. */
export function pa11yOptionsFor(
  target: SweepTarget,
  defaults: SweepDefaults,
): Pa11yOptions & { actions: string[]; viewport: { width: number; height: number } } {
  const { state } = target;
  const actions = state ? (state.withoutDefaultActions ? state.actions : [...defaults.actions, ...state.actions]) : defaults.actions;
  return {
    standard: defaults.standard,
    // "axe" is pa11y's axe runner with the WCAG 2.2 rules added; any other runner is pa11y's own.
    runners: defaults.runners.map((runner) => (runner === 'axe' ? axeRunnerPath : runner)),
    timeout: defaults.timeout,
    actions,
    viewport: state?.viewport ?? defaults.viewport ?? pa11yDefaultViewport,
    ...(defaults.hideElements ? { hideElements: defaults.hideElements } : {}),
    ...(state?.levelCapWhenNeedsReview ? { levelCapWhenNeedsReview: state.levelCapWhenNeedsReview } : {}),
  };
}

const require = createRequire(import.meta.url);
/** pa11y's own action language and its implementation (pa11y/lib/action.js). */
const pa11yActions = require('pa11y/lib/action.js') as ((
  browser: Browser,
  page: Page,
  options: object,
  action: string,
) => Promise<void>) & {
  isValidAction: (action: string) => boolean;
};
const quiet = { log: { debug: () => {}, info: () => {}, error: () => {} } };

/** The actions, of pa11y.json and of every state, that pa11y would not understand. */
export function unknownActions(defaults: SweepDefaults, states: SweepState[]): string[] {
  return [...defaults.actions, ...states.flatMap((state) => state.actions)].filter((action) => !pa11yActions.isValidAction(action));
}

const withRunnerNames = (issues: Pa11yIssue[]) =>
  issues.map((issue) => (issue.runner === axeRunnerPath ? { ...issue, runner: 'axe' } : issue));

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

/**
 * Waits until the page has painted and every transition or animation that will end has ended (at
 * most 3 s). Buttons transition their colours (150 ms): caught half-way, after a click or the theme
 * switch, a colour belongs to neither state and the contrast checks fail at random.
 */
function settle(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
}

/**
 * Sets the theme, and for a state that asks for it the media type ("print"), in one call: puppeteer's
 * emulateMediaFeatures and emulateMediaType each clear what the other set (Chromium's
 * Emulation.setEmulatedMedia replaces both), so a printed page switched to the dark theme would be
 * checked on screen. The session stays open with the page: closing it would undo what it set.
 */
async function mediaEmulator(page: Page): Promise<(theme: Theme, media?: SweepState['media']) => Promise<void>> {
  const session = await page.createCDPSession();
  return async (theme, media) => {
    await session.send('Emulation.setEmulatedMedia', { media: media ?? '', features: [{ name: 'prefers-color-scheme', value: theme }] });
  };
}

/**
 * Checks one target in both themes with one page load. The page is loaded and the actions run (with
 * pa11y's own action code), the page settles, and it is checked in the light theme; then it is
 * switched to prefers-color-scheme: dark, settles, and is checked again as it stands. The site's
 * theme is CSS alone (the media query in index.css; no script reads it), so the switched page is the
 * page a dark-theme visitor gets, and the actions (the banner, the menu, the submit) run once.
 */
async function checkTarget(browser: Browser, target: SweepTarget, defaults: SweepDefaults): Promise<SweepRun[]> {
  // A fresh context per target, as pa11y-ci does: no stored cookie choice carries over.
  const context = await browser.createBrowserContext();
  const couldNot = (why: string) => themes.map((theme) => ({ target, theme, issues: [], error: `could not be checked: ${why}` }));
  try {
    const page = await context.newPage();
    const { actions, viewport, ...options } = pa11yOptionsFor(target, defaults);
    await page.setViewport(viewport);
    const emulateMedia = await mediaEmulator(page);
    await emulateMedia('light');
    try {
      await page.goto(target.url, { waitUntil: 'networkidle2', timeout: defaults.timeout });
    } catch (error) {
      return couldNot(`the page did not load: ${reason(error)}`);
    }
    for (const action of actions) {
      try {
        await pa11yActions(browser, page, quiet, action);
      } catch (error) {
        return couldNot(`the action "${action}" failed: ${reason(error)}`);
      }
    }
    // A printed state is answered on screen, as a visitor does before printing, then checked in print.
    const media = target.state?.media;
    if (media) await emulateMedia('light', media);
    const check = async (theme: Theme): Promise<SweepRun> => {
      await settle(page);
      try {
        const results = await pa11y(target.url, { ...options, viewport, browser, page, ignoreUrl: true });
        return { target, theme, issues: withRunnerNames(results.issues) };
      } catch (error) {
        return { target, theme, issues: [], error: `could not be checked: ${reason(error)}` };
      }
    };
    const light = await check('light');
    await emulateMedia('dark', media);
    return [light, await check('dark')];
  } finally {
    await context.close();
  }
}

export interface SweepEvents {
  /** The browser has started: its name and version. */
  onStart?: (browserVersion: string) => void;
  /** A target's two runs are done. */
  onRuns?: (runs: SweepRun[]) => void;
}

/**
 * Sweeps every target, `defaults.concurrency` at a time, in one browser. The events report progress
 * (and let the caller keep what was done if the sweep stops); the result lists the runs in the
 * targets' order.
 */
export async function runSweep(targets: SweepTarget[], defaults: SweepDefaults, events: SweepEvents = {}): Promise<SweepRun[]> {
  const browser = await puppeteer.launch({
    executablePath: defaults.chromeLaunchConfig.executablePath,
    args: defaults.chromeLaunchConfig.args,
  });
  events.onStart?.(await browser.version());
  const byTarget = new Map<SweepTarget, SweepRun[]>();
  try {
    let next = 0;
    const worker = async () => {
      while (next < targets.length) {
        const target = targets[next++]!;
        const runs = await checkTarget(browser, target, defaults);
        byTarget.set(target, runs);
        events.onRuns?.(runs);
      }
    };
    await Promise.all(Array.from({ length: Math.min(defaults.concurrency, targets.length) }, worker));
  } finally {
    await browser.close();
  }
  return targets.flatMap((target) => byTarget.get(target) ?? []);
}
