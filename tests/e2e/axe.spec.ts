import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routeTable } from '../../src/routes/routeTable';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * axe-core with the WCAG 2.2 AA rules (which pa11y's axe runner does not run) and best practices, in
 * the states a static sweep never sees: menu open, cookie banner shown, after a client-side
 * navigation, and every page in the dark theme.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  const summary = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

test('the mobile menu, open', async ({ page, withConsentStored }) => {
  await withConsentStored('declined');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expectNoViolations(page);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the cookie banner, shown (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Cookie Consent' })).toBeVisible();
    await expectNoViolations(page);
  });
}

test('a page reached by client-side navigation', async ({ page, withConsentStored }) => {
  await withConsentStored('accepted');
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('status', { name: 'Page changes' })).toHaveText(/Navigated to/);
  await expectNoViolations(page);
});

test.describe('every page in the dark theme', () => {
  for (const route of routeTable) {
    test(route.path, async ({ page, withConsentStored }) => {
      await withConsentStored('declined');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(route.path);
      await waitForHydration(page);
      await expectNoViolations(page);
    });
  }
});

test.describe('every page in the light theme, with WCAG 2.2 rules', () => {
  for (const route of routeTable) {
    test(route.path, async ({ page, withConsentStored }) => {
      await withConsentStored('declined');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(route.path);
      await waitForHydration(page);
      await expectNoViolations(page);
    });
  }
});
