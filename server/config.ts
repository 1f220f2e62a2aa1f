import express from 'express';
import { z } from 'zod';
import { contactRetentionDaysSetting, isAddressWithProtocol, optionalText, shown } from '../src/config/settingValues';
import { sessionKeyCommand, sessionKeyOf } from './admin/sessionCrypto';
import { adminDataDirFrom, dataDirFrom } from './paths';
import type { AdminGitHubSettings } from './admin/signIn';
import { siteSettings } from './siteSettings';

/**
 * The server's settings, read from the environment and validated with zod before anything starts
 * (docs/hosting.md, "Configuration"). A bad value stops the start with one line that names the variable and
 * says what it accepts; values that may hold a password (SMTP_URL, CONTACT_FORWARD_URL,
 * ADMIN_GITHUB_CLIENT_SECRET, ADMIN_SESSION_KEY) are never echoed.
 */

export const defaultPort = 4173;
export const defaultRateLimit = 10;

export type TrustProxy = boolean | number | string;

export interface ContactConfig {
  dataDir: string;
  /** Messages per client per 15 minutes. */
  rateLimit: number;
  forwardUrl?: string;
  smtp?: { url: string; to: string; from: string };
  /**
   * Messages older than this many days are erased (docs/decisions/060): the number the site was built
   * with, which its privacy policy states (dist-server/site.json). CONTACT_RETENTION_DAYS at run time
   * may only repeat it.
   */
  retentionDays: number;
}

/** The editing screen's sign-in on the live site (docs/decisions/050, 059, 071). */
export interface AdminConfig {
  github: AdminGitHubSettings;
  /** ADMIN_DATA_DIR: where the sign-ins are kept, so a restart keeps the owner signed in. */
  dataDir: string;
  /** ADMIN_SESSION_KEY: the 32 bytes the GitHub tokens are sealed under there. */
  sessionKey: Buffer;
}

export interface ServerConfig {
  port: number;
  host?: string;
  trustProxy?: TrustProxy;
  contact: ContactConfig;
  /** Signing in to the editing screen with GitHub (ADMIN_*); unset, the sign-in routes do not exist. */
  admin?: AdminConfig;
}

const port = optionalText.transform((value, ctx) => {
  if (value === undefined) return defaultPort;
  if (/^\d{1,5}$/.test(value) && Number(value) <= 65535) return Number(value);
  ctx.addIssue({ code: 'custom', message: `PORT must be a whole number from 0 to 65535 (got ${shown(value)})` });
  return z.NEVER;
});

/** Express's own rule decides: it compiles the setting when it is set, and throws on what it refuses. */
function expressAcceptsTrustProxy(value: TrustProxy): boolean {
  try {
    express().set('trust proxy', value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a list of addresses takes in the whole internet (`0.0.0.0/0`, `::/0`, `0.0.0.0/0.0.0.0`...):
 * then, as with true, every address a visitor writes is believed. Tried with Express's own compiled
 * rule, on addresses at both ends of the IPv4 and the IPv6 unicast space.
 */
function trustsEveryAddress(list: string): boolean {
  const app = express().set('trust proxy', list);
  const trusts = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const ends = [
    ['1.0.0.1', '223.255.255.254'],
    ['2000::1', '3fff:ffff::1'],
  ];
  return ends.some((pair) => pair.every((address) => trusts(address, 0)));
}

/** The one line for TRUST_PROXY=true, or a list that trusts every address. */
export const trustsEveryoneMessage = (shownValue: string) =>
  `TRUST_PROXY=${shownValue} would believe any address a visitor writes in X-Forwarded-For, so anyone could get past the contact and search limits: give the number of proxies in front of this server instead, 1 behind one reverse proxy (docs/hosting.md says what each host needs)`;

/**
 * false, a hop count, or a comma-separated list of addresses, subnets and names (loopback...). `true`
 * (and a list that takes in every address) is refused (issue 43): it makes the left-most address of
 * X-Forwarded-For the visitor's, and the visitor writes that one.
 */
const trustProxy = optionalText.transform((value, ctx): TrustProxy | undefined => {
  if (value === undefined) return undefined;
  const text = value.trim();
  const parsed: TrustProxy = /^(true|false)$/i.test(text) ? text.toLowerCase() === 'true' : /^\d+$/.test(text) ? Number(text) : text;
  const accepted = text !== '' && expressAcceptsTrustProxy(parsed);
  if (parsed === true || (accepted && typeof parsed === 'string' && trustsEveryAddress(parsed))) {
    ctx.addIssue({ code: 'custom', message: trustsEveryoneMessage(shown(value)) });
    return z.NEVER;
  }
  if (accepted) return parsed;
  ctx.addIssue({
    code: 'custom',
    message: `TRUST_PROXY must be the number of proxies in front of this server (1 behind one reverse proxy), false, or a comma-separated list of their addresses and subnets such as "loopback, 10.0.0.0/8" (got ${shown(value)})`,
  });
  return z.NEVER;
});

const rateLimit = optionalText.transform((value, ctx) => {
  if (value === undefined) return defaultRateLimit;
  if (/^\d{1,9}$/.test(value) && Number(value) > 0) return Number(value);
  ctx.addIssue({ code: 'custom', message: `CONTACT_RATE_LIMIT must be a whole number of messages above 0 (got ${shown(value)})` });
  return z.NEVER;
});

const forwardUrl = optionalText.refine((value) => value === undefined || isAddressWithProtocol(value, ['http:', 'https:']), {
  message:
    'CONTACT_FORWARD_URL must be the http:// or https:// address of the form service (for example https://formspree.io/f/yourFormId)',
});

const smtpUrl = optionalText.refine((value) => value === undefined || isAddressWithProtocol(value, ['smtp:', 'smtps:']), {
  message: 'SMTP_URL must be an smtp:// or smtps:// address with the server name (for example smtps://user:password@smtp.example.com:465)',
});

const emailTo = optionalText.refine((value) => value === undefined || /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value), {
  message: 'CONTACT_EMAIL_TO must be one e-mail address',
});

/** The GitHub App's client ID or client secret: one word, as GitHub shows it. The secret is never echoed. */
const oauthValue = (name: string, secret: boolean) =>
  optionalText.refine((value) => value === undefined || /^[\x21-\x7e]{8,100}$/.test(value), {
    message: secret
      ? `${name} must be the GitHub App's client secret, as GitHub shows it (one word, no spaces)`
      : `${name} must be the GitHub App's client ID, as GitHub shows it (one word, no spaces)`,
  });

const githubRepo = optionalText.refine((value) => value === undefined || /^[\w.-]+\/[\w.-]+$/.test(value), {
  message: 'ADMIN_GITHUB_REPO must be the repository the content is in, as owner/name (for example example-ltd/website)',
});

const githubBranch = optionalText.refine((value) => value === undefined || /^(?!\/|.*\/$|.*\.\.)[\w./-]{1,100}$/.test(value), {
  message: 'ADMIN_GITHUB_BRANCH must be the name of a branch (for example main)',
});

/** 32 random bytes in base64; never echoed, and the line says how to make one. */
const sessionKey = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const key = sessionKeyOf(value.trim());
  if (key) return key;
  ctx.addIssue({
    code: 'custom',
    message: `ADMIN_SESSION_KEY must be 32 random bytes in base64 (44 characters); make one with: ${sessionKeyCommand}`,
  });
  return z.NEVER;
});

const environment = z.object({
  PORT: port,
  HOST: optionalText,
  TRUST_PROXY: trustProxy,
  CONTACT_DATA_DIR: optionalText,
  CONTACT_RATE_LIMIT: rateLimit,
  CONTACT_RETENTION_DAYS: contactRetentionDaysSetting,
  CONTACT_FORWARD_URL: forwardUrl,
  SMTP_URL: smtpUrl,
  CONTACT_EMAIL_TO: emailTo,
  CONTACT_EMAIL_FROM: optionalText,
  ADMIN_GITHUB_CLIENT_ID: oauthValue('ADMIN_GITHUB_CLIENT_ID', false),
  ADMIN_GITHUB_CLIENT_SECRET: oauthValue('ADMIN_GITHUB_CLIENT_SECRET', true),
  ADMIN_GITHUB_REPO: githubRepo,
  ADMIN_GITHUB_BRANCH: githubBranch,
  ADMIN_DATA_DIR: optionalText,
  ADMIN_SESSION_KEY: sessionKey,
});

const adminVariables = ['ADMIN_GITHUB_CLIENT_ID', 'ADMIN_GITHUB_CLIENT_SECRET', 'ADMIN_GITHUB_REPO', 'ADMIN_SESSION_KEY'] as const;

/**
 * The editing screen's sign-in needs all four of its settings, or none: without its own key it could
 * keep no sign-in across a restart (docs/decisions/071).
 */
function adminSettings(values: z.infer<typeof environment>, env: NodeJS.ProcessEnv): { settings?: AdminConfig; error?: string } {
  const missing = adminVariables.filter((name) => values[name] === undefined);
  if (missing.length === adminVariables.length) return {};
  if (missing.length > 0) {
    // The command last, so that it can be copied whole from the line.
    const howToMakeKey = missing.includes('ADMIN_SESSION_KEY') ? `; make ADMIN_SESSION_KEY with: ${sessionKeyCommand}` : '';
    return {
      error: `the editing screen's GitHub sign-in needs ADMIN_GITHUB_CLIENT_ID, ADMIN_GITHUB_CLIENT_SECRET, ADMIN_GITHUB_REPO and ADMIN_SESSION_KEY together (missing: ${missing.join(', ')})${howToMakeKey}`,
    };
  }
  return {
    settings: {
      github: {
        clientId: values.ADMIN_GITHUB_CLIENT_ID!,
        clientSecret: values.ADMIN_GITHUB_CLIENT_SECRET!,
        repo: values.ADMIN_GITHUB_REPO!,
        branch: values.ADMIN_GITHUB_BRANCH ?? 'main',
      },
      dataDir: adminDataDirFrom(env),
      sessionKey: values.ADMIN_SESSION_KEY!,
    },
  };
}

/**
 * The retention period is the build's: the privacy policy was prerendered with it. A different
 * CONTACT_RETENTION_DAYS here would erase on a period the policy does not state, so it stops the start.
 */
function retentionDays(env: NodeJS.ProcessEnv, runTime: number): { days: number; error?: undefined } | { error: string } {
  const built = siteSettings().contactRetentionDays;
  const setHere = env.CONTACT_RETENTION_DAYS !== undefined && env.CONTACT_RETENTION_DAYS.trim() !== '';
  if (!setHere || runTime === built) return { days: built };
  return {
    error: `CONTACT_RETENTION_DAYS is ${runTime} here but the site was built with ${built}, and its privacy policy says ${built} days: build the site again with CONTACT_RETENTION_DAYS=${runTime}, or unset it here`,
  };
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; error: string };

/** The sender address of forwarded e-mail unless CONTACT_EMAIL_FROM says otherwise. */
export function defaultEmailFrom(): string {
  return `Website <no-reply@${new URL(siteSettings().siteUrl).hostname.replace(/^www\./, '')}>`;
}

/** Reads and checks every setting. On failure, `error` is one line naming each bad variable. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ConfigResult {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message.replace(/\s+/g, ' '));
    return { ok: false, error: `Configuration error: ${problems.join('; ')}.` };
  }
  const values = parsed.data;
  const admin = adminSettings(values, env);
  if (admin.error) return { ok: false, error: `Configuration error: ${admin.error}.` };
  const retention = retentionDays(env, values.CONTACT_RETENTION_DAYS);
  if (retention.error !== undefined) return { ok: false, error: `Configuration error: ${retention.error}.` };
  return {
    ok: true,
    config: {
      port: values.PORT,
      host: values.HOST,
      trustProxy: values.TRUST_PROXY,
      contact: {
        dataDir: dataDirFrom(env),
        rateLimit: values.CONTACT_RATE_LIMIT,
        forwardUrl: values.CONTACT_FORWARD_URL,
        smtp: values.SMTP_URL
          ? {
              url: values.SMTP_URL,
              to: values.CONTACT_EMAIL_TO ?? siteSettings().email,
              from: values.CONTACT_EMAIL_FROM ?? defaultEmailFrom(),
            }
          : undefined,
        retentionDays: retention.days,
      },
      admin: admin.settings,
    },
  };
}
