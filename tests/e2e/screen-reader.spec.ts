import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '../../scripts/shared/buildPaths';
import { site } from '../../src/config/site';
import { glossaryTerms } from '../../src/content/generated/glossaryTerms';
import { whyChooseUsVideo } from '../../src/content/video';
import { ALL_CATEGORIES, countText as glossaryCountText, filterTerms } from '../../content-model/text/glossary.ts';
import { contactHints } from '../../src/lib/contactRules';
import { createSiteSearch } from '../../src/lib/search/engine';
import { SEARCH_INDEX_PATH } from '../../src/lib/search/query';
import { countText } from '../../src/lib/search/resultsHtml';
import type { SearchIndexFile } from '../../content-model/search/types.ts';
import { expect, test } from './support/fixtures';
import { runClock } from './support/pageTime';
import { expectEachHeardOnce, openWithScreenReader } from './support/screenReader';

/**
 * What a screen reader user hears on the key journeys, recorded by @guidepup/virtual-screen-reader
 * in the built site (docs/decisions/027). Automated rules cannot hear an announcement made twice, or
 * an error never announced: these tests can. Each expected phrase is asserted, and asserted to be
 * spoken once for the one change that causes it.
 */
// Each journey waits for what it hears, as a listener does: on a busy machine that takes a while.
test.describe.configure({ timeout: 60_000 });

/**
 * The page's timers are Playwright's clock, installed before the page loads and running in step with
 * real time, so a test can move it on at once: `runClock(page, ms)` runs every message due in that
 * time, said and then emptied from the status region, so the next change starts from silence and a
 * message said twice would have been heard by now. No real time is waited for (docs/decisions/074).
 */
test.beforeEach(({ page }) => page.clock.install());

test('a page load says nothing of its own; a client-side navigation says "Navigated to …" once', async ({ page, withConsentStored }) => {
  await withConsentStored('declined');
  const reader = await openWithScreenReader(page, '/');
  await runClock(page, 1500);
  // Loaded, the page announces nothing: the screen reader reads it from the top.
  expect(await reader.heard()).toEqual(['document']);
  await reader.next();
  await reader.next();
  await reader.next();
  expect((await reader.heard()).slice(1)).toEqual(['link, Skip to main content', 'banner', `link, ${site.companyName}, home`]);

  await reader.tabTo('link, About us');
  await reader.act();
  await reader.waitToHear(`polite: Navigated to About ${site.companyName}`);
  await runClock(page, 1500);
  const heard = await reader.heard();
  // Focus went to the new page's main content, and the news was spoken once.
  expect(heard.slice(heard.indexOf('link, About us'))).toEqual([
    'link, About us',
    'main',
    `polite: Navigated to About ${site.companyName}`,
  ]);
  expectEachHeardOnce(heard, [`polite: Navigated to About ${site.companyName}`]);
});

test('the cookie banner: its arrival and the choice saved are each heard once', async ({ page }) => {
  const reader = await openWithScreenReader(page, '/');
  const arrival = 'polite: Cookie Consent: choose Accept All or Decline in the banner.';
  await reader.waitToHear(arrival);
  // Over the foot of the window (1280x720 leaves room for it), so first in the Tab order after the skip link.
  await expect(page.getByRole('dialog', { name: 'Cookie Consent' })).toBeInViewport();

  // This reader activates by a simulated pointer press, which the banner lets through to the page in
  // its first half second (docs/decisions/094); a real screen reader's activation is not a pointer
  // (tests/orca/firstVisit.test.ts presses Decline with Enter). The page's clock moves past it.
  await runClock(page, 500);
  await reader.tabTo('button, Decline');
  const heard = await reader.heard();
  // Tabbing into the banner names it as a dialog, with its description, before its first control.
  expect(heard.slice(heard.indexOf('link, Skip to main content'))).toEqual([
    'link, Skip to main content',
    'dialog, Cookie Consent, This site does not track you. We only keep your choice on this device. Read our privacy policy., not modal',
    'link, privacy policy',
    'button, Accept All',
    'button, Decline',
  ]);

  await reader.act();
  const saved = 'polite: Cookie choice saved: analytics declined.';
  await reader.waitToHear(saved);
  await runClock(page, 3500);
  const after = await reader.heard();
  // Focus goes back to where it was before the banner (the skip link), and the choice is confirmed.
  expect(after.slice(after.lastIndexOf('button, Decline') + 1)).toEqual(['link, Skip to main content', saved]);
  expectEachHeardOnce(after, [arrival, saved]);
  await expect(page.getByRole('dialog', { name: 'Cookie Consent' })).toHaveCount(0);
});

test('the contact form sent empty: the error summary is heard once, then each field with its error', async ({
  page,
  withConsentStored,
}) => {
  await withConsentStored('declined');
  const reader = await openWithScreenReader(page, '/contact', { container: 'main' });
  await reader.tabTo('button, Send Message');
  await reader.act();
  const summary = 'region, There is a problem 4 answers need correcting:';
  await reader.waitToHear(summary);
  await runClock(page, 500);

  // The summary's links, then each field, reached with Tab: each field says its error as it is reached.
  // The library names fields as Testing Library does (dom-accessibility-api), which joins "Name" and
  // the span " (required)" without their space; Chromium says "Name (required)" (contact.spec.ts).
  const fields = [
    // Its rule (the hint) first, as before anything was typed, then what is wrong.
    `textbox, Name(required), ${contactHints.name} Error: Name must be at least 2 characters, invalid, required`,
    `textbox, Email(required), ${contactHints.email} Error: Invalid email address, invalid, required`,
    `textbox, Phone(optional), ${contactHints.phone}`,
    `textbox, Subject(required), ${contactHints.subject} Error: Subject must be at least 3 characters, invalid, required`,
    `textbox, Message(required), ${contactHints.message} Error: Message must be at least 20 characters, invalid, required`,
  ];
  await reader.tabTo(fields.at(-1)!);
  const heard = await reader.heard();
  // From the submit on (the fields were also heard once on the way to the button, before it).
  const afterSubmit = heard.slice(heard.indexOf('button, Send Message') + 1);
  expect(afterSubmit).toEqual([
    summary,
    'link, Name must be at least 2 characters',
    'link, Invalid email address',
    'link, Subject must be at least 3 characters',
    'link, Message must be at least 20 characters',
    ...fields,
  ]);
  // Nothing about the errors is spoken by a live region as well: the summary takes focus, once.
  expectEachHeardOnce(afterSubmit, [summary, ...fields]);
  expect(heard.filter((phrase) => phrase.startsWith('polite:') || phrase.startsWith('assertive:'))).toEqual([]);
});

test('the glossary filtered: its count is heard once, after typing stops', async ({ page, withConsentStored }) => {
  await withConsentStored('declined');
  // The whole page: the count is said in the page's one status region, after the footer.
  const reader = await openWithScreenReader(page, '/resources/glossary');
  await reader.tabTo('searchbox, Search terms');

  const count = `polite: ${glossaryCountText(filterTerms(glossaryTerms, 'screen', ALL_CATEGORIES).length, glossaryTerms.length)}`;
  await reader.type('screen');
  await reader.waitToHear(count);
  await runClock(page, 1500);

  // "screenzzzz" matches nothing.
  const none = 'polite: No terms found matching your search.';
  await reader.type('zzzz');
  await reader.waitToHear(none);
  await runClock(page, 1500);

  const heard = await reader.heard();
  expectEachHeardOnce(heard, [count, none]);
  // The last thing heard is the count for what was typed last.
  expect(heard.filter((phrase) => phrase.startsWith('polite:')).at(-1)).toBe(none);
});

test("the video's keyboard shortcuts: each is described, and each press is announced once", async ({ page, withConsentStored }) => {
  await withConsentStored('declined');
  // The player's news is said in the page's one status region: the screen reader listens to the page.
  const reader = await openWithScreenReader(page, '/');
  const video = page.locator('.video-player video');
  await video.scrollIntoViewIfNeeded();
  await video.evaluate((element: HTMLVideoElement) =>
    element.readyState >= 1 ? undefined : new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true })),
  );

  // Tabbing to the video says its name, then its description: what it shows, and its shortcuts.
  const shortcuts =
    'Keyboard shortcuts while the player has focus: Space or K, play or pause; Left and Right arrows, back or forward 5 seconds; Up and Down arrows, volume; M, mute; F, full screen.';
  const videoHeard = `${whyChooseUsVideo.title}, ${whyChooseUsVideo.description} ${shortcuts}`;
  await reader.tabTo(videoHeard, 80);

  const presses: [string, string][] = [
    ['ArrowRight', 'polite: Forward 5 seconds, 0:05 of 1:06'],
    ['ArrowLeft', 'polite: Rewind 5 seconds, 0:00 of 1:06'],
    ['ArrowDown', 'polite: Volume down, 90%'],
    ['ArrowUp', 'polite: Volume up, 100%'],
    ['m', 'polite: Video muted'],
    ['m', 'polite: Video unmuted'],
    ['k', 'polite: Video playing'],
    ['k', 'polite: Video paused'],
  ];
  for (const [key, announcement] of presses) {
    await reader.press(key);
    // A listener hears each announcement before pressing the next key.
    await reader.waitToHear(announcement);
    await runClock(page, 1100);
  }
  const heard = await reader.heard();
  expectEachHeardOnce(
    heard,
    presses.map(([, announcement]) => announcement),
  );
  expect(heard.filter((phrase) => phrase.startsWith('polite:'))).toEqual(presses.map(([, announcement]) => announcement));
});

test('search results: the count as a heading, each result a heading and a link that says where it is; a new search is heard once', async ({
  page,
  withConsentStored,
}) => {
  await withConsentStored('declined');
  const search = createSiteSearch(JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile);
  const found = search.search('Insert+F7');
  const [first] = found.results;
  const name = (result: typeof first) => `${result!.title.map((piece) => piece.text).join('')}, ${result!.page}, ${result!.section}`;

  const reader = await openWithScreenReader(page, '/search?q=Insert%2BF7');
  const field =
    'searchbox, Search this site, Insert+F7, A program, a key, a task or a question, such as “Insert+F7” or “how do I stop JAWS talking”.';
  await reader.tabTo(field);
  await reader.press('Tab');
  for (let step = 0; step < 9; step += 1) await reader.next();
  // The virtual screen reader joins a link's parts with a space, before the comma between them too.
  const heard = (await reader.heard()).map((phrase) => phrase.replaceAll(' ,', ','));
  expect(heard.slice(heard.lastIndexOf('button, Search') + 1, heard.lastIndexOf('button, Search') + 7)).toEqual([
    'end of search, Search this site',
    `heading, ${countText(found)}, level 2`,
    'list',
    `listitem, level 1, position 1, set size ${found.results.length}`,
    `heading, ${name(first)}, level 3`,
    `link, ${name(first)}`,
  ]);
  // The words matched are marked, and a screen reader can say so.
  expect(heard).toContain('mark');

  // A new search from the page's own form: its count is said once.
  for (let step = 0; step < 20 && !(await reader.heard()).at(-1)?.startsWith('searchbox, Search this site, Insert+F7'); step += 1) {
    await reader.press('Shift+Tab');
  }
  for (const _ of 'Insert+F7') await reader.press('Backspace');
  await reader.type('narator');
  await reader.press('Enter');
  const count = `polite: ${countText(search.search('narator'))}`;
  await reader.waitToHear(count);
  await runClock(page, 1500);
  expectEachHeardOnce(await reader.heard(), [count]);
  await expect(page).toHaveURL('/search?q=narator');
});

test('search results: a page’s own result is heard by its name once; the owner’s best bet is heard as the best match', async ({
  page,
  withConsentStored,
}) => {
  await withConsentStored('declined');
  const search = createSiteSearch(JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile);
  // The virtual screen reader joins a name's parts with a space, before a comma or colon too.
  const spoken = async () => (await reader.heard()).map((phrase) => phrase.replaceAll(' ,', ',').replaceAll(' :', ':'));
  /** Reads on from the Search button to the first result's link; what was heard from the button. */
  const readFirstResult = async () => {
    await reader.press('Tab');
    for (let step = 0; step < 15 && !(await spoken()).at(-1)?.startsWith('link, '); step += 1) await reader.next();
    const heard = await spoken();
    return heard.slice(heard.lastIndexOf('button, Search') + 1);
  };

  const reader = await openWithScreenReader(page, '/search?q=jaws');
  await reader.tabTo(
    'searchbox, Search this site, jaws, A program, a key, a task or a question, such as “Insert+F7” or “how do I stop JAWS talking”.',
  );
  // The tutorial's own result: its name, once, in the heading and in the link.
  const tutorial = await readFirstResult();
  expect(tutorial.slice(-2)).toEqual(['heading, JAWS Screen Reader Tutorial, level 3', 'link, JAWS Screen Reader Tutorial']);
  expect(tutorial.join(' | ')).not.toContain('JAWS Screen Reader Tutorial, JAWS Screen Reader Tutorial');

  // Searching "how much does it cost": the owner's pinned answer, first, says it is the best match.
  for (let step = 0; step < 20 && !(await reader.heard()).at(-1)?.startsWith('searchbox, Search this site, jaws'); step += 1) {
    await reader.press('Shift+Tab');
  }
  for (const _ of 'jaws') await reader.press('Backspace');
  await reader.type('how much does it cost');
  await reader.press('Enter');
  await reader.waitToHear(`polite: ${countText(search.search('how much does it cost'))}`);
  await expect(page).toHaveURL('/search?q=how%20much%20does%20it%20cost');
  const best = await readFirstResult();
  // The heading, with the words of the mark; the mark, read on; the link, in its own words.
  expect(best.slice(-3)).toEqual([
    'heading, Best match: A personalised quote, Home, Support That Continues After Training, level 3',
    'Best match:',
    'link, A personalised quote, Home, Support That Continues After Training',
  ]);
});
