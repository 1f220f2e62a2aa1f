import { useCallback, useEffect, useId, useRef } from 'react';
import { announce } from '../layout/announcer';
import { reportFixedPart } from '../layout/fixedParts';
import { CloseIcon } from './icons';

/**
 * Notices (SPEC §9 "Timings and notices"): one at a time, gone after 5000 ms, dismissed by a swipe of
 * more than 50 px, reached with F8, at most 420 px wide from md up (26.25rem, so it grows with the
 * text size). Our own component rather than a library's (docs/decisions/038), because a notice here
 * must:
 *  - be heard once, in the page's one queue of messages (announcer.ts), never as a bare label, never
 *    over something being read; a page whose outcome takes focus and says the same words passes
 *    `spoken={false}`: the visitor has already heard them there;
 *  - leave nothing behind when it is gone: no empty landmark, no Tab stop without a name;
 *  - never cover the focused element or the cookie banner's buttons: it stacks above the banner and
 *    reports its height to fixedParts.ts, which keeps the focused element clear of it.
 * The timer stops while the pointer is over the notice or focus is in it, and starts again with the
 * time that was left (WCAG 2.2.1).
 */
export const NOTICE_DURATION_MS = 5000;
export const NOTICE_SWIPE_THRESHOLD_PX = 50;
export const NOTICE_HOTKEY = 'F8';

export type NoticeVariant = 'default' | 'destructive';

export interface NoticeContent {
  /** Changes with every notice, so a new one replaces the last. */
  id: number;
  variant: NoticeVariant;
  title: string;
  description: string;
}

const variantClasses: Record<NoticeVariant, string> = {
  default: 'border-primary bg-background text-foreground',
  // Inside the red notice the focus ring takes the notice's text colour, to keep 3:1 against the red;
  // the notice's own ring, outside it, keeps the page's.
  destructive: 'border-destructive bg-destructive text-destructive-foreground [&_*]:[--focus:var(--destructive-fg)]',
};

/**
 * Counts NOTICE_DURATION_MS down from when notice `key` appears, then calls `onDone`. `pause` keeps the
 * time left; `resume` counts it down again.
 */
function useCountdown(key: number, onDone: () => void) {
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

interface NoticeProps {
  notice: NoticeContent;
  onClose: () => void;
  /** False when the page has already said these words where focus went. */
  spoken: boolean;
}

function Notice({ notice, onClose, spoken }: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const descriptionId = useId();
  /** Where focus was before it came into the notice (F8, Tab), to give it back when the notice goes. */
  const focusBefore = useRef<HTMLElement | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  // The latest onClose, for listeners added once (the page may pass a new function each render).
  const closed = useRef(onClose);
  useEffect(() => {
    closed.current = onClose;
  });
  /** Dismissed: focus, if it was in the notice, goes back to where it was before. */
  const close = useCallback(() => {
    if (ref.current?.contains(document.activeElement)) {
      const before = focusBefore.current;
      if (before?.isConnected) before.focus();
    }
    closed.current();
  }, []);
  const { pause, resume } = useCountdown(notice.id, close);

  useEffect(() => {
    if (spoken) announce(`${notice.title} ${notice.description}`, { kind: 'notice', showMs: NOTICE_DURATION_MS });
  }, [notice, spoken]);

  // Its height, with the margin around it (the stack's padding), is kept clear at the foot of the
  // window for as long as it is there.
  useEffect(() => {
    const element = ref.current?.parentElement;
    if (!element) return;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => reportFixedPart('notice', entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight));
    if (observer) observer.observe(element);
    else reportFixedPart('notice', element.offsetHeight);
    return () => {
      observer?.disconnect();
      reportFixedPart('notice', 0);
    };
  }, []);

  // F8 from anywhere on the page brings focus to the notice; Escape inside it dismisses it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === NOTICE_HOTKEY && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        ref.current?.focus();
      } else if (event.key === 'Escape' && ref.current?.contains(document.activeElement)) {
        close();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  // While focus or the pointer is in the notice, its timer waits. A swipe to the right of more than
  // 50 px dismisses it, and a shorter one puts it back; the notice follows the finger, moved through
  // the CSSOM, which the site's policy (style-src 'self') allows. Added here rather than as React
  // props: the notice is a region, not a control (its control is the Close button).
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
  }, [close, pause, resume]);

  return (
    <div
      ref={ref}
      role="region"
      aria-label={`Notification: ${notice.title}`}
      aria-describedby={descriptionId}
      tabIndex={-1}
      data-variant={notice.variant}
      className={`notice pointer-events-auto relative flex touch-pan-y items-start gap-3 rounded-lg border-2 p-4 pe-14 shadow-lg ${variantClasses[notice.variant]}`}
    >
      <div className="flex-1">
        <p className="font-bold">{notice.title}</p>
        <p id={descriptionId} className="mt-1 text-base">
          {notice.description}
        </p>
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={close}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md border-2 border-transparent hover:border-current"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}

/**
 * The current notice, or nothing at all. The default export, so a page can load it with React.lazy
 * only when a notice may be needed: it is not part of the first visit.
 */
export default function Notices({
  notice,
  onClose,
  spoken = true,
}: {
  notice: NoticeContent | null;
  onClose: () => void;
  spoken?: boolean;
}) {
  if (!notice) return null;
  return (
    <div className="notice-stack pointer-events-none fixed right-0 bottom-0 z-[70] w-full p-4 md:max-w-[26.25rem]">
      <Notice key={notice.id} notice={notice} onClose={onClose} spoken={spoken} />
    </div>
  );
}
