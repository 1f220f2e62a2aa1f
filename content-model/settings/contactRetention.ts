/**
 * How long the contact form's messages are kept: CONTACT_RETENTION_DAYS, read when the site is built,
 * because the privacy policy states it ({contactRetentionDays}) and the policy is prerendered. The build
 * writes the same number to dist-server/site.json, and the server erases by that number
 * (server/config.ts), so the policy and the erasure never disagree (docs/decisions/060).
 *
 * No zod here: src/config/deployment.ts reaches the browser bundle. The build checks the setting with
 * zod first (src/config/settingValues.ts, through scripts/shared/launchSettings.ts), so a bad value stops
 * it in one line before anything below reads it.
 */

/** The period when CONTACT_RETENTION_DAYS is unset: one year (docs/decisions/060 says why). The one place it is written. */
export const defaultContactRetentionDays = 365;
/** Ten years: longer than any reason to keep an enquiry, so a larger number is a slip of the keyboard. */
export const longestContactRetentionDays = 3650;

/** What the setting accepts, in the words every reader of it reports a bad value with. */
export const contactRetentionDaysAccepts = `CONTACT_RETENTION_DAYS must be a whole number of days from 1 to ${longestContactRetentionDays} (${defaultContactRetentionDays} when unset)`;

/** The number of days a value of CONTACT_RETENTION_DAYS names: the default when unset or empty, undefined when it names none. */
export function contactRetentionDaysOf(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return defaultContactRetentionDays;
  const text = value.trim();
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const days = Number(text);
  return days >= 1 && days <= longestContactRetentionDays ? days : undefined;
}

/** A bad CONTACT_RETENTION_DAYS met where the build's own check has not run first (`npm run content`, `npm run dev`). */
export class ContactRetentionSettingError extends Error {}

/** The period of a build's environment; a bad value throws one line naming the setting and what it accepts. */
export function contactRetentionDaysFrom(env: Partial<Record<string, string>>): number {
  const value = env.CONTACT_RETENTION_DAYS;
  const days = contactRetentionDaysOf(value);
  if (days === undefined) {
    const got = JSON.stringify(String(value));
    throw new ContactRetentionSettingError(`${contactRetentionDaysAccepts} (got ${got.length > 60 ? `${got.slice(0, 57)}…"` : got})`);
  }
  return days;
}
