/**
 * Whether the owner's sign-in has ended while the screen is open (docs/decisions/071): for unused
 * time, at its 8 hours, or refused by the server (a new ADMIN_SESSION_KEY, its data lost, a sign-out
 * in another tab). Framework-free, so the page and the checks' worker import it alike; the page's
 * parts follow it (ui/SessionWarning.tsx, the entry screen, which then keeps its draft: ./draft.ts).
 */
export type SignInEnd = 'idle' | 'time' | 'refused';

let ended: SignInEnd | null = null;
let leavingToSignIn = false;
const listeners = new Set<() => void>();

export const signInEnd = (): SignInEnd | null => ended;

export function subscribeToSignInEnd(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The sign-in has ended: said once, the first reason kept. */
export function endSignIn(reason: SignInEnd): void {
  if (ended) return;
  ended = reason;
  for (const listener of listeners) listener();
}

/**
 * The owner follows a "Sign in again" link: the page is left for GitHub with the draft kept, so the
 * warning about changes not saved is not asked (it would ask to throw away what is kept).
 */
export function leaveToSignIn(): void {
  leavingToSignIn = true;
}

export const isLeavingToSignIn = (): boolean => leavingToSignIn;
