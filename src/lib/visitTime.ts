import { useSyncExternalStore } from 'react';
import { buildTime } from '../../content-model/settings/env.ts';

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

/**
 * The year in London. The new year always begins in winter, when London keeps GMT (UTC+0), so the
 * London year is the UTC year at every instant; no time-zone data is needed.
 */
export function ukYear(date: Date): number {
  return date.getUTCFullYear();
}
