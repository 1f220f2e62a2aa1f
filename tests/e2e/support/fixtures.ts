import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../../src/lib/consent';

/**
 * Collects console errors, warnings about hydration and uncaught page errors, so any test can assert
 * that a page ran cleanly.
 */
export interface PageProblems {
  list: string[];
}

export function watchForProblems(page: Page, options: { expectedNotFoundUrl?: string } = {}): PageProblems {
  const problems: PageProblems = { list: [] };
  page.on('console', (message) => {
    const text = message.text();
    const isHydration = /hydrat/i.test(text);
    if (message.type() !== 'error' && !isHydration) return;
    // Chrome logs the 404 status of a not-found document itself as an error: that one is intended.
    if (options.expectedNotFoundUrl && message.location().url === options.expectedNotFoundUrl && /404/.test(text)) return;
    problems.list.push(`console ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.list.push(`page error: ${error.message}`));
  return problems;
}

/** Wait until React has hydrated the page (RootLayout marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * The web fonts in use (src/boot/webFonts.ts adds both faces at once, after loading them): their one
 * re-layout, accepted as the owner's choice of font, is then behind the test, whenever they came.
 */
export async function waitForWebFonts(page: Page): Promise<void> {
  // Not `document.fonts.check()`: it is true while the set holds no face of the family yet.
  await page.waitForFunction(() => {
    const added = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Atkinson Hyperlegible Next');
    return ['400', '700'].every((weight) => added.some((face) => face.weight === weight && face.status === 'loaded'));
  });
}

/**
 * The cookie banner takes the pointer: its first half second over the page, when a click aimed at the
 * page goes through it (docs/decisions/094), has passed. A check that hit-tests the page
 * (`elementFromPoint`) sees the banner where it is only from then on.
 */
export async function waitForBannerToTakePointer(page: Page): Promise<void> {
  const banner = page.getByRole('dialog', { name: 'Cookie Consent' });
  await expect.poll(() => banner.evaluate((element) => getComputedStyle(element).pointerEvents)).not.toBe('none');
}

/**
 * The page's one status region (src/components/layout/announcer.ts): "Navigated to…", the cookie
 * banner's news. It has no name (a live region's name can be spoken instead of its news), so it is
 * found by its role inside its id.
 */
export function pageAnnouncements(page: Page): Locator {
  return page.locator('#page-announcements').and(page.getByRole('status'));
}

export interface AnnouncementRecord {
  /** Every change of the region's text ('' when it empties), with its time (performance.now()). */
  log: { text: string; at: number }[];
  /** The time of every click. */
  clicks: number[];
  /** The time of every key pressed. */
  keys: number[];
}

/**
 * Records every change of the page's status region with its time, and the time of every click and key press. Called
 * before the first `page.goto`, it records from the first moment of every load (an init script);
 * called after, from now on. Returns the function that reads the record.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<AnnouncementRecord>> {
  const install = () => {
    const record = { log: [] as { text: string; at: number }[], clicks: [] as number[], keys: [] as number[] };
    Object.assign(window, { announcementRecord: record });
    addEventListener('click', () => record.clicks.push(performance.now()), true);
    addEventListener('keydown', () => record.keys.push(performance.now()), true);
    const watch = (region: Element) =>
      new MutationObserver(() => record.log.push({ text: region.textContent ?? '', at: performance.now() })).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    const found = document.querySelector('#page-announcements');
    if (found) return watch(found);
    new MutationObserver((_, observer) => {
      const region = document.querySelector('#page-announcements');
      if (!region) return;
      observer.disconnect();
      watch(region);
    }).observe(document, { childList: true, subtree: true });
  };
  if (page.url() === 'about:blank') await page.addInitScript(install);
  else await page.evaluate(install);
  return () => page.evaluate(() => (window as unknown as { announcementRecord: AnnouncementRecord }).announcementRecord);
}

export const test = base.extend<{ withConsentStored: (value: 'accepted' | 'declined') => Promise<void> }>({
  withConsentStored: async ({ context }, use) => {
    await use(async (value) => {
      await context.addInitScript(([key, stored]) => window.localStorage.setItem(key, stored), [CONSENT_STORAGE_KEY, value] as const);
    });
  },
});

export { expect };
