import type { KeyboardEvent } from 'react';
import { SEEK_STEP_SECONDS, VOLUME_STEP } from './playerState';

/** What the shortcuts do to the video: useVideoPlayback's actions. */
export interface PlaybackActions {
  togglePlay(): void;
  seek(deltaSeconds: number): void;
  stepVolume(delta: number): void;
  mute(): void;
}

/**
 * The player's keyboard shortcuts (SPEC §4), as a keydown handler (a plain function, not a hook: it
 * keeps no state): Space or K, play or pause; Left and Right, back or forward 5 s; Up and Down,
 * volume; M, mute; F, full screen. The handler goes on the player's box,
 * so they work only while focus is inside the player, and never take a key from a button or the
 * slider that already has a meaning for it, nor one pressed with Alt, Ctrl or Meta.
 */
export function videoShortcutHandler(actions: PlaybackActions, toggleFullscreen: () => void) {
  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const onButton = target.tagName === 'BUTTON';
    const onSlider = target instanceof HTMLInputElement && target.type === 'range';
    switch (event.key) {
      case ' ':
        // Space already presses a focused button, and the slider ignores it: only the video takes it.
        if (onButton || onSlider) return;
        actions.togglePlay();
        break;
      case 'k':
      case 'K':
        actions.togglePlay();
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        // On the slider the arrows change the volume, as a slider's arrows should.
        if (onSlider) return;
        actions.seek(event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS);
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        if (onSlider) return;
        actions.stepVolume(event.key === 'ArrowUp' ? VOLUME_STEP : -VOLUME_STEP);
        break;
      case 'm':
      case 'M':
        actions.mute();
        break;
      case 'f':
      case 'F':
        toggleFullscreen();
        break;
      default:
        return;
    }
    event.preventDefault();
  };
}
