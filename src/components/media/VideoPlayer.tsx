import { useId, useRef, useSyncExternalStore } from 'react';
import { CaptionsIcon, ForwardIcon, FullscreenIcon, PauseIcon, PlayIcon, RewindIcon, VolumeIcon } from './playerIcons';
import { SEEK_STEP_SECONDS, formatTime, volumeText } from './playerState';
import { useFullscreen } from './useFullscreen';
import { useLoadNearScreen } from './useLoadNearScreen';
import { useVideoPlayback } from './useVideoPlayback';
import { videoShortcutHandler } from './videoShortcuts';

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

const neverChanges = () => () => {};

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
 * never plays by itself. This module is the markup; its behaviour is in hooks beside it: the state
 * and actions (useVideoPlayback), full screen (useFullscreen), loading as it nears the screen
 * (useLoadNearScreen) and the shortcuts (videoShortcuts.ts, a keydown handler).
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
  // The ids in this order, as the prerendered HTML has them.
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
  const [fullscreen, toggleFullscreen] = useFullscreen(playerRef);
  useLoadNearScreen(videoRef, poster);
  const playback = useVideoPlayback(videoRef, durationSeconds, enhanced);
  const onKeyDown = videoShortcutHandler(playback, toggleFullscreen);

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
          {...playback.mediaEvents}
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
          <button type="button" className={controlClasses} onClick={playback.togglePlay}>
            {playback.state.playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
            {playback.state.playing ? 'Pause' : 'Play'}
          </button>
          <button type="button" className={controlClasses} onClick={() => playback.seek(-SEEK_STEP_SECONDS)}>
            <RewindIcon className="size-5" />
            Rewind 5 seconds
          </button>
          <button type="button" className={controlClasses} onClick={() => playback.seek(SEEK_STEP_SECONDS)}>
            <ForwardIcon className="size-5" />
            Forward 5 seconds
          </button>
          <button type="button" className={controlClasses} aria-pressed={playback.muted} onClick={playback.mute}>
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
              value={playback.state.volume}
              aria-valuetext={volumeText(playback.state)}
              onChange={(event) => playback.setVolumeTo(Number(event.target.value))}
              className="h-6 w-28 accent-primary"
            />
          </span>
          <button type="button" className={controlClasses} aria-pressed={playback.captionsOn} onClick={playback.toggleCaptions}>
            <CaptionsIcon className="size-5" />
            Captions
          </button>
          <button type="button" className={controlClasses} onClick={toggleFullscreen}>
            <FullscreenIcon className="size-5" />
            {fullscreen ? 'Exit full screen' : 'Full screen'}
          </button>
          <p className="ms-auto px-2 font-bold tabular-nums">
            <span className="sr-only">Time: </span>
            {formatTime(playback.state.currentTime)} / {formatTime(playback.state.duration)}
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
