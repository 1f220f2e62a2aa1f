import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

/**
 * The screen's one polite live region (issue 22 point 2): saving, saved, failed, removed and the
 * problems found are each said once, in the words shown on the screen. A new message replaces the
 * last; the same words said twice in a row are said again (the region is emptied first).
 */
const AnnounceContext = createContext<(message: string) => void>(() => {});

export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext);
}

export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const announce = useCallback((next: string) => {
    window.clearTimeout(timer.current);
    setMessage('');
    // After the emptying has reached the page, so the same words twice are heard twice.
    timer.current = window.setTimeout(() => setMessage(next), 50);
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}
