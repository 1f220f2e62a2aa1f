import { Suspense, type ReactNode } from 'react';

/**
 * A part of a long page that starts below the first screen (docs/decisions/014). React hydrates it
 * after the rest of the page, in a pass of its own (a Suspense boundary around prerendered content),
 * in short slices: the page becomes interactive sooner, and no long task blocks a screen reader or a
 * key press. A click inside it first is not lost: React hydrates that part at once and replays the
 * click. Nothing inside ever suspends, so there is no fallback: on the server, and after client-side
 * navigations, the content renders as usual. Never wrap what a visitor needs first.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
