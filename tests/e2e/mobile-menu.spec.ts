import { expect, test, waitForHydration } from './support/fixtures';

test.use({ viewport: { width: 375, height: 812 } });

test.describe('mobile menu below the lg breakpoint', () => {
  test('the toggle opens the menu, choosing an item navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const aboutLink = nav.getByRole('link', { name: 'About us' });

    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutLink).toBeHidden();
    const controlled = await toggle.getAttribute('aria-controls');
    expect(controlled).toBeTruthy();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // It shows the site's search form and the list of links.
    for (const id of controlled!.split(' ')) await expect(page.locator(`[id="${id}"]`)).toBeVisible();
    await expect(aboutLink).toBeVisible();

    await aboutLink.click();
    await expect(page).toHaveURL('/about');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutLink).toBeHidden();
  });

  test('choosing the current page also closes the menu', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes it and returns focus to the toggle, from the toggle or from a link', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = page.getByRole('button', { name: 'Menu' });

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The menu starts with the site's search: its field and button, then the links.
    const search = page.getByRole('search', { name: 'Site' });
    await page.keyboard.press('Tab');
    await expect(search.getByRole('searchbox', { name: 'Search this site' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(search.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('closes when focus moves on past it, so it never hides the focused field (320 px, /contact)', async ({
    page,
    withConsentStored,
  }) => {
    await withConsentStored('declined');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/contact');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await nav.getByRole('link', { name: 'Contact' }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeHidden();
    // Wherever focus went, nothing of the menu covers it.
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport();

    // A click elsewhere (below the open menu) closes it too.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(160, 620);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the toggle, the search field and button, and the links are at least 44 px tall', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Menu' }).click();
    const search = page.getByRole('search', { name: 'Site' });
    for (const control of [
      page.getByRole('button', { name: 'Menu' }),
      search.getByRole('searchbox'),
      search.getByRole('button', { name: 'Search', exact: true }),
      ...(await nav.getByRole('link').all()),
    ]) {
      const box = await control.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test('from the lg breakpoint up the links are shown and there is no toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'About us' })).toBeVisible();
});
