import { mainNavigation } from '../../src/content/generated/navigation';
import { isRoutePath, routeTable } from '../../src/routes/routeTable';
import type { Page } from '@playwright/test';
import { glossaryTerms } from '../../src/content/generated/glossaryTerms';
import { site } from '../../src/config/site';
import { expect, test, waitForHydration } from './support/fixtures';

/** Dates may differ between the build (no-JS) and the visit (hydrated); everything else must not. */
const withoutDates = (text: string) => text.replace(/\b\d{1,2} [A-Z][a-z]+ \d{4}\b/g, '<date>').replace(/\b20\d\d\b/g, '<year>');

/**
 * The main content's text, leaving out what only works with script (the glossary's search and
 * filters, the contact form, the video's custom controls) and what only shows without it (<noscript>
 * alternatives).
 */
const contentText = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.js-only, .contact-form, .player-controls, noscript').forEach((element) => element.remove());
    document.body.append(copy);
    const text = copy.innerText;
    copy.remove();
    return text;
  });

test.describe('with JavaScript switched off', () => {
  for (const route of routeTable) {
    test(`${route.path} shows the same content as with JavaScript`, async ({ browser }) => {
      const withScript = await browser.newPage();
      await withScript.goto(route.path);
      await waitForHydration(withScript);
      const expected = withoutDates(await contentText(withScript));
      await withScript.close();

      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(withoutDates(await contentText(page))).toBe(expected);
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await context.close();
    });
  }

  test('the glossary lists all its terms, without search controls that could not work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources/glossary');
    await expect(page.getByRole('searchbox', { name: 'Search terms' })).toBeHidden();
    await expect(page.locator('details')).toHaveCount(glossaryTerms.length);
    await page.locator('details#screen-reader > summary').click();
    await expect(page.locator('details#screen-reader')).toHaveAttribute('open', '');
    await context.close();
  });

  for (const [name, address, answer, other] of [
    [
      'a question',
      '/training/low-vision#which-computers-does-the-software-run-on-and-is-it-free',
      'We do not publish prices',
      'what-is-the-difference-between-a-magnifier-and-a-screen-reader',
    ],
    ['a glossary term', '/resources/glossary#screen-reader', 'Software that turns what is on the screen', 'braille-display'],
  ] as const) {
    test(`${name} reached by its address shows its answer, marked in words and by a bar, not by colour alone (issue 46)`, async ({
      browser,
    }) => {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 320, height: 568 },
      ]) {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport });
        const page = await context.newPage();
        await page.goto(address);
        const target = page.locator(`details#${address.split('#')[1]}`);
        await expect(target.getByText(answer).first()).toBeVisible();
        const mark = await target.evaluate((details) => ({
          words: getComputedStyle(details.querySelector('summary')!, '::before').content,
          bar: parseFloat(getComputedStyle(details).borderLeftWidth),
        }));
        expect(mark.words).toBe('"Your link: "');
        expect(mark.bar).toBeGreaterThanOrEqual(8);
        // The others stay closed, unmarked.
        await expect(page.locator(`details#${other} [data-search-body]`)).toBeHidden();
        await context.close();
      }
    });
  }

  test('the contact page offers e-mail and phone instead of a form that could not send', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeHidden();
    // Playwright's text queries skip <noscript>, which the browser renders with JavaScript off.
    const alternative = page.locator('main noscript p');
    await expect(alternative).toBeVisible();
    await expect(alternative).toContainText('Sending this form needs JavaScript');
    await expect(alternative.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
    await context.close();
  });

  test('the search form and every navigation link are reachable on a phone, without the menu button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const expected = mainNavigation.filter((item) => isRoutePath(item.path)).map((item) => item.label);
    for (const label of expected) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();

    // And by keyboard: Tab from the logo reaches the site's search, then each of them in order.
    await page.getByRole('link', { name: /, home$/ }).focus();
    const search = page.getByRole('search', { name: 'Site' });
    await page.keyboard.press('Tab');
    await expect(search.getByRole('searchbox', { name: 'Search this site' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(search.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
    for (const label of expected) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeFocused();
    }
    await context.close();
  });
});
