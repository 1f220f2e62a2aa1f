import { useEffect, useRef, useState } from 'react';

/**
 * The text for a live region that announces `message` once per change: after it has stopped
 * changing for `settleMs` (so typing does not make it chatter), for `showMs`, then the region is
 * empty again. Empty at first: nothing is announced on arrival. Because the region is empty between
 * announcements, a screen reader reading the page meets the message once, in the visible text, not
 * a second time in the region (issue 12, the glossary's count).
 */
export function useSettledAnnouncement(message: string, settleMs: number, showMs = 1000): string {
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(message);
  useEffect(() => {
    if (message === announced.current) return undefined;
    let clear: number | undefined;
    const show = window.setTimeout(() => {
      announced.current = message;
      setAnnouncement(message);
      clear = window.setTimeout(() => setAnnouncement(''), showMs);
    }, settleMs);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(clear);
    };
  }, [message, settleMs, showMs]);
  return announcement;
}
