import { createContext, useContext, useEffect, useRef } from 'react';

export const appName = 'Edit the website';

/** What the owner is told on arriving at a screen ("Saved.", "Deleted …"), from lib/route.ts's go(). */
export const ArrivalMessage = createContext<string | undefined>(undefined);

/**
 * A screen's heading (issue 22 point 2): it names the screen in the page title, and takes focus when
 * the owner arrives from another screen, so a screen reader says where they are and reading starts
 * there. On the first screen after loading, focus stays where the browser put it. What happened on
 * the way (a page saved or deleted) is shown under it and is its description, so it is heard with the
 * heading as focus arrives and stays on the screen: said in the live region at that moment, the
 * heading's focus would cut it off.
 */
export function ScreenHeading({ children, moveFocus }: { children: string; moveFocus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const message = useContext(ArrivalMessage);
  useEffect(() => {
    document.title = `${children} – ${appName}`;
  }, [children]);
  useEffect(() => {
    if (moveFocus) heading.current?.focus();
    // Once per screen: the heading's words may change (a new page's title) without the screen changing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1} id="screen-heading" aria-describedby={message ? 'arrival-message' : undefined}>
        {children}
      </h1>
      {message && (
        <p id="arrival-message" className="arrival-message">
          {message}
        </p>
      )}
    </>
  );
}
