import { Suspense, type ReactNode } from 'react';

/**
 * A part of a long page that starts below the first screen (docs/decisions/014). Two savings, and
 * neither changes what a visitor gets:
 *  - React hydrates it after the rest of the page, in a pass of its own (a Suspense boundary around
 *    prerendered content), in short slices: the page becomes interactive sooner, and no long task
 *    blocks a screen reader or a key press. A click inside it first is not lost: React hydrates that
 *    part at once and replays the click. Nothing inside ever suspends, so there is no fallback.
 *  - The browser skips its style and layout until it nears the screen (`content-visibility: auto`,
 *    class `below-the-fold` in index.css); it stays in the accessibility tree, findable and
 *    focusable.
 * Never wrap what a visitor needs first, or the page's heading and introduction.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <div className="below-the-fold">{children}</div>
    </Suspense>
  );
}
