import { useEffect, useRef, type RefObject } from 'react';
import { NOTICE_SWIPE_THRESHOLD_PX } from './noticeTimings';

interface NoticeControls {
  /** Dismisses the notice. */
  close: () => void;
  /** Stop and restart the notice's countdown (useNoticeCountdown.ts). */
  pause: () => void;
  resume: () => void;
  /** Set here to where focus came from when it enters the notice, for `close` to give it back. */
  focusBefore: RefObject<HTMLElement | null>;
}

/**
 * While focus or the pointer is in the notice, its timer waits (WCAG 2.2.1). A swipe to the right
 * of more than 50 px dismisses it, and a shorter one puts it back; the notice follows the finger,
 * moved through the CSSOM, which the site's policy (style-src 'self') allows. Listeners added to the
 * element rather than React props: the notice is a region, not a control (its control is the Close
 * button).
 */
export function useNoticeGestures(ref: RefObject<HTMLDivElement | null>, { close, pause, resume, focusBefore }: NoticeControls) {
  const hovered = useRef(false);
  const focused = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let swipeStart: number | null = null;
    const keepOrRun = () => (hovered.current || focused.current ? pause() : resume());
    const onEnter = () => {
      hovered.current = true;
      keepOrRun();
    };
    const onLeave = () => {
      hovered.current = false;
      keepOrRun();
    };
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !element.contains(from)) focusBefore.current = from;
      focused.current = true;
      keepOrRun();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (element.contains(event.relatedTarget as Node | null)) return;
      focused.current = false;
      keepOrRun();
    };
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0 || (event.target as Element).closest('button')) return;
      swipeStart = event.clientX;
      element.setPointerCapture(event.pointerId);
      // A drag over text would select it, and a second drag would then move the selection instead.
      element.style.userSelect = 'none';
    };
    const onMove = (event: PointerEvent) => {
      if (swipeStart !== null) element.style.transform = `translateX(${Math.max(0, event.clientX - swipeStart)}px)`;
    };
    const onEnd = (event: PointerEvent) => {
      if (swipeStart === null) return;
      const distance = event.clientX - swipeStart;
      swipeStart = null;
      element.style.transform = '';
      element.style.userSelect = '';
      if (event.type === 'pointerup' && distance > NOTICE_SWIPE_THRESHOLD_PX) close();
    };
    const listeners = {
      focusin: onFocusIn,
      focusout: onFocusOut,
      pointerenter: onEnter,
      pointerleave: onLeave,
      pointerdown: onDown,
      pointermove: onMove,
      pointerup: onEnd,
      pointercancel: onEnd,
    };
    for (const [type, listener] of Object.entries(listeners)) element.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of Object.entries(listeners)) element.removeEventListener(type, listener as EventListener);
    };
  }, [ref, close, pause, resume, focusBefore]);
}
