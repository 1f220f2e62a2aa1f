import { expect, it } from 'vitest';
import { walkJourney } from '../../scripts/orca/journey';
import { videoPlayer } from '../../scripts/orca/journeys';
import { whyChooseUsVideo } from '../../src/content/video';
import { expectEachHeardOnce, heardFrom } from './heard';

/*
 * Issue 44: the video player's keys, as Orca 43 on Chromium hears them (docs/decisions/084). Tabbing
 * to the video says its name, then its description with its shortcuts; each key's news is said once.
 *
 * Where Orca and the virtual screen reader (tests/e2e/screen-reader.spec.ts) differ: the virtual one
 * sends the keys straight to the player. Orca's browse mode takes arrows and letters for its own
 * reading (as NVDA's and JAWS's do), so on the player the listener turns focus mode on first (Orca+A),
 * as the player's description does not say. That is a listener's step, not a fault of the player.
 */
it("the video's keys: its name and shortcuts heard, then each press's news once", async () => {
  const speech = await walkJourney(videoPlayer);
  const news = [
    'Forward 5 seconds, 0:05 of 1:06',
    'Rewind 5 seconds, 0:00 of 1:06',
    'Volume down, 90%',
    'Volume up, 100%',
    'Video muted',
    'Video unmuted',
    'Video playing',
    'Video paused',
  ];
  const shortcuts =
    'Keyboard shortcuts while the player has focus: Space or K, play or pause; Left and Right arrows, back or forward 5 seconds; Up and Down arrows, volume; M, mute; F, full screen.';
  const name = `${whyChooseUsVideo.title} video.`;
  expect(heardFrom(speech, name)).toEqual([name, `${whyChooseUsVideo.description} ${shortcuts}`, ...news]);
  expectEachHeardOnce(speech, news);
});
