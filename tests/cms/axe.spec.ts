/**
 * axe on the editing screen (issue 22, docs/decisions/050): every screen and state, in the light and
 * the dark theme, through `npm run cms` on a temporary copy of the content. Its own file, apart from
 * editing-screen.spec.ts, so that the suite's two workers share the work (it is the longest test).
 */
import { expect, test } from '@playwright/test';
import type { EditorDescription } from '../../content-model/editor/description.ts';
import { buildTimeValues } from '../../content-model/compiler/buildTime.ts';
import { defaultContentFolder } from '../../content-model/disk/contentDir.ts';
import {
  axeViolations,
  openScreen,
  startEditingScreen,
  type EditingScreen,
  saveStatus as status,
  savedMessage as saved,
  screenHeading as heading,
} from './support/editingScreen';

const port = Number(process.env.CMS_E2E_PORT ?? 4712) + 7;
let cms: EditingScreen;
/** How many glossary terms the content holds: the owner adds and removes them (decision 046). */
const termCount = buildTimeValues.glossaryTerms(defaultContentFolder).length;

test.beforeAll(async () => {
  cms = await startEditingScreen(port);
});
test.afterAll(async () => {
  await cms?.stop();
});

test('axe finds nothing on any screen or in any state, in the light and the dark theme', async ({ page }) => {
  // 27 screens and states, each run through axe twice (light and dark): about two minutes here.
  test.setTimeout(480_000);
  const found: Record<string, string[]> = {};
  const check = async (state: string) => {
    found[state] = await axeViolations(page);
  };

  // Before signing in, on the live site; and where there is no sign-in (a plain static host).
  await page.route('**/admin/api/session', (route) => route.fulfill({ json: { signedIn: false } }));
  await openScreen(page, cms.url());
  await expect(page.getByRole('link', { name: 'Sign in with GitHub' })).toBeVisible();
  await check('sign in');
  await page.unroute('**/admin/api/session');
  await page.route('**/admin/api/session', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await openScreen(page, cms.url());
  await expect(heading(page)).toHaveText('Edit the website on your computer');
  await check('no sign-in here');
  await page.unroute('**/admin/api/session');

  await openScreen(page, cms.url());
  await check('all content');
  const { collections } = (await (await fetch(cms.url('editor.json'))).json()) as EditorDescription;
  for (const collection of collections) {
    await openScreen(page, cms.url(`#/collection/${collection.name}`));
    // Each collection's list of files, loaded (a folder's is read from the server).
    await expect(page.getByRole('main').getByRole('list').last().getByRole('link').first()).toBeVisible();
    await check(`the collection ${collection.label}`);
  }
  await openScreen(page, cms.url('#/edit/src/content/business.yaml'));
  await check('a YAML file');
  await openScreen(page, cms.url('#/edit/src/content/tutorials/jaws.md'));
  await check('a Markdown file');
  await openScreen(page, cms.url('#/new/quick-guides'));
  await check('a new page');

  await openScreen(page, cms.url('#/edit/src/content/glossary.yaml'));
  await check('a long list, folded');
  for (const term of [1, 2, 3]) await page.getByRole('button', { name: new RegExp(`^Glossary term ${term} of ${termCount}: `) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Glossary term 1 of ${termCount}: `) })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await check('a list of items, three unfolded');
  await page
    .getByRole('textbox', { name: `Definition, glossary term 1 of ${termCount}` })
    .fill('Words written to test the unsaved state of the screen.');
  await expect(status(page)).toHaveText('You have changes that are not saved yet.');
  await check('unsaved');
  await page.getByRole('button', { name: `Remove glossary term 2 of ${termCount}` }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(`^Remove glossary term 2 of ${termCount}\\?`) })).toBeVisible();
  await check('asking before a removal');
  await page.getByRole('button', { name: `Keep glossary term 2 of ${termCount}` }).click();

  // Saving: the server's answer is held until axe has looked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/admin/api/content/all', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(status(page)).toHaveText('Saving…');
  await check('saving');
  release();
  await expect(status(page)).toHaveText(saved);
  await check('saved');
  await page.unroute('**/admin/api/content/all');

  await page.getByRole('textbox', { name: `Term, glossary term 3 of ${termCount}` }).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem to fix before saving' })).toBeVisible();
  await check('a problem to fix');

  // Leaving the form with a problem still in it asks first (its own test is below): here, leave.
  page.on('dialog', (dialog) => void dialog.accept());
  await openScreen(page, cms.url('#/edit/src/content/quick-guides/dragon.md'));
  await page.getByRole('button', { name: 'Delete this quick guide' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('asking before a deletion');

  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((state) => [state, []])));
});
