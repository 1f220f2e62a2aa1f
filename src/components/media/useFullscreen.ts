import { useEffect, useState, type RefObject } from 'react';
import { announceVideo } from './announceVideo';
import { playerMessages } from './playerState';

/**
 * Full screen for the player's box (the video with its controls, so the controls stay usable), and
 * whether it is on: the button's name follows it, and entering or leaving is announced, whichever
 * way it happened (the button, F, or the browser's own Esc). Returns [whether it is on, the toggle],
 * like useState.
 */
export function useFullscreen(playerRef: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => {
      const inside = document.fullscreenElement === playerRef.current;
      setFullscreen(inside);
      announceVideo(inside ? playerMessages.enteredFullscreen : playerMessages.exitedFullscreen);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [playerRef]);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void playerRef.current?.requestFullscreen().catch(() => {});
  };

  return [fullscreen, toggleFullscreen] as const;
}
