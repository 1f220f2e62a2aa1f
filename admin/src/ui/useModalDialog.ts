import { useEffect, useId, useRef, type RefObject } from 'react';

/**
 * A modal dialog of the editing screen (the browser's own <dialog>, so focus stays inside it and Escape
 * cancels it), opened as it mounts with focus on `first` (the safe answer), closed as it unmounts.
 * Gives the dialog's ref and the ids its heading and body take, for aria-labelledby and aria-describedby.
 */
export function useModalDialog<First extends HTMLElement>(): {
  dialog: RefObject<HTMLDialogElement | null>;
  first: RefObject<First | null>;
  headingId: string;
  bodyId: string;
} {
  const dialog = useRef<HTMLDialogElement>(null);
  const first = useRef<First>(null);
  const headingId = useId();
  const bodyId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    first.current?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);
  return { dialog, first, headingId, bodyId };
}
