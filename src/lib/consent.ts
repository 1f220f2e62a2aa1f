/**
 * Cookie consent: the one place that knows whether the visitor has agreed to non-essential cookies.
 * Every feature that is not strictly necessary (analytics above all) asks `hasConsented()` or
 * `whenConsented()` first, and does nothing until the answer is "accepted" (SPEC §4 "Cookie consent").
 */
export const CONSENT_STORAGE_KEY = 'cookieConsent';
export type ConsentChoice = 'accepted' | 'declined';
/** No choice stored yet (or storage unavailable): nothing non-essential may run. */
export type ConsentState = ConsentChoice | null;

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can throw when the browser blocks it (privacy modes, sandboxed frames).
    return null;
  }
}

export function readConsent(): ConsentState {
  try {
    const value = storage()?.getItem(CONSENT_STORAGE_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

/**
 * When the browser refuses storage, a choice still holds for the rest of this page view (the banner
 * must go away), but only then: a stored value, or its removal, always wins.
 */
let unstorableChoice: ConsentState = null;

export function storeConsent(choice: ConsentChoice): void {
  const store = storage();
  try {
    if (!store) throw new Error('no storage');
    store.setItem(CONSENT_STORAGE_KEY, choice);
    unstorableChoice = null;
  } catch {
    unstorableChoice = choice;
  }
  listeners.forEach((listener) => listener());
}

export function currentConsent(): ConsentState {
  return readConsent() ?? unstorableChoice;
}

export function hasConsented(): boolean {
  return currentConsent() === 'accepted';
}

/** Subscribe to changes, including a choice made in another tab. Returns the unsubscribe function. */
export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/**
 * Run `task` once consent is "accepted": now if it already is, otherwise when the visitor accepts.
 * Returns a function that cancels the wait.
 */
export function whenConsented(task: () => void): () => void {
  if (hasConsented()) {
    task();
    return () => {};
  }
  const unsubscribe = subscribeToConsent(() => {
    if (hasConsented()) {
      unsubscribe();
      task();
    }
  });
  return unsubscribe;
}
