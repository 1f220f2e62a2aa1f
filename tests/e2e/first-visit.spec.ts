import type { Page } from '@playwright/test';
import { GAP_MS, speakingMs } from '../../src/components/layout/announcementQueue';
import { site } from '../../src/config/site';
import {
  expect,
  pageAnnouncements,
  recordAnnouncements,
  test,
  waitForBannerToTakePointer,
  waitForHydration,
  waitForWebFonts,
  type AnnouncementRecord,
} from './support/fixtures';
import { runClock, settled } from './support/pageTime';
import { expectEachHeardOnce, openWithScreenReader, type ScreenReader } from './support/screenReader';

/**
 * A first visit: no cookie choice is stored, so the banner arrives 1 s after load and speaks in the
 * page's one status region, while the visitor may already be doing something (docs/decisions/037).
 * What a person does in that first second is part of the behaviour: following a link, sending the
 * contact form. The browser's clock is held still once the page has hydrated and moved on by the
 * test, so "in the first second" and "while the banner arrives" happen every time, on a busy machine
 * too. What is heard comes from the virtual screen reader; when, from a record of the region.
 */
test.describe.configure({ timeout: 90_000 });

const bannerTitle = 'Cookie Consent';
const bannerArrival = `${bannerTitle}: choose Accept All or Decline in the banner.`;
/** How long the banner's message stays in the region (CookieBanner's ANNOUNCE_MS). */
const BANNER_SHOWN_MS = 3000;
const navigated = `Navigated to About ${site.companyName}`;
const sentOutcome = "Message Sent! Thank you for contacting us. We'll get back to you soon.";

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 720 }, phone: false },
  { name: 'a phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** When `text` was first put in the region, and proof that it replaced silence, not another message. */
function shownAt(record: AnnouncementRecord, text: string): number {
  const index = record.log.findIndex((entry) => entry.text === text);
  expect(index, `"${text}" was shown; the region showed: ${JSON.stringify(record.log)}`).toBeGreaterThanOrEqual(0);
  if (index > 0) expect(record.log[index - 1]!.text, `"${text}" came after an empty region, not over another message`).toBe('');
  return record.log[index]!.at;
}

async function fillContactForm(page: Page) {
  const field = (label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input, textarea'));
  await field('Name').fill('Siân Jones');
  await field('Email').fill('sian@example.org');
  await field('Subject').fill('JAWS training for a new job');
  await field('Message').fill('I start a new job next month and would like JAWS training, please.');
}

for (const screen of screens) {
  test.describe(`a first visit on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('a link followed in the first second: "Navigated to…", then the banner\'s news, each heard once, neither over the other', async ({
      page,
    }) => {
      const reader = await openWithScreenReader(page, '/', { holdClock: true });
      const read = await recordAnnouncements(page);
      const banner = page.getByRole('dialog', { name: 'Cookie Consent' });

      if (screen.phone) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
      // The clock has not moved since load: the link was followed within the first second.
      await expect(banner).toHaveCount(0);

      await runClock(page, 9000);
      await expect(banner).toBeVisible();
      const heard = await reader.heard();
      const spoken = heard.filter((phrase) => phrase.startsWith('polite:'));
      expect(spoken).toEqual([`polite: ${navigated}`, `polite: ${bannerArrival}`]);
      expectEachHeardOnce(heard, spoken);

      // The banner's news waited until "Navigated to…" could be said in full, and silence.
      const record = await read();
      const navigatedAt = shownAt(record, navigated);
      expect(shownAt(record, bannerArrival) - navigatedAt).toBeGreaterThanOrEqual(speakingMs(navigated) + GAP_MS);
    });

    test("the form sent just before the banner arrives: the outcome is heard once, and the banner's news waits until it has been said", async ({
      page,
    }) => {
      await page.route(`**${site.contactEndpoint}`, (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{}' }));
      const reader = await openWithScreenReader(page, '/contact', { holdClock: true });
      const read = await recordAnnouncements(page);
      const banner = page.getByRole('dialog', { name: 'Cookie Consent' });

      await fillContactForm(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      const outcome = page.getByRole('region', {
        name: "Message Sent! Thank you for contacting us. We'll get back to you soon.",
        exact: true,
      });
      await expect(outcome).toBeFocused();
      const focusedAt = await page.evaluate(() => performance.now());
      await expect(banner).toHaveCount(0);

      await runClock(page, 9000);
      await expect(banner).toBeAttached();
      const heard = await reader.heard();
      // The outcome, when focus reaches it: its name, then what it says. Once.
      const outcomeHeard = heard.filter((phrase) => phrase.includes('Message Sent!'));
      expect(outcomeHeard).toHaveLength(1);
      expect(outcomeHeard[0]).toContain("Thank you for contacting us. We'll get back to you soon.");
      // Then the banner's news, once; nothing else is said, and nothing assertively.
      const spoken = heard.filter((phrase) => /^(polite|assertive):/.test(phrase));
      expect(spoken).toEqual([`polite: ${bannerArrival}`]);
      expect(heard.indexOf(`polite: ${bannerArrival}`)).toBeGreaterThan(heard.indexOf(outcomeHeard[0]!));
      expect(heard.filter((phrase) => phrase.includes('Notification'))).toEqual([]);
      // It waited until the outcome could be said in full.
      expect(shownAt(await read(), bannerArrival) - focusedAt).toBeGreaterThanOrEqual(speakingMs(sentOutcome) + GAP_MS - 50);
    });

    test("the form sent as the banner arrives: the outcome taking focus cuts the banner's news short; the news is said again, in full, once the outcome has been said", async ({
      page,
    }) => {
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(`**${site.contactEndpoint}`, async (route) => {
        await answered;
        await route.fulfill({ status: 201, contentType: 'application/json', body: '{}' });
      });
      const reader = await openWithScreenReader(page, '/contact', { holdClock: true });
      const read = await recordAnnouncements(page);
      const banner = page.getByRole('dialog', { name: 'Cookie Consent' });

      await fillContactForm(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      // The banner arrives while the message is on its way; the answer comes straight after.
      await runClock(page, 1500);
      await expect(banner).toBeAttached();
      answer();
      const outcome = page.getByRole('region', {
        name: "Message Sent! Thank you for contacting us. We'll get back to you soon.",
        exact: true,
      });
      await expect(outcome).toBeFocused();
      const focusedAt = await page.evaluate(() => performance.now());
      await runClock(page, 9000);

      const heard = await reader.heard();
      const outcomeHeard = heard.filter((phrase) => phrase.includes('Message Sent!'));
      expect(outcomeHeard).toHaveLength(1);
      // The banner's news as it arrived, cut short when focus went to the outcome; then again, after it.
      const news = `polite: ${bannerArrival}`;
      expect(heard.filter((phrase) => /^(polite|assertive):/.test(phrase))).toEqual([news, news]);
      expect(heard.lastIndexOf(news)).toBeGreaterThan(heard.indexOf(outcomeHeard[0]!));
      expect(heard.indexOf(news)).toBeLessThan(heard.indexOf(outcomeHeard[0]!));

      const { log } = await read();
      const again = log.findLastIndex((entry) => entry.text === bannerArrival);
      // Emptied when focus moved, so nothing is left to speak over the outcome.
      expect(log[log.findIndex((entry) => entry.text === bannerArrival) + 1]).toEqual({ text: '', at: focusedAt });
      expect(log[again]!.at - focusedAt).toBeGreaterThanOrEqual(speakingMs(sentOutcome) + GAP_MS - 50);
      expect(log[again - 1]!.text).toBe('');
      expect(log[again + 1]?.text, 'the news said again stays its full time').toBe('');
      expect(log[again + 1]!.at - log[again]!.at).toBeGreaterThanOrEqual(BANNER_SHOWN_MS);
    });
  });
}

/**
 * A key press silences a screen reader (docs/decisions/037, issue 30). What the visitor asks for with a
 * key while the banner's message is being said starts within a second of the key, never after the
 * banner's words; the banner's message, cut short, is said again afterwards, in full, once. On the
 * smallest phone and on a laptop: the banner's message is longer where the banner comes at the end
 * of the page.
 */
const keySizes = [
  { name: '320x568', viewport: { width: 320, height: 568 } },
  { name: '1280x800', viewport: { width: 1280, height: 800 } },
] as const;

/** Moves the clock on until the banner's message is in the region; returns its words. */
async function untilTheBannerSpeaks(page: Page, read: () => Promise<AnnouncementRecord>): Promise<string> {
  for (let step = 0; step < 80; step += 1) {
    const shown = (await read()).log.find((entry) => entry.text.startsWith(`${bannerTitle}:`));
    if (shown) return shown.text;
    await runClock(page, 100);
  }
  throw new Error(`the banner's message never came; the region showed: ${JSON.stringify((await read()).log)}`);
}

/**
 * Everything after the key: the visitor's message was shown within a second of it, after an empty
 * region; the banner's message came again after it, once, and stayed its full time; each was heard
 * in that order, and nothing else.
 */
async function expectAnsweredAtOnce(
  reader: ScreenReader,
  record: AnnouncementRecord,
  { arrival, answer, pressedAt }: { arrival: string; answer: string; pressedAt: number },
) {
  const { log } = record;
  const answerAt = shownAt(record, answer);
  expect(answerAt - pressedAt, `"${answer}" after the key; the region showed: ${JSON.stringify(log)}`).toBeLessThanOrEqual(1000);
  expect(answerAt).toBeGreaterThanOrEqual(pressedAt);

  const bannerShown = log.flatMap((entry, index) => (entry.text === arrival ? [index] : []));
  expect(bannerShown, `the banner's message, cut short, then once again; the region showed: ${JSON.stringify(log)}`).toHaveLength(2);
  const again = bannerShown[1]!;
  expect(log[again]!.at).toBeGreaterThan(answerAt);
  expect(log[again - 1]!.text, "the banner's message again, after an empty region").toBe('');
  // In full: nothing took its place before it could be said, and it stayed its full time.
  expect(log[again + 1]?.text).toBe('');
  expect(log[again + 1]!.at - log[again]!.at).toBeGreaterThanOrEqual(BANNER_SHOWN_MS);

  const heard = await reader.heard();
  expect(heard.filter((phrase) => /^(polite|assertive):/.test(phrase))).toEqual([
    `polite: ${arrival}`,
    `polite: ${answer}`,
    `polite: ${arrival}`,
  ]);
  expectEachHeardOnce(heard, [`polite: ${answer}`]);
}

for (const size of keySizes) {
  test.describe(`a key pressed while the banner's message is being said (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('Enter on a link: "Navigated to…" within a second, then the banner\'s message again, in full, once', async ({ page }) => {
      const reader = await openWithScreenReader(page, '/', { holdClock: true });
      const read = await recordAnnouncements(page);
      const arrival = await untilTheBannerSpeaks(page, read);
      // A second into its words: it takes four seconds or more to say.
      await runClock(page, 1000);
      expect(speakingMs(arrival)).toBeGreaterThan(2000);

      const link = page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true });
      await link.focus();
      const pressedAt = await page.evaluate(() => performance.now());
      await link.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
      await runClock(page, 12_000);

      await expectAnsweredAtOnce(reader, await read(), { arrival, answer: navigated, pressedAt });
    });

    test('M on the video player: "Video muted" within a second, then the banner\'s message again, in full, once', async ({ page }) => {
      const reader = await openWithScreenReader(page, '/', { holdClock: true });
      const read = await recordAnnouncements(page);
      const arrival = await untilTheBannerSpeaks(page, read);
      await runClock(page, 1000);

      const video = page.locator('.video-player video');
      await video.focus();
      const pressedAt = await page.evaluate(() => performance.now());
      await video.press('m');
      await expect(page.locator('.video-player').getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
      await runClock(page, 12_000);

      await expectAnsweredAtOnce(reader, await read(), { arrival, answer: 'Video muted', pressedAt });
    });
  });
}

/**
 * The banner's arrival moves nothing on the page (CLS 0), for a reader at the top and for one who has
 * scrolled, on every screen the site is read on, and it never covers the element that has focus.
 */
const sizes = [
  { name: '320x568', viewport: { width: 320, height: 568 } },
  { name: '390x844', viewport: { width: 390, height: 844 } },
  { name: '412x823', viewport: { width: 412, height: 823 } },
  { name: '1280x800', viewport: { width: 1280, height: 800 } },
  // 1280x800 at 200% zoom: the page is laid out in half the CSS pixels.
  { name: '200% zoom', viewport: { width: 640, height: 400 } },
  { name: '200% text', viewport: { width: 1280, height: 800 }, text: '200%' },
] as const;

for (const size of sizes) {
  test(`the banner's arrival moves nothing and covers no focused link (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size.viewport);
    await page.addInitScript(() => {
      let shifts: { value: number; sources: string[] }[] = [];
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as { value: number; sources: { node?: Node }[] }[]) {
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) => (source.node as Element | undefined)?.className?.toString() ?? '?'),
          });
        }
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: 'layout-shift' });
      // The shifts so far, with those drawn but not yet handed to the observer's callback.
      const layoutShifts = () => {
        record(observer.takeRecords());
        return shifts;
      };
      const forget = () => {
        record(observer.takeRecords());
        shifts = [];
      };
      Object.assign(window, { layoutShifts, forgetLayoutShifts: forget });
    });
    for (const scrolled of [false, true]) {
      await page.goto('/privacy-policy');
      await waitForHydration(page);
      if ('text' in size)
        await page.evaluate((value) => document.documentElement.style.setProperty('font-size', value, 'important'), size.text);
      // A reader has a link or button near the foot of the window focused, where a banner would come:
      // at the top of the page, the lowest one on screen; scrolled, an email link in the policy's text.
      await page.evaluate((down) => {
        if (down) {
          const link = document.querySelector<HTMLElement>('main a[href^="mailto:"]')!;
          link.scrollIntoView({ block: 'end' });
          link.focus({ preventScroll: true });
          return;
        }
        const controls = [...document.querySelectorAll<HTMLElement>('a[href], button')];
        const onScreen = controls.filter((control) => {
          const rect = control.getBoundingClientRect();
          const middle = rect.top + rect.height / 2;
          return rect.width > 0 && middle > 0 && middle < window.innerHeight;
        });
        onScreen.at(-1)!.focus({ preventScroll: true });
      }, scrolled);
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      // Shifts that are not the banner's are forgotten: the web fonts' one re-layout as they come into
      // use (accepted: the owner's choice of font), which a busy machine may not have drawn before the
      // banner, and the text's new size, laid out and drawn (the header's height is measured a frame later).
      await waitForWebFonts(page);
      await settled(page);
      await page.evaluate(() => (window as unknown as { forgetLayoutShifts: () => void }).forgetLayoutShifts());
      const banner = page.getByRole('dialog', { name: 'Cookie Consent' });
      await expect(banner).toBeAttached({ timeout: 5000 });
      // The banner has arrived once it has been placed and said; then every shift its arrival caused is drawn, and reported.
      await expect(pageAnnouncements(page)).toHaveText(/^Cookie Consent: choose Accept All or Decline in the banner/);
      await settled(page);
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: () => unknown[] }).layoutShifts());
      expect(shifts, `layout shifts after the banner arrived (${scrolled ? 'scrolled' : 'at the top'})`).toEqual([]);
      // The focused link is still there to be seen: its centre is not under the banner or the header.
      await waitForBannerToTakePointer(page);
      const covered = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return 'nothing focused';
        const rect = element.getBoundingClientRect();
        const onTop = document.elementFromPoint(rect.left + Math.min(rect.width / 2, 10), rect.top + rect.height / 2);
        return onTop && (element === onTop || element.contains(onTop))
          ? null
          : `covered by ${onTop?.closest('[role="dialog"], header')?.tagName ?? onTop?.tagName}`;
      });
      expect(covered, `the focused link "${focused}" (${scrolled ? 'scrolled' : 'at the top'})`).toBeNull();
      // Scrolled or not, the banner's buttons can be reached and seen.
      await banner.getByRole('button', { name: 'Decline', exact: true }).scrollIntoViewIfNeeded();
      await expect(banner.getByRole('button', { name: 'Decline', exact: true })).toBeInViewport();
    }
  });

  test(`the notice never covers the focused outcome or the banner's buttons (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size.viewport);
    await page.route(`**${site.contactEndpoint}`, (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{}' }));
    await page.goto('/contact');
    await waitForHydration(page);
    if ('text' in size)
      await page.evaluate((value) => document.documentElement.style.setProperty('font-size', value, 'important'), size.text);
    const banner = page.getByRole('dialog', { name: 'Cookie Consent' });
    await expect(banner).toBeAttached({ timeout: 5000 });
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const outcome = page.getByRole('region', {
      name: "Message Sent! Thank you for contacting us. We'll get back to you soon.",
      exact: true,
    });
    await expect(outcome).toBeFocused();
    const notice = page.getByRole('region', { name: 'Notification: Message Sent!' });
    await expect(notice).toBeVisible();
    // Once the notice is laid out, the page keeps the focused element clear of it (fixedParts.ts): wait for that.
    const overlap = () =>
      page.evaluate(() => {
        const noticeBox = document.querySelector('[aria-label^="Notification:"]')!.getBoundingClientRect();
        const hidden = (element: Element | null) => {
          if (!element) return null;
          const rect = element.getBoundingClientRect();
          if (rect.bottom <= 0 || rect.top >= window.innerHeight) return null;
          const overlaps =
            rect.left < noticeBox.right && rect.right > noticeBox.left && rect.top < noticeBox.bottom && rect.bottom > noticeBox.top;
          return overlaps ? (element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)) : null;
        };
        const outcomeBox = document.activeElement!.getBoundingClientRect();
        return {
          outcomeOnScreen: outcomeBox.top >= 0 && outcomeBox.bottom <= window.innerHeight,
          covered: [hidden(document.activeElement), ...[...document.querySelectorAll('[role="dialog"] button')].map(hidden)].filter(
            Boolean,
          ),
        };
      });
    await expect.poll(overlap).toEqual({ outcomeOnScreen: true, covered: [] });
    // And it stays so once everything the notice's arrival started has been drawn.
    await settled(page);
    expect(await overlap()).toEqual({ outcomeOnScreen: true, covered: [] });
  });
}
