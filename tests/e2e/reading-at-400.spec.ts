import type { Page } from '@playwright/test';
import { routeTable } from '../../src/routes/routeTable';
import { expect, test, waitForHydration } from './support/fixtures';

/*
 * Every answer reads whole at 400% zoom and 200% text (issue 46): command tables fit at 320 px with
 * their keys wrapped at "+" and their captions whole, and words wrap between words.
 */

const tutorials = routeTable.filter((route) => /^\/resources\/screen-reader-tutorials\/./.test(route.path)).map((route) => route.path);

/** As a visitor's text-size setting would (a style attribute: the CSP allows no inline <style>). */
async function doubleText(page: Page) {
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
}

/** Each command table's box, its caption and its keys, measured as drawn. */
function measureTables(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main table')].map((table) => {
      const box = table.parentElement!;
      const caption = table.querySelector('caption')!;
      const shown = box.getBoundingClientRect();
      box.scrollLeft = box.scrollWidth;
      const scrolled = caption.getBoundingClientRect();
      box.scrollLeft = 0;
      const at = caption.getBoundingClientRect();
      // A key's name on two lines: one of the whole names of a keystroke drawn in more than one box.
      const splitKeys = [...table.querySelectorAll('th[scope="row"] kbd span')]
        .filter((key) => new Set([...key.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
        .map((key) => key.textContent);
      return {
        caption: caption.textContent,
        sideways: box.scrollWidth - box.clientWidth,
        captionOutside: Math.max(at.right - shown.right, shown.left - scrolled.left, scrolled.right - shown.right),
        splitKeys,
      };
    }),
  );
}

test.describe('command tables at 320 px (400% zoom)', () => {
  test.use({ viewport: { width: 320, height: 568 } });
  for (const path of tutorials) {
    test(`${path}: no table scrolls sideways, keys wrap at "+" only, and every caption is whole`, async ({ page, withConsentStored }) => {
      await withConsentStored('declined');
      await page.goto(path);
      await waitForHydration(page);
      const tables = await measureTables(page);
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) {
        expect(table.sideways, table.caption!).toBeLessThanOrEqual(0);
        expect(table.splitKeys, table.caption!).toEqual([]);
        expect(table.captionOutside, table.caption!).toBeLessThanOrEqual(1);
      }
      // The row a search result arrives at reads whole: "List the links on the page", not "List the / links on t".
      const row = page.getByRole('row', { name: /Insert\+F7|NVDA\+F7|VO\+U|Caps Lock\+F7|Windows\+Tab/ }).first();
      if (await row.count()) {
        const [cell, view] = [await row.getByRole('cell').first().boundingBox(), page.viewportSize()!];
        expect(cell!.x + cell!.width).toBeLessThanOrEqual(view.width);
      }
    });
  }

  for (const width of [320, 390]) {
    test(`at 200% text on a ${width} px screen, every caption is whole and in view, and no key's name is split`, async ({
      page,
      withConsentStored,
    }) => {
      await withConsentStored('declined');
      await page.setViewportSize({ width, height: 700 });
      for (const path of tutorials) {
        await page.goto(path);
        await waitForHydration(page);
        await doubleText(page);
        for (const table of await measureTables(page)) {
          expect(table.captionOutside, `${path}: ${table.caption}`).toBeLessThanOrEqual(1);
          expect(table.splitKeys, `${path}: ${table.caption}`).toEqual([]);
        }
      }
    });
  }
});

/** Words of these elements broken across two lines although the word alone would fit the line. */
function wordsBrokenThatFit(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // The line's room: the nearest box the words are laid out in (not an inline element).
        let box = node.parentElement!;
        while (getComputedStyle(box).display === 'inline' && box.parentElement) box = box.parentElement;
        const content = (element: Element) => {
          const style = getComputedStyle(element);
          return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        };
        // The room beside the neighbours in a flex row: of the box itself, for words straight inside it
        // (beside a "+"), or of the row the box is an item of (a question beside its "+").
        const besides = (row: Element, item: Node) => {
          const style = getComputedStyle(row);
          if (!style.display.endsWith('flex') || style.flexDirection.startsWith('column')) return 0;
          const others = [...row.children].filter((child) => child !== item && getComputedStyle(child).position !== 'absolute');
          const taken = others.reduce((sum, other) => sum + other.getBoundingClientRect().width, 0);
          return content(row) - taken - parseFloat(style.columnGap || '0') * others.length;
        };
        const room = besides(box, node) || Math.max(content(box), besides(box.parentElement!, box));
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()];
          const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          if (lines > 1 && width <= room) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

test.describe('words wrap between words at 320 px with 200% text', () => {
  test.use({ viewport: { width: 320, height: 568 } });
  for (const [path, selector] of [
    ['/training/screen-readers', 'main summary'],
    ['/training/low-vision', 'main summary'],
    ['/resources/glossary', 'main summary'],
    ['/', 'main h2, main h3'],
  ] as const) {
    test(`${path}: no word of ${selector} is broken when it would fit on a line of its own`, async ({ page, withConsentStored }) => {
      await withConsentStored('declined');
      await page.goto(path);
      await waitForHydration(page);
      await doubleText(page);
      expect(await wordsBrokenThatFit(page, selector)).toEqual([]);
    });
  }

  test('a question gives its words the room of its line: "Windows" and "Magnifier" are whole (issue 46)', async ({
    page,
    withConsentStored,
  }) => {
    await withConsentStored('declined');
    await page.goto('/training/low-vision');
    await waitForHydration(page);
    await doubleText(page);
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('main summary > span:first-child')].flatMap((question) =>
        [...(question.textContent ?? '').matchAll(/\S+/g)].flatMap((match) => {
          const node = question.firstChild!;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1 ? [match[0]] : [];
        }),
      ),
    );
    expect(broken.filter((word) => /^(Windows|Magnifier)\b/.test(word))).toEqual([]);
  });
});
