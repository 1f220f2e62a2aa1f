import { buildEnv } from '../settings/env.ts';
import { ContactRetentionSettingError, contactRetentionDaysFrom } from '../settings/contactRetention.ts';
import { siteUrlFrom } from '../settings/siteUrl.ts';
import { ContentError } from './contentError.ts';

/**
 * The build settings content text can name ({siteUrl}, {contactRetentionDays}), read from the build's
 * environment each time they are asked for. `npm run build` has checked them already
 * (scripts/shared/launchSettings.ts); alone (`npm run content`, `npm run dev`) a bad CONTACT_RETENTION_DAYS
 * is still one line, never a stack trace.
 */
export function buildSettingValues(): { siteUrl: string; contactRetentionDays: number } {
  try {
    return { siteUrl: siteUrlFrom(buildEnv), contactRetentionDays: contactRetentionDaysFrom(buildEnv) };
  } catch (error) {
    if (!(error instanceof ContactRetentionSettingError)) throw error;
    throw new ContentError('the build settings', undefined, error.message);
  }
}
