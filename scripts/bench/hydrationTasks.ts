import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../lib/chromium';

/** The longest main-thread tasks while a page loads and hydrates, under a slowed-down CPU. */
export interface HydrationTasks {
  url: string;
  /** Milliseconds; 0 when no task reached 50 ms (the Long Tasks API reports only those). */
  longestTaskMs: number;
  tasksOver50Ms: number;
}

export const CPU_SLOWDOWN = 4;
/** After hydration, how long to keep watching: it covers the cookie banner's arrival at 1 s. */
const SETTLE_MS = 1500;

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * Loads the page as a first visit on a phone-sized screen with the CPU slowed down 4x (Chrome
 * DevTools' throttling), and records every task of 50 ms or more from the start until the page has
 * hydrated and settled: script evaluation, hydration, the cookie banner.
 */
export async function measureHydrationTasks(browser: Browser, url: string): Promise<HydrationTasks> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const tasks: number[] = [];
    Object.assign(window, { benchLongTasks: tasks });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(SETTLE_MS);
  const tasks = await page.evaluate(() => (window as unknown as { benchLongTasks: number[] }).benchLongTasks);
  await context.close();
  return { url, longestTaskMs: Math.round(Math.max(0, ...tasks)), tasksOver50Ms: tasks.length };
}
