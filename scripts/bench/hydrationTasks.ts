import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../lib/chromium';

/** The longest main-thread tasks while a page starts its app and hydrates, under a slowed-down CPU. */
export interface HydrationTasks {
  url: string;
  /** Milliseconds; 0 when no task reached 50 ms (the Long Tasks API reports only those). */
  longestTaskMs: number;
  tasksOver50Ms: number;
}

export const CPU_SLOWDOWN = 4;
/** How long to watch after the navigation: hydration, the hydration of BelowTheFold parts, the cookie banner. */
const WATCH_MS = 8000;

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * Loads the page as a first visit on a phone-sized screen with the CPU slowed down 4x (Chrome
 * DevTools' throttling), and records every task of 50 ms or more from the moment the client entry
 * starts the app (the "app:start" mark, src/entry-client.ts): evaluating React and the app, hydrating,
 * the parts hydrated later, the cookie banner. The page's first parse and paint come before and are
 * not counted. Nothing is injected into the page while it is watched (Playwright's own helpers would
 * be long tasks themselves): an init script records, and the record is read at the end.
 */
export async function measureHydrationTasks(browser: Browser, url: string, options: { from: 'app-start' | 'navigation' } = { from: 'app-start' }): Promise<HydrationTasks> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    Object.assign(window, { benchLongTasks: tasks });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push({ start: entry.startTime, duration: entry.duration }))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForTimeout(WATCH_MS);
  const { tasks, appStart, hydrated } = await page.evaluate(() => ({
    tasks: (window as unknown as { benchLongTasks: { start: number; duration: number }[] }).benchLongTasks,
    appStart: performance.getEntriesByName('app:start')[0]?.startTime,
    hydrated: document.documentElement.dataset.hydrated === 'true',
  }));
  await context.close();
  // The floor page has no client entry of its own: everything it does is React starting up.
  const from = options.from === 'navigation' ? 0 : appStart;
  if (from === undefined || (options.from === 'app-start' && !hydrated)) throw new Error(`${url} did not start its app and hydrate within ${WATCH_MS} ms`);
  const durations = tasks.filter((task) => task.start + task.duration > from).map((task) => task.duration);
  return { url, longestTaskMs: Math.round(Math.max(0, ...durations)), tasksOver50Ms: durations.length };
}
