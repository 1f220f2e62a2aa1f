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
