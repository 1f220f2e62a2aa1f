import { z } from 'zod';
import { contactRetentionDaysAccepts, contactRetentionDaysOf } from '../../content-model/settings/contactRetention.ts';

/**
 * Shared by the two readers of environment settings, the server's (server/config.ts) and the launch
 * check's (scripts/shared/launchSettings.ts), so both treat a value the same way and report it alike.
 */

/** Shows a rejected value safely: quoted, escaped (no control characters reach the terminal), short. */
export const shown = (value: unknown) => {
  const text = JSON.stringify(String(value));
  return text.length > 60 ? `${text.slice(0, 57)}…"` : text;
};

/** An unset or empty variable means "use the default" (container tools often set empty values). */
export const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

/** An absolute address with a host, on one of `protocols` (such as ['https:']). */
export function isAddressWithProtocol(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * CONTACT_RETENTION_DAYS: how many days the contact form's messages are kept. Read by the build (the
 * privacy policy states it) and, if set, by the server, which refuses a value other than the build's.
 */
export const contactRetentionDaysSetting = optionalText.transform((value, ctx) => {
  const days = contactRetentionDaysOf(value);
  if (days !== undefined) return days;
  ctx.addIssue({ code: 'custom', message: `${contactRetentionDaysAccepts} (got ${shown(value)})` });
  return z.NEVER;
});
