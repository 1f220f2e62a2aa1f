import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { longestContactRetentionDays } from '../content-model/settings/contactRetention.ts';
import { projectDir, serverBuildDir } from './paths';

/**
 * What the server needs of the site's configuration: the e-mail and phone number its error answers
 * give, the site's address (the default sender of forwarded e-mail), and where the pages may send data
 * (the security policy's connect-src), and how many days contact messages are kept (the number the
 * privacy policy states: the server erases by it, server/config.ts). The build takes them from src/config/site.ts, that is from
 * src/content/business.yaml and the SITE_* settings, and writes them to dist-server/site.json; the
 * server reads that file once, so it never loads the content sources or the tools that read them
 * (docs/decisions/040).
 */
export const siteSettingsSchema = z.object({
  email: z.string().min(1),
  phone: z.object({ display: z.string().min(1) }),
  siteUrl: z.url(),
  contactEndpoint: z.string().min(1),
  analytics: z.object({ endpoint: z.url() }).optional(),
  contactRetentionDays: z.number().int().min(1).max(longestContactRetentionDays),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettingsFile = path.join(serverBuildDir, 'site.json');

/** The settings out of the whole site configuration (the build calls this, with src/config/site.ts). */
export function siteSettingsFrom(site: SiteSettings): SiteSettings {
  return {
    email: site.email,
    phone: { display: site.phone.display },
    siteUrl: site.siteUrl,
    contactEndpoint: site.contactEndpoint,
    contactRetentionDays: site.contactRetentionDays,
    ...(site.analytics ? { analytics: { endpoint: site.analytics.endpoint } } : {}),
  };
}

/** The settings file is missing or not what the build writes: the message says what to do, in one line. */
export class SiteSettingsError extends Error {}

export function readSiteSettings(file = siteSettingsFile): SiteSettings {
  const shown = path.relative(projectDir, file) || file;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new SiteSettingsError(
      `${shown} is missing: run \`npm run build\` first, and copy dist-server/ with dist/ (docs/hosting.md, "Deployment").`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const parsed = siteSettingsSchema.safeParse(value);
  if (!parsed.success) throw new SiteSettingsError(`${shown} is not the file the build writes: run \`npm run build\` again.`);
  return parsed.data;
}

let loaded: SiteSettings | undefined;

/** The settings of this build, read on first use (server/index.ts reads them first, to report a problem). */
export function siteSettings(): SiteSettings {
  loaded ??= readSiteSettings();
  return loaded;
}
