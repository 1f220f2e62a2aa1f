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

/**
 * The UK business's calendar: dates are formatted in London time wherever the page is rendered. The
 * formatters are made on first use, not when the module loads: the first Intl.DateTimeFormat with a
 * time zone loads the zone data, a long task the footer of every page must not pay for.
 */
let ukLongDate: Intl.DateTimeFormat | undefined;
let ukIsoDate: Intl.DateTimeFormat | undefined;

/** "21 November 2026" (SPEC: en-GB long format). */
export function formatLongDate(date: Date): string {
  ukLongDate ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
  return ukLongDate.format(date);
}

/** "2026-11-21", for <time dateTime>, in the same calendar. */
export function isoDate(date: Date): string {
  ukIsoDate ??= new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });
  return ukIsoDate.format(date);
}

/**
 * The year in London. The new year always begins in winter, when London keeps GMT (UTC+0), so the
 * London year is the UTC year at every instant; no time-zone data is needed.
 */
export function ukYear(date: Date): number {
  return date.getUTCFullYear();
}
