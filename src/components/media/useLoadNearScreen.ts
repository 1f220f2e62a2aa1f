import { useEffect, type RefObject } from 'react';

/** How far below the screen the player starts fetching its poster and the file's metadata. */
const NEAR_SCREEN_MARGIN = '600px';

/**
 * Nothing of the video is fetched with the page (preload="none", no poster in the HTML): it would
 * compete with the page's own text on a slow connection. The poster and the file's metadata come
 * when the player nears the screen (at once where IntersectionObserver is missing).
 */
export function useLoadNearScreen(videoRef: RefObject<HTMLVideoElement | null>, poster: string | undefined) {
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
  }, [videoRef, poster]);
}
