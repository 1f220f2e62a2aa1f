import { useEffect, useRef } from 'react';

export const appName = 'Edit the website';

/**
 * A screen's heading (issue 22 point 2): it names the screen in the page title, and takes focus when
 * the owner arrives from another screen, so a screen reader says where they are and reading starts
 * there. On the first screen after loading, focus stays where the browser put it.
 */
export function ScreenHeading({ children, moveFocus }: { children: string; moveFocus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${children} – ${appName}`;
  }, [children]);
  useEffect(() => {
    if (moveFocus) heading.current?.focus();
    // Once per screen: the heading's words may change (a new page's title) without the screen changing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} id="screen-heading">
      {children}
    </h1>
  );
}
