import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Virtual } from '@guidepup/virtual-screen-reader';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { settled } from './pageTime';

declare global {
  interface Window {
    virtualScreenReader: Virtual;
  }
}

// The package's browser build: one ES module with no imports.
const bundle = readFileSync(createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js'), 'utf8');
const starter = "import { virtual } from '/__test__/virtual-screen-reader.js'; window.virtualScreenReader = virtual;";

export interface ScreenReader {
  /** Everything spoken so far, in order. A live region that empties says nothing, so its empty "polite: " is left out. */
  heard: () => Promise<string[]>;
  /** Waits until `phrase` has been spoken (a live announcement is "polite: …"). */
  waitToHear: (phrase: string) => Promise<void>;
  next: () => Promise<void>;
  act: () => Promise<void>;
  /** A key (or "Shift+Tab"), pressed where the screen reader is. */
  press: (key: string) => Promise<void>;
  /** Types into the field the screen reader is on, key by key. */
  type: (text: string) => Promise<void>;
  /** Moves with Tab until the screen reader says `phrase` (at most `limit` presses, 40 unless given). */
  tabTo: (phrase: string, limit?: number) => Promise<void>;
}

/**
 * Every key goes through the screen reader (its press, type and act, which drive Testing Library's
 * user-event in the page), as a screen reader user's keys go through theirs; mixing in Playwright's
 * own keyboard would confuse user-event's record of the fields' values.
 *
 * Opens `path` with @guidepup/virtual-screen-reader already running, as a screen reader user's
 * would be. The library is served from the page's own origin (the site's CSP, script-src 'self',
 * stays in force), and the site's script is held back until the screen reader listens, so nothing
 * said after load (the cookie banner's arrival) can be missed.
 */
export interface OpenOptions {
  /** Where it listens and reads: the page, or one part of it. */
  container?: string;
  /**
   * Holds the page's clock still from before its first script: the page's timers run only when the
   * test moves the clock on (page.clock.runFor), so "within the first second" is exact on any machine.
   * The page is hydrated by moving the clock on in 10 ms steps; it returns at once after.
   */
  holdClock?: boolean;
}

export async function openWithScreenReader(
  page: Page,
  path: string,
  { container = 'body', holdClock = false }: OpenOptions = {},
): Promise<ScreenReader> {
  if (holdClock) {
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
  }
  await page.route('**/__test__/virtual-screen-reader.js', (route) => route.fulfill({ body: bundle, contentType: 'text/javascript' }));
  await page.route('**/__test__/start-screen-reader.js', (route) => route.fulfill({ body: starter, contentType: 'text/javascript' }));
  let listening!: () => void;
  const screenReaderStarted = new Promise<void>((resolve) => (listening = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await screenReaderStarted;
    await route.continue();
  });

  await page.goto(path, { waitUntil: 'commit' });
  await page.locator(container).waitFor({ state: 'attached' });
  await page.addScriptTag({ url: '/__test__/start-screen-reader.js', type: 'module' });
  await page.waitForFunction(() => 'virtualScreenReader' in window);
  await page.evaluate((selector) => window.virtualScreenReader.start({ container: document.querySelector(selector)! }), container);
  listening();
  if (holdClock) {
    const hydrated = () => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
    for (let steps = 0; !(await hydrated()); steps += 1) {
      if (steps > 3000) throw new Error('the page did not hydrate while its clock was moved on');
      await page.clock.runFor(10);
      // The scripts it fetches meanwhile arrive in real time: a frame drawn between two steps.
      await settled(page, 1);
    }
  }
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  const heard = async () =>
    (await page.evaluate(() => window.virtualScreenReader.spokenPhraseLog())).filter((phrase) => !/^(polite|assertive): $/.test(phrase));
  const lastHeard = () => page.evaluate(() => window.virtualScreenReader.lastSpokenPhrase());
  return {
    heard,
    waitToHear: (phrase) => expect.poll(heard, { message: `the screen reader says "${phrase}"`, timeout: 10_000 }).toContain(phrase),
    next: () => page.evaluate(() => window.virtualScreenReader.next()),
    act: () => page.evaluate(() => window.virtualScreenReader.act()),
    press: (key) => page.evaluate((name) => window.virtualScreenReader.press(name), key),
    type: (text) => page.evaluate((value) => window.virtualScreenReader.type(value), text),
    tabTo: async (phrase, limit = 40) => {
      for (let presses = 0; presses < limit; presses += 1) {
        await page.evaluate(() => window.virtualScreenReader.press('Tab'));
        if ((await lastHeard()) === phrase) return;
      }
      throw new Error(`Tab never reached "${phrase}"; last heard: ${JSON.stringify((await heard()).slice(-5))}`);
    },
  };
}

/** Each phrase was spoken exactly once: heard, and not said twice for the one change that caused it. */
export function expectEachHeardOnce(heard: string[], phrases: string[]): void {
  const counts = phrases.map((phrase) => [phrase, heard.filter((spoken) => spoken === phrase).length]);
  expect(counts, `heard: ${JSON.stringify(heard, null, 2)}`).toEqual(phrases.map((phrase) => [phrase, 1]));
}
