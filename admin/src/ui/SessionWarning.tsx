import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { api, type Session } from '../editing/api.ts';
import { useModalDialog } from './useModalDialog.ts';
import { timesOf, watchSession, type SessionStep, type SessionWatch } from '../editing/sessionClock.ts';
import { endSignIn, leaveToSignIn, signInEnd, subscribeToSignInEnd, type SignInEnd } from '../editing/signInEnded.ts';
import { adminPaths } from '../../../server/admin/wire.ts';

/** Whether (and why) the sign-in has ended while the screen is open. */
export function useSignInEnd(): SignInEnd | null {
  return useSyncExternalStore(subscribeToSignInEnd, signInEnd);
}

/** A link to sign in again: the draft is kept (../editing/draft.ts), so leaving does not ask about unsaved changes. */
export function SignInAgainLink({ className }: { className?: string }) {
  return (
    <a className={className} href={adminPaths.signIn} onClick={leaveToSignIn}>
      Sign in again
    </a>
  );
}

/** What counts as the owner using the screen: keys, pointer and wheel, dictated or pasted input, moving focus. */
const useEvents = ['keydown', 'pointerdown', 'wheel', 'input', 'focusin'] as const;

const clockTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const minutesUntil = (at: number) => {
  const minutes = Math.max(1, Math.round((at - Date.now()) / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

type Shown = Exclude<SessionStep, { kind: 'active' }>;

/**
 * The sign-in's warnings on the live site (docs/decisions/071, WCAG 2.2.1 Timing Adjustable): before
 * an unused sign-in ends, a modal dialog says when, and "Stay signed in" keeps it with one
 * press (or Escape); before the 8-hour end, which nothing can move, one says when and that the changes
 * are kept; when it has ended, one says so, with "Sign in again". Each is a new dialog, so a screen
 * reader says its heading and words once as focus moves into it; focus goes back where it was after.
 * The owner's keys and clicks keep the sign-in (told to the server at most once a minute: ../editing/sessionClock.ts).
 */
export function SessionWarning({ session }: { session: Session }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const watch = useRef<SessionWatch | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const hadDialog = useRef(false);
  const idleMinutes = session.idleMinutes ?? 30;

  useEffect(() => {
    const times = timesOf(session, Date.now());
    if (!times) return;
    const watching = watchSession({
      times,
      ask: api.session,
      tell: api.activity,
      onStep: (step) => {
        if (step.kind === 'ended') endSignIn(step.why);
        setShown((last) => {
          if (step.kind === 'active') return null;
          // Focus goes back, after the last dialog, to where the owner was before the first.
          if (!last && document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
          return step;
        });
      },
    });
    watch.current = watching;
    const used = () => watching.used();
    for (const type of useEvents) document.addEventListener(type, used, { capture: true, passive: true });
    // Ended by the server (a save answered 401): an open warning says so instead of offering to stay.
    const unsubscribe = subscribeToSignInEnd(() => {
      watching.stop();
      const why = signInEnd();
      if (why) setShown((last) => (last && last.kind !== 'ended' ? { kind: 'ended', why, at: Date.now() } : last));
    });
    return () => {
      watching.stop();
      unsubscribe();
      for (const type of useEvents) document.removeEventListener(type, used, { capture: true });
    };
  }, [session]);

  // The last dialog closed (stayed, read, or closed): focus goes back where the owner was.
  useEffect(() => {
    if (shown) hadDialog.current = true;
    else if (hadDialog.current) {
      hadDialog.current = false;
      returnFocus.current?.focus();
    }
  }, [shown]);

  if (!shown) return null;
  const close = () => setShown(null);
  if (shown.kind === 'idle-warning') {
    return (
      <SessionDialog
        key="idle"
        title="Your sign-in will end soon"
        action={{ label: 'Stay signed in', run: () => watch.current?.answer() }}
        onEscape={() => watch.current?.answer()}
      >
        For your security, a sign-in ends after {idleMinutes} minutes without use. Yours ends at {clockTime.format(shown.endsAt)}, in{' '}
        {minutesUntil(shown.endsAt)}, unless you stay signed in. Your changes are kept either way.
      </SessionDialog>
    );
  }
  if (shown.kind === 'end-warning') {
    return (
      <SessionDialog
        key="end"
        title={`Your sign-in ends at ${clockTime.format(shown.endsAt)}`}
        action={{ label: 'Continue editing', run: () => watch.current?.answer() }}
        onEscape={() => watch.current?.answer()}
      >
        A sign-in lasts 8 hours at most, and yours ends in {minutesUntil(shown.endsAt)}: it cannot be made longer. Save your changes before
        then if you can. Your changes are kept either way: if the sign-in ends first, sign in again and they will be back on this screen,
        ready to save.
      </SessionDialog>
    );
  }
  const why =
    shown.why === 'idle'
      ? `Your sign-in ended at ${clockTime.format(shown.at)}, after ${idleMinutes} minutes without use.`
      : shown.why === 'time'
        ? `Your sign-in ended at ${clockTime.format(shown.at)}, 8 hours after you signed in.`
        : 'Your sign-in has ended.';
  return (
    <SessionDialog key="ended" title="You have been signed out" signIn action={{ label: 'Close', run: close }} onEscape={close}>
      {why} Your changes are still on the screen and are kept: sign in again to save them.
    </SessionDialog>
  );
}

/**
 * One warning: the browser's own modal <dialog> (focus stays inside; the page behind is inert), named
 * by its heading and described by its words, its first control focused as it opens, so a screen reader
 * says the heading and the words once. Its role stays "dialog": as "alertdialog" it was said a second
 * time, as an assertive announcement of its name (docs/decisions/071).
 */
function SessionDialog({
  title,
  children,
  action,
  signIn = false,
  onEscape,
}: {
  title: string;
  children: ReactNode;
  action: { label: string; run: () => void };
  /** A "Sign in again" link first. */
  signIn?: boolean;
  onEscape: () => void;
}) {
  const { dialog, first, headingId, bodyId } = useModalDialog<HTMLElement>();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      className="confirm"
      onCancel={(event) => {
        event.preventDefault();
        onEscape();
      }}
    >
      <h2 id={headingId}>{title}</h2>
      <p id={bodyId}>{children}</p>
      <div className="actions">
        {signIn && (
          <a className="button" href={adminPaths.signIn} onClick={leaveToSignIn} ref={first as RefObject<HTMLAnchorElement>}>
            Sign in again
          </a>
        )}
        <button type="button" onClick={action.run} ref={signIn ? undefined : (first as RefObject<HTMLButtonElement>)}>
          {action.label}
        </button>
      </div>
    </dialog>
  );
}
