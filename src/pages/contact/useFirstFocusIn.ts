import { useEffect, type RefObject } from 'react';

/** Calls `onFirstFocus` the first time focus goes into `ref`'s element (a form the visitor starts on). */
export function useFirstFocusIn(ref: RefObject<HTMLElement | null>, onFirstFocus: () => void) {
  useEffect(() => {
    const element = ref.current;
    element?.addEventListener('focusin', onFirstFocus, { once: true });
    return () => element?.removeEventListener('focusin', onFirstFocus);
  }, [ref, onFirstFocus]);
}
