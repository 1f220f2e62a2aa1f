import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { downloadsSection } from '../../src/content/generated/downloadsSection';
import { expect, test, waitForHydration } from './support/fixtures';

/*
 * The downloads near the top of every tutorial and quick guide (issue 34, docs/decisions/068), as a
 * visitor meets them: on the first load, after a client-side navigation (when the page fetches its
 * prerendered parts), and with JavaScript off. Every page's link words and files: tests/dist/downloads.test.ts.
 */
const words = downloadsSection!;
const jaws = '/resources/screen-reader-tutorials/jaws';
const dragon = '/resources/software-quick-guides/dragon';
const sizeWords = (name: string, type: string, title: string) => new RegExp(`^${name} \\(${type}, \\d+ KB\\) of the ${title}$`);

/** The four links a page offers, by the names a screen reader hears. */
function downloadLinks(page: Page, title: string) {
  const main = page.getByRole('main');
  return [
    main.getByRole('link', { name: sizeWords(words.formats.docx.name, 'DOCX', title) }),
    main.getByRole('link', { name: sizeWords(words.formats.largePrintDocx.name, 'DOCX', title) }),
    main.getByRole('link', { name: sizeWords(words.formats.brf.name, 'BRF', title) }),
    main.getByRole('link', { name: sizeWords(words.formats.epub.name, 'ebook', title) }),
  ];
}

test('a first-time visitor downloads a tutorial as Word, large print, braille and EPUB, each the size its link says', async ({ page }) => {
  await page.goto(jaws);
  await expect(page.getByRole('heading', { level: 2, name: words.tutorialHeading })).toBeVisible();
  const expected = ['jaws-tutorial.docx', 'jaws-tutorial-large-print.docx', 'jaws-tutorial.brf', 'jaws-tutorial.epub'];
  const links = downloadLinks(page, 'JAWS Screen Reader Tutorial');
  for (const [index, link] of links.entries()) {
    // The cookie banner arrives 1 s after the load, between or during these clicks: nothing is lost.
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(expected[index]);
    const kilobytes = Math.ceil(statSync((await download.path())!).size / 1024);
    await expect(link).toContainText(`, ${kilobytes} KB)`);
  }
  // Still on the page, with the cookie banner there as for any first visit.
  await expect(page).toHaveURL(jaws);
  await expect(page.getByRole('dialog', { name: 'Cookie Consent' })).toBeVisible();
});

test('reached by a client-side navigation, a tutorial shows its downloads and practice resources, fetching its page once', async ({
  page,
  withConsentStored,
}) => {
  await withConsentStored('declined');
  await page.goto('/resources/screen-reader-tutorials');
  await waitForHydration(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && new URL(request.url()).pathname === jaws) fetched.push(request.url());
  });
  await page.getByRole('link', { name: 'View tutorial: JAWS Screen Reader Tutorial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'JAWS Screen Reader Tutorial' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: words.tutorialHeading })).toBeVisible();
  for (const link of downloadLinks(page, 'JAWS Screen Reader Tutorial')) await expect(link).toHaveAttribute('download', '');
  const practice = page.getByRole('region', { name: 'Practice and Learning Resources' });
  await expect(practice.getByRole('link', { name: 'Book a training session' })).toHaveAttribute('href', '/contact');
  expect(fetched).toHaveLength(1);
});

test('reached by a client-side navigation, a guide shows its downloads and its five tips', async ({ page, withConsentStored }) => {
  await withConsentStored('declined');
  await page.goto('/resources/software-quick-guides');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'View guide: Dragon' }).click();
  await expect(page).toHaveURL(dragon);
  await expect(page.getByRole('heading', { level: 2, name: words.guideHeading })).toBeVisible();
  for (const link of downloadLinks(page, 'Dragon Quick Guide')) await expect(link).toBeVisible();
  const tips = page.getByRole('heading', { level: 2, name: 'Getting Started' }).locator('xpath=following-sibling::ol[1]/li');
  await expect(tips).toHaveCount(5);
  await expect(page.getByRole('heading', { level: 3, name: 'Say "Scratch that"' })).toBeVisible();
});

test('a search result for a guide’s tip puts focus on the tip, fetched with the guide', async ({ page, withConsentStored }) => {
  await withConsentStored('declined');
  await page.goto(`/search?q=${encodeURIComponent('scratch that')}`);
  await waitForHydration(page);
  const result = page
    .locator('#search-results')
    .getByRole('link')
    .and(page.locator(`[href^="${dragon}#"]`))
    .first();
  const href = (await result.getAttribute('href'))!;
  await result.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeFocused();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a tutorial and a guide offer the same four downloads', async ({ page }) => {
    await page.goto(jaws);
    for (const link of downloadLinks(page, 'JAWS Screen Reader Tutorial')) await expect(link).toBeVisible();
    await page.goto(dragon);
    for (const link of downloadLinks(page, 'Dragon Quick Guide')) await expect(link).toBeVisible();
  });
});
