import type { ReactNode } from 'react';
import { useModalDialog } from './useModalDialog.ts';

export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  /** Where focus goes back to when the owner keeps things as they are. */
  returnFocus?: HTMLElement | null;
}

/**
 * Asks before anything is removed (issue 22 point 2): a modal dialog (the browser's own <dialog>, so
 * focus stays inside and Escape closes it), named by its heading, with the safe answer focused first.
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose: () => void }) {
  const { dialog, first: keep, headingId, bodyId } = useModalDialog<HTMLButtonElement>();

  // Closed before anything else: while the modal dialog is open, nothing outside it can take focus.
  const cancel = () => {
    dialog.current?.close();
    request.returnFocus?.focus();
    onClose();
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      className="confirm"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <h2 id={headingId}>{request.title}</h2>
      <div id={bodyId}>{request.body}</div>
      <div className="actions">
        <button type="button" ref={keep} onClick={cancel}>
          {request.cancel}
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => {
            dialog.current?.close();
            onClose();
            request.onConfirm();
          }}
        >
          {request.confirm}
        </button>
      </div>
    </dialog>
  );
}
