import { routeTable } from '../../src/routes/routeTable';
import { expect, test, waitForHydration } from './support/fixtures';

/** WCAG 1.4.12: the text-spacing bookmarklet's values. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

test.describe('reflow at 320 CSS px (400% zoom), with and without text spacing', () => {
  // A user's text-spacing stylesheet (an extension or bookmarklet) is not bound by the site's CSP.
  test.use({ viewport: { width: 320, height: 256 }, bypassCSP: true });
  for (const route of routeTable) {
    test(`${route.path} never scrolls sideways`, async ({ page, withConsentStored }) => {
      await withConsentStored('declined');
      await page.goto(route.path);
      await waitForHydration(page);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.addStyleTag({ content: textSpacing });
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  }
});

test('with reduced motion requested, nothing transitions or animates', async ({ page, withConsentStored }) => {
  await withConsentStored('declined');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  const durations = await page.evaluate(() =>
    [...document.querySelectorAll('a, button')].flatMap((element) => {
      const style = getComputedStyle(element);
      // "auto" (the initial animation-duration in current Chromium) means no animation: 0.
      return [style.transitionDuration, style.animationDuration].flatMap((value) =>
        value.split(',').map((part) => (part.trim() === 'auto' ? 0 : parseFloat(part))),
      );
    }),
  );
  expect(Math.max(...durations)).toBeLessThanOrEqual(0.0001);
});

test('in forced-colors mode, buttons keep a visible border and focus keeps an outline', async ({ page, withConsentStored }) => {
  await withConsentStored('declined');
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('link', { name: 'Learn About Us' });
  const border = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle };
  });
  expect(border.width).toBeGreaterThanOrEqual(1);
  expect(border.style).not.toBe('none');

  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
  });
  expect(outline.width).toBeGreaterThanOrEqual(2);
  expect(outline.style).not.toBe('none');
});

test('every image has dimensions and every page asks no other host for anything', async ({ page, baseURL, withConsentStored }) => {
  await withConsentStored('accepted');
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
  });
  for (const route of routeTable) {
    await page.goto(route.path);
    await waitForHydration(page);
    const unsized = await page.evaluate(() =>
      [...document.querySelectorAll('img')].filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.src),
    );
    expect(unsized).toEqual([]);
  }
  expect(foreign).toEqual([]);
});
