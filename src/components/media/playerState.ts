/**
 * The video player's state and rules (SPEC §4 "Video player", §9 shortcuts), as pure functions: the
 * component applies the result to the <video> element and announces the message.
 */
export interface PlayerState {
  playing: boolean;
  muted: boolean;
  /** 0 to 1. */
  volume: number;
  currentTime: number;
  duration: number;
}

export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;
/** SPEC §9: status messages stay for 1000 ms. */
export const STATUS_CLEAR_MS = 1000;

/** SPEC §4's status messages, word for word. */
export const playerMessages = {
  paused: 'Video paused',
  playing: 'Video playing',
  muted: 'Video muted',
  unmuted: 'Video unmuted',
  ended: 'Video ended',
  enteredFullscreen: 'Entered fullscreen',
  exitedFullscreen: 'Exited fullscreen',
  rewind: 'Rewind 5 seconds',
  forward: 'Forward 5 seconds',
  volumeUp: 'Volume up',
  volumeDown: 'Volume down',
} as const;

export const initialPlayerState: PlayerState = { playing: false, muted: false, volume: 1, currentTime: 0, duration: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
/** Volume in tenths, so 0.1 steps never drift (0.7 + 0.1 is 0.8, not 0.7999...). */
const tenths = (value: number) => Math.round(value * 10) / 10;

/** "m:ss", seconds padded to two digits; anything not a finite, non-negative number is 0:00. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function togglePlay(state: PlayerState): PlayerState {
  return { ...state, playing: !state.playing };
}

/** Ending the video sets it to not playing. */
export function end(state: PlayerState): PlayerState {
  return { ...state, playing: false, currentTime: state.duration };
}

/** Left and Right: 5 s, never before 0 nor past the end. */
export function seekBy(state: PlayerState, delta: number): PlayerState {
  const max = state.duration > 0 ? state.duration : Math.max(state.currentTime + delta, 0);
  return { ...state, currentTime: clamp(state.currentTime + delta, 0, max) };
}

/** Volume within 0 to 1; volume 0 counts as muted, and raising it from 0 unmutes. */
export function setVolume(state: PlayerState, volume: number): PlayerState {
  const next = clamp(tenths(volume), 0, 1);
  let muted = state.muted;
  if (next === 0) muted = true;
  // Muted only because the volume was 0: turning it up brings the sound back.
  else if (state.volume === 0) muted = false;
  return { ...state, volume: next, muted };
}

export function changeVolume(state: PlayerState, delta: number): PlayerState {
  return setVolume(state, state.volume + delta);
}

/** M: mute or unmute. Unmuting at volume 0 brings the volume back to one step, so it can be heard. */
export function toggleMute(state: PlayerState): PlayerState {
  if (isMuted(state)) return { ...state, muted: false, volume: state.volume === 0 ? VOLUME_STEP : state.volume };
  return { ...state, muted: true };
}

/** Volume 0 counts as muted. */
export function isMuted(state: PlayerState): boolean {
  return state.muted || state.volume === 0;
}

/** The volume for assistive technology, as a percentage. */
export function volumeText(state: PlayerState): string {
  return isMuted(state) ? `Muted, ${Math.round(state.volume * 100)}%` : `${Math.round(state.volume * 100)}%`;
}
