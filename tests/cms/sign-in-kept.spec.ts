/**
 * A deploy never costs the owner their work or a second sign-in (issue 41, docs/decisions/071), on the
 * live site with stand-ins: the real server, signing in through the GitHub stand-in, its sign-ins kept
 * in a store on disk that each new server opens again (tests/cms/support/hostStandIn.ts). The server
 * restarts under an open entry and the save still goes through; a sign-in ended anyway (a new key)
 * keeps every word across the next sign-in; an unused sign-in is warned of, kept with one press, and
 * ends with the token revoked (the page's clock and the server's moved on together). Needs the build.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { settled } from '../e2e/support/pageTime';
import { expectEachHeardOnce, openWithScreenReader } from '../e2e/support/screenReader';
import { axeViolations, openScreen } from './support/editingScreen';
import { startLiveSite } from './support/liveSite';

const port = Number(process.env.CMS_E2E_PORT ?? 4712) + 6;
const testimonials = 'src/content/testimonials.yaml';
const entry = `/admin/#/edit/${testimonials}`;
const quoteField = 'Paragraph 1 of 2, quote, testimonial 1 of 3';
const minute = 60_000;
let site: Awaited<ReturnType<typeof startLiveSite>>;
let github: Awaited<ReturnType<typeof startLiveSite>>['github'];
let host: Awaited<ReturnType<typeof startLiveSite>>['host'];

test.beforeAll(async () => {
  site = await startLiveSite(port);
  ({ github, host } = site);
});
test.afterAll(() => site?.stop());

const status = (page: Page) => page.locator('#save-status');
const signIns = () => github.exchanges.length;
const keptInTab = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('editing-screen-draft'));

/** The requests each page has made and not yet had answered (the servers answer in this process). */
const unanswered = new WeakMap<Page, Set<Request>>();
test.beforeEach(({ page }) => {
  const open = new Set<Request>();
  unanswered.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
});

/**
 * Both clocks moved on together, the page's (held by page.clock) and the servers', a step at a time so
 * that what the page tells the server in between is told at the time it would be.
 */
async function wait(page: Page, ms: number, step = 30_000) {
  for (let waited = 0; waited < ms; waited += step) {
    host.moveClock(Math.min(step, ms - waited));
    await page.clock.runFor(Math.min(step, ms - waited));
    // The servers answer what the page asked in that step (its timers have run, and a frame has been
    // drawn) before their clock moves on again.
    await settled(page, 1);
    await expect.poll(() => unanswered.get(page)!.size, { message: 'the servers answered what the page asked' }).toBe(0);
  }
}

/** The page's next telling the server that the owner is using the screen, answered. */
const activityTold = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/admin/api/session/activity'), { timeout: 15_000 });

/** axe, with the page's clock let run while it does (it waits on timers), then held again. */
async function axeWithClockHeld(page: Page): Promise<string[]> {
  await page.clock.resume();
  const found = await axeViolations(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  return found;
}

async function signIn(page: Page) {
  await page.goto(host.url('/admin/auth/github'));
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('banner')).toContainText('Signed in as site-owner');
}

test('open an entry, restart the server, change a field, save: saved without a second sign-in', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await openScreen(page, host.url(entry));
  const before = signIns();
  const commits = github.commits.length;

  host.restart();
  const words = 'The trainer came back after the update and I carried on where I had left off, with nothing lost.';
  await page.getByRole('textbox', { name: quoteField }).fill(words);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(status(page)).toHaveText('Saved. Publishing…', { timeout: 60_000 });
  expect(signIns()).toBe(before);
  expect(github.commits.length).toBe(commits + 1);
  expect(github.commits.at(-1)).toMatchObject({ path: testimonials, author: 'site-owner' });
  expect(github.files.text(testimonials)).toContain(words);
});

test('a save answered 401 keeps every word across the sign-in: the owner comes back to the entry, is told, and saves with one press', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await openScreen(page, host.url(entry));
  const commits = github.commits.length;
  // The sign-in ends anyway: the server starts with a new key, so the sign-ins it kept cannot be opened.
  host.restart({ newKey: true });
  const words = 'Every word I typed was still there after I signed in again, and one press saved it.';
  await page.getByRole('textbox', { name: quoteField }).fill(words);
  const answer = page.getByRole('textbox', { name: 'Paragraph 2 of 2, quote, testimonial 1 of 3' });
  await answer.fill(`${await answer.inputValue()} Thank you.`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(status(page)).toHaveText(
    'Not saved: your sign-in has ended. Your changes are kept: sign in again, and they will be back on this screen, ready to save.',
    { timeout: 60_000 },
  );
  expect(github.commits.length).toBe(commits);
  await expect(page.getByRole('banner')).toContainText('Your sign-in has ended. Your changes are still on the screen and are kept.');
  expect(await axeViolations(page)).toEqual([]);
  expect(JSON.parse((await keptInTab(page))!)).toMatchObject({ place: { screen: 'edit', path: testimonials } });

  // The one sign-in: to GitHub and back, with no question about leaving changes not saved.
  page.on('dialog', (dialog) => {
    throw new Error(`the page asked "${dialog.message()}"`);
  });
  const before = signIns();
  await page.locator('.save-bar').getByRole('link', { name: 'Sign in again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit: Client feedback page' })).toBeFocused({ timeout: 30_000 });
  expect(signIns()).toBe(before + 1);
  expect(page.url()).toBe(host.url(entry));
  const back = 'Your changes are back, as you left them before signing in again. They are not saved yet: press Save changes to save them.';
  await expect(page.locator('#arrival-message')).toHaveText(back);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleDescription(back);
  await expect(page.getByRole('textbox', { name: quoteField })).toHaveValue(words);
  await expect(answer).toHaveValue(/ Thank you\.$/);
  // On the screen now, and no longer kept in the tab.
  expect(await keptInTab(page)).toBeNull();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(status(page)).toHaveText('Saved. Publishing…', { timeout: 60_000 });
  expect(github.commits.length).toBe(commits + 1);
  expect(github.files.text(testimonials)).toContain(words);
  expect(github.files.text(testimonials)).toMatch(/ Thank you\./);
  expect(await keptInTab(page)).toBeNull();
});

test('changes kept across a sign-in are still refused over a file changed since it was opened, and kept on the screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await openScreen(page, host.url(entry));
  host.restart({ dataLost: true });
  await page.getByRole('textbox', { name: quoteField }).fill('Words typed before someone else changed the file.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(status(page)).toHaveText(/^Not saved: your sign-in has ended\./, { timeout: 60_000 });
  // Someone else saves the file meanwhile.
  github.files.put(testimonials, `${github.files.text(testimonials)}# changed by someone else\n`);
  await page.locator('.save-bar').getByRole('link', { name: 'Sign in again' }).click();
  await expect(page.getByRole('textbox', { name: quoteField })).toHaveValue('Words typed before someone else changed the file.', {
    timeout: 30_000,
  });
  const commits = github.commits.length;
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(status(page)).toHaveText(/^Not saved: .*changed/, { timeout: 60_000 });
  expect(github.commits.length).toBe(commits);
  await expect(page.getByRole('textbox', { name: quoteField })).toHaveValue('Words typed before someone else changed the file.');
});

test('an unused sign-in: warned once, two minutes before, kept with one press; left unused, it ends, the token revoked, the changes kept', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const reader = await openWithScreenReader(page, host.url(entry), { holdClock: true });
  await page.getByRole('textbox', { name: quoteField }).fill('Typed, and then left for a cup of tea.');
  // The server is told of the typing within the minute; from then on, nothing.
  const told = activityTold(page);
  await wait(page, 1 * minute);
  expect((await told).status()).toBe(200);
  await wait(page, 27 * minute);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const start = (await reader.heard()).length;
  await wait(page, 1 * minute);
  const warning = page.getByRole('dialog', { name: 'Your sign-in will end soon' });
  await expect(warning).toBeVisible();
  await expect(warning).toHaveAccessibleDescription(
    /^For your security, a sign-in ends after 30 minutes without use\. Yours ends at \d\d:\d\d, in 2 minutes, unless you stay signed in\. Your changes are kept either way\.$/,
  );
  const stay = warning.getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();
  const description = await warning.evaluate((dialog) => document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent!);
  const announced = `dialog, Your sign-in will end soon, ${description}`;
  await reader.waitToHear(announced);
  // Heard once, as focus moves into it, and nothing else: no second announcement of the same warning.
  expectEachHeardOnce((await reader.heard()).slice(start), [announced, 'button, Stay signed in']);
  expect((await reader.heard()).slice(start)).toEqual([announced, 'button, Stay signed in']);
  expect(await axeWithClockHeld(page)).toEqual([]);
  // At 320 px (400% zoom of 1280 px) the warning fits: nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const box = (await warning.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await axeWithClockHeld(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  // One press (Enter, on the focused button) keeps the sign-in; focus goes back to the field.
  const stayed = activityTold(page);
  await page.keyboard.press('Enter');
  expect((await stayed).status()).toBe(200);
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: quoteField })).toBeFocused();
  const token = github.issuedTokens().at(-1)!;
  await wait(page, 27 * minute);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(github.revokedTokens()).not.toContain(token);

  // Left unused: warned again, then signed out, the token revoked at GitHub, every word still there.
  await wait(page, 1 * minute);
  await expect(page.getByRole('dialog', { name: 'Your sign-in will end soon' })).toBeVisible();
  await wait(page, 2 * minute);
  const ended = page.getByRole('dialog', { name: 'You have been signed out' });
  await expect(ended).toBeVisible();
  await expect(ended).toHaveAccessibleDescription(
    /^Your sign-in ended at \d\d:\d\d, after 30 minutes without use\. Your changes are still on the screen and are kept: sign in again to save them\.$/,
  );
  await expect(ended.getByRole('link', { name: 'Sign in again' })).toBeFocused();
  await expect.poll(() => github.revokedTokens()).toContain(token);
  expect(await axeWithClockHeld(page)).toEqual([]);
  await ended.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('textbox', { name: quoteField })).toHaveValue('Typed, and then left for a cup of tea.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in again' })).toBeVisible();
  expect(JSON.parse((await keptInTab(page))!)).toMatchObject({ place: { screen: 'edit', path: testimonials } });
});

test('the 8-hour end: warned ten minutes before that it cannot be made longer and that the changes are kept', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await openWithScreenReader(page, host.url(entry), { holdClock: true });
  const field = page.getByRole('textbox', { name: quoteField });
  // A working day of use: something typed every 26 minutes (the server told within the minute), to 7 h 48.
  for (let used = 0; used < 18; used += 1) {
    await wait(page, 25 * minute, minute);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const told = activityTold(page);
    await field.press('End');
    expect((await told).status()).toBe(200);
    await field.pressSequentially('.');
    await wait(page, 1 * minute, minute);
  }
  await wait(page, 10 * minute);
  const warning = page.getByRole('dialog', { name: /^Your sign-in ends at \d\d:\d\d$/ });
  await expect(warning).toBeVisible();
  await expect(warning).toHaveAccessibleDescription(/it cannot be made longer\. .*Your changes are kept either way/);
  await expect(warning.getByRole('button', { name: 'Continue editing' })).toBeFocused();
  expect(await axeWithClockHeld(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(warning).toHaveCount(0);
  await expect(field).toBeFocused();
});
