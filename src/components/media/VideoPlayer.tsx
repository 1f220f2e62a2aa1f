import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { announce as announceInPage } from '../layout/announcer';
import { CaptionsIcon, ForwardIcon, FullscreenIcon, PauseIcon, PlayIcon, RewindIcon, VolumeIcon } from './playerIcons';
import {
  SEEK_STEP_SECONDS,
  STATUS_CLEAR_MS,
  VOLUME_STEP,
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

/** SPEC §3 "Video player input": src, title, description, className; the rest describes the file. */
export interface VideoPlayerProps {
  src: string;
  title: string;
  description: string;
  className?: string;
  poster?: string;
  captions?: string;
  width: number;
  height: number;
  /** The file's length, shown until the player has read it from the file itself. */
  durationSeconds?: number;
  /** Where the transcript is, for the fallback sentence. */
  transcriptId?: string;
}

/** How far below the screen the player starts fetching its poster and the file's metadata. */
const NEAR_SCREEN_MARGIN = '600px';

const neverChanges = () => () => {};

/** Show or hide the captions track (the first text track). */
function setCaptions(element: HTMLVideoElement | null, on: boolean) {
  const track = element?.textTracks[0];
  if (track) track.mode = on ? 'showing' : 'hidden';
}

/** The player's news, said in the page's one queue of messages and cleared after STATUS_CLEAR_MS. */
const announce = (message: string) => announceInPage(message, { kind: 'video', showMs: STATUS_CLEAR_MS });

const controlClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-transparent px-3 py-1 text-base font-bold text-foreground hover:border-control-border aria-pressed:bg-secondary aria-pressed:text-secondary-foreground aria-pressed:border-primary';

/**
 * The accessible video player (SPEC §4, §9). Prerendered and without JavaScript it is the browser's
 * own <video controls>, which fetches nothing until it is played (so it shows no poster either);
 * once hydrated the custom controls take over, and the keyboard shortcuts are described below them (their space is reserved in the
 * HTML, so nothing moves). Controls are real buttons with visible labels: play/pause (its name
 * changes), rewind and forward 5 s, mute (pressed state), a volume slider spoken as a percentage,
 * captions (pressed state), full screen, and the time. Shortcuts work only while focus is inside the
 * player, and never take a key from a button or the slider that already has a meaning for it. It
 * never plays by itself.
 */
export function VideoPlayer({
  src,
  title,
  description,
  className,
  poster,
  captions,
  width,
  height,
  durationSeconds = 0,
  transcriptId,
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PlayerState>({ ...initialPlayerState, duration: durationSeconds });
  const [captionsOn, setCaptionsOn] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const volumeId = useId();
  const shortcutsId = useId();
  // False in the prerendered HTML and during hydration, true straight after: then the custom controls
  // replace the native ones, with no hydration mismatch.
  const enhanced = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );

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
    announce(
      `${delta < 0 ? playerMessages.rewind : playerMessages.forward}, ${formatTime(next.currentTime)} of ${formatTime(next.duration)}`,
    );
  };

  const stepVolume = (delta: number) => {
    const next = changeVolume(state, delta);
    apply(next);
    // SPEC's words, then the level: "Volume down, 90%".
    announce(`${delta > 0 ? playerMessages.volumeUp : playerMessages.volumeDown}, ${volumeText(next)}`);
  };

  const mute = () => {
    const next = toggleMute(state);
    apply(next);
    announce(isMuted(next) ? playerMessages.muted : playerMessages.unmuted);
  };

  const toggleCaptions = () => {
    setCaptions(video(), !captionsOn);
    setCaptionsOn(!captionsOn);
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void playerRef.current?.requestFullscreen().catch(() => {});
  };

  useEffect(() => {
    const onChange = () => {
      const inside = document.fullscreenElement === playerRef.current;
      setFullscreen(inside);
      announce(inside ? playerMessages.enteredFullscreen : playerMessages.exitedFullscreen);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Nothing of the video is fetched with the page (preload="none", no poster in the HTML): it would
  // compete with the page's own text on a slow connection. The poster and the file's metadata come
  // when the player nears the screen.
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return undefined;
    const prepare = () => {
      if (poster) element.poster = poster;
      element.preload = 'metadata';
    };
    if (typeof IntersectionObserver === 'undefined') {
      prepare();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        prepare();
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [poster]);

  // The <video> may have loaded its metadata before React hydrated and attached onLoadedMetadata:
  // read what the element already knows.
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    const syncDuration = () => setState((current) => ({ ...current, duration: element.duration }));
    element.addEventListener('loadedmetadata', syncDuration);
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) queueMicrotask(syncDuration);
    return () => element.removeEventListener('loadedmetadata', syncDuration);
  }, []);

  // Captions follow the button from the start (the track is marked default).
  useEffect(() => {
    if (enhanced) setCaptions(videoRef.current, true);
  }, [enhanced]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const onButton = target.tagName === 'BUTTON';
    const onSlider = target instanceof HTMLInputElement && target.type === 'range';
    switch (event.key) {
      case ' ':
        // Space already presses a focused button, and the slider ignores it: only the video takes it.
        if (onButton || onSlider) return;
        togglePlay();
        break;
      case 'k':
      case 'K':
        togglePlay();
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        // On the slider the arrows change the volume, as a slider's arrows should.
        if (onSlider) return;
        seek(event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS);
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        if (onSlider) return;
        stepVolume(event.key === 'ArrowUp' ? VOLUME_STEP : -VOLUME_STEP);
        break;
      case 'm':
      case 'M':
        mute();
        break;
      case 'f':
      case 'F':
        toggleFullscreen();
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  const muted = isMuted(state);

  return (
    // The title and the description are heard once, as the video's name and description; the caption
    // shows them but is hidden from assistive technology, and the figure takes no name of its own.
    <figure className={className}>
      {/* The keydown listener serves the shortcuts of everything inside the player. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={playerRef} className="video-player flex flex-col bg-black" onKeyDown={onKeyDown}>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the captions track is the child below */}
        <video
          ref={videoRef}
          width={width}
          height={height}
          preload="none"
          playsInline
          controls={!enhanced}
          tabIndex={enhanced ? 0 : undefined}
          aria-labelledby={titleId}
          aria-describedby={`${descriptionId}${enhanced ? ` ${shortcutsId}` : ''}`}
          className="aspect-video h-auto w-full bg-black object-contain"
          onPlay={() => {
            setState((current) => ({ ...current, playing: true }));
            announce(playerMessages.playing);
          }}
          onPause={(event) => {
            setState((current) => ({ ...current, playing: false }));
            // At the end the browser pauses and then ends: only "Video ended" is news.
            if (!event.currentTarget.ended) announce(playerMessages.paused);
          }}
          onEnded={(event) => {
            const element = event.currentTarget;
            setState((current) => ({ ...current, playing: false, currentTime: element.duration }));
            announce(playerMessages.ended);
          }}
          onTimeUpdate={(event) => {
            const time = event.currentTarget.currentTime;
            setState((current) => ({ ...current, currentTime: time }));
          }}
          onVolumeChange={(event) => {
            const element = event.currentTarget;
            setState((current) => setVolume({ ...current, muted: element.muted }, element.volume));
          }}
        >
          <source src={src} type="video/mp4" />
          {captions ? <track kind="captions" src={captions} srcLang="en" label="English captions" default /> : null}
          <p className="bg-black p-4 text-white">
            Your browser cannot play this video. It shows {description.charAt(0).toLowerCase() + description.slice(1)}
            {transcriptId ? ' Its transcript follows on this page.' : null}
          </p>
        </video>

        <div
          className={`player-controls flex flex-wrap items-center gap-1 border-t-2 border-border bg-surface p-2 text-surface-foreground ${enhanced ? '' : 'invisible'}`}
        >
          <button type="button" className={controlClasses} onClick={togglePlay}>
            {state.playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
            {state.playing ? 'Pause' : 'Play'}
          </button>
          <button type="button" className={controlClasses} onClick={() => seek(-SEEK_STEP_SECONDS)}>
            <RewindIcon className="size-5" />
            Rewind 5 seconds
          </button>
          <button type="button" className={controlClasses} onClick={() => seek(SEEK_STEP_SECONDS)}>
            <ForwardIcon className="size-5" />
            Forward 5 seconds
          </button>
          <button type="button" className={controlClasses} aria-pressed={muted} onClick={mute}>
            <VolumeIcon className="size-5" />
            Mute
          </button>
          <span className="inline-flex min-h-11 items-center gap-2 px-2">
            <label htmlFor={volumeId} className="font-bold">
              Volume
            </label>
            <input
              id={volumeId}
              type="range"
              min={0}
              max={1}
              step={0.1}
              value={state.volume}
              aria-valuetext={volumeText(state)}
              onChange={(event) => apply(setVolume(state, Number(event.target.value)))}
              className="h-6 w-28 accent-primary"
            />
          </span>
          <button type="button" className={controlClasses} aria-pressed={captionsOn} onClick={toggleCaptions}>
            <CaptionsIcon className="size-5" />
            Captions
          </button>
          <button type="button" className={controlClasses} onClick={toggleFullscreen}>
            <FullscreenIcon className="size-5" />
            {fullscreen ? 'Exit full screen' : 'Full screen'}
          </button>
          <p className="ms-auto px-2 font-bold tabular-nums">
            <span className="sr-only">Time: </span>
            {formatTime(state.currentTime)} / {formatTime(state.duration)}
          </p>
        </div>
      </div>
      <p id={shortcutsId} className="js-only mt-2 text-base">
        Keyboard shortcuts while the player has focus: Space or K, play or pause; Left and Right arrows, back or forward 5 seconds; Up and
        Down arrows, volume; M, mute; F, full screen.
      </p>
      <figcaption aria-hidden="true" className="mt-3">
        <span id={titleId} className="block text-lg font-bold">
          {title}
        </span>
        <span id={descriptionId} className="block text-muted-foreground">
          {description}
        </span>
      </figcaption>
    </figure>
  );
}
