import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { openWithScreenReader } from './support/screenReader';

/*
 * Every journey ends where it promised (issue 30, docs/decisions/052): a link to a place on a page
 * puts focus on that place (its heading, row, term or question), wholly in view below the header,
 * and the next Tab goes on from there; Back returns to the link followed. Tried by keyboard, with the
 * virtual screen reader, at a phone's and a laptop's size, and with JavaScript on and off.
 */

const phone = { width: 320, height: 568 };
const laptop = { width: 1280, height: 800 };

const resultLinks = (page: Page) => page.locator('#search-results').getByRole('listitem').getByRole('link');

/** The element's box and the header's, and whether the header is stuck to the top of the window. */
async function boxes(page: Page, target: Locator) {
  const header = await page.getByRole('banner').evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, position: getComputedStyle(element).position };
  });
  const box = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom };
  });
  const windowHeight = await page.evaluate(() => window.innerHeight);
  return { header, box, windowHeight };
}

/** Wholly in the window, nowhere under the header, nor under the cookie banner where it is fixed over the page. */
async function expectWhollyVisibleBelowHeader(page: Page, target: Locator) {
  const { header, box, windowHeight } = await boxes(page, target);
  const banner = await page.evaluate(() => {
    const element = document.querySelector('.cookie-banner[data-placement="fixed"]');
    return element ? element.getBoundingClientRect().top : window.innerHeight;
  });
  const size = `${await page.evaluate(() => `${window.innerWidth}x${window.innerHeight}`)}`;
  expect(box.top, `at ${size}, the target's top (${box.top}) is below the header's bottom (${header.bottom})`).toBeGreaterThanOrEqual(
    Math.max(0, header.bottom),
  );
  expect(
    box.bottom,
    `at ${size}, the target's bottom (${box.bottom}) is above the window's foot and the banner (${Math.min(windowHeight, banner)})`,
  ).toBeLessThanOrEqual(Math.min(windowHeight, banner));
}

/** Where focus is, as a short description for messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement!;
    return `${element.localName}${element.id ? `#${element.id}` : ''} “${(element.textContent ?? '').trim().slice(0, 60)}”`;
  });

/** True when focus is after `target` in the page's order (the next Tab went on from it). */
const focusIsAfter = (target: Locator) =>
  target.evaluate((element) => Boolean(element.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING));

for (const viewport of [laptop, phone]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a search result for a command ends on its row, the next Tab goes on from there, and Back returns to the result', async ({
      page,
      withConsentStored,
    }) => {
      await withConsentStored('declined');
      await page.goto('/search?q=Insert%2BF7');
      await waitForHydration(page);
      // A result far enough down the list that its place is worth keeping.
      const links = resultLinks(page);
      const chosen = links.nth(Math.min(4, (await links.count()) - 1));
      const href = (await chosen.getAttribute('href'))!;
      expect(href).toContain('#');
      const name = (await chosen.textContent())!;
      await chosen.focus();
      const scrolledTo = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Enter');

      const target = page.locator(`[id="${decodeURIComponent(href.split('#')[1]!)}"]`);
      await expect(page).toHaveURL(href);
      await expect(target, await focused(page)).toBeFocused();
      await expectWhollyVisibleBelowHeader(page, target);
      await page.keyboard.press('Tab');
      expect(await focusIsAfter(target), await focused(page)).toBe(true);
      // Not back to the top of the page (the breadcrumb's Home), as when focus was on the main content.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      await page.goBack();
      const link = resultLinks(page).filter({ hasText: name }).first();
      await expect(link).toBeFocused();
      await expectWhollyVisibleBelowHeader(page, link);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThan(2);
    });

    test('a search result for a question opens it with focus on the question; one for a glossary term, on the term', async ({
      page,
      withConsentStored,
    }) => {
      await withConsentStored('declined');
      await page.goto('/search?q=how%20long%20does%20an%20application%20take');
      await waitForHydration(page);
      const toQuestion = resultLinks(page).and(page.locator('[href="/resources/access-to-work#how-long-does-an-application-take"]'));
      await toQuestion.focus();
      await page.keyboard.press('Enter');
      const faq = page.locator('details#how-long-does-an-application-take');
      await expect(faq).toHaveAttribute('open', '');
      await expect(faq.locator('summary')).toBeFocused();
      await expectWhollyVisibleBelowHeader(page, faq.locator('summary'));

      await page.goto('/search?q=braille%20display');
      await waitForHydration(page);
      const toTerm = resultLinks(page).and(page.locator('[href="/resources/glossary#braille-display"]'));
      await toTerm.focus();
      await page.keyboard.press('Enter');
      const term = page.locator('details#braille-display');
      await expect(term).toHaveAttribute('open', '');
      await expect(term.locator('summary')).toBeFocused();
      await expectWhollyVisibleBelowHeader(page, term.locator('summary'));
    });

    test("a glossary's related term and the skip link end on their target, below the header; Back returns to the link", async ({
      page,
      withConsentStored,
    }) => {
      await withConsentStored('declined');
      await page.goto('/resources/glossary');
      await waitForHydration(page);
      await page.locator('details#jaws > summary').click();
      const related = page.locator('details#jaws').getByRole('link', { name: 'Screen Reader', exact: true });
      await related.focus();
      await page.keyboard.press('Enter');
      const term = page.locator('details#screen-reader');
      await expect(term).toHaveAttribute('open', '');
      await expect(term.locator('summary')).toBeFocused();
      await expectWhollyVisibleBelowHeader(page, term.locator('summary'));

      await page.goBack();
      await expect(page).toHaveURL('/resources/glossary');
      await expect(related).toBeFocused();
      await expectWhollyVisibleBelowHeader(page, related);

      // The skip link, from the top of a page: focus on the main content, below the header; the next
      // Tab is the first link inside it.
      await page.goto('/resources/glossary');
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Enter');
      const main = page.getByRole('main');
      await expect(main).toBeFocused();
      await page.keyboard.press('Tab');
      const first = main.getByRole('link').first();
      await expect(first).toBeFocused();
      await expectWhollyVisibleBelowHeader(page, first);
    });
  });
}

/**
 * At 400% zoom (320x200) the place arrived at fits (issue 46): its heading (a question's or term's
 * summary, a command's row) and the first line of what it says are inside the window; or, when that
 * much cannot fit, its top is at the top of the window.
 */
async function expectArrivedItemFits(page: Page, item: Locator, heading: Locator, answer: Locator) {
  const box = async (target: Locator) => target.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  const windowHeight = await page.evaluate(() => window.innerHeight);
  const [itemBox, headingBox] = [await box(item), await box(heading)];
  // The first line of the answer: the box of its first letter.
  const firstLine = await answer.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, (node) =>
      node.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    );
    const text = walker.nextNode()!;
    const range = document.createRange();
    const start = text.textContent!.search(/\S/);
    range.setStart(text, start);
    range.setEnd(text, start + 1);
    return range.getBoundingClientRect().toJSON() as DOMRect;
  });
  const said = `item ${Math.round(itemBox.top)}–${Math.round(itemBox.bottom)}, heading ${Math.round(headingBox.top)}–${Math.round(headingBox.bottom)}, first line ${Math.round(firstLine.top)}–${Math.round(firstLine.bottom)}, in a window ${windowHeight} px tall`;
  expect(headingBox.top, said).toBeGreaterThanOrEqual(0);
  const headingAndLineFit = headingBox.bottom <= windowHeight && firstLine.bottom <= windowHeight;
  // The scroll padding left at this size: 0.5rem.
  const topAtTheTop = itemBox.top <= 8.5;
  expect(headingAndLineFit || topAtTheTop, said).toBe(true);
}

test.describe('at 320x200 (400% zoom), the place arrived at fits the window', () => {
  test.use({ viewport: { width: 320, height: 200 } });

  for (const journey of [
    { what: 'a question', query: 'how long does an application take', href: '/resources/access-to-work#how-long-does-an-application-take' },
    {
      what: 'a long question',
      query: 'Is Windows Magnifier enough',
      href: '/training/low-vision#is-windows-magnifier-enough-or-do-i-need-zoomtext-or',
    },
    { what: 'a glossary term', query: 'high contrast mode', href: '/resources/glossary#high-contrast-mode' },
  ]) {
    test(`${journey.what}, from a search result: its question and the first line of its answer`, async ({ page, withConsentStored }) => {
      await withConsentStored('declined');
      await page.goto(`/search?q=${encodeURIComponent(journey.query)}`);
      await waitForHydration(page);
      await resultLinks(page)
        .and(page.locator(`[href="${journey.href}"]`))
        .click();
      const item = page.locator(`details[id="${journey.href.split('#')[1]}"]`);
      await expect(item).toHaveAttribute('open', '');
      await expect(item.locator('summary')).toBeFocused();
      await expectArrivedItemFits(page, item, item.locator('summary'), item.locator(':scope > :not(summary)').first());
    });
  }

  test("a glossary term, from a related term's link: the term and the first line of its definition", async ({
    page,
    withConsentStored,
  }) => {
    await withConsentStored('declined');
    await page.goto('/resources/glossary');
    await waitForHydration(page);
    await page.locator('details#aria > summary').click();
    await page.locator('details#aria').getByRole('link', { name: 'Landmarks', exact: true }).click();
    const term = page.locator('details#landmarks');
    await expect(term.locator('summary')).toBeFocused();
    await expectArrivedItemFits(page, term, term.locator('summary'), term.locator(':scope > :not(summary)').first());
  });

  test("a command's row, from a search result: the whole row", async ({ page, withConsentStored }) => {
    await withConsentStored('declined');
    await page.goto('/search?q=Insert%2BF7');
    await waitForHydration(page);
    const link = resultLinks(page).first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    const row = page.locator(`tr[id="${decodeURIComponent(href.split('#')[1]!)}"]`);
    await expect(row).toBeFocused();
    await expectArrivedItemFits(page, row, row, row);
    await expectWhollyVisibleBelowHeader(page, row);
  });
});

const screenReaderJourneys = [
  { viewport: laptop, query: 'stop JAWS talking', what: 'its heading' },
  { viewport: phone, query: 'Insert+F7', what: "its command's row" },
];
for (const { viewport, query, what } of screenReaderJourneys) {
  test(`with a screen reader at ${viewport.width}x${viewport.height}: a result is heard where it lands (${what}), not as "main"; Back says the result again`, async ({
    page,
    withConsentStored,
  }) => {
    await page.setViewportSize(viewport);
    await withConsentStored('declined');
    const reader = await openWithScreenReader(page, `/search?q=${encodeURIComponent(query)}`);
    const result = resultLinks(page).and(page.locator('[href*="/resources/screen-reader-tutorials/jaws#"]')).first();
    const href = (await result.getAttribute('href'))!;
    const name = ((await result.textContent()) ?? '').replaceAll(' ,', ',');
    await result.focus();
    await reader.press('Enter');
    await expect(page).toHaveURL(href);
    const target = page.locator(`[id="${decodeURIComponent(href.split('#')[1]!)}"]`);
    await expect(target).toBeFocused();
    // Its words, as the screen reader joins them (a row's cells, a heading's text).
    const targetWords = await target.evaluate((element) =>
      [...element.querySelectorAll('th, td')].length
        ? [...element.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())
        : [(element.textContent ?? '').trim()],
    );
    await reader.waitToHear('polite: Navigated to JAWS Screen Reader Tutorial');
    const heard = (await reader.heard()).map((phrase) => phrase.replaceAll(' ,', ','));
    const afterEnter = heard.slice(heard.lastIndexOf(`link, ${name}`) + 1);
    for (const words of targetWords) expect(afterEnter[0], JSON.stringify(afterEnter)).toContain(words);
    expect(afterEnter).not.toContain('main');

    const linkHeard = `link, ${name}`;
    const timesHeard = async () =>
      (await reader.heard()).map((phrase) => phrase.replaceAll(' ,', ',')).filter((phrase) => phrase === linkHeard).length;
    const before = await timesHeard();
    await page.goBack();
    await expect(result).toBeFocused();
    await expect.poll(timesHeard, { message: `the screen reader says "${linkHeard}" again` }).toBe(before + 1);
  });
}

/*
 * Nothing lands under the header: an address with a #fragment loaded whole (a result opened in a new
 * tab, the Node server's results without JavaScript), and a link to a place on the same page, at every
 * size from a small phone to a laptop, zoomed and with large text, with JavaScript on and off.
 */
const sizes = [
  { name: '320x568', viewport: phone },
  { name: '390x844', viewport: { width: 390, height: 844 } },
  { name: '768x1024', viewport: { width: 768, height: 1024 } },
  { name: '1280x800', viewport: laptop },
  // 1280x800 at 200% zoom: the page is laid out in half the CSS pixels.
  { name: '200% zoom', viewport: { width: 640, height: 400 } },
  { name: '200% text on a laptop', viewport: laptop, text: '200%' },
  { name: '200% text on a phone', viewport: { width: 390, height: 844 }, text: '200%' },
];
const tutorialSection = '/resources/screen-reader-tutorials/nvda#read-a-web-page-by-headings';

for (const size of sizes) {
  for (const javaScript of [true, false]) {
    test(`at ${size.name}, JavaScript ${javaScript ? 'on' : 'off'}: a loaded #fragment and an in-page link end below the header`, async ({
      browser,
    }) => {
      // Text zoom from the first paint, as a browser's setting gives it: a stylesheet added to the page as it arrives.
      const context = await browser.newContext({ viewport: size.viewport, javaScriptEnabled: javaScript, bypassCSP: Boolean(size.text) });
      if (javaScript) await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
      const page = await context.newPage();
      if (size.text) {
        await page.route(/\/(?:resources\/[\w/-]+)?(?:#.*)?$/, async (route) => {
          if (route.request().resourceType() !== 'document') return route.continue();
          const response = await route.fetch();
          const body = (await response.text()).replace('</head>', `<style>html{font-size:${size.text}!important}</style></head>`);
          await route.fulfill({ response, body });
        });
      }
      const settled = async () => {
        if (!javaScript) return;
        await waitForHydration(page);
        // The header is measured after hydration, in the next frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      };

      await page.goto(tutorialSection);
      await settled();
      await expectWhollyVisibleBelowHeader(page, page.locator('#read-a-web-page-by-headings'));
      if (!javaScript) {
        // No script can measure the header: where it could cover more than a quarter of the screen, it scrolls away.
        const header = await boxes(page, page.getByRole('banner'));
        const height = header.box.bottom - header.box.top;
        if (header.header.position === 'sticky') expect(height).toBeLessThanOrEqual(header.windowHeight / 4);
      }

      await page.goto('/resources/glossary#jaws');
      await settled();
      await expectWhollyVisibleBelowHeader(page, page.locator('details#jaws > summary'));
      // Opened by the address with JavaScript; by hand without.
      if (!javaScript) await page.locator('details#jaws > summary').click();
      await page.locator('details#jaws').getByRole('link', { name: 'Screen Reader', exact: true }).click();
      await expect(page).toHaveURL(/#screen-reader$/);
      await settled();
      await expectWhollyVisibleBelowHeader(page, page.locator('details#screen-reader > summary'));
      await context.close();
    });
  }
}

test('as a first visit, the cookie banner arriving after a #fragment has loaded covers nothing of the target', async ({ browser }) => {
  for (const viewport of [phone, laptop]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(tutorialSection);
    await expect(page.getByRole('dialog', { name: 'Cookie Consent' })).toBeVisible();
    await expectWhollyVisibleBelowHeader(page, page.locator('#read-a-web-page-by-headings'));
    await context.close();
  }
});
