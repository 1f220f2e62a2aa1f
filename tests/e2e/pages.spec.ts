import { absoluteUrl } from '../../src/config/site';
import { documentTitle, notFoundRoute, routeTable } from '../../src/routes/routeTable';
import { expect, pageAnnouncements, test, waitForHydration, watchForProblems } from './support/fixtures';

const unknownPath = '/no-such-page/at-all';

test.describe('every route of the table', () => {
  for (const route of routeTable) {
    test(`${route.path} loads, hydrates without a warning, and keeps one set of head tags`, async ({ page }) => {
      const problems = watchForProblems(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);

      await expect(page).toHaveTitle(documentTitle(route));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toBeVisible();
      // The browser's head manager must take over the prerendered tags, not add a second copy of them.
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(route.path));
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
      // The late effects have run: the cookie banner's timer brought it, and it has been placed and said.
      await expect(page.getByRole('dialog', { name: 'Cookie Consent' })).toBeVisible();
      await expect(pageAnnouncements(page)).toHaveText(/^Cookie Consent: choose Accept All or Decline in the banner/);
      expect(problems.list).toEqual([]);
    });
  }
});

test('an unknown URL answers 404 with the not-found page, and hydrates cleanly', async ({ page, baseURL }) => {
  const problems = watchForProblems(page, { expectedNotFoundUrl: `${baseURL}${unknownPath}` });
  const response = await page.goto(unknownPath);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page).toHaveTitle(documentTitle(notFoundRoute));
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Path to Possibility');
  expect(problems.list).toEqual([]);
});

test('after hydration, internal links navigate without reloading, and a hard load gives the same page', async ({ page }) => {
  const problems = watchForProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const clientTitle = await page.title();
  const clientMain = await page.getByRole('main').innerText();

  await page.reload();
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  await expect(page).toHaveTitle(clientTitle);
  expect(await page.getByRole('main').innerText()).toBe(clientMain);
  expect(problems.list).toEqual([]);
});

test('after a client-side navigation, the head describes the new page', async ({ page, baseURL }) => {
  const problems = watchForProblems(page, { expectedNotFoundUrl: `${baseURL}${unknownPath}` });
  await page.goto(unknownPath);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl('/'));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
  const about = routeTable.find((route) => route.path === '/about')!;
  await expect(page).toHaveTitle(documentTitle(about));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', about.description);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', absoluteUrl('/about'));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl('/about'));
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  // Structured data describes the page it was prerendered with, so it goes rather than mislead.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test('trailing-slash URLs are the same page', async ({ page }) => {
  const response = await page.goto('/about/');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl('/about'));
});
