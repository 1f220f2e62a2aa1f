import { describe, expect, it } from 'vitest';
import {
  changeVolume,
  end,
  formatTime,
  initialPlayerState,
  isMuted,
  seekBy,
  setVolume,
  toggleMute,
  togglePlay,
  volumeText,
  type PlayerState,
} from '../../../src/components/media/playerState';

const at = (overrides: Partial<PlayerState>): PlayerState => ({ ...initialPlayerState, duration: 66, ...overrides });

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [9.99, '0:09'],
    [60, '1:00'],
    [66.2, '1:06'],
    [3599, '59:59'],
    [3600, '60:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('%s seconds is %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });
});

describe('playing and ending', () => {
  it('toggles between playing and paused', () => {
    const playing = togglePlay(at({}));
    expect(playing.playing).toBe(true);
    expect(togglePlay(playing).playing).toBe(false);
  });

  it('the end sets it to not playing', () => {
    expect(end(at({ playing: true, currentTime: 65.9 }))).toMatchObject({ playing: false, currentTime: 66 });
  });
});

describe('seeking by 5 seconds', () => {
  it('moves back and forward', () => {
    expect(seekBy(at({ currentTime: 20 }), -5).currentTime).toBe(15);
    expect(seekBy(at({ currentTime: 20 }), 5).currentTime).toBe(25);
  });

  it('is clamped at 0 and at the duration', () => {
    expect(seekBy(at({ currentTime: 3 }), -5).currentTime).toBe(0);
    expect(seekBy(at({ currentTime: 0 }), -5).currentTime).toBe(0);
    expect(seekBy(at({ currentTime: 63 }), 5).currentTime).toBe(66);
    expect(seekBy(at({ currentTime: 66 }), 5).currentTime).toBe(66);
  });
});

describe('volume', () => {
  it('moves in steps of 0.1 without drifting', () => {
    let state = at({ volume: 0.5 });
    for (let i = 0; i < 3; i += 1) state = changeVolume(state, 0.1);
    expect(state.volume).toBe(0.8);
  });

  it('stays within 0 and 1', () => {
    expect(changeVolume(at({ volume: 1 }), 0.1).volume).toBe(1);
    expect(changeVolume(at({ volume: 0 }), -0.1).volume).toBe(0);
    expect(setVolume(at({}), 7).volume).toBe(1);
  });

  it('0 counts as muted, and raising it from 0 unmutes', () => {
    const silent = changeVolume(at({ volume: 0.1 }), -0.1);
    expect(silent.volume).toBe(0);
    expect(isMuted(silent)).toBe(true);
    const audible = changeVolume(silent, 0.1);
    expect(audible.volume).toBe(0.1);
    expect(isMuted(audible)).toBe(false);
  });

  it('reads as a percentage', () => {
    expect(volumeText(at({ volume: 0.7 }))).toBe('70%');
    expect(volumeText(at({ volume: 0.7, muted: true }))).toBe('Muted, 70%');
  });
});

describe('mute', () => {
  it('toggles, keeping the volume', () => {
    const muted = toggleMute(at({ volume: 0.6 }));
    expect(muted).toMatchObject({ muted: true, volume: 0.6 });
    expect(toggleMute(muted)).toMatchObject({ muted: false, volume: 0.6 });
  });

  it('unmuting at volume 0 makes it audible again', () => {
    const unmuted = toggleMute(at({ volume: 0, muted: true }));
    expect(isMuted(unmuted)).toBe(false);
    expect(unmuted.volume).toBe(0.1);
  });

  it('lowering the volume of a muted player keeps it muted', () => {
    expect(isMuted(changeVolume(at({ volume: 0.6, muted: true }), -0.1))).toBe(true);
  });
});
