import { useEffect, useState, type RefObject, type SyntheticEvent } from 'react';
import { announceVideo } from './announceVideo';
import {
  changeVolume,
  formatTime,
  initialPlayerState,
  isMuted,
  playerMessages,
  seekBy,
  setVolume,
  toggleMute,
  volumeText,
  type PlayerState,
} from './playerState';

/** Show or hide the captions track (the first text track). */
function setCaptions(element: HTMLVideoElement | null, on: boolean) {
  const track = element?.textTracks[0];
  if (track) track.mode = on ? 'showing' : 'hidden';
}

/**
 * What the player shows and does with its <video>: the state its controls draw (playing, time,
 * volume, muted, captions), the actions its buttons and shortcuts call, each announcing what changed
 * in SPEC's words, and the handlers that keep the state in step with the element, whoever changed it.
 * The arithmetic is playerState.ts's; this is its link to the element.
 */
export function useVideoPlayback(videoRef: RefObject<HTMLVideoElement | null>, durationSeconds: number, enhanced: boolean) {
  const [state, setState] = useState<PlayerState>({ ...initialPlayerState, duration: durationSeconds });
  const [captionsOn, setCaptionsOn] = useState(true);
  const video = () => videoRef.current;

  const apply = (next: PlayerState) => {
    const element = video();
    if (!element) return;
    element.volume = next.volume;
    element.muted = isMuted(next);
    setState(next);
  };

  const togglePlay = () => {
    const element = video();
    if (!element) return;
    if (element.paused || element.ended) void element.play().catch(() => {});
    else element.pause();
  };

  const seek = (delta: number) => {
    const element = video();
    if (!element) return;
    const next = seekBy({ ...state, currentTime: element.currentTime, duration: element.duration || state.duration }, delta);
    element.currentTime = next.currentTime;
    setState(next);
    // SPEC's words, then where the video now is: "Forward 5 seconds, 0:15 of 1:06".
    announceVideo(
      `${delta < 0 ? playerMessages.rewind : playerMessages.forward}, ${formatTime(next.currentTime)} of ${formatTime(next.duration)}`,
    );
  };

  const stepVolume = (delta: number) => {
    const next = changeVolume(state, delta);
    apply(next);
    // SPEC's words, then the level: "Volume down, 90%".
    announceVideo(`${delta > 0 ? playerMessages.volumeUp : playerMessages.volumeDown}, ${volumeText(next)}`);
  };

  const mute = () => {
    const next = toggleMute(state);
    apply(next);
    announceVideo(isMuted(next) ? playerMessages.muted : playerMessages.unmuted);
  };

  const toggleCaptions = () => {
    setCaptions(video(), !captionsOn);
    setCaptionsOn(!captionsOn);
  };

  const setVolumeTo = (volume: number) => apply(setVolume(state, volume));

  // The <video> may have loaded its metadata before React hydrated and attached onLoadedMetadata:
  // read what the element already knows.
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    const syncDuration = () => setState((current) => ({ ...current, duration: element.duration }));
    element.addEventListener('loadedmetadata', syncDuration);
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) queueMicrotask(syncDuration);
    return () => element.removeEventListener('loadedmetadata', syncDuration);
  }, [videoRef]);

  // Captions follow the button from the start (the track is marked default).
  useEffect(() => {
    if (enhanced) setCaptions(videoRef.current, true);
  }, [videoRef, enhanced]);

  /** The <video>'s own events: the state follows the element, and its changes are announced. */
  const mediaEvents = {
    onPlay: () => {
      setState((current) => ({ ...current, playing: true }));
      announceVideo(playerMessages.playing);
    },
    onPause: (event: SyntheticEvent<HTMLVideoElement>) => {
      setState((current) => ({ ...current, playing: false }));
      // At the end the browser pauses and then ends: only "Video ended" is news.
      if (!event.currentTarget.ended) announceVideo(playerMessages.paused);
    },
    onEnded: (event: SyntheticEvent<HTMLVideoElement>) => {
      const element = event.currentTarget;
      setState((current) => ({ ...current, playing: false, currentTime: element.duration }));
      announceVideo(playerMessages.ended);
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => {
      const time = event.currentTarget.currentTime;
      setState((current) => ({ ...current, currentTime: time }));
    },
    onVolumeChange: (event: SyntheticEvent<HTMLVideoElement>) => {
      const element = event.currentTarget;
      setState((current) => setVolume({ ...current, muted: element.muted }, element.volume));
    },
  };

  return { state, muted: isMuted(state), captionsOn, togglePlay, seek, stepVolume, mute, toggleCaptions, setVolumeTo, mediaEvents };
}
