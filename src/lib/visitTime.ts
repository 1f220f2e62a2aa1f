import { useSyncExternalStore } from 'react';
import { buildTime } from '../config/env';

/**
 * Values that depend on "now" (the footer year, the privacy policy date) are rendered with the build
 * time during prerender AND during hydration, then updated to the visit time straight after hydration.
 * useSyncExternalStore does exactly that: React uses getServerSnapshot while hydrating and re-renders
 * with getSnapshot afterwards, so there is never a hydration mismatch. See docs/decisions/004.
 */
const visitTime = typeof window === 'undefined' ? buildTime : new Date();
const neverChanges = () => () => {};

export function useNow(): Date {
  return useSyncExternalStore(
    neverChanges,
    () => visitTime,
    () => buildTime,
  );
}

/** The UK business's calendar: dates are formatted in London time wherever the page is rendered. */
const ukLongDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "21 November 2026" (SPEC: en-GB long format). */
export function formatLongDate(date: Date): string {
  return ukLongDate.format(date);
}

/** "2026-11-21", for <time dateTime>, in the same calendar. */
export function isoDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Europe/London',
  }).format(date);
  return parts;
}

export function ukYear(date: Date): number {
  return Number(isoDate(date).slice(0, 4));
}
