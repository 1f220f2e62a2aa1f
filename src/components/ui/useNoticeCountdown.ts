import { useCallback, useEffect, useRef } from 'react';
import { NOTICE_DURATION_MS } from './noticeTimings';

/**
 * Counts NOTICE_DURATION_MS down from when notice `key` appears, then calls `onDone`. `pause` keeps the
 * time left; `resume` counts it down again.
 */
export function useNoticeCountdown(key: number, onDone: () => void) {
  const left = useRef(NOTICE_DURATION_MS);
  const timer = useRef<number | undefined>(undefined);
  const startedAt = useRef(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  const pause = useCallback(() => {
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    left.current = Math.max(0, left.current - (performance.now() - startedAt.current));
  }, []);
  const resume = useCallback(() => {
    if (timer.current !== undefined) return;
    startedAt.current = performance.now();
    timer.current = window.setTimeout(() => done.current(), left.current);
  }, []);

  useEffect(() => {
    left.current = NOTICE_DURATION_MS;
    resume();
    return () => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [key, resume]);
  return { pause, resume };
}
