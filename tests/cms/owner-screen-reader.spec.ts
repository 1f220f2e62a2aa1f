/**
 * The editing screen heard through a screen reader and driven by the keyboard alone (issue 22 point 2),
 * with @guidepup/virtual-screen-reader: every key goes through it, and each step checks what is heard.
 * Four tasks: change a testimonial's quote; add and then remove a glossary term; edit a tutorial's
 * command table; fix a validation error. Against `npm run cms` on a temporary copy of the content.
 */
import { contentFolderOnDisk } from '../../content-model/disk/contentFolderOnDisk.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse, parseDocument } from 'yaml';
import { buildTimeValues } from '../../content-model/compiler/buildTime.ts';
import { loadTutorial } from '../../content-model/compiler/tutorials.ts';
import { expectEachHeardOnce, openWithScreenReader, type ScreenReader } from '../e2e/support/screenReader';
import { startEditingScreen, type EditingScreen } from './support/editingScreen';

const port = Number(process.env.CMS_E2E_PORT ?? 4712) + 1;
let cms: EditingScreen;
test.beforeAll(async () => {
  cms = await startEditingScreen(port);
});
test.afterAll(async () => {
  await cms?.stop();
});

const saving = 'polite: Saving…';
const saved = 'polite: Saved. The website shows the change once it is built again.';
const saveButton = 'button, Save changes, You have changes that are not saved yet.';
const read = (relative: string) => readFileSync(path.join(cms.contentDir, relative), 'utf8');

/** Moves with Tab (or Shift+Tab) until what is said matches, as a screen reader user listens for it. */
async function moveTo(reader: ScreenReader, heard: RegExp, key = 'Tab', limit = 80): Promise<string> {
  for (let presses = 0; presses < limit; presses += 1) {
    await reader.press(key);
    const last = (await reader.heard()).at(-1) ?? '';
    if (heard.test(last)) return last;
  }
  throw new Error(`${key} never reached ${heard}; last heard: ${JSON.stringify((await reader.heard()).slice(-5))}`);
}

/** What has been heard since `phrase` was last heard. */
async function heardSince(reader: ScreenReader, phrase: string): Promise<string[]> {
  const heard = await reader.heard();
  return heard.slice(heard.lastIndexOf(phrase) + 1);
}

/**
 * The caret put in a text box's words (or words selected), as the owner puts it with the arrow keys,
 * for the browser's own keyboard to type there: the screen reader library types through Testing
 * Library's user-event, which keeps its own caret and moves it by a character at a time.
 */
async function selectText(page: Page, from: number, to = from) {
  await page.evaluate(([start, end]) => (document.activeElement as HTMLTextAreaElement).setSelectionRange(start!, end!), [from, to]);
}

async function save(reader: ScreenReader, page: Page) {
  await reader.tabTo(saveButton, 120);
  const start = (await reader.heard()).length;
  await reader.act();
  // Heard after this press (an earlier save said the same words).
  await expect.poll(async () => (await reader.heard()).slice(start), { timeout: 15_000 }).toContain(saved);
  expectEachHeardOnce((await reader.heard()).slice(start), [saving, saved]);
  await expect(page.locator('#save-status')).toHaveText(saved.replace('polite: ', ''));
}

test('change a testimonial’s quote: each screen says where the owner is, the removal asks first, the save is heard once', async ({
  page,
}) => {
  const newWords = 'Our staff now prepare worksheets that work with a screen reader, and the student joins in every lesson.';
  // The journey starts from a second testimonial of one paragraph, whatever the owner's content holds
  // today (the copy's file, its other paragraphs taken out as the owner would).
  const testimonials = parseDocument(read('testimonials.yaml'));
  const quote = testimonials.getIn(['testimonials', 1, 'quote']) as { items: unknown[] };
  quote.items.splice(1);
  writeFileSync(path.join(cms.contentDir, 'testimonials.yaml'), testimonials.toString());
  const reader = await openWithScreenReader(page, cms.url());

  await reader.tabTo('link, Testimonials');
  await reader.act();
  await reader.waitToHear('heading, Testimonials, level 1');
  await expect(page).toHaveTitle('Testimonials – Edit the website');
  await reader.tabTo('link, Client feedback page');
  await reader.act();
  await reader.waitToHear('heading, Edit: Client feedback page, level 1');
  await expect(page).toHaveTitle('Edit: Client feedback page – Edit the website');

  // The old quote out: Remove asks first, with the safe answer focused.
  await reader.tabTo('button, Remove paragraph 1 of 1, testimonial 2 of 3', 60);
  await reader.act();
  const asked =
    'dialog, Remove paragraph 1 of 1, testimonial 2 of 3?, This paragraph and everything in it will be taken out of quote. Nothing changes on the site until you save.';
  await reader.waitToHear(asked);
  expect((await reader.heard()).at(-1)).toBe('button, Keep paragraph 1 of 1, testimonial 2 of 3');
  await reader.press('Tab');
  expect((await reader.heard()).at(-1)).toBe('button, Remove paragraph 1 of 1, testimonial 2 of 3');
  await reader.act();
  const removed = 'polite: Removed paragraph 1 of 1, testimonial 2 of 3. No paragraphs left in quote. Save to keep this change.';
  await reader.waitToHear(removed);
  expect(await heardSince(reader, asked)).toEqual([
    'button, Keep paragraph 1 of 1, testimonial 2 of 3',
    'button, Remove paragraph 1 of 1, testimonial 2 of 3',
    'heading, Quote (one paragraph per item) in testimonial 2 of 3, level 4',
    removed,
  ]);

  // The new quote in.
  await reader.tabTo('button, Add a paragraph to quote, testimonial 2 of 3');
  await reader.act();
  await reader.waitToHear('textbox, Paragraph 1 of 1, quote, testimonial 2 of 3, required');
  await reader.type(newWords);
  await save(reader, page);

  const file = read('testimonials.yaml');
  expect(file.startsWith('# Testimonials (/testimonials), SPEC §2')).toBe(true);
  expect((parse(file) as { testimonials: { quote: string[] }[] }).testimonials[1]!.quote).toEqual([newWords]);
  expect(buildTimeValues.testimonialsPage(contentFolderOnDisk(cms.contentDir)).testimonials[1]!.quote).toEqual([newWords]);
});

test('add and then remove a glossary term, by keyboard, hearing each step', async ({ page }) => {
  const before = parse(read('glossary.yaml')) as { terms: unknown[] };
  // As many terms as the content holds, and one more: the owner adds and removes terms (decision 046).
  const count = before.terms.length;
  const added = count + 1;
  const reader = await openWithScreenReader(page, cms.url('#/edit/src/content/glossary.yaml'));

  // The terms open folded: each is one button on the way to the end of the list.
  await moveTo(reader, new RegExp(`^button, Glossary term 1 of ${count}: .+, not expanded$`));
  await reader.tabTo('button, Add a glossary term', count + 14);
  await reader.act();
  await reader.waitToHear(`textbox, Term, glossary term ${added} of ${added}, required`);
  await reader.type('Word Prediction');
  await reader.press('Tab');
  await reader.type('word-prediction');
  await reader.press('Tab');
  expect((await reader.heard()).at(-1)).toBe(`textbox, Definition, glossary term ${added} of ${added}, required`);
  await reader.type(
    'Software that suggests the word you are typing after its first letters, so you can choose it rather than type it in full. It helps people who type slowly or find spelling hard.',
  );
  await reader.press('Tab');
  expect((await reader.heard()).at(-1)).toMatch(new RegExp(`^combobox, Category, glossary term ${added} of ${added}`));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('combobox', { name: `Category, glossary term ${added} of ${added}` })).toHaveValue('Software');
  await save(reader, page);
  const saved = parse(read('glossary.yaml')) as { terms: { term: string; id: string; category: string; relatedTerms: string[] }[] };
  expect(saved.terms).toHaveLength(added);
  expect(saved.terms.at(-1)).toMatchObject({ term: 'Word Prediction', id: 'word-prediction', category: 'Software', relatedTerms: [] });

  // And out again: back from Save to the new term's Remove, which asks first.
  await moveTo(reader, new RegExp(`^button, Remove glossary term ${added} of ${added}$`), 'Shift+Tab', 10);
  await reader.act();
  await reader.waitToHear(
    `dialog, Remove glossary term ${added} of ${added}?, “Word Prediction, Software” and everything in it will be taken out of terms. Nothing changes on the site until you save.`,
  );
  await reader.press('Tab');
  await reader.act();
  await reader.waitToHear('heading, Terms (in alphabetical order), level 2');
  await reader.waitToHear(
    `polite: Removed glossary term ${added} of ${added}. ${count} glossary terms left in terms. Save to keep this change.`,
  );
  await save(reader, page);
  expect(parse(read('glossary.yaml'))).toEqual(before);
});

test('edit a tutorial’s command table: a row added in the Markdown body is saved and built into the table', async ({ page }) => {
  const before = loadTutorial(contentFolderOnDisk(cms.contentDir), 'jaws.md').tutorial;
  const row = '| Insert+F3 | Open the list of the page’s elements (the Virtual HTML Features list). |';
  const reader = await openWithScreenReader(page, cms.url('#/edit/src/content/tutorials/jaws.md'));

  await moveTo(reader, /^textbox, The page, section by section, Each section starts with a "## " line/, 'Tab', 30);
  const body = page.getByRole('textbox', { name: 'The page, section by section' });
  const text = await body.inputValue();
  const after = '| Insert+F5 | List the form fields on the page. |';
  await selectText(page, text.indexOf(after) + after.length);
  await page.keyboard.type(`\n${row}`);
  await expect(body).toHaveValue(text.replace(after, `${after}\n${row}`));
  await save(reader, page);

  const table = loadTutorial(contentFolderOnDisk(cms.contentDir), 'jaws.md').tutorial;
  expect(JSON.stringify(table)).toContain('Open the list of the page’s elements (the Virtual HTML Features list).');
  expect(JSON.stringify(table).length).toBeGreaterThan(JSON.stringify(before).length);
});

test('fix a validation error: the problem is heard once, at its field, and the fixed words save', async ({ page }) => {
  const reader = await openWithScreenReader(page, cms.url('#/edit/src/content/business.yaml'));
  await reader.tabTo('textbox, Town, Worcester, required');
  await selectText(page, 0, 'Worcester'.length);
  await page.keyboard.press('Backspace');
  await reader.tabTo(saveButton, 60);
  await reader.act();
  const field = 'textbox, Town, Error: This is empty: write the words to show here., invalid, required';
  const told = 'polite: Not saved: 1 problem to fix. The first is selected.';
  await reader.waitToHear(told);
  expect(await heardSince(reader, saveButton)).toEqual([field, told]);
  await expect(page.getByRole('textbox', { name: 'Town', exact: true })).toBeFocused();

  await page.keyboard.type('Malvern');
  await save(reader, page);
  expect((parse(read('business.yaml')) as { town: string }).town).toBe('Malvern');
});
