import { mainNavigation } from '../../src/content/navigation';
import { isRoutePath, routeTable } from '../../src/routes/routeTable';
import { expect, test, waitForHydration } from './support/fixtures';

/** Dates may differ between the build (no-JS) and the visit (hydrated); everything else must not. */
const withoutDates = (text: string) => text.replace(/\b\d{1,2} [A-Z][a-z]+ \d{4}\b/g, '<date>').replace(/\b20\d\d\b/g, '<year>');

test.describe('with JavaScript switched off', () => {
  for (const route of routeTable) {
    test(`${route.path} shows the same content as with JavaScript`, async ({ browser }) => {
      const withScript = await browser.newPage();
      await withScript.goto(route.path);
      await waitForHydration(withScript);
      const expected = withoutDates(await withScript.getByRole('main').innerText());
      await withScript.close();

      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(withoutDates(await page.getByRole('main').innerText())).toBe(expected);
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await context.close();
    });
  }

  test('every navigation link is reachable on a phone, without the menu button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    const expected = mainNavigation.filter((item) => isRoutePath(item.path)).map((item) => item.label);
    for (const label of expected) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();

    // And by keyboard: Tab from the logo reaches each of them in order.
    await page.getByRole('link', { name: /, home$/ }).focus();
    for (const label of expected) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeFocused();
    }
    await context.close();
  });
});
