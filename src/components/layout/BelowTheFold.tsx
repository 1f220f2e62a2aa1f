import { Suspense, type ReactNode } from 'react';

/**
 * A part of a long page that starts below the first screen (docs/decisions/014). React hydrates it
 * after the rest of the page, in a pass of its own (a Suspense boundary around prerendered content),
 * in short slices: the page becomes interactive sooner, and no long task blocks a screen reader or a
 * key press. A click inside it first is not lost: React hydrates that part at once and replays the
 * click. There is no fallback: on the server, and after client-side navigations, the content renders
 * as usual, except a prerendered part inside (Prerendered), which appears when its page's HTML has
 * been fetched (below the first screen, so nothing above it moves). Never wrap what a visitor needs first.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
