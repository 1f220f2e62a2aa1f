import { routeTable } from '../../src/routes/routeTable';
import { expect, test, waitForHydration } from './support/fixtures';

/** WCAG 1.4.12: the text-spacing bookmarklet's values. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

test.describe('reflow at 320 CSS px (400% zoom), with and without text spacing, and at 200% text on a phone', () => {
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
      // 200% text on a phone (390 px): as narrow, for the words, as 195 px; a long word breaks rather
      // than widening the page (issue 30). Tables scroll in their own box.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
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

test.describe('every image has dimensions and no page asks another host for anything', () => {
  for (const route of routeTable) {
    test(route.path, async ({ page, baseURL, withConsentStored }) => {
      await withConsentStored('accepted');
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
      });
      await page.goto(route.path);
      await waitForHydration(page);
      const unsized = await page.evaluate(() =>
        [...document.querySelectorAll('img')]
          .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
          .map((img) => img.src),
      );
      expect(unsized).toEqual([]);
      expect(foreign).toEqual([]);
    });
  }
});

test.describe('at 200% text on a laptop screen (1280x800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('no word of the certification cards breaks in the middle, and the footer e-mail stays in its column', async ({
    page,
    withConsentStored,
  }) => {
    await withConsentStored('declined');
    await page.goto('/');
    await waitForHydration(page);
    // As a visitor's text-size setting would (a style attribute: the CSP allows no inline <style>).
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
    const certifications = page.getByRole('heading', { name: 'Certified Trainers' }).locator('xpath=following-sibling::ul[1]');
    const brokenWords = await certifications.evaluate((list) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(match[0]);
        }
      }
      return broken;
    });
    expect(brokenWords).toEqual([]);

    const email = page.getByRole('contentinfo').getByRole('link', { name: /@/ });
    const column = email.locator('xpath=ancestor::div[h2][1]');
    const [link, box] = [await email.boundingBox(), await column.boundingBox()];
    expect(link!.x + link!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
  });
});
