/**
 * Nothing the owner does in the editing screen breaks the site (issue 31, docs/decisions/055): a page
 * other pages link to is not deleted, and the refusal names them; a glossary definition (shown as
 * plain text) refuses a link at its field; a related term naming no entry is refused at its field.
 * Heard as a screen reader user hears it, and checked with axe, light and dark. Against `npm run cms`
 * on a temporary copy of the content.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectEachHeardOnce, openWithScreenReader } from '../e2e/support/screenReader';
import { axeViolations, openScreen, startEditingScreen, type EditingScreen } from './support/editingScreen';

const port = Number(process.env.CMS_E2E_PORT ?? 4712) + 4;
let cms: EditingScreen;
test.beforeAll(async () => {
  cms = await startEditingScreen(port);
});
test.afterAll(async () => {
  await cms?.stop();
});

const read = (relative: string) => readFileSync(path.join(cms.contentDir, relative), 'utf8');

test('deleting the Notion quick guide, which Note-taking links to, is refused naming that page, heard at once', async ({ page }) => {
  test.setTimeout(120_000);
  const refusal =
    'Not deleted: Other pages link to this page: “Note-Taking Training” (/training/note-taking). Nothing was deleted: remove or change those links first, then delete it.';
  const reader = await openWithScreenReader(page, cms.url('#/edit/src/content/quick-guides/notion.md'));
  await reader.tabTo('button, Delete this quick guide', 120);
  await reader.act();
  await reader.waitToHear('button, Keep it');
  await reader.press('Tab');
  expect((await reader.heard()).at(-1)).toBe('button, Delete “Notion Quick Guide”');
  const start = (await reader.heard()).length;
  await reader.act();
  await reader.waitToHear('polite: Checking whether other pages link to this quick guide…');
  // The whole site is compiled in the page without the file: seconds on a busy machine.
  await expect.poll(reader.heard, { timeout: 60_000 }).toContain(`polite: ${refusal}`);
  expectEachHeardOnce((await reader.heard()).slice(start), [
    'polite: Checking whether other pages link to this quick guide…',
    `polite: ${refusal}`,
  ]);

  // Focus is back on Delete, which the refusal now describes; the file and the link are as they were.
  const remove = page.getByRole('button', { name: 'Delete this quick guide' });
  await expect(remove).toBeFocused();
  await expect(remove).toHaveAccessibleDescription(refusal);
  await expect(page.getByRole('main').getByText(refusal, { exact: true }).first()).toBeVisible();
  expect(existsSync(path.join(cms.contentDir, 'quick-guides/notion.md'))).toBe(true);
  expect(read('training/categories/note-taking.md')).toContain('link: /resources/software-quick-guides/notion');
  expect(await axeViolations(page)).toEqual([]);

  // Note-taking still saves, unchanged.
  await openScreen(page, cms.url('#/edit/src/content/training/categories/note-taking.md'));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#save-status')).toHaveText(/^Saved\./);
});

test('a link in a glossary definition, and a related term naming no entry, are refused at their fields', async ({ page }) => {
  test.setTimeout(120_000);
  const before = read('glossary.yaml');
  await openScreen(page, cms.url('#/edit/src/content/glossary.yaml'));
  await page.getByRole('button', { name: /^Glossary term 2 of \d+: Alt Text/ }).click();
  const definition = page.getByRole('textbox', { name: /^Definition, glossary term 2 of/ });
  await definition.fill('A short text alternative for an image: see [WCAG](/resources/glossary#wcag).');
  await page.getByRole('button', { name: 'Save changes' }).click();

  // The screen's own check, at once: focus on the field, which says its problem; the summary links to it.
  const linkMessage = 'The link “WCAG”: links are not shown here, as this text is shown as written: write the words without [ ](…).';
  await expect(page.getByRole('heading', { name: 'There is a problem to fix before saving' })).toBeVisible();
  await expect(definition).toBeFocused();
  await expect(definition).toHaveAccessibleDescription(`Error: ${linkMessage}`);
  await expect(page.locator('#save-status')).toHaveText('Not saved: 1 problem to fix, listed at the top of the form.');
  expect(await axeViolations(page)).toEqual([]);
  expect(read('glossary.yaml')).toBe(before);

  // A related term naming no entry: the build's check, made before saving, at the related term.
  await definition.fill('A short text alternative for an image, read out by screen readers.');
  const related = page.getByRole('textbox', { name: /^Term 1 of 3, related terms, glossary term 2 of/ });
  await related.fill('Screen Readers');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(related).toBeFocused();
  await expect(related).toHaveAccessibleDescription(
    'Error: The related term 1 of term 2: “Screen Readers” is not the term of any other entry. Related terms are the exact terms of other entries; each becomes a link to that entry.',
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(read('glossary.yaml')).toBe(before);

  await related.fill('Screen Reader');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#save-status')).toHaveText(/^Saved\./);
  expect(read('glossary.yaml')).toContain('A short text alternative for an image, read out by screen readers.');
});
