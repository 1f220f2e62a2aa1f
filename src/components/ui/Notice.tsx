import { useCallback, useEffect, useId, useRef } from 'react';
import { announce } from '../layout/announcer';
import { reportFixedPart } from '../layout/fixedParts';
import { CloseIcon } from './icons';
import { NOTICE_DURATION_MS, NOTICE_HOTKEY } from './noticeTimings';
import { useNoticeCountdown } from './useNoticeCountdown';
import { useNoticeGestures } from './useNoticeGestures';

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
export { NOTICE_DURATION_MS, NOTICE_HOTKEY, NOTICE_SWIPE_THRESHOLD_PX } from './noticeTimings';

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
  const { pause, resume } = useNoticeCountdown(notice.id, close);

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

  useNoticeGestures(ref, { close, pause, resume, focusBefore });

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
