import { useSyncExternalStore } from 'react';
import { buildTime } from '../config/env';

/**
 * The one value that depends on "now" (the footer's year) is rendered with the build
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

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar date ("2026-11-21") in SPEC's en-GB long format ("21 November 2026"). Written out rather
 * than with Intl.DateTimeFormat: the first use of that loads the browser's locale data, a long task
 * while the page hydrates on a slow phone (docs/decisions/014).
 */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not a calendar date: ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/**
 * The year in London. The new year always begins in winter, when London keeps GMT (UTC+0), so the
 * London year is the UTC year at every instant; no time-zone data is needed.
 */
export function ukYear(date: Date): number {
  return date.getUTCFullYear();
}
