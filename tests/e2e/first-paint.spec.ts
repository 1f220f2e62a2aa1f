import type { Page } from '@playwright/test';
import { routeTable } from '../../src/routes/routeTable';
import { expect, test, waitForHydration, waitForWebFonts } from './support/fixtures';

/**
 * The first visit to every page, as a phone shows it (Lighthouse's mobile screen) and as a desktop
 * does (docs/decisions/014): the text paints before any script or font is fetched; the largest paint
 * is the page's own content, not the cookie banner that arrives a second later; the web fonts swap in
 * without moving anything.
 */
interface PaintRecord {
  firstContentfulPaint: number;
  /** For each candidate the browser reported, in order: was it inside <main>? The last one is the LCP. */
  largestPaintInMain: boolean[];
  largestPaintText: string;
  layoutShift: number;
  lateRequests: { name: string; startTime: number }[];
}

async function recordPaint(page: Page) {
  await page.addInitScript(() => {
    const record = { lcp: [] as Element[], shift: 0 };
    Object.assign(window, { paintRecord: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        if (entry.element) record.lcp.push(entry.element);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function readPaint(page: Page): Promise<PaintRecord> {
  // The web fonts load after the first paint: wait for them, so their swap is part of the record.
  await waitForWebFonts(page);
  return page.evaluate(async () => {
    const record = (window as unknown as { paintRecord: { lcp: Element[]; shift: number } }).paintRecord;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const own = /\/assets\/(index-[^/]+\.(css|js))$/;
    return {
      firstContentfulPaint: fcp,
      largestPaintInMain: record.lcp.map((element) => Boolean(element.closest('main'))),
      largestPaintText: record.lcp.at(-1)?.textContent?.slice(0, 60) ?? '',
      layoutShift: record.shift,
      // Scripts and fonts that were asked for before the first paint, apart from the entry itself.
      lateRequests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => ['script', 'link', 'css'].includes(entry.initiatorType) || /\.(js|woff2?)$/.test(entry.name))
        .filter((entry) => !own.test(new URL(entry.name).pathname))
        .filter((entry) => entry.startTime < fcp)
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    };
  });
}

// Paint timing depends on the machine's load: a shift of 0.025 on /resources/access-to-work
// (desktop) was measured once in a loaded CI run and never reproduced since, also under load. One
// retry, so that a test fails for a page that moves, not for a machine that stalled; a page that
// moves fails both times.
test.describe.configure({ retries: 1 });

for (const screen of [
  // The phone is Lighthouse's mobile screen, where the target (CLS at most 0.01) applies. The
  // fallback font matches the web font's width over the site's whole text, not paragraph by
  // paragraph: at a wider measure one paragraph can end a word later and take one more line when the
  // font swaps (the Productivity intro at 1350 px: 28 px, 0.0103). One such line is allowed there,
  // and nothing more (docs/decisions/014).
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true, maxLayoutShift: 0.01 },
  { name: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false, maxLayoutShift: 0.02 },
]) {
  test.describe(`first visit on a ${screen.name} screen`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile });

    for (const route of routeTable) {
      test(`${route.path}: text first, its own content the largest paint, nothing moves`, async ({ page }) => {
        await recordPaint(page);
        await page.goto(route.path);
        await waitForHydration(page);
        // The banner arrives 1 s after hydration: the largest paint must still be the page's own.
        await expect(page.getByRole('dialog', { name: 'Cookie Consent' })).toBeVisible();
        const paint = await readPaint(page);

        expect(paint.lateRequests, 'fetched before the first paint').toEqual([]);
        expect(paint.largestPaintInMain.at(-1), `largest paint: "${paint.largestPaintText}"`).toBe(true);
        expect(paint.layoutShift).toBeLessThanOrEqual(screen.maxLayoutShift);
      });
    }
  });
}
