/** If the browser never reports a paint (no Paint Timing support), go ahead anyway after this. */
const FALLBACK_DELAY_MS = 3000;

/**
 * Runs `task` once the page's first contentful paint has happened: what it fetches can then never
 * compete with the HTML and the stylesheet for a slow connection (docs/decisions/014).
 */
export function afterFirstContentfulPaint(task: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    task();
  };
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // The frame after the next one has painted.
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, FALLBACK_DELAY_MS);
}
