/**
 * The save keeps the page free (issue 31, docs/decisions/057): the build's checks of a file run in a
 * module Web Worker, which fetches every content file and runs the compiler itself, so neither passes
 * through the page; a save that takes more than two seconds says once what it is still doing, then
 * its result; a failure inside the worker reaches the owner in plain words. How long the page is
 * frozen is measured by `npm run bench:save`, not here.
 */
import { expect, test, type Page, type Worker } from '@playwright/test';
import { openScreen, startEditingScreen, type EditingScreen } from './support/editingScreen';

const port = Number(process.env.CMS_E2E_PORT ?? 4712) + 3;
let cms: EditingScreen;

test.beforeAll(async () => {
  cms = await startEditingScreen(port);
});
test.afterAll(async () => {
  await cms?.stop();
});

const saved = 'Saved. The website shows the change once it is built again.';
const stillChecking = 'Still checking your change against the rest of the site…';
const status = (page: Page) => page.locator('#save-status');
/** A first save loads the worker and its compiler: on a busy machine that takes a while. */
const saving = { timeout: 60_000 };
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save changes' });

/** Every message the screen's live region says from now on, in order. */
async function listenToAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const region = document.querySelector('[role="status"][aria-live]')!;
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => {
      const text = region.textContent ?? '';
      if (text) heard.push(text);
    }).observe(region, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
}

/** The resources the page or a worker fetched itself, by address. */
const fetchedBy = (context: Page | Worker) =>
  (context as Worker).evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));

/** How many times the compiler ran in the page or a worker (checkWorker.ts measures each run). */
const checksIn = (context: Page | Worker) =>
  (context as Worker).evaluate(() => performance.getEntriesByName('content check', 'measure').length);

test('the build’s checks run in a worker: it fetches the content and runs the compiler, the page does neither', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await openScreen(page, cms.url('#/edit/src/content/business.yaml'));
  await saveButton(page).click();
  await expect(status(page)).toHaveText(saved, saving);

  expect(workers).toEqual([expect.stringMatching(/^\/admin\/assets\/checkWorker-[\w-]+\.js$/)]);
  const worker = page.workers()[0]!;
  // The compiler ran in the worker (its own timing mark) and never in the page.
  expect(await checksIn(worker)).toBe(1);
  expect(await checksIn(page)).toBe(0);
  // Every content file came to the worker; the page fetched only the file it shows and the save.
  expect(await fetchedBy(worker)).toContain('/admin/api/content/all');
  expect(await fetchedBy(page)).not.toContain('/admin/api/content/all');
  // The page's own scripts are the screen's: the compiler is in the worker's script alone.
  const pageScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(pageScripts.filter((script) => !/\/checkWorker-/.test(script))).toEqual([
    expect.stringMatching(/^\/admin\/assets\/index-[\w-]+\.js$/),
  ]);

  // A second save uses the same worker.
  await saveButton(page).click();
  await expect(status(page)).toHaveText(saved, saving);
  expect(workers).toHaveLength(1);
  expect(await checksIn(worker)).toBe(2);
});

test('a save that takes more than two seconds says once that it is still checking, then that it is saved', async ({ page }) => {
  await openScreen(page, cms.url('#/edit/src/content/business.yaml'));
  // The content the worker checks against arrives late, as on a slow connection or a loaded server:
  // only once the screen has said it is still checking.
  let delayed = 0;
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/admin/api/content/all', async (route) => {
    delayed += 1;
    await arrived;
    await route.continue();
  });
  const heard = await listenToAnnouncements(page);
  await saveButton(page).click();
  await expect(status(page)).toHaveText(stillChecking);
  arrive();
  await expect(status(page)).toHaveText(saved, saving);
  // The live region speaks a moment after the status shows (ui/Announcer.tsx).
  await expect.poll(heard).toEqual(['Saving…', stillChecking, saved]);
  // The worker's own request was the one held back.
  expect(delayed).toBe(1);
});

test('a failure inside the worker is told in plain words, and the change stays on the screen', async ({ page }) => {
  await openScreen(page, cms.url('#/edit/src/content/business.yaml'));
  const field = page.getByRole('main').getByRole('textbox').first();
  await field.fill('A business name not saved');

  // The server fails while the worker fetches the content: its own words come through.
  await page.route('**/admin/api/content/all', (route) => route.fulfill({ status: 503, body: 'down' }));
  await saveButton(page).click();
  await expect(status(page)).toHaveText('Not saved: The server could not do this (error 503). Please try again in a minute.');

  // The worker's script cannot load: the owner hears that the change could not be checked, never an error's text.
  await page.unroute('**/admin/api/content/all');
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.route('**/admin/assets/checkWorker-*.js', (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('main').getByRole('textbox').first().fill('A business name not saved');
  await saveButton(page).click();
  await expect(status(page)).toHaveText(
    'Not saved: the change could not be checked. Please try again; your changes are still on the screen.',
  );
  await expect(page.getByRole('main').getByRole('textbox').first()).toHaveValue('A business name not saved');

  // Once the script loads again, the next save starts a new worker and saves.
  await page.unroute('**/admin/assets/checkWorker-*.js');
  await saveButton(page).click();
  await expect(status(page)).toHaveText(saved, saving);
});
