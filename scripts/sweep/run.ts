import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pa11y, { type Pa11yIssue, type Pa11yOptions } from 'pa11y';
import puppeteer, { type Browser } from 'puppeteer';
import type { SweepDefaults } from './config';
import type { SweepTarget } from './targets';

export type Theme = 'light' | 'dark';
export const themes: Theme[] = ['light', 'dark'];

/** pa11y's own axe runner with the WCAG 2.2 rules added (see the file). */
export const axeRunnerPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'axe-runner.cjs');

/** One check: a target in one theme. */
export interface SweepRun {
  target: SweepTarget;
  theme: Theme;
  issues: Pa11yIssue[];
  /** Set when the check could not be made (an action failed, the page did not load). */
  error?: string;
}

/** pa11y's options for a target, from pa11y.json's defaults and the target's state. */
export function pa11yOptionsFor(target: SweepTarget, defaults: SweepDefaults): Pa11yOptions {
  const { state } = target;
  const actions = state ? (state.withoutDefaultActions ? state.actions : [...defaults.actions, ...state.actions]) : defaults.actions;
  const viewport = state?.viewport ?? defaults.viewport;
  return {
    standard: defaults.standard,
    // "axe" is pa11y's axe runner with the WCAG 2.2 rules added; any other runner is pa11y's own.
    runners: defaults.runners.map((runner) => (runner === 'axe' ? axeRunnerPath : runner)),
    timeout: defaults.timeout,
    actions,
    ...(defaults.hideElements ? { hideElements: defaults.hideElements } : {}),
    ...(viewport ? { viewport } : {}),
    ...(state?.levelCapWhenNeedsReview ? { levelCapWhenNeedsReview: state.levelCapWhenNeedsReview } : {}),
  };
}

const withRunnerNames = (issues: Pa11yIssue[]) =>
  issues.map((issue) => (issue.runner === axeRunnerPath ? { ...issue, runner: 'axe' } : issue));

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

/**
 * Checks one target in both themes with one page load. The light theme is checked first, after the
 * page has loaded and the actions have run; then the page is switched to prefers-color-scheme: dark
 * and checked again as it stands. The site's theme is CSS alone (the media query in index.css; no
 * script reads it and no colour is transitioned), so the switched page is the page a dark-theme
 * visitor gets, and the actions (the banner, the menu, the submit) run once, not twice.
 */
async function checkTarget(browser: Browser, target: SweepTarget, defaults: SweepDefaults): Promise<SweepRun[]> {
  // A fresh context per target, as pa11y-ci does: no stored cookie choice carries over.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    const options = { ...pa11yOptionsFor(target, defaults), browser, page };
    let light;
    try {
      light = await pa11y(target.url, options);
    } catch (error) {
      const message = `could not be checked: ${reason(error)}`;
      return themes.map((theme) => ({ target, theme, issues: [], error: message }));
    }
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    // Let the browser restyle and paint before measuring colours.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const runs: SweepRun[] = [{ target, theme: 'light', issues: withRunnerNames(light.issues) }];
    try {
      const dark = await pa11y(target.url, { ...options, actions: [], ignoreUrl: true });
      runs.push({ target, theme: 'dark', issues: withRunnerNames(dark.issues) });
    } catch (error) {
      runs.push({ target, theme: 'dark', issues: [], error: `could not be checked: ${reason(error)}` });
    }
    return runs;
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
