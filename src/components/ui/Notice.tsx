import * as Toast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

/**
 * Notices (SPEC §9): Radix Toast, whose defaults are SPEC's figures: 5000 ms, swipe past 50 px to
 * dismiss, F8 moves focus to the notices, which sit in a labelled region. One notice at a time: the
 * caller keeps a single notice and replaces it. At most 420 px wide from md up. Radix pauses the timer
 * while the notice has focus or the pointer.
 *
 * A notice is visual only: its words are hidden from assistive technology, so Radix has nothing to
 * announce. The page that shows a notice says the same thing in a lasting message that takes focus
 * (the contact form's outcome): heard once, not twice.
 */
export const NOTICE_DURATION_MS = 5000;
export const NOTICE_SWIPE_THRESHOLD_PX = 50;

export type NoticeVariant = 'default' | 'destructive';

export interface NoticeContent {
  /** Changes with every notice, so a new one replaces the last. */
  id: number;
  variant: NoticeVariant;
  title: string;
  description: ReactNode;
}

function NoticeProvider({ children }: { children: ReactNode }) {
  return (
    <Toast.Provider duration={NOTICE_DURATION_MS} swipeDirection="right" swipeThreshold={NOTICE_SWIPE_THRESHOLD_PX} label="Notification">
      {children}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[70] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}

const variantClasses: Record<NoticeVariant, string> = {
  default: 'border-primary bg-background text-foreground',
  // Inside the red notice the focus ring takes the notice's text colour, to keep 3:1 against the red.
  destructive: 'border-destructive bg-destructive text-destructive-foreground [--focus:var(--destructive-fg)]',
};

function Notice({ notice, onClose }: { notice: NoticeContent; onClose: () => void }) {
  return (
    <Toast.Root
      key={notice.id}
      type={notice.variant === 'destructive' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={`notice relative flex items-start gap-3 rounded-lg border-2 p-4 pe-14 shadow-lg ${variantClasses[notice.variant]}`}
    >
      <div className="flex-1">
        <Toast.Title aria-hidden="true" className="font-bold">
          {notice.title}
        </Toast.Title>
        <Toast.Description aria-hidden="true" className="mt-1 text-base">
          {notice.description}
        </Toast.Description>
      </div>
      <Toast.Close
        aria-label="Close notification"
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md border-2 border-transparent hover:border-current"
      >
        <CloseIcon className="size-5" />
      </Toast.Close>
    </Toast.Root>
  );
}

/**
 * The notices area and the current notice. The default export, so a page can load it with
 * React.lazy only when a notice may be needed: Radix Toast is not part of the first visit.
 */
export default function Notices({ notice, onClose }: { notice: NoticeContent | null; onClose: () => void }) {
  return <NoticeProvider>{notice ? <Notice notice={notice} onClose={onClose} /> : null}</NoticeProvider>;
}
