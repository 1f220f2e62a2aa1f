import { useEffect, useRef, type RefObject } from 'react';
import { findMainContent } from './useRouteChange';

/**
 * Focus and the cookie banner, which never takes focus by itself (docs/decisions/006, 038). It
 * remembers where focus was before it entered the banner, and which button has it: when the banner
 * moves between the window's foot and the page's end (a new element), the focus it had went with the
 * old one, and is given to the same button in the new one. `giveFocusBack`, called as a choice hides
 * the banner, returns focus that was in it to where it came from, or to the main content.
 */
export function useBannerFocus(bannerRef: RefObject<HTMLElement | null>, visible: boolean, atEnd: boolean): () => void {
  /** Where focus was before it entered the banner. */
  const focusBefore = useRef<HTMLElement | null>(null);
  /** Which button had focus when the banner moved. */
  const focusedChoice = useRef<string | null>(null);

  useEffect(() => {
    const banner = bannerRef.current;
    if (!visible || !banner) return;
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (focusedChoice.current && lost) banner.querySelector<HTMLElement>(`[data-choice="${focusedChoice.current}"]`)?.focus();
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !banner.contains(from)) focusBefore.current = from;
      focusedChoice.current = event.target instanceof HTMLElement ? (event.target.dataset.choice ?? null) : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !banner.contains(event.relatedTarget)) focusedChoice.current = null;
    };
    banner.addEventListener('focusin', onFocusIn);
    banner.addEventListener('focusout', onFocusOut);
    return () => {
      banner.removeEventListener('focusin', onFocusIn);
      banner.removeEventListener('focusout', onFocusOut);
    };
  }, [bannerRef, visible, atEnd]);

  return () => {
    if (!(bannerRef.current?.contains(document.activeElement) ?? false)) return;
    const before = focusBefore.current;
    if (before?.isConnected) before.focus();
    else findMainContent()?.focus({ preventScroll: true });
  };
}
