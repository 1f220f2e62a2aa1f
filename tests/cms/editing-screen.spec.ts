/**
 * The editing screen (issue 22, docs/decisions/050) as the owner uses it, through `npm run cms` on a
 * temporary copy of the content: every collection and file opens from what is generated; saves change
 * only what changed and still build;
 * problems stop a save and are shown at their field, the build's own checks among them; a page is
 * added and deleted, the deletion asked first. axe on every screen and state is in axe.spec.ts (its
 * own file, so that the two run side by side); the screen-reader journeys are in owner-screen-reader.spec.ts.
 */
import { contentFolderOnDisk } from '../../content-model/disk/contentFolderOnDisk.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import type { EditorDescription } from '../../content-model/editor/description.ts';
import { buildTimeValues } from '../../content-model/compiler/buildTime.ts';
import { defaultContentDir, defaultContentFolder } from '../../content-model/disk/contentDir.ts';
import { loadPrivacyPolicy } from '../../content-model/compiler/longPages.ts';
import { loadQuickGuide } from '../../content-model/compiler/quickGuides.ts';
import {
  axeViolations,
  openScreen,
  startEditingScreen,
  type EditingScreen,
  saveStatus as status,
  savedMessage as saved,
  screenHeading as heading,
} from './support/editingScreen';

const port = Number(process.env.CMS_E2E_PORT ?? 4712);
let cms: EditingScreen;
/** How many glossary terms the content holds: the owner adds and removes them (decision 046). */
const termCount = buildTimeValues.glossaryTerms(defaultContentFolder).length;

test.beforeAll(async () => {
  cms = await startEditingScreen(port);
});
test.afterAll(async () => {
  await cms?.stop();
});

const read = (relative: string) => readFileSync(path.join(cms.contentDir, relative), 'utf8');

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(status(page)).toHaveText(saved);
}

test('every collection and every file opens from what is generated, each screen with its heading and title', async ({ page }) => {
  test.setTimeout(300_000);
  const description = (await (await fetch(cms.url('editor.json'))).json()) as EditorDescription;
  await openScreen(page, cms.url());
  await expect(heading(page)).toHaveText('All content');
  await expect(page).toHaveTitle('All content – Edit the website');
  for (const collection of description.collections) {
    await openScreen(page, cms.url());
    await page.getByRole('link', { name: collection.label, exact: true }).click();
    // Focus moves to the new screen's heading, and the page title names it.
    await expect(heading(page)).toHaveText(collection.label);
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(`${collection.label} – Edit the website`);
    const files = collection.files?.map((file) => ({ path: file.path, name: file.label })) ?? [];
    if (collection.folder) {
      const folder = collection.folder;
      const onDisk = readdirSync(path.join(cms.contentDir, folder.path.replace(/^src\/content\/?/, ''))).filter((name) =>
        name.endsWith(`.${folder.extension}`),
      );
      const links = page.getByRole('main').getByRole('list').last().getByRole('link');
      await expect(links).toHaveCount(onDisk.length);
      for (const link of await links.all()) {
        files.push({ path: (await link.getAttribute('href'))!.replace('#/edit/', ''), name: (await link.textContent())! });
      }
    }
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      await openScreen(page, cms.url(`#/edit/${file.path}`));
      await expect(heading(page), file.path).toHaveText(`Edit: ${file.name}`);
      await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
      await expect(page.getByText('could not be opened')).toHaveCount(0);
      // Every label, hint and error is tied to its control by id: no id may be used twice.
      const repeated = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
      expect(repeated, file.path).toEqual([]);
    }
  }
});

test('a changed quote is saved in place: the file keeps its comments and every other line, and still builds', async ({ page }) => {
  const before = read('testimonials.yaml');
  const newWords = 'The sessions fitted round my shifts, and I now read my rota with my screen reader on my own.';
  await openScreen(page, cms.url('#/collection/testimonials'));
  await page.getByRole('link', { name: 'Client feedback page' }).click();
  await expect(heading(page)).toHaveText('Edit: Client feedback page');
  const first = page.getByRole('textbox', { name: 'Paragraph 1 of 2, quote, testimonial 1 of 3' });
  await expect(first).toHaveValue(/^I had used a screen reader for years/);
  await first.fill(newWords);
  await save(page);

  const after = read('testimonials.yaml');
  const oldLine = before.split('\n').find((line) => line.includes('I had used a screen reader for years'))!;
  expect(after).toBe(before.replace(oldLine.trim().replace(/^- /, ''), newWords));
  expect(buildTimeValues.testimonialsPage(contentFolderOnDisk(cms.contentDir)).testimonials[0]?.quote).toEqual([
    newWords,
    expect.stringMatching(/^Having the two weeks/),
  ]);
});

test("the privacy policy's date changes and its Markdown body is saved as it was", async ({ page }) => {
  const before = read('pages/privacy-policy.md');
  await openScreen(page, cms.url('#/collection/pages'));
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  const date = page.getByRole('textbox', { name: /^Date it was last updated/ });
  // The file's own date, whatever the owner last set it to.
  const lastUpdated = loadPrivacyPolicy(defaultContentFolder).lastUpdated;
  await expect(date).toHaveValue(lastUpdated);
  await date.fill('2026-12-01');
  await save(page);
  expect(read('pages/privacy-policy.md')).toBe(before.replace(lastUpdated, '2026-12-01'));
  expect(loadPrivacyPolicy(contentFolderOnDisk(cms.contentDir)).lastUpdated).toBe('2026-12-01');
  expect(loadPrivacyPolicy(contentFolderOnDisk(cms.contentDir)).sections).toEqual(loadPrivacyPolicy(defaultContentFolder).sections);
});

test('the town in the business details changes, and the description that names it follows', async ({ page }) => {
  await openScreen(page, cms.url('#/edit/src/content/business.yaml'));
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Example Assistive Technology Ltd');
  const town = page.getByRole('textbox', { name: 'Town', exact: true });
  await expect(town).toHaveValue('Worcester');
  await town.fill('Malvern');
  await expect(status(page)).toHaveText('You have changes that are not saved yet.');
  await save(page);
  expect((parse(read('business.yaml')) as { town: string }).town).toBe('Malvern');
  expect(buildTimeValues.business(contentFolderOnDisk(cms.contentDir))).toMatchObject({
    town: 'Malvern',
    companyNumber: '00000000',
    phone: { e164: '+443330000000' },
  });
  expect(buildTimeValues.businessDescription(contentFolderOnDisk(cms.contentDir))).toContain('based in Malvern.');
});

test('every problem stops the save and is shown at its field: the screen’s own checks at once, then the build’s', async ({ page }) => {
  const before = read('why-choose-us.yaml');
  await openScreen(page, cms.url('#/edit/src/content/why-choose-us.yaml'));
  const intro = page.getByRole('textbox', { name: 'Introduction (links allowed)' });
  await expect(intro).toHaveValue(/^Choosing who trains you/);
  await intro.fill('Choosing who trains you is a matter of trust. To ask us anything, [click here](/contact).');
  const headingField = page.getByRole('textbox', { name: 'Heading', exact: true }).first();
  await headingField.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();

  // Both problems listed, each a link to its field; focus on the first field, which carries its error.
  const summary = page.getByRole('heading', { name: 'There are 2 problems to fix before saving' });
  await expect(summary).toBeVisible();
  await expect(headingField).toBeFocused();
  await expect(headingField).toHaveAccessibleDescription('Error: This is empty: write the words to show here.');
  await expect(intro).toHaveAccessibleDescription(
    /^Error: The link “click here”: write link words that say where the link goes, not "click here"/,
  );
  await page.getByRole('link', { name: /^Introduction \(links allowed\): The link “click here”/ }).click();
  await expect(intro).toBeFocused();
  await expect(status(page)).toHaveText('Not saved: 2 problems to fix, listed at the top of the form.');
  expect(read('why-choose-us.yaml')).toBe(before);

  await headingField.fill('Why Choose Us');
  await intro.fill('Choosing who trains you is a matter of trust. To ask us anything, [contact us](/contact).');
  // An address that is no page of the site: the build's check, made in the browser's checks worker, at its field.
  const action = page.getByRole('textbox', { name: /^Page address/ }).first();
  const address = await action.inputValue();
  await action.fill('/contact-uss');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem to fix before saving' })).toBeVisible();
  await expect(action).toBeFocused();
  await expect(action).toHaveAccessibleDescription(/\/contact-uss is not the address of a page of the site/);
  expect(read('why-choose-us.yaml')).toBe(before);

  await action.fill(address);
  await save(page);
  await expect(page.getByRole('heading', { name: /problem/ })).toHaveCount(0);
  expect((parse(read('why-choose-us.yaml')) as { intro: string }).intro).toBe(
    'Choosing who trains you is a matter of trust. To ask us anything, [contact us](/contact).',
  );
});

test('a Markdown body breaking the build’s rules is refused at the field, in the build’s words', async ({ page }) => {
  const before = read('quick-guides/readwrite.md');
  await openScreen(page, cms.url('#/edit/src/content/quick-guides/readwrite.md'));
  const body = page.getByRole('textbox', { name: 'Five tips, each a heading (##) and one paragraph' });
  await body.fill((await body.inputValue()).replace('## ', '#### '));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(body).toBeFocused();
  await expect(body).toHaveAccessibleDescription(/^Error: A quick guide holds only tips/);
  expect(read('quick-guides/readwrite.md')).toBe(before);
});

test('a new quick guide is added, opens as its page, and is deleted only once the owner confirms', async ({ page }) => {
  const file = path.join(cms.contentDir, 'quick-guides', 'orca.md');
  await openScreen(page, cms.url('#/collection/quick-guides'));
  await page.getByRole('link', { name: 'Add a new quick guide' }).click();
  await expect(heading(page)).toHaveText('New quick guide');
  await expect(heading(page)).toBeFocused();
  await page.getByRole('textbox', { name: /^File name/ }).fill('orca');
  // Everything the schema asks for, filled as the owner would.
  const source = parse(readFileSync(path.join(defaultContentDir, 'quick-guides', 'dragon.md'), 'utf8').split('---')[1]!) as Record<
    string,
    string
  >;
  for (const [name, value] of Object.entries(source)) {
    const box = page.locator(`#field-${name}`);
    if (!(await box.count())) continue;
    const tag = await box.evaluate((element) => element.tagName);
    if (tag === 'SELECT') await box.selectOption(String(value));
    else await box.fill(String(value).replaceAll('Dragon', 'Orca'));
  }
  const dragonBody = readFileSync(path.join(defaultContentDir, 'quick-guides', 'dragon.md'), 'utf8')
    .split('---')
    .slice(2)
    .join('---');
  await page.getByRole('textbox', { name: /^Five tips/ }).fill(dragonBody.replaceAll('Dragon', 'Orca'));
  await page.getByRole('button', { name: 'Save the new page' }).click();

  await expect(heading(page)).toHaveText(/^Edit: /);
  await expect(heading(page)).toBeFocused();
  expect(existsSync(file)).toBe(true);
  expect(loadQuickGuide(contentFolderOnDisk(cms.contentDir), 'orca.md').route.path).toBe('/resources/software-quick-guides/orca');

  await page.getByRole('button', { name: 'Delete this quick guide' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete this quick guide' })).toBeFocused();
  expect(existsSync(file)).toBe(true);

  await page.getByRole('button', { name: 'Delete this quick guide' }).click();
  await dialog.getByRole('button', { name: /^Delete “/ }).click();
  await expect(heading(page)).toHaveText('Software quick guides');
  await expect(heading(page)).toBeFocused();
  expect(existsSync(file)).toBe(false);
});

test('a save over a file changed meanwhile is refused, and the owner’s words stay on the screen', async ({ page }) => {
  await openScreen(page, cms.url('#/edit/src/content/cookie-banner.yaml'));
  const first = page.getByRole('textbox').nth(1);
  const words = `${await first.inputValue()} (changed here)`;
  await first.fill(words);
  // Someone else saves the file first.
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path.join(cms.contentDir, 'cookie-banner.yaml'), `${read('cookie-banner.yaml')}# changed elsewhere\n`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(status(page)).toHaveText(/^Not saved: Someone else has changed this file since you opened it\./);
  await expect(first).toHaveValue(words);
});

test('at 320 px wide (400% zoom) and with text spacing overridden, nothing needs scrolling sideways', async ({ browser }) => {
  // The spacing is the owner's own style sheet, as a browser extension adds it: past the screen's policy.
  const context = await browser.newContext({ viewport: { width: 320, height: 568 }, bypassCSP: true });
  const page = await context.newPage();
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const screen of ['', '#/collection/quick-guides', '#/edit/src/content/testimonials.yaml', '#/edit/src/content/tutorials/jaws.md']) {
    await openScreen(page, cms.url(screen));
    await expect(heading(page)).toBeVisible();
    expect(await sideways(), screen || 'all content').toBe(0);
    // WCAG 1.4.12's spacing: line height 1.5, paragraphs 2, letters 0.12 and words 0.16 of the font size.
    await page.addStyleTag({
      content:
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    });
    expect(await sideways(), `${screen || 'all content'}, text spaced`).toBe(0);
  }
  await openScreen(page, cms.url('#/edit/src/content/glossary.yaml'));
  await page.getByRole('button', { name: new RegExp(`^Glossary term 1 of ${termCount}: `) }).click();
  await page.getByRole('button', { name: `Remove glossary term 1 of ${termCount}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await context.close();
});

test('changes not saved are never lost by moving to another screen: it asks first, and staying keeps them', async ({ page }) => {
  await openScreen(page, cms.url('#/edit/src/content/footer.yaml'));
  await expect(heading(page)).toHaveText('Edit: Footer');
  const first = page.getByRole('textbox').first();
  const words = `${await first.inputValue()} (not saved yet)`;
  await first.fill(words);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  const allContent = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All content' });
  await allContent.click();
  await expect.poll(() => asked).toEqual(['You have changes that are not saved. Leave this page without saving them?']);
  await expect(heading(page)).toHaveText('Edit: Footer');
  await expect(first).toHaveValue(words);
  await expect(page).toHaveURL(/#\/edit\/src\/content\/footer\.yaml$/);

  page.once('dialog', (dialog) => void dialog.accept());
  await allContent.click();
  await expect(heading(page)).toHaveText('All content');
  expect(read('footer.yaml')).not.toContain('(not saved yet)');
});

test('site search’s synonyms: a group added is saved and searched; a word already in a group is refused at its field', async ({ page }) => {
  await openScreen(page, cms.url('#/edit/src/content/search-synonyms.yaml'));
  await expect(heading(page)).toHaveText('Edit: Synonyms');
  const groups = (parse(read('search-synonyms.yaml')) as { groups: { words: string[] }[] }).groups;
  const next = `group ${groups.length + 1} of ${groups.length + 1}`;
  await page.getByRole('button', { name: 'Add a group' }).click();
  await page.getByRole('textbox', { name: `Word or phrase 1 of 2, ways of writing the same thing, ${next}` }).fill('Read and Write');
  await page.getByRole('textbox', { name: `Word or phrase 2 of 2, ways of writing the same thing, ${next}` }).fill('ReadWrite');
  await save(page);
  const saved = (parse(read('search-synonyms.yaml')) as { groups: { words: string[] }[] }).groups;
  expect(saved).toEqual([...groups, { words: ['Read and Write', 'ReadWrite'] }]);
  expect(buildTimeValues.searchSynonyms(contentFolderOnDisk(cms.contentDir)).at(-1)).toEqual(['Read and Write', 'ReadWrite']);

  // "TTS" is already in a group: the build's check refuses it, at its field, in words that say what to do.
  const tts = groups.findIndex((group) => group.words.includes('TTS'));
  await page
    .getByRole('textbox', {
      name: `Word or phrase 2 of 2, ways of writing the same thing, group ${groups.length + 1} of ${groups.length + 1}`,
    })
    .fill('TTS');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem to fix before saving' })).toBeVisible();
  const field = page.getByRole('textbox', {
    name: `Word or phrase 2 of 2, ways of writing the same thing, group ${groups.length + 1} of ${groups.length + 1}`,
  });
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(
    new RegExp(`^Error: .*"TTS" is already in group ${tts + 1}: put all its ways of writing in one group`),
  );
  expect((parse(read('search-synonyms.yaml')) as { groups: { words: string[] }[] }).groups).toEqual(saved);
});

test('site search’s best bets: one added is saved and compiled; a search pinned twice and an address that is no page are refused at their fields', async ({
  page,
}) => {
  type BestBets = { bestBets: { searches: string[]; path: string }[] };
  await openScreen(page, cms.url('#/edit/src/content/search-best-bets.yaml'));
  await expect(heading(page)).toHaveText('Edit: Best bets');
  const bets = (parse(read('search-best-bets.yaml')) as BestBets).bestBets;
  const next = `best bet ${bets.length + 1} of ${bets.length + 1}`;
  await page.getByRole('button', { name: 'Add a best bet' }).click();
  const search = page.getByRole('textbox', { name: `Search 1 of 1, searches it answers, ${next}` });
  const address = page.getByRole('textbox', { name: `Address of the best match, ${next}` });
  await search.fill('braille transcription');
  await address.fill('/services');
  await save(page);
  const saved = (parse(read('search-best-bets.yaml')) as BestBets).bestBets;
  expect(saved.at(-1)).toEqual({ searches: ['braille transcription'], path: '/services' });
  expect(buildTimeValues.searchBestBets(contentFolderOnDisk(cms.contentDir)).at(-1)).toEqual({
    searches: ['braille transcription'],
    url: '/services',
  });

  // "Prices" is the same search as "price", pinned already: refused at its field, saying where and why.
  const price = bets.findIndex((bet) => bet.searches.includes('price'));
  await search.fill('Prices');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem to fix before saving' })).toBeVisible();
  await expect(search).toBeFocused();
  await expect(search).toHaveAccessibleDescription(
    new RegExp(`^Error: .*"Prices" is the same search as "price" in best bet ${price + 1} \\(capitals, word endings`),
  );
  expect(await axeViolations(page)).toEqual([]);

  // An address that is not a page of the site: refused at the address, in plain words.
  await search.fill('braille transcription');
  await address.fill('/braille-services');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(address).toBeFocused();
  // Its hint first (what to write), then the problem.
  await expect(address).toHaveAccessibleDescription(
    new RegExp(`^A page of the site, .* Error: Best bet ${bets.length + 1} leads to /braille-services, which is not a page of the site`),
  );
  expect((parse(read('search-best-bets.yaml')) as BestBets).bestBets).toEqual(saved);
});
