import { z } from 'zod';
import { contactRetentionDaysSetting, isAddressWithProtocol, optionalText, shown } from '../../src/config/settingValues';

/**
 * The build settings the launch check reads (docs/hosting.md, "Before you go live"), validated with zod in the
 * style of server/config.ts: an unset or empty variable means "not set"; a bad value gives one line
 * that names the variable and says what it accepts, never a stack trace.
 *
 * - SITE_ENV: `production` makes `npm run build` run the launch check first and refuse to build while
 *   anything is left to replace; `development` (or unset) builds as usual.
 * - SITE_HOSTING: where the built site will run. `static` (a static host: publish dist/, no server, so
 *   the contact form needs SITE_CONTACT_ENDPOINT) or `node` (`npm run serve`, whose built-in receiver
 *   takes the form at /api/contact). Read by the launch check only.
 * - SITE_URL and SITE_CONTACT_ENDPOINT: checked here too, because src/config/deployment.ts builds the
 *   site's address and the form's endpoint from them; a value the site cannot use stops the check cleanly.
 * - CONTACT_RETENTION_DAYS: checked here for the same reason (the privacy policy states it, the server
 *   erases by it: content-model/settings/contactRetention.ts), so a bad value stops every build in one line.
 */

export const siteEnvironments = ['production', 'development'] as const;
export const siteHostings = ['static', 'node'] as const;

export interface LaunchSettings {
  siteEnv?: (typeof siteEnvironments)[number];
  hosting?: (typeof siteHostings)[number];
  siteUrl?: string;
  contactEndpoint?: string;
  analyticsDomain?: string;
}

function oneOf<const T extends readonly string[]>(name: string, values: T, meaning: string) {
  return optionalText.transform((value, ctx): T[number] | undefined => {
    if (value === undefined || (values as readonly string[]).includes(value)) return value as T[number] | undefined;
    ctx.addIssue({ code: 'custom', message: `${name} must be ${values.join(' or ')}${meaning} (got ${shown(value)})` });
    return z.NEVER;
  });
}

/** SITE_ENV alone: `npm run build` reads it to know whether the launch check must pass first. */
export const siteEnvSetting = oneOf('SITE_ENV', siteEnvironments, ' (production runs the launch check before building)');

const siteUrl = optionalText.refine((value) => value === undefined || isAddressWithProtocol(value, ['https:', 'http:']), {
  message: 'SITE_URL must be the address the site is published at, such as https://www.your-domain.co.uk',
});

const contactEndpoint = optionalText.refine(
  (value) => value === undefined || value.startsWith('/') || isAddressWithProtocol(value, ['https:']),
  {
    message:
      'SITE_CONTACT_ENDPOINT must be the https:// address of your form service (such as https://formspree.io/f/yourFormId) or a path on this site',
  },
);

const environment = z.object({
  SITE_ENV: siteEnvSetting,
  SITE_HOSTING: oneOf('SITE_HOSTING', siteHostings, ' (static: a static host with no server; node: npm run serve)'),
  SITE_URL: siteUrl,
  SITE_CONTACT_ENDPOINT: contactEndpoint,
  SITE_ANALYTICS_DOMAIN: optionalText,
  CONTACT_RETENTION_DAYS: contactRetentionDaysSetting,
});

export type LaunchSettingsResult = { ok: true; settings: LaunchSettings } | { ok: false; error: string };

/** Reads and checks the build settings. On failure, `error` is one line naming each bad variable. */
export function readLaunchSettings(env: NodeJS.ProcessEnv): LaunchSettingsResult {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message.replace(/\s+/g, ' '));
    return { ok: false, error: `Configuration error: ${problems.join('; ')}.` };
  }
  const values = parsed.data;
  return {
    ok: true,
    settings: {
      siteEnv: values.SITE_ENV,
      hosting: values.SITE_HOSTING,
      siteUrl: values.SITE_URL,
      contactEndpoint: values.SITE_CONTACT_ENDPOINT,
      analyticsDomain: values.SITE_ANALYTICS_DOMAIN,
    },
  };
}
