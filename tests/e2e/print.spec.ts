import type { Page } from '@playwright/test';
import { quickGuides as loadQuickGuides } from '../../content-model/disk';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * Every page printed from the browser's own Print is large print (issue 34, src/styles/print.css):
 * UKAAF's minimum standards (at least 16 point, ideally 18; a clear sans-serif; left-aligned) and
 * RNIB's Clear Print (black on white, never over a picture; headings that stand out). The page is
 * laid out as on A4 paper less 1 cm margins (190 mm at 96 CSS px to the inch), in print media.
 */
const points = (pt: number) => (pt * 96) / 72;
const quickGuide = loadQuickGuides()[0]!;
const tutorial = '/resources/screen-reader-tutorials/jaws';

const pages = [
  { kind: 'the home page', path: '/' },
  { kind: 'a screen reader tutorial', path: tutorial },
  { kind: 'a software quick guide', path: `/resources/software-quick-guides/${quickGuide.slug}` },
  { kind: 'the glossary', path: '/resources/glossary' },
  { kind: 'the contact page', path: '/contact' },
  { kind: 'the services page', path: '/services' },
];

test.use({ viewport: { width: 718, height: 1000 } });

/** Loads the page as a first-time visitor (the cookie banner up), then switches it to print. */
async function printed(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.locator('.cookie-banner').waitFor({ state: 'visible' });
  await page.emulateMedia({ media: 'print' });
}

/** What the paper shows of the main content: each visible element that holds words, as printed. */
function mainText(page: Page) {
  return page.evaluate(() => {
    const withWords = [...document.querySelectorAll('main *')].filter(
      (element) =>
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility === 'visible' &&
        !element.closest('.sr-only') &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
    );
    return withWords.map((element) => {
      const style = getComputedStyle(element);
      return {
        words: element.textContent!.trim().slice(0, 40),
        tag: element.tagName.toLowerCase(),
        size: parseFloat(style.fontSize),
        width: element.getBoundingClientRect().width,
        pageWidth: document.documentElement.clientWidth,
        align: style.textAlign,
        colour: style.color,
      };
    });
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`printed in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const { kind, path } of pages) {
      test(`${kind} (${path}) prints in large print, black on white, without what does nothing on paper`, async ({ page }) => {
        await printed(page, path);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        const text = await mainText(page);
        expect(text.length).toBeGreaterThan(3);
        // Nothing smaller than 16 point; the body text 18 point, UKAAF's ideal.
        for (const item of text) expect(item.size, `"${item.words}"`).toBeGreaterThanOrEqual(points(16) - 0.01);
        const body = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
        expect(body).toBeCloseTo(points(18), 1);
        for (const item of text.filter((candidate) => candidate.tag === 'p')) {
          expect(item.size, `"${item.words}"`).toBeGreaterThanOrEqual(body - 0.01);
          expect(item.align, `"${item.words}"`).toBe('left');
          // One column: no paragraph squeezed beside another block into part of the page's width.
          expect(item.width, `"${item.words}"`).toBeGreaterThan(item.pageWidth / 2);
        }
        // Headings bold and larger than the body text.
        const headings = await page.evaluate(() =>
          [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')]
            .filter((heading) => heading.getClientRects().length > 0)
            .map((heading) => {
              const style = getComputedStyle(heading);
              return { words: heading.textContent!.trim(), size: parseFloat(style.fontSize), weight: Number(style.fontWeight) };
            }),
        );
        expect(headings.length).toBeGreaterThan(0);
        for (const heading of headings) {
          expect(heading.weight, heading.words).toBeGreaterThanOrEqual(700);
          expect(heading.size, heading.words).toBeGreaterThan(body);
        }
        // Black words, on white all the way down: no colour and no picture behind any text.
        for (const item of text) expect(item.colour, `"${item.words}"`).toBe('rgb(0, 0, 0)');
        const backgrounds = await page.evaluate(() =>
          [document.documentElement, ...document.querySelectorAll('body, body *')]
            // The elements that are drawn (not those inside <video>, which a browser never draws).
            .filter((element) => element.getClientRects().length > 0)
            .map((element) => getComputedStyle(element))
            .filter(
              (style) => !['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)'].includes(style.backgroundColor) || style.backgroundImage !== 'none',
            )
            .map((style) => `${style.backgroundColor} ${style.backgroundImage}`),
        );
        expect(backgrounds).toEqual([]);
        const typeface = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
        expect(typeface).toMatch(/^"Atkinson Hyperlegible Next",.*sans-serif$/);

        // The site's own parts that act only on screen are not printed: each is on the page, and hidden.
        for (const onScreenOnly of [
          page.locator('.skip-link'),
          page.locator('header.site-header'),
          page.getByRole('navigation', { includeHidden: true }),
          page.getByRole('search', { includeHidden: true }),
          page.locator('.cookie-banner'),
          page.getByRole('button', { includeHidden: true }),
        ]) {
          expect(await onScreenOnly.count()).toBeGreaterThan(0);
          for (const part of await onScreenOnly.all()) await expect(part).toBeHidden();
        }
      });
    }
  });
}

test('a tutorial prints each link to another site with its address after its words, and its tables whole', async ({ page }) => {
  await printed(page, tutorial);
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="http"]')].map((link) => ({
      href: link.getAttribute('href'),
      after: getComputedStyle(link, '::after').content,
    })),
  );
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.after).toBe(`" (${link.href})"`);
  // A link within the site prints its words only.
  const internal = await page.evaluate(() => getComputedStyle(document.querySelector('main a[href^="/"]')!, '::after').content);
  expect(internal).toBe('none');

  const table = page.getByRole('table').first();
  await expect(table).toBeVisible();
  const layout = await table.evaluate((element) => ({
    headerRepeats: getComputedStyle(element.querySelector('thead')!).display,
    rowsWhole: [...element.querySelectorAll('tr')].every((row) => getComputedStyle(row).breakInside === 'avoid'),
    fitsThePage: element.getBoundingClientRect().right <= document.documentElement.clientWidth,
  }));
  expect(layout).toEqual({ headerRepeats: 'table-header-group', rowsWhole: true, fitsThePage: true });
  const headingsKeepTheirText = await page.evaluate(() =>
    [...document.querySelectorAll('main h2, main h3')].every((heading) => getComputedStyle(heading).breakAfter === 'avoid'),
  );
  expect(headingsKeepTheirText).toBe(true);
});

test('a tutorial and a guide print their lesson without the download links, which paper cannot follow', async ({ page }) => {
  for (const [path, heading] of [
    [tutorial, 'Download this tutorial'],
    [`/resources/software-quick-guides/${quickGuide.slug}`, 'Download this guide'],
  ] as const) {
    await page.emulateMedia({ media: 'screen' });
    await page.goto(path);
    const downloads = page.getByRole('heading', { level: 2, name: heading });
    await expect(downloads).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(downloads).toBeHidden();
    await expect(page.getByRole('main').locator('a[download]').first()).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('in forced colours, the printed page is still black on white', async ({ page }) => {
  await printed(page, tutorial);
  await page.emulateMedia({ media: 'print', forcedColors: 'active', colorScheme: 'dark' });
  const text = await mainText(page);
  for (const item of text) expect(item.colour, `"${item.words}"`).toBe('rgb(0, 0, 0)');
  const cell = await page
    .locator('main td')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']).toContain(cell);
});

test('the contact page prints its contact details, not the form that cannot be sent from paper', async ({ page }) => {
  await printed(page, '/contact');
  await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="tel:"]')).toBeVisible();
  await expect(page.locator('form.contact-form')).toBeHidden();
});

test('an FAQ prints its answers, closed or open', async ({ page }) => {
  await printed(page, '/training/screen-readers');
  const answers = page.locator('.faq-item:not([open]) > div');
  expect(await answers.count()).toBeGreaterThan(1);
  for (const answer of await answers.all()) await expect(answer).toBeVisible();
});
