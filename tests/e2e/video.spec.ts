import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { whyChooseUsVideo as videoContent } from '../../src/content/video';
import { expect, pageAnnouncements, recordAnnouncements, test, waitForHydration } from './support/fixtures';
import { runClock } from './support/pageTime';
import { readFileSync } from 'node:fs';

// webvtt-parser is CommonJS: Playwright's loader cannot take a named import from it.
const { WebVTTParser } = createRequire(import.meta.url)('webvtt-parser') as typeof import('webvtt-parser');

const player = (page: Page) => page.locator('.video-player');
const video = (page: Page) => page.locator('.video-player video');
/** The player's news is said in the page's one status region (docs/decisions/037). */
const status = (page: Page) => pageAnnouncements(page);
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

test.beforeEach(async ({ page, withConsentStored }, testInfo) => {
  await withConsentStored('declined');
  // The page's timers on Playwright's clock, in step with real time until a test moves it on: what must
  // not happen by itself is shown not to happen in the page's time, not by waiting (docs/decisions/074).
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  if (testInfo.title.startsWith('fetches nothing')) return;
  // The player fetches its poster and the file's metadata only as it nears the screen.
  await player(page).scrollIntoViewIfNeeded();
  await video(page).evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve) =>
        element.readyState >= 1 ? resolve() : element.addEventListener('loadedmetadata', () => resolve(), { once: true }),
      ),
  );
});

test('fetches nothing of the video with the page: no poster, no file, until it nears the screen (only its captions, on by default)', async ({
  page,
}) => {
  await expect(player(page).getByText(/^Time: 0:00 \/ 1:06$/)).toBeVisible();
  await expect(video(page)).toHaveAttribute('preload', 'none');
  await expect(video(page)).not.toHaveAttribute('poster', /.*/);
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(fetched.filter((name) => name.includes('/videos/') && !name.endsWith(videoContent.captions))).toEqual([]);

  await player(page).scrollIntoViewIfNeeded();
  await expect(video(page)).toHaveAttribute('poster', videoContent.poster);
  await expect(video(page)).toHaveAttribute('preload', 'metadata');
});

test('never plays by itself, loads only metadata, and shows the time as m:ss / m:ss', async ({ page }) => {
  // Five seconds of the page's time after it came on screen with its metadata loaded.
  await runClock(page, 5000, 500);
  expect(await video(page).evaluate((element: HTMLVideoElement) => [element.paused, element.currentTime])).toEqual([true, 0]);
  await expect(video(page)).toHaveAttribute('preload', 'metadata');
  await expect(video(page)).not.toHaveAttribute('autoplay', /.*/);
  await expect(player(page).getByText(/^Time: 0:00 \/ 1:\d\d$/)).toBeVisible();
});

test('the controls are real buttons with visible names; play/pause changes its name, mute and captions are pressed states', async ({
  page,
}) => {
  const controls = player(page);
  await expect(controls.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Play' })).not.toHaveAttribute('aria-pressed', /.*/);
  await expect(controls.getByRole('button', { name: 'Rewind 5 seconds' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Forward 5 seconds' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');
  await expect(controls.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  await expect(controls.getByRole('button', { name: 'Full screen' })).toBeVisible();
  const slider = controls.getByRole('slider', { name: 'Volume' });
  await expect(slider).toHaveAttribute('min', '0');
  await expect(slider).toHaveAttribute('max', '1');
  await expect(slider).toHaveAttribute('step', '0.1');
  await expect(slider).toHaveAttribute('aria-valuetext', '100%');

  await controls.getByRole('button', { name: 'Play' }).click();
  await expect(controls.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(status(page)).toHaveText('Video playing');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await controls.getByRole('button', { name: 'Pause' }).click();
  await expect(status(page)).toHaveText('Video paused');
  await expect(controls.getByRole('button', { name: 'Play' })).toBeVisible();
});

test('every shortcut works with focus inside the player, each announced and cleared after about 1 s', async ({ page }) => {
  // Each message is in the region for about 1 s: a record of every change (not a look now and then,
  // which a busy machine can make miss a message) shows each one was said, in order.
  const read = await recordAnnouncements(page);
  const lastSaid = async () => (await read()).log.filter((entry) => entry.text).at(-1)?.text;
  const says = (text: string) => expect.poll(lastSaid).toBe(text);
  await video(page).focus();
  await page.keyboard.press('Space');
  await says('Video playing');
  await page.keyboard.press('k');
  await says('Video paused');
  await expect(status(page)).toHaveText('', { timeout: 2000 });

  // From the start (the video played a moment before it was paused), so the times are exact.
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 0));
  await page.keyboard.press('ArrowRight');
  await says('Forward 5 seconds, 0:05 of 1:06');
  expect(await currentTime(page)).toBeCloseTo(5, 0);
  await page.keyboard.press('ArrowLeft');
  await says('Rewind 5 seconds, 0:00 of 1:06');
  await page.keyboard.press('ArrowLeft');
  expect(await currentTime(page)).toBe(0);

  await page.keyboard.press('ArrowDown');
  await says('Volume down, 90%');
  await expect(player(page).getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '90%');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await says('Volume up, 100%');
  await expect(player(page).getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '100%');

  await page.keyboard.press('m');
  await says('Video muted');
  await expect(player(page).getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('M');
  await says('Video unmuted');

  await page.keyboard.press('f');
  await says('Entered fullscreen');
  await expect(player(page).getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  await page.keyboard.press('f');
  await says('Exited fullscreen');

  // Every message was emptied from the region after about 1 s, unless a key pressed while it was shown
  // brought newer news first: then it gave way, and the news came after a moment of empty region
  // (decision 037). Whether it gave way is read from the key presses, not from how soon the news came
  // (a busy machine can hold a timer or the record's own callback back).
  await expect(status(page)).toHaveText('', { timeout: 3000 });
  const { log, keys } = await read();
  const shown = log.flatMap((entry, index) => {
    const emptied = log[index + 1];
    if (!entry.text || emptied?.text !== '') return [];
    const next = log[index + 2];
    const keyWhileShown = keys.some((at) => at >= entry.at && at <= emptied.at);
    // The record holds the empty region as its own entry only when it stayed empty past the task
    // that emptied it: the moment of silence before the news.
    const gaveWay = keyWhileShown && next !== undefined && next.text !== '';
    return [{ text: entry.text, ms: emptied.at - entry.at, gaveWay }];
  });
  expect(shown.length).toBeGreaterThanOrEqual(10);
  expect(shown.filter(({ ms, gaveWay }) => (gaveWay ? ms > 2500 : ms < 900 || ms > 2500))).toEqual([]);
  expect(shown.at(-1)).toMatchObject({ text: 'Exited fullscreen', gaveWay: false });
});

test('Right is clamped at the end, and volume 0 counts as muted', async ({ page }) => {
  const duration = await video(page).evaluate((element: HTMLVideoElement) => element.duration);
  await video(page).evaluate((element: HTMLVideoElement, to) => (element.currentTime = to), duration - 2);
  await video(page).focus();
  await page.keyboard.press('ArrowRight');
  expect(await currentTime(page)).toBeCloseTo(duration, 0);

  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowDown');
  await expect(player(page).getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  await expect(player(page).getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', 'Muted, 0%');
  await page.keyboard.press('ArrowDown');
  await expect(player(page).getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', 'Muted, 0%');
});

test("the title and description are heard once, as the video's name and description, with the shortcuts described", async ({ page }) => {
  await expect(video(page)).toHaveAccessibleName(videoContent.title);
  const shortcuts = page.getByText(/^Keyboard shortcuts while the player has focus:/);
  await expect(shortcuts).toBeVisible();
  await expect(video(page)).toHaveAccessibleDescription(`${videoContent.description} ${await shortcuts.textContent()}`);
  await expect(page.locator('figure figcaption')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('figure')).not.toHaveAttribute('aria-labelledby', /.*/);
});

test('in forced colours, a pressed Mute or Captions button looks different from one not pressed', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const colours = (name: string) =>
    player(page)
      .getByRole('button', { name })
      .evaluate((button) => ({ background: getComputedStyle(button).backgroundColor, pressed: button.getAttribute('aria-pressed') }));
  const captionsOn = await colours('Captions');
  const muteOff = await colours('Mute');
  expect([captionsOn.pressed, muteOff.pressed]).toEqual(['true', 'false']);
  expect(captionsOn.background).not.toBe(muteOff.background);
  await player(page).getByRole('button', { name: 'Mute' }).click();
  expect((await colours('Mute')).background).toBe(captionsOn.background);
});

test('no shortcut works with focus outside the player', async ({ page }) => {
  const read = await recordAnnouncements(page);
  await page.getByRole('link', { name: 'Learn About Us' }).focus();
  for (const key of ['k', 'm', 'f', 'ArrowRight', 'ArrowUp']) await page.keyboard.press(key);
  // Each key has been handled when its press returns; the player's news would come through the status region's timers.
  await runClock(page, 2000);
  expect(
    await video(page).evaluate((element: HTMLVideoElement) => [element.paused, element.currentTime, element.muted, element.volume]),
  ).toEqual([true, 0, false, 1]);
  await expect(status(page)).toHaveText('');
  expect((await read()).log, 'nothing was said, even for a moment').toEqual([]);
});

test('keys keep their own meaning on a focused button or the slider', async ({ page }) => {
  // Space presses the Mute button: it mutes, and does not also start the video.
  await player(page).getByRole('button', { name: 'Mute' }).focus();
  await page.keyboard.press('Space');
  await expect(player(page).getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await page.keyboard.press('Space');

  // On the slider the arrows set the volume; they do not seek.
  const slider = player(page).getByRole('slider', { name: 'Volume' });
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', '90%');
  expect(await currentTime(page)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '100%');
});

test('captions show the narration, and the Captions button turns them off and on', async ({ page }) => {
  const vtt = new WebVTTParser().parse(readFileSync(`public${videoContent.captions}`, 'utf8'), 'metadata').cues;
  await video(page).evaluate((element: HTMLVideoElement) => (element.muted = true));
  await player(page).getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(
      () =>
        video(page).evaluate((element: HTMLVideoElement) =>
          [...(element.textTracks[0]?.activeCues ?? [])].map((cue) => (cue as VTTCue).text).join(' '),
        ),
      {
        timeout: 6000,
      },
    )
    .toContain(vtt[0]!.text.split(' ')[0]!);
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.textTracks[0]!.mode)).toBe('showing');

  await player(page).getByRole('button', { name: 'Captions' }).click();
  await expect(player(page).getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.textTracks[0]!.mode)).toBe('hidden');
  await player(page).getByRole('button', { name: 'Captions' }).click();
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.textTracks[0]!.mode)).toBe('showing');
});

test('the end sets it to not playing and says so', async ({ page }) => {
  const duration = await video(page).evaluate((element: HTMLVideoElement) => element.duration);
  await video(page).evaluate((element: HTMLVideoElement, to) => {
    element.muted = true;
    element.currentTime = to;
  }, duration - 1);
  await player(page).getByRole('button', { name: 'Play' }).click();
  await expect(status(page)).toHaveText('Video ended', { timeout: 5000 });
  await expect(player(page).getByRole('button', { name: 'Play' })).toBeVisible();
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.ended)).toBe(true);
});

test('the transcript holds every word of the narration', async ({ page }) => {
  await page.getByText('Transcript of the video').click();
  for (const segment of videoContent.segments) await expect(page.getByText(segment.narration)).toBeVisible();
});

test('axe finds nothing in the player, paused, playing and muted', async ({ page }) => {
  const check = async () => {
    const { violations } = await new AxeBuilder({ page })
      .include('.video-player')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
  };
  await check();
  await video(page).evaluate((element: HTMLVideoElement) => (element.muted = true));
  await player(page).getByRole('button', { name: 'Play' }).click();
  await expect(player(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await check();
  await player(page).getByRole('button', { name: 'Pause' }).click();
  await player(page).getByRole('button', { name: 'Mute' }).click();
  await check();
});

test("with JavaScript off, the browser's own controls play the video", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/');
  await expect(noScript.locator('video')).toHaveAttribute('controls', '');
  await expect(noScript.locator('.player-controls')).toBeHidden();
  await context.close();
});
