import { site } from '../../src/config/site';
import { expect, pageAnnouncements, recordAnnouncements, test, waitForHydration } from './support/fixtures';
import { runClock } from './support/pageTime';

test.describe('skip link', () => {
  test('is the first thing Tab reaches, is visible when focused, and moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    const box = await skipLink.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab lands inside the main content, past the header and its navigation.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement));
    expect(focusedInMain).toBe(true);
  });
});

test.describe('after a client-side navigation', () => {
  // The cookie banner would speak in the same region when it appears: a stored choice keeps it away.
  test.beforeEach(async ({ withConsentStored }) => withConsentStored('declined'));

  test('announces "Navigated to {page}" after about 100 ms and clears it after about 1 s', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const read = await recordAnnouncements(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
    await expect(pageAnnouncements(page)).toHaveText(`Navigated to About ${site.companyName}`);
    await expect(pageAnnouncements(page)).toHaveText('', { timeout: 3000 });

    const { log, clicks } = await read();
    const click = clicks.at(-1)!;
    const shown = log.find((entry) => entry.text.startsWith('Navigated to'))!;
    const cleared = log.find((entry) => entry.at > shown.at && entry.text === '')!;
    expect(shown.at - click).toBeGreaterThanOrEqual(95);
    expect(shown.at - click).toBeLessThan(800);
    expect(cleared.at - shown.at).toBeGreaterThanOrEqual(950);
    expect(cleared.at - shown.at).toBeLessThan(1600);
  });

  test('announces nothing on the first load (once a cookie choice is stored, so the banner has nothing to say)', async ({ page }) => {
    // The page's timers on Playwright's clock, and the region recorded, from before the page loads.
    await page.clock.install();
    const read = await recordAnnouncements(page);
    await page.goto('/about');
    await waitForHydration(page);
    // Three seconds of the page's time: "Navigated to…" comes 100 ms after a navigation, the banner 1 s after load.
    await runClock(page, 3000);
    await expect(pageAnnouncements(page)).toHaveText('');
    expect((await read()).log).toEqual([]);
  });

  test('uses the page title as the name of pages SPEC does not name', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(pageAnnouncements(page)).toHaveText('Navigated to Privacy Policy');
  });

  test('scrolls to the top at once and puts keyboard focus on the main content', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility Statement' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await footerLink.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('header', () => {
  test('the logo links home, and aria-current follows the page', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', /.*/);
    await expect(page.locator('a[aria-current="page"]')).toHaveCount(1);

    await page.getByRole('link', { name: `${site.companyName}, home` }).click();
    await expect(page).toHaveURL('/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About us' })).not.toHaveAttribute('aria-current', /.*/);
  });

  test('a page inside a section marks its section: aria-current="true", and the same look, with or without JavaScript', async ({
    page,
    browser,
  }) => {
    for (const [path, section] of [
      ['/training/screen-readers', 'Training'],
      ['/resources/software-quick-guides/dragon', 'Resources'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: section })).toHaveAttribute('aria-current', 'true');
      await expect(nav.locator('a[aria-current]')).toHaveCount(1);
      const style = await nav.getByRole('link', { name: section }).evaluate((link) => {
        const computed = getComputedStyle(link);
        return { weight: Number(computed.fontWeight), decoration: computed.textDecorationLine };
      });
      expect(style.weight).toBeGreaterThanOrEqual(700);
      expect(style.decoration).toContain('underline');
    }
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/training/screen-readers');
    await expect(plain.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await plain.goto('/training');
    await expect(plain.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await noScript.close();
  });

  test('the current item is marked by more than colour: bold and underlined', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const current = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' });
    const style = await current.evaluate((link) => {
      const computed = getComputedStyle(link);
      return { weight: Number(computed.fontWeight), decoration: computed.textDecorationLine };
    });
    expect(style.weight).toBeGreaterThanOrEqual(700);
    expect(style.decoration).toContain('underline');
  });

  test('stays in view when scrolling on a normal screen, and scrolls away at 400% zoom', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/privacy-policy');
    await waitForHydration(page);
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole('banner')).toBeInViewport();

    await page.setViewportSize({ width: 320, height: 256 });
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(page.getByRole('banner')).not.toBeInViewport();
  });
});

test.describe('footer', () => {
  test('has the four columns, the current year and the company number', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    for (const heading of [site.companyName, 'Quick Links', 'Contact Us', 'Legal']) {
      await expect(footer.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(footer.getByText(site.town, { exact: false }).first()).toBeVisible();
    await expect(footer.getByText(site.serviceArea)).toBeVisible();
    const year = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' }).format(new Date());
    await expect(footer.getByText(`© ${year} ${site.companyName}. All rights reserved.`)).toBeVisible();
    await expect(footer.getByText(`Company number ${site.companyNumber}`)).toBeVisible();
  });

  test('the professional-network link opens a new window and says so', async ({ page }) => {
    await page.goto('/');
    const link = page
      .getByRole('contentinfo')
      .getByRole('link', { name: `Follow us on ${site.professionalNetwork.name} (opens in a new window)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', site.professionalNetwork.url);
  });
});
