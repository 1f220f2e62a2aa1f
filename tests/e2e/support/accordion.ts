import type { Locator, Page } from '@playwright/test';
import { axNode } from './accessibilityTree';
import { expect } from './fixtures';

/**
 * The accordion contract of SPEC §4 for a list of <details>: one item open at a time, the open item
 * collapses, Enter and Space work from the keyboard, and the expanded state reaches assistive
 * technology.
 */
export async function expectExclusiveAccordion(page: Page, items: Locator) {
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  const first = items.nth(0);
  const second = items.nth(1);
  const summaryOf = (item: Locator) => item.locator(':scope > summary');

  await expect(first).not.toHaveAttribute('open', /.*/);
  expect((await axNode(summaryOf(first))).expanded).toBe(false);

  await summaryOf(first).click();
  await expect(first).toHaveAttribute('open', '');
  expect((await axNode(summaryOf(first))).expanded).toBe(true);

  await summaryOf(second).click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open', /.*/);
  await expect(page.locator('details[open]')).toHaveCount(1);

  // Collapse the open item.
  await summaryOf(second).click();
  await expect(second).not.toHaveAttribute('open', /.*/);
  await expect(page.locator('details[open]')).toHaveCount(0);

  // Keyboard: Enter opens, Space closes.
  await summaryOf(first).focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open', /.*/);
}
