import type { Page } from '@playwright/test';
import { glossaryTerms } from '../../src/content/generated/glossaryTerms';
import { ALL_CATEGORIES, compareTerms, countText, filterTerms } from '../../content-model/text/glossary.ts';

/** Text as a regular expression matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
import { defaultContentFolder, quickGuides as loadQuickGuides, tutorials as loadTutorials } from '../../content-model/disk';
import { loadAccessToWork } from '../../content-model/compiler/accessToWork.ts';
import { isRoutePath } from '../../src/routes/routeTable';
import { expectExclusiveAccordion } from './support/accordion';
import { expect, pageAnnouncements, recordAnnouncements, test, waitForHydration } from './support/fixtures';
import { pauseJustAhead, runClock } from './support/pageTime';

const quickGuides = loadQuickGuides();
const accessToWork = loadAccessToWork(defaultContentFolder);
const tutorials = loadTutorials();

test.beforeEach(async ({ withConsentStored }) => withConsentStored('declined'));

test('the resources hub has its three cards, the 20+ tools line and a link to training', async ({ page }) => {
  await page.goto('/resources');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility Resources' })).toBeVisible();
  expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
    'Access to Work Scheme',
    'Screen Reader Tutorials',
    'Software Quick Guides',
  ]);
  for (const href of ['/resources/access-to-work', '/resources/screen-reader-tutorials', '/resources/software-quick-guides']) {
    await expect(page.getByRole('main').locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(page.getByRole('main')).toContainText('20+ tools');
  await expect(page.getByRole('main').locator('a[href="/training"]')).toBeVisible();
});

test.describe('Access to Work', () => {
  test('has every section, six funding cards, four numbered steps and the way back', async ({ page }) => {
    await page.goto('/resources/access-to-work');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    for (const heading of ['What is Access to Work?', 'What Can Be Funded', 'Frequently asked questions', 'Application Tips']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByRole('heading', { level: 2, name: /eligib/i })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: /apply/i })).toBeVisible();
    const funding = main.getByRole('heading', { level: 2, name: 'What Can Be Funded' }).locator('xpath=following-sibling::ul[1]/li');
    await expect(funding).toHaveCount(6);
    const steps = main.getByRole('heading', { level: 2, name: /apply/i }).locator('xpath=following-sibling::ol[1]/li');
    await expect(steps).toHaveCount(4);
    await expect(main.locator('details')).toHaveCount(5);
    for (const tips of ['Before you call', 'During the assessment', 'Getting quotes']) {
      await expect(main.getByRole('heading', { level: 3, name: tips })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: /Back to resources/ })).toHaveAttribute('href', '/resources');
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
  });

  test('states GOV.UK’s eligibility, with no minimum of hours a week', async ({ page }) => {
    await page.goto('/resources/access-to-work');
    const criteria = page
      .getByRole('main')
      .getByRole('heading', { level: 2, name: /eligib/i })
      .locator('xpath=following-sibling::ul[1]/li');
    const text = (await criteria.allInnerTexts()).join('\n');
    for (const condition of [
      /16 or over/,
      /paid job/,
      /self-employment/,
      /about to start/,
      /England, Scotland or Wales/,
      /health condition/,
    ]) {
      expect(text).toMatch(condition);
    }
    expect(text).not.toMatch(/hours/);
    await expect(page.getByRole('main')).toContainText('There is no minimum number of hours you must work');
  });

  test('gives the annual limit with the date it applies from, linked to GOV.UK’s current figure, wherever it is mentioned', async ({
    page,
  }) => {
    await page.goto('/resources/access-to-work');
    await waitForHydration(page);
    const main = page.getByRole('main');
    const { amount, appliesFrom, source } = accessToWork.annualLimit;
    let checked = 0;
    for (const mention of await main.locator('p').filter({ hasText: /£\d/ }).all()) {
      // An FAQ answer is read opened (the accordion is exclusive, so one at a time).
      const answer = mention.locator('xpath=ancestor::details[1]');
      if ((await answer.count()) && (await answer.getAttribute('open')) === null) await answer.locator('summary').click();
      await expect(mention).toBeVisible();
      await expect(mention).toContainText(`${amount} a year`);
      await expect(mention).toContainText(`from ${appliesFrom}`);
      const link = mention.getByRole('link', { name: 'GOV.UK’s “What you’ll get” page' });
      await expect(link).toHaveAttribute('href', source);
      // Same window, like the page's other GOV.UK links: nothing opens unannounced.
      expect(await link.getAttribute('target')).toBeNull();
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(2);
    const text = (await main.textContent()) ?? '';
    expect(text).not.toContain('£66,000');
    expect(text).not.toContain('4–6 weeks');
  });

  test('its FAQ is an exclusive, collapsible accordion', async ({ page }) => {
    await page.goto('/resources/access-to-work');
    await waitForHydration(page);
    await expectExclusiveAccordion(page, page.getByRole('main').locator('details'));
  });
});

test.describe('screen reader tutorials', () => {
  test('the hub lists every tutorial in order, each with "View tutorial", and a call to /contact', async ({ page }) => {
    await page.goto('/resources/screen-reader-tutorials');
    await waitForHydration(page);
    const views = page.getByRole('link', { name: /^View tutorial: / });
    await expect(views).toHaveCount(tutorials.length);
    expect(await views.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      tutorials.map((tutorial) => `/resources/screen-reader-tutorials/${tutorial.slug}`),
    );
    for (const { card } of tutorials) {
      await expect(page.getByRole('link', { name: `View tutorial: ${card.heading}` })).toHaveAttribute(
        'href',
        `/resources/screen-reader-tutorials/${card.slug}`,
      );
    }
    await expect(page.getByRole('main').locator('a[href="/contact"]')).toBeVisible();
  });

  for (const { slug, tutorial, route } of tutorials) {
    test(`${slug}: breadcrumb, every part, real command tables, and external links that say they open a new tab`, async ({ page }) => {
      await page.goto(`/resources/screen-reader-tutorials/${slug}`);
      await waitForHydration(page);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      expect(await crumbs.allTextContents()).toEqual(['Home/', 'Resources/', 'Screen Reader Tutorials/', route.name]);
      await expect(page.getByRole('heading', { level: 1, name: tutorial.heading })).toBeVisible();
      const main = page.getByRole('main');
      for (const heading of [
        "What you'll learn",
        'Quick Start',
        'Essential Commands',
        'Step-by-step guide',
        'Quick Tips',
        'Pro tip',
        'Practice and Learning Resources',
      ]) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      const table = main.getByRole('table', { name: tutorial.commands.caption });
      await expect(table).toBeVisible();
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Command', 'Action']);
      await expect(table.getByRole('rowheader')).toHaveCount(tutorial.commands.rows.length);

      const external = main.locator('a[target="_blank"]');
      expect(await external.count()).toBeGreaterThanOrEqual(4);
      for (const link of await external.all()) {
        await expect(link).toHaveAccessibleName(/\(opens in a new window\)$/);
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await expect(main.getByRole('link', { name: 'Book a training session' })).toHaveAttribute('href', '/contact');
      await expect(main.getByRole('link', { name: /Back to resources/ })).toHaveAttribute('href', '/resources');
    });
  }

  test("Narrator ends with SPEC's keyboard topics, and its pro tip is about Windows+T and Windows+B", async ({ page }) => {
    await page.goto('/resources/screen-reader-tutorials/narrator');
    const topics = [
      'File Explorer',
      'Taskbar',
      'Application switching',
      'Window management',
      'System navigation',
      'Context menus and properties',
    ];
    const expectations: Record<string, string[]> = {
      'File Explorer': ['Enter', 'Backspace', 'Alt+Up', 'F2', 'Ctrl+C', 'Delete'],
      Taskbar: ['Windows+T', 'Enter', 'Shift+F10', 'Windows+B'],
      'Application switching': ['Alt+Tab', 'Alt+Shift+Tab', 'Ctrl+Tab', 'Windows+'],
      'Window management': ['Alt+Space', 'Windows+Up', 'Alt+F4', 'Windows+M', 'Windows+D'],
      'System navigation': ['Ctrl+Shift+Esc', 'Windows+I', 'Windows+X', 'Windows+R', 'Windows+L'],
      'Context menus and properties': ['Alt+Enter', 'Esc'],
    };
    for (const topic of topics) {
      const table = page.getByRole('table', { name: topic });
      await expect(table).toBeVisible();
      const keys = (await table.getByRole('rowheader').allTextContents()).join(' | ');
      for (const key of expectations[topic]!) expect(keys).toContain(key);
    }
    const proTip = page.getByRole('complementary', { name: 'Pro tip' });
    await expect(proTip).toContainText('Windows+T');
    await expect(proTip).toContainText('Windows+B');
  });

  test('prints cleanly: no site navigation, tables kept whole in black on white', async ({ page }) => {
    await page.goto('/resources/screen-reader-tutorials/jaws');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    const table = page.getByRole('table').first();
    await expect(table).toBeVisible();
    const style = await table
      .locator('td')
      .first()
      .evaluate((cell) => {
        const computed = getComputedStyle(cell);
        return { color: computed.color, background: computed.backgroundColor };
      });
    expect(style).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
  });
});

test.describe('software quick guides', () => {
  test('the hub groups every guide by category, each with "View guide"', async ({ page }) => {
    await page.goto('/resources/software-quick-guides');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: /^View guide: / })).toHaveCount(quickGuides.length);
    const categories = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(new Set(categories)).toEqual(new Set(quickGuides.map((guide) => guide.category)));
    await expect(page.getByRole('main').locator('a[href="/training"]')).toBeVisible();
  });

  for (const guide of quickGuides) {
    test(`${guide.slug}: breadcrumb, five tips, the training card and the way back`, async ({ page }) => {
      await page.goto(`/resources/software-quick-guides/${guide.slug}`);
      await waitForHydration(page);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      expect(await crumbs.allTextContents()).toEqual(['Home/', 'Resources/', 'Software Quick Guides/', guide.name]);
      await expect(page.getByRole('heading', { level: 1, name: guide.heading })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(guide.description);
      const tips = page.getByRole('heading', { level: 2, name: 'Getting Started' }).locator('xpath=following-sibling::ol[1]/li');
      await expect(tips).toHaveCount(5);
      await expect(page.getByRole('heading', { level: 2, name: 'Need more detailed guidance?' })).toBeVisible();
      await expect(page.getByRole('main').locator(`a[href="${guide.trainingPath}"]`)).toBeVisible();
      expect(isRoutePath(guide.trainingPath)).toBe(true);
      // The arrow is a decorative icon; the words are the name.
      const back = page.getByRole('link', { name: 'Back to resources' });
      await expect(back).toHaveAttribute('href', '/resources');
      await expect(back.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    });
  }

  test('MindManager’s guide gives the keys MindManager uses; ClaroRead’s reads selected text aloud (decision 021)', async ({ page }) => {
    await page.goto('/resources/software-quick-guides/mindmanager');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 3, name: 'Add topics from the keyboard' })).toBeVisible();
    await expect(main).toContainText('press Enter to add a topic at the same level, or Ctrl+Enter to add a subtopic');
    await expect(main).not.toContainText('Ctrl+Shift+Enter');
    await page.goto('/resources/software-quick-guides/claroread');
    await expect(page.getByRole('main').getByRole('heading', { level: 3, name: 'Read selected text aloud' })).toBeVisible();
  });

  test('a guide is announced as "{guide} guide page" and the message goes after about 500 ms', async ({ page }) => {
    // Everything the page's status region shows is recorded in the page, at the page's own times: a
    // check that polls from here missed the half-second message once on a busy machine.
    const record = await recordAnnouncements(page);
    await page.goto('/resources/software-quick-guides');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'View guide: Dragon' }).click();
    const message = 'Navigated to Dragon guide page';
    const shownThenCleared = async () => {
      const { log } = await record();
      const shown = log.find((entry) => entry.text === message);
      const cleared = shown && log.find((entry) => entry.at > shown.at && entry.text === '');
      return shown && cleared ? cleared.at - shown.at : null;
    };
    await expect.poll(shownThenCleared, { message: `"${message}" shown, then the region emptied` }).not.toBeNull();
    expect(await shownThenCleared()).toBeLessThan(900);
    await expect(pageAnnouncements(page)).toHaveText('');
  });
});

test.describe('glossary', () => {
  // As many terms as the content holds: the owner adds and removes them (decision 046).
  const total = glossaryTerms.length;
  const categories = new Set(glossaryTerms.map((term) => term.category));
  /** The visible counter (the live region beside it is read by screen readers only). */
  const counter = (page: Page) =>
    page
      .getByRole('main')
      .locator('p')
      .filter({ hasText: new RegExp(`^Showing \\d+ of ${total} terms$`) });

  test('lists every term of the content in alphabetical order with the counter', async ({ page }) => {
    await page.goto('/resources/glossary');
    await waitForHydration(page);
    await expect(counter(page)).toHaveText(countText(total, total));
    // What is seen: the term, without the words that only a screen reader hears after it.
    const terms = await page
      .locator('details > summary > span:first-child')
      .evaluateAll((spans) => spans.map((span) => span.firstChild?.textContent ?? ''));
    expect(terms).toEqual([...glossaryTerms.map((term) => term.term)].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })));
  });

  test('search matches term or definition, case-insensitively, and combines with a category', async ({ page }) => {
    await page.goto('/resources/glossary');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search terms' });
    await search.fill('SCREEN');
    const shownAfterSearch = await page.locator('details').count();
    expect(shownAfterSearch).toBeGreaterThan(1);
    await expect(counter(page)).toHaveText(countText(shownAfterSearch, total));

    const filters = page.getByRole('group', { name: 'Filter by category' });
    await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await filters.getByRole('button', { name: 'Software' }).click();
    await expect(filters.getByRole('button', { name: 'Software' })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    for (const category of await page.locator('details > summary > span:nth-child(2)').allTextContents())
      expect(category).toContain('Software');
    expect(await page.locator('details').count()).toBeLessThan(shownAfterSearch);

    await search.fill('zzzz no such thing');
    await expect(page.getByText('No terms found matching your search.')).toBeVisible();
    await expect(page.locator('details')).toHaveCount(0);
  });

  test('has a button for "all" and each category the terms use', async ({ page }) => {
    await page.goto('/resources/glossary');
    await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button')).toHaveCount(1 + categories.size);
  });

  test("reads the count out once typing pauses, not at every key, in the page's one status region", async ({ page }) => {
    // The page's timers on Playwright's clock, held once the page has hydrated and moved on by the
    // test: "a pause in typing" is then the page's time, exact on a busy machine too. Everything the
    // region shows is recorded from the first moment.
    await page.clock.install();
    const record = await recordAnnouncements(page);
    const said = async () => (await record()).log.map((entry) => entry.text).filter(Boolean);
    await page.goto('/resources/glossary');
    await waitForHydration(page);
    await pauseJustAhead(page);
    const live = pageAnnouncements(page);
    // One live region on the page, outside the main content: the visible count is plain text, so
    // reading the page meets it once.
    await expect(page.locator('[aria-live], [role="status"], [role="alert"], [role="log"]')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    // Nothing on arrival: the visible count is there to be read.
    await runClock(page, 3000);
    expect(await said()).toEqual([]);
    // A key every 100 ms: nothing is said between keys.
    for (const key of 'scr') {
      await page.getByRole('searchbox', { name: 'Search terms' }).press(key);
      await runClock(page, 100);
      expect(await said()).toEqual([]);
    }
    // Typing has paused: the count is said, once.
    await runClock(page, 1000);
    await expect(live).toHaveText(new RegExp(`^Showing \\d+ of ${total} terms$`));
    // Then the region empties, so reading the page never meets an old count.
    await runClock(page, 1500);
    await expect(live).toHaveText('');
    expect(await said()).toEqual([countText(filterTerms(glossaryTerms, 'scr', ALL_CATEGORIES).length, total)]);
  });

  test('a filter that changes the list is said even when the count stays the same', async ({ page }) => {
    await page.goto('/resources/glossary');
    await waitForHydration(page);
    const readRecord = await recordAnnouncements(page);
    const read = async () => (await readRecord()).log.map((entry) => entry.text);
    const filters = page.getByRole('group', { name: 'Filter by category' });
    // The case the issue found: two categories showing the same number of terms, picked from the
    // content. Where no two categories hold as many terms as each other, a word typed in the search
    // box narrows them until two do (the owner adds and removes terms: decision 046).
    const inCategory = (search: string, category: string) => filterTerms(glossaryTerms, search, category).length;
    const names = [...categories];
    const words = ['', ...new Set(glossaryTerms.flatMap((term) => term.definition.toLowerCase().match(/[a-z]{5,}/g) ?? []))];
    const found = words
      .flatMap((search) =>
        names.flatMap((first, index) =>
          names
            .slice(index + 1)
            .filter((second) => inCategory(search, first) > 0 && inCategory(search, second) === inCategory(search, first))
            .map((second) => ({ search, first, second })),
        ),
      )
      .at(0);
    expect(found, 'two categories of the glossary showing as many terms as each other').toBeDefined();
    const { search, first, second } = found!;
    if (search) await page.getByRole('searchbox', { name: 'Search terms' }).fill(search);
    const shown = countText(inCategory(search, first), total);
    await filters.getByRole('button', { name: first, exact: true }).click();
    await expect(page.getByRole('main').getByText(shown, { exact: true })).toBeVisible();
    const saidOf = async () => (await read()).filter((text) => text === shown).length;
    await expect.poll(saidOf, { timeout: 10_000 }).toBeGreaterThan(0);
    const before = await saidOf();
    await filters.getByRole('button', { name: second, exact: true }).click();
    await expect.poll(saidOf, { timeout: 10_000 }).toBe(before + 1);
  });

  test('names each entry by its term, with its category clearly apart', async ({ page }) => {
    await page.goto('/resources/glossary');
    // (Chromium puts a space before the comma: the visually hidden words are out of the text's flow.)
    // Every term of the content, as the owner keeps them.
    for (const term of glossaryTerms)
      await expect(page.locator(`details#${term.id} > summary`)).toHaveAccessibleName(
        new RegExp(`^${escaped(term.term)} ?, category: ${escaped(term.category)}$`),
      );
  });

  test('is an exclusive, collapsible accordion', async ({ page }) => {
    await page.goto('/resources/glossary');
    await waitForHydration(page);
    await expectExclusiveAccordion(page, page.locator('details'));
  });

  test('a related term link opens its entry, even when a filter hid it', async ({ page }) => {
    await page.goto('/resources/glossary');
    await waitForHydration(page);
    // The first term of the content whose search hides one of its related terms.
    const hiding = glossaryTerms.flatMap((term) =>
      term.relatedTerms
        .filter((name) => !filterTerms(glossaryTerms, term.term, ALL_CATEGORIES).some((shown) => shown.term === name))
        .map((name) => ({ term, related: glossaryTerms.find((other) => other.term === name)! })),
    )[0];
    expect(hiding, 'a term whose search hides one of its related terms').toBeDefined();
    const { term, related } = hiding!;
    await page.getByRole('searchbox', { name: 'Search terms' }).fill(term.term);
    await expect(page.locator(`details#${related.id}`)).toHaveCount(0);
    await page.locator(`details#${term.id} > summary`).click();
    await page.locator(`details#${term.id}`).getByRole('link', { name: related.term, exact: true }).click();
    await expect(page.locator(`details#${related.id}`)).toHaveAttribute('open', '');
    await expect(page.locator(`details#${related.id} > summary`)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`#${related.id}$`));
  });

  test("a term's address fragment opens it on arrival", async ({ page }) => {
    // The last term in the page's order: the furthest down, picked from the content.
    const { id } = [...glossaryTerms].sort((a, b) => compareTerms(a.term, b.term)).at(-1)!;
    await page.goto(`/resources/glossary#${id}`);
    await waitForHydration(page);
    await expect(page.locator(`details#${id}`)).toHaveAttribute('open', '');
    await expect(page.locator(`details#${id}`)).toBeInViewport();
  });
});
