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
 * The page's one status region (src/components/layout/announcer.ts): "Navigated to…", the cookie
 * banner's news. It has no name (a live region's name can be spoken instead of its news), so it is
 * found by its role inside its id.
 */
export function pageAnnouncements(page: Page): Locator {
  return page.locator('#page-announcements').and(page.getByRole('status'));
}

export const test = base.extend<{ withConsentStored: (value: 'accepted' | 'declined') => Promise<void> }>({
  withConsentStored: async ({ context }, use) => {
    await use(async (value) => {
      await context.addInitScript(
        ([key, stored]) => window.localStorage.setItem(key, stored),
        [CONSENT_STORAGE_KEY, value] as const,
      );
    });
  },
});

export { expect };
