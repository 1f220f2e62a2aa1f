import { useSyncExternalStore } from 'react';

/**
 * The page's one status region (#page-announcements, in RootLayout) and what it says. Everything that
 * must be heard without moving focus goes through here: "Navigated to…" after a client-side
 * navigation, the cookie banner's arrival and the choice it stored. A message stays for `clearMs`,
 * then the region is empty again, so reading the page never meets an old message.
 */
let message = '';
let clearTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function announce(text: string, clearMs = 1000): void {
  clearTimeout(clearTimer);
  message = text;
  emit();
  clearTimer = setTimeout(() => {
    message = '';
    emit();
  }, clearMs);
}

/** Empties the region at once (a navigation that makes an earlier message stale). */
export function clearAnnouncement(): void {
  clearTimeout(clearTimer);
  if (message === '') return;
  message = '';
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The region's current text; empty while prerendering and hydrating. */
export function useAnnouncement(): string {
  return useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
}
