/**
 * Issue 31 (point 3 and part of 6) on the editing screen, through `npm run cms` on a temporary copy of
 * the content: every list of two or more can be put in order, the three testimonials too, focus
 * staying with the moved item and the screen saying where it now is; a move saved carries the item's
 * own formatting; staying at the unsaved-changes question leaves history as it was; an error goes
 * from a field once it is put right; "Saved." and "Deleted …" are heard with the new screen's heading
 * and stay under it; the problem summary is a region named by its heading.
 */
import { contentFolderOnDisk } from '../../content-model/disk/contentFolderOnDisk.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { buildTimeValues } from '../../content-model/compiler/buildTime.ts';
import { defaultContentDir } from '../../content-model/disk/contentDir.ts';
import { openWithScreenReader } from '../e2e/support/screenReader';
import {
  axeViolations,
  openScreen,
  startEditingScreen,
  type EditingScreen,
  saveStatus as status,
  savedMessage as saved,
  screenHeading as heading,
} from './support/editingScreen';

const port = Number(process.env.CMS_E2E_PORT ?? 4712) + 2;
let cms: EditingScreen;
test.beforeAll(async () => {
  cms = await startEditingScreen(port);
});
test.afterAll(async () => {
  await cms?.stop();
});

const read = (relative: string) => readFileSync(path.join(cms.contentDir, relative), 'utf8');
type Testimonials = { testimonials: { author: string; quote: string[] }[] };

test('the three testimonials are put in order by keyboard: focus stays with the moved one, and where it is now is heard once', async ({
  page,
}) => {
  const before = read('testimonials.yaml');
  const authors = (parse(before) as Testimonials).testimonials.map((each) => each.author);
  const reader = await openWithScreenReader(page, cms.url('#/edit/src/content/testimonials.yaml'));
  await expect(heading(page)).toHaveText('Edit: Client feedback page');

  // At the top, Move up stays where it is, marked unavailable, and pressing it says why.
  const firstUp = page.getByRole('button', { name: 'Move up testimonial 1 of 3' });
  await expect(firstUp).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: /^Remove testimonial/ })).toHaveCount(0);
  await reader.tabTo('button, Move up testimonial 1 of 3, disabled', 60);
  await reader.act();
  await reader.waitToHear('polite: Testimonial 1 of 3 is already first: it cannot move up.');
  await expect(firstUp).toBeFocused();

  await reader.tabTo('button, Move up testimonial 3 of 3', 60);
  await reader.act();
  const second = `polite: Testimonial “${authors[2]}” moved up to position 2 of 3.`;
  await reader.waitToHear(second);
  await expect(page.getByRole('button', { name: 'Move up testimonial 2 of 3' })).toBeFocused();
  await reader.act();
  const first = `polite: Testimonial “${authors[2]}” moved up to position 1 of 3.`;
  await reader.waitToHear(first);
  // At the top, focus is on the other move button of the same item, never on Remove.
  await expect(page.getByRole('button', { name: 'Move down testimonial 1 of 3' })).toBeFocused();
  const heard = await reader.heard();
  expect(heard.filter((phrase) => phrase === first || phrase === second)).toEqual([second, first]);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save changes' }).click();
  // The build's checks run first: on a busy machine, some seconds.
  await expect(status(page)).toHaveText(saved, { timeout: 60_000 });
  const after = read('testimonials.yaml');
  expect((parse(after) as Testimonials).testimonials.map((each) => each.author)).toEqual([authors[2], authors[0], authors[1]]);
  // The moved quote keeps its own double quotes; the comments stay.
  expect(after).toContain('testimonials:\n  - quote:\n      - "The session made us think again');
  expect(after).toContain('# PROVISIONAL TESTIMONIALS: REPLACE BEFORE LAUNCH.');
  expect(buildTimeValues.testimonialsPage(contentFolderOnDisk(cms.contentDir)).testimonials.map((each) => each.author)).toEqual([
    authors[2],
    authors[0],
    authors[1],
  ]);
});

test('a paragraph moved down within a quote: focus on its Move up at the end, and Move down marked unavailable', async ({ page }) => {
  await openScreen(page, cms.url('#/edit/src/content/testimonials.yaml'));
  const { testimonials } = parse(read('testimonials.yaml')) as Testimonials;
  const at = testimonials.findIndex((each) => each.quote.length > 1) + 1;
  const quote = testimonials[at - 1]!;
  await page.getByRole('button', { name: `Move down paragraph 1 of 2, testimonial ${at} of 3` }).click();
  await expect(page.getByRole('button', { name: `Move up paragraph 2 of 2, testimonial ${at} of 3` })).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(`Paragraph moved down to position 2 of 2 in quote, testimonial ${at} of 3.`);
  await expect(page.getByRole('textbox', { name: `Paragraph 1 of 2, quote, testimonial ${at} of 3` })).toHaveValue(quote.quote[1]!);
  await expect(page.getByRole('button', { name: `Move down paragraph 2 of 2, testimonial ${at} of 3` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('an error stays with its item when the item is moved', async ({ page }) => {
  await openScreen(page, cms.url('#/edit/src/content/testimonials.yaml'));
  const author = (item: number) => page.getByRole('textbox', { name: `Who said it (by role, no names), testimonial ${item} of 3` });
  await author(3).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(author(3)).toHaveAccessibleDescription(/Error: This is empty/);
  await page.getByRole('button', { name: 'Move up testimonial 3 of 3' }).click();
  await expect(author(2)).toHaveValue('');
  await expect(author(2)).toHaveAccessibleDescription(/Error: This is empty/);
  await expect(author(3)).not.toHaveAttribute('aria-invalid');
  await page.getByRole('link', { name: /^Who said it \(by role, no names\), testimonial 2 of 3: This is empty/ }).click();
  await expect(author(2)).toBeFocused();
});

test('Back, then staying at the question, leaves history as it was: the next Back goes to the screen before', async ({ page }) => {
  await openScreen(page, cms.url());
  await page.getByRole('link', { name: 'Testimonials', exact: true }).click();
  await expect(heading(page)).toHaveText('Testimonials');
  await page.getByRole('link', { name: 'Client feedback page' }).click();
  await expect(heading(page)).toHaveText('Edit: Client feedback page');
  const field = page.getByRole('textbox', { name: 'Heading', exact: true });
  await field.fill('Client feedback (not saved)');
  const length = await page.evaluate(() => history.length);

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.evaluate(() => history.back());
  await expect.poll(() => asked).toEqual(['You have changes that are not saved. Leave this page without saving them?']);
  await expect(page).toHaveURL(/#\/edit\/src\/content\/testimonials\.yaml$/);
  await expect(heading(page)).toHaveText('Edit: Client feedback page');
  await expect(field).toHaveValue('Client feedback (not saved)');
  expect(await page.evaluate(() => history.length)).toBe(length);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.evaluate(() => history.back());
  await expect(heading(page)).toHaveText('Testimonials');
  await page.evaluate(() => history.back());
  await expect(heading(page)).toHaveText('All content');
  // And Forward again, through the same screens.
  await page.evaluate(() => history.forward());
  await expect(heading(page)).toHaveText('Testimonials');
});

test('a breadcrumb, then staying at the question, adds no history entry: Back still goes to the screen before', async ({ page }) => {
  await openScreen(page, cms.url('#/collection/testimonials'));
  await page.getByRole('link', { name: 'Client feedback page' }).click();
  await expect(heading(page)).toHaveText('Edit: Client feedback page');
  await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('Client feedback (not saved)');
  const length = await page.evaluate(() => history.length);

  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All content' }).click();
  await expect(heading(page)).toHaveText('Edit: Client feedback page');
  await expect(page).toHaveURL(/#\/edit\/src\/content\/testimonials\.yaml$/);
  expect(await page.evaluate(() => history.length)).toBe(length);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.evaluate(() => history.back());
  await expect(heading(page)).toHaveText('Testimonials');
});

test('an error goes from its field as soon as the field is put right; the summary, a region, lists what is left', async ({ page }) => {
  await openScreen(page, cms.url('#/edit/src/content/why-choose-us.yaml'));
  const intro = page.getByRole('textbox', { name: 'Introduction (links allowed)' });
  const words = await intro.inputValue();
  await intro.fill('Choosing who trains you is a matter of trust. To ask us anything, [click here](/contact).');
  const headingField = page.getByRole('textbox', { name: 'Heading', exact: true }).first();
  await headingField.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const summary = page.getByRole('region', { name: 'There are 2 problems to fix before saving' });
  await expect(summary).toBeVisible();
  await expect(headingField).toHaveAccessibleDescription('Error: This is empty: write the words to show here.');

  await headingField.fill('Why Choose Us');
  await expect(headingField).toHaveAccessibleDescription('');
  await expect(headingField).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('region', { name: 'There is a problem to fix before saving' })).toBeVisible();
  // A field still wrong keeps its error.
  await intro.fill('To ask us anything, [click here](/contact), or here.');
  await expect(intro).toHaveAccessibleDescription(/^Error: The link “click here”: write link words/);
  expect(await axeViolations(page)).toEqual([]);
  await intro.fill(words);
  await expect(intro).toHaveAccessibleDescription('');
  await expect(page.getByRole('region', { name: /problem/ })).toHaveCount(0);
});

test('a new page saved and then deleted: "Saved." and "Deleted …" are heard with the new screen’s heading, and stay under it', async ({
  page,
}) => {
  const reader = await openWithScreenReader(page, cms.url('#/new/quick-guides'));
  await expect(heading(page)).toHaveText('New quick guide');
  await page.getByRole('textbox', { name: /^File name/ }).fill('nvda-lists');
  const dragon = readFileSync(path.join(defaultContentDir, 'quick-guides', 'dragon.md'), 'utf8');
  const source = parse(dragon.split('---')[1]!) as Record<string, string>;
  for (const [name, value] of Object.entries(source)) {
    const box = page.locator(`#field-${name}`);
    if (!(await box.count())) continue;
    if ((await box.evaluate((element) => element.tagName)) === 'SELECT') await box.selectOption(String(value));
    else await box.fill(String(value).replaceAll('Dragon', 'Orca'));
  }
  await page.getByRole('textbox', { name: /^Five tips/ }).fill(dragon.split('---').slice(2).join('---').replaceAll('Dragon', 'Orca'));
  await page.getByRole('button', { name: 'Save the new page' }).click();

  await expect(heading(page)).toHaveText(/^Edit: /, { timeout: 60_000 });
  await expect(heading(page)).toBeFocused();
  const title = (await heading(page).textContent())!;
  await expect(heading(page)).toHaveAccessibleDescription(saved);
  await expect(page.getByText(saved)).toBeVisible();
  await reader.waitToHear(`heading, ${title}, ${saved}, level 1`);
  expect(await reader.heard()).not.toContain(`polite: ${saved}`);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Delete this quick guide' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Delete “/ })
    .click();
  await expect(heading(page)).toHaveText('Software quick guides', { timeout: 60_000 });
  await expect(heading(page)).toBeFocused();
  const deleted = `Deleted the quick guide “${title.replace('Edit: ', '')}”.`;
  await expect(heading(page)).toHaveAccessibleDescription(deleted);
  await expect(page.getByText(deleted)).toBeVisible();
  await reader.waitToHear(`heading, Software quick guides, ${deleted}, level 1`);
  expect(await reader.heard()).not.toContain(`polite: ${deleted}`);
  expect(await axeViolations(page)).toEqual([]);
});
