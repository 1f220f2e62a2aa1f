import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { htmlFileFor } from '../../scripts/shared/buildPaths';
import { SEARCH_INDEX_PATH } from '../../src/lib/search/query';
import { expect, pageAnnouncements, recordAnnouncements, test, waitForHydration, watchForProblems } from './support/fixtures';
import { runClock } from './support/pageTime';

/*
 * Site search as visitors use it (issue 23): the header's form on every page, by keyboard, by voice
 * control's names and on a phone; the results page; searching again; no JavaScript on this server
 * and on a static host.
 */

const siteSearch = (page: Page) => page.getByRole('search', { name: 'Site' });
const results = (page: Page) => page.locator('#search-results');
const resultLinks = (page: Page) => results(page).getByRole('listitem').getByRole('link');

test.describe('the header search form', () => {
  test('is reached by keyboard from the logo, and Enter searches: the query in the address, the results under their count', async ({
    page,
    withConsentStored,
  }) => {
    await withConsentStored('declined');
    await page.goto('/resources');
    await waitForHydration(page);
    await page.getByRole('link', { name: /, home$/ }).focus();
    await page.keyboard.press('Tab');
    const field = siteSearch(page).getByRole('searchbox', { name: 'Search this site' });
    await expect(field).toBeFocused();
    await page.keyboard.type('narator');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/search?q=narator');
    const heading = results(page).getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(/^\d+ results for “narator”$/);
    await expect(resultLinks(page).first()).toContainText('Narrator');
    await expect(page.getByRole('searchbox', { name: 'Search this site' }).last()).toHaveValue('narator');
    // The tab's title says what was found, and keeps saying it once the page is running.
    await waitForHydration(page);
    await expect(page).toHaveTitle(new RegExp(`^${await heading.textContent()} – Search \\| `));
  });

  test('voice control can "click Search" (the button by its visible name), and the label is the field’s name', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByLabel('Search this site').fill('Insert+F7');
    await siteSearch(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=Insert%2BF7');
    await expect(resultLinks(page).first()).toHaveText(
      'Insert+F7: List the links on the page., JAWS Screen Reader Tutorial, Essential JAWS commands (desktop layout)',
    );
  });

  test('on a phone (320 × 568), a first visit: the menu opens on the form, and a search sent as the cookie banner arrives works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const field = siteSearch(page).getByRole('searchbox', { name: 'Search this site' });
    await expect(field).toBeVisible();
    await field.fill('braille display');
    // Sent in the first second, before the banner arrives, or as it does.
    await siteSearch(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=braille+display');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(/results for “braille display”/);
    // Nothing of the results is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const first = resultLinks(page).first();
    await first.focus();
    await expect(first).toBeInViewport();
  });
});

test.describe('the results page', () => {
  test('each result is a link with its name, page and section, and an extract with the words matched marked', async ({ page }) => {
    await page.goto('/search?q=how%20do%20I%20stop%20JAWS%20talking');
    const items = results(page).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) {
      const link = item.getByRole('link');
      await expect(link).toContainText('JAWS Screen Reader Tutorial');
      expect(await link.getAttribute('href')).toMatch(/^\/resources\/screen-reader-tutorials\/jaws#[a-z0-9-]+$/);
      await expect(item.locator('mark').first()).toBeVisible();
    }
    // Every result is its own heading, for a screen reader's list of headings.
    await expect(results(page).getByRole('heading', { level: 3 })).toHaveCount(await items.count());
  });

  test('a result goes to its heading on its page, and Back returns to the results with the query', async ({ page, withConsentStored }) => {
    await withConsentStored('declined');
    await page.goto('/search?q=NVDA%2Bspace');
    await waitForHydration(page);
    const first = resultLinks(page).first();
    await expect(first).toContainText('NVDA+Space: Switch between browse mode and focus mode.');
    await first.click();
    await expect(page).toHaveURL('/resources/screen-reader-tutorials/nvda#essential-nvda-commands-desktop-layout-nvda-space');
    // The command's own row, in its table, with focus.
    const row = page.getByRole('group', { name: 'Essential NVDA commands (desktop layout)' }).getByRole('row', { name: /^NVDA\+Space / });
    await expect(row).toBeInViewport();
    await expect(row).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL('/search?q=NVDA%2Bspace');
    await expect(page.locator('#search-page-query')).toHaveValue('NVDA+space');
    await expect(resultLinks(page).first()).toContainText('NVDA+Space');
  });

  test('a question found goes to it, open, on its page', async ({ page, withConsentStored }) => {
    await withConsentStored('declined');
    await page.goto('/search?q=Is%20Windows%20Magnifier%20enough');
    await waitForHydration(page);
    await resultLinks(page).first().click();
    await expect(page).toHaveURL(/\/training\/low-vision#is-windows-magnifier-enough/);
    const question = page.locator('details.faq-item[open]');
    await expect(question).toHaveCount(1);
    await expect(question.locator('summary')).toContainText('Is Windows Magnifier enough');
  });

  test('searching again from the page: results change only when sent, and the count is said once per search', async ({
    page,
    withConsentStored,
  }) => {
    await withConsentStored('declined');
    // The page's timers on Playwright's clock (in step with real time until moved on).
    await page.clock.install();
    await page.goto('/search?q=braille');
    await waitForHydration(page);
    const record = await recordAnnouncements(page);
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search this site' });
    const heading = results(page).getByRole('heading', { level: 2 });
    const before = await heading.textContent();

    await field.fill('VoiceOver rotor');
    // Typing changes nothing until the form is sent: not at once, nor after a pause in the page's time.
    await runClock(page, 2000);
    await expect(page).toHaveURL('/search?q=braille');
    await expect(heading).toHaveText(before!);
    await field.press('Enter');
    await expect(page).toHaveURL('/search?q=VoiceOver%20rotor');
    await expect(heading).toHaveText(/^\d+ results? for “VoiceOver rotor”$/);
    const count = (await heading.textContent())!;
    await expect(pageAnnouncements(page)).toHaveText(count);
    await expect(page).toHaveTitle(new RegExp(`^${count} – Search \\| `));
    // Focus stays where the visitor left it.
    await expect(field).toBeFocused();

    // The same words sent again are a new search, said again, but no new place in the history: one
    // Back goes to the search before them, not to the same results again.
    const places = await page.evaluate(() => history.length);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(async () => (await record()).log.filter((entry) => entry.text === count).length).toBe(2);
    await expect(page).toHaveURL('/search?q=VoiceOver%20rotor');
    expect(await page.evaluate(() => history.length)).toBe(places);
    await page.goBack();
    await expect(page).toHaveURL('/search?q=braille');
    await expect(heading).toHaveText(before!);
    await expect(field).toHaveValue('braille');
  });

  test('a query of more than eight words: the words left out are named under the count, with JavaScript and without, and said with the count', async ({
    page,
    browser,
    withConsentStored,
  }) => {
    const query = 'jaws nvda narrator voiceover dragon magnifier braille captions zoomtext supernova';
    const note =
      'A search uses at most 8 words, so 2 words were left out: “zoomtext” and “supernova”. To find them, search again with fewer words.';
    await withConsentStored('declined');
    await page.goto('/search?q=braille');
    await waitForHydration(page);
    const record = await recordAnnouncements(page);
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search this site' });
    await field.fill(query);
    await field.press('Enter');
    const heading = results(page).getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(new RegExp(`^\\d+ results? for “${query}”$`));
    await expect(results(page).getByText(note, { exact: true })).toBeVisible();
    const count = (await heading.textContent())!;
    await expect(pageAnnouncements(page)).toHaveText(`${count}. A search uses at most 8 words, so 2 words were left out.`);
    expect((await record()).log.map((entry) => entry.text)).toContain(`${count}. A search uses at most 8 words, so 2 words were left out.`);

    // Without JavaScript, the Node server's page says the same words in the same place.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const withoutScripts = await context.newPage();
    await withoutScripts.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(results(withoutScripts).getByRole('heading', { level: 2 })).toHaveText(count);
    await expect(results(withoutScripts).getByText(note, { exact: true })).toBeVisible();
    await context.close();
  });

  test('the owner’s best bet is listed first, marked "Best match" in words seen and heard, and not listed again', async ({ page }) => {
    await page.goto('/search?q=how%20much%20does%20it%20cost');
    const first = results(page).getByRole('listitem').first();
    await expect(first.getByText('Best match:', { exact: true })).toBeVisible();
    await expect(first.getByRole('heading', { level: 3 })).toHaveAccessibleName(/^Best match ?: A personalised quote ?, Home/);
    // The link's own words are the result's: they make sense alone, and voice control says them.
    const link = first.getByRole('link');
    // (Chromium puts a space between the name's block parts, before the comma too.)
    await expect(link).toHaveAccessibleName(/^A personalised quote ?, Home, Support That Continues After Training$/);
    await expect(link).toHaveAttribute('href', '/#a-personalised-quote');
    await expect(results(page).locator('a[href="/#a-personalised-quote"]')).toHaveCount(1);
    await expect(results(page).getByText('Best match:', { exact: true })).toHaveCount(1);
    // In the light and the dark theme, axe finds nothing in the mark or around it.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const found = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(found.violations.map((violation) => `${colorScheme}: ${violation.id}`)).toEqual([]);
    }
  });

  test('nothing found: says so, and offers the hubs, the glossary and the contact page', async ({ page }) => {
    await page.goto('/search?q=xylophone');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('No results for “xylophone”');
    for (const name of ['Training', 'Resources', 'Screen Reader Tutorials', 'Software Quick Guides', 'Glossary', 'Contact Us']) {
      await expect(results(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('the matched words stay marked in forced colours', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/search?q=braille');
    const mark = results(page).locator('mark').first();
    const colours = await mark.evaluate((element) => {
      const style = getComputedStyle(element);
      const around = getComputedStyle(element.parentElement!);
      return { mark: style.backgroundColor, text: around.backgroundColor };
    });
    expect(colours.mark).not.toBe(colours.text);
  });
});

test.describe('what it costs', () => {
  test('no page loads the search code or index until a search is made; the search page fetches the index once', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const searchCode = (path: string) => path === SEARCH_INDEX_PATH || /\/assets\/(?:engine|SearchPage)-/.test(path);
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await siteSearch(page).getByRole('searchbox').focus();
    // Two seconds of the page's time, moved on at once: a fetch put off to a timer or an idle moment has begun.
    await runClock(page, 2000);

    const problems = watchForProblems(page);
    await page.goto('/search?q=braille');
    await waitForHydration(page);
    // Requests are seen in the order they are made: nothing of the search came before the search page.
    const searchPage = fetched.indexOf('/search');
    expect(searchPage).toBeGreaterThan(0);
    expect(fetched.slice(0, searchPage).filter(searchCode)).toEqual([]);
    expect(fetched.slice(searchPage).filter(searchCode)).not.toEqual([]);
    await page.getByRole('main').getByRole('searchbox').fill('jaws');
    await page.getByRole('main').getByRole('searchbox').press('Enter');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(/results for “jaws”/);
    expect(fetched.filter((path) => path === SEARCH_INDEX_PATH)).toHaveLength(1);
    expect(problems.list).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test('on the Node server, the header form finds results: they are in the page it answers', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/training');
    await siteSearch(page).getByRole('searchbox', { name: 'Search this site' }).fill('TTS');
    await siteSearch(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=TTS');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(/^\d+ results for “TTS”$/);
    await expect(resultLinks(page).first()).toHaveAttribute('href', '/resources/glossary#text-to-speech');
    await expect(page.getByText('Search needs JavaScript')).toHaveCount(0);
    await context.close();
  });

  test('on a static host, the page says search needs JavaScript there, and lists every page by section', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // A static host answers /search?q=… with the prerendered file, whatever the query.
    await page.route('**/search?**', (route) =>
      route.fulfill({ body: readFileSync(htmlFileFor('/search'), 'utf8'), contentType: 'text/html' }),
    );
    await page.goto('/search?q=braille');
    await expect(page.getByText('Search needs JavaScript on this site')).toBeVisible();
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('Every page, by section');
    for (const section of ['Main pages', 'Training', 'Screen Reader Tutorials', 'Software Quick Guides']) {
      await expect(results(page).getByRole('heading', { level: 3, name: section, exact: true })).toBeVisible();
    }
    await expect(results(page).getByRole('link', { name: 'JAWS', exact: true })).toHaveAttribute(
      'href',
      '/resources/screen-reader-tutorials/jaws',
    );
    await context.close();
  });

  test('on a static host with JavaScript, the browser finds the results and says how many', async ({ page, withConsentStored }) => {
    await withConsentStored('declined');
    await page.route('**/search?**', (route) =>
      route.fulfill({ body: readFileSync(htmlFileFor('/search'), 'utf8'), contentType: 'text/html' }),
    );
    await page.goto('/search?q=braille');
    await waitForHydration(page);
    const heading = results(page).getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(/^\d+ results for “braille”$/);
    await expect(pageAnnouncements(page)).toHaveText((await heading.textContent())!);
    await expect(page.getByText('Search needs JavaScript')).toBeHidden();
    await expect(page.locator('#search-page-query')).toHaveValue('braille');
  });
});

test.describe('what the search page says when it is reached (decision 037: navigation first)', () => {
  /** What the status region said, in order, from `from` on (its emptyings left out). */
  const saidSince = (log: { text: string; at: number }[], from: number) => log.filter((entry) => entry.at >= from && entry.text !== '');

  for (const size of [
    { width: 320, height: 568 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${size.width}×${size.height}, Back to the results, the search already loaded: "Navigated to Search", then the count, as after a link`, async ({
      page,
      withConsentStored,
    }) => {
      await withConsentStored('declined');
      await page.setViewportSize(size);
      await page.goto('/search');
      await waitForHydration(page);
      // Searched on the page: its search code and index are loaded, so a count is ready as the page renders.
      await page.getByRole('main').getByRole('searchbox', { name: 'Search this site' }).fill('insert f7');
      await page.keyboard.press('Enter');
      const heading = results(page).getByRole('heading', { level: 2 });
      await expect(heading).toHaveText(/^\d+ results? for “insert f7”$/);
      const count = (await heading.textContent())!;
      const record = await recordAnnouncements(page);

      await resultLinks(page).first().click();
      await expect(page).not.toHaveURL(/\/search/);
      await expect(pageAnnouncements(page)).toHaveText(/^Navigated to /);
      await expect(pageAnnouncements(page)).toHaveText('', { timeout: 3000 });
      const backAt = await page.evaluate(() => performance.now());
      await page.goBack();
      await expect.poll(async () => saidSince((await record()).log, backAt).map((entry) => entry.text), { timeout: 5000 }).toContain(count);
      await expect(pageAnnouncements(page)).toHaveText('', { timeout: 3000 });
      const afterBack = saidSince((await record()).log, backAt);
      expect(afterBack.map((entry) => entry.text)).toEqual(['Navigated to Search', count]);
      // The count follows the news of the page within half a second (decision 037; a second on a busy machine).
      expect(afterBack[1]!.at - afterBack[0]!.at).toBeLessThan(1000);
    });
  }
});
