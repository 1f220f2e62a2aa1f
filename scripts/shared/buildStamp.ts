/**
 * The build's time stamp, SITE_BUILD_TIME (docs/decisions/004), when none is given: the first instant
 * of the current year. The site shows only the year it was built in (the footer's, until the visit's
 * own replaces it; the London year is the UTC year, src/lib/visitTime.ts), and a stamp to the second
 * would make every build's scripts, and with their names every page, differ from the last one's.
 * Identical sources must make identical files, or no sweep record could ever be shown to cover a
 * rebuilt site (docs/decisions/053).
 */
export function buildStamp(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), 0, 1)).toISOString();
}
