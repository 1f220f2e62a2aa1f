import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { businessDetailsSchema, deploymentSettingsSchema, type SiteConfig } from '../../content-model/settings/siteSchema.ts';
import { contentFolderOnDisk } from '../../content-model/disk/contentFolderOnDisk.ts';
import { isContentError } from '../../content-model/compiler/contentError.ts';
import { parseYaml, type YamlSource } from '../../content-model/compiler/yaml.ts';
import { liblouisInstalled } from '../downloads/brfTranslate';
import { deploymentFrom } from '../../src/config/deployment';
import { loadSweepRecord, ukDate } from '../../content-model/compiler/accessibilityEvidence.ts';
import { sweepCoverage } from '../../content-model/compiler/sweepCoverage.ts';
import { builtSite, readSiteFingerprint } from './siteFingerprint';
import {
  brailleItems,
  buildEnvironment,
  builtDownloadsFolder,
  formatItem,
  ownerMarkerItems,
  siteFiles,
  siteItems,
  socialImageItems,
  sweepCoverageItems,
  sweepRecordFile,
  sweepRecordItems,
  testimonialItems,
  type BrailleFacts,
  type LaunchItem,
} from './launchItems';
import { shown } from '../../src/config/settingValues';
import { longestContactRetentionDays } from '../../content-model/settings/contactRetention.ts';
import { readLaunchSettings } from './launchSettings';
import { downloadIdentityItems } from './launchDownloads';
import { readPngText } from './pngText';
import { socialImageFile } from './socialImage';

/**
 * `npm run launch-check` (docs/decisions/024): loads the sources the site is built from (the business
 * details file, the deployment's settings with the build environment it is given, this process's
 * unless a test gives another, the social preview image, the testimonials, the braille downloads,
 * every file the site is built from) and lists what is left to replace before going live. Everything
 * it decides comes from its arguments: no module it loads keeps a setting read when it was imported,
 * so one process can check many environments (tests/unit/build/launchCheck.test.ts does).
 */

export const businessFile = siteFiles.business;
export const testimonialsFile = 'src/content/testimonials.yaml';
/** Where owner markers are looked for: everything the site is built or served from. */
export const markerRoots = ['src', 'public', 'server', 'index.html'];
const textFile = /\.(?:[cm]?[jt]sx?|css|html?|svg|md|mdx|ya?ml|txt|vtt|webmanifest)$/i;

export type LaunchCheckResult = { ok: true; items: LaunchItem[] } | { ok: false; error: string };

/** What each field accepts, in words, for the fields an owner edits. Others use zod's message. */
const accepts: Record<string, string> = {
  companyName: 'must be the company name',
  companyNumber: 'must be the eight-character Companies House number (8 digits, or 2 capital letters and 6 digits)',
  registeredIn: 'must name where the company is registered',
  siteUrl: 'must be the https:// address the site is published at, without a slash at the end',
  email: 'must be one e-mail address',
  'phone.display': 'must be the phone number as visitors should read it',
  'phone.e164': 'must be the phone number as +44 and the number without its first 0 (+441905123456)',
  'professionalNetwork.url': "must be the full https:// address of the company's profile",
  contactEndpoint: "must be a path on this site or your form service's https:// address",
  'analytics.endpoint': 'must be an https:// address',
  contactRetentionDays: `must be a whole number of days from 1 to ${longestContactRetentionDays} (CONTACT_RETENTION_DAYS)`,
};

function valueAt(data: unknown, keys: PropertyKey[]): unknown {
  return keys.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}

/** Data as a schema of the site's configuration sees it; one line naming every bad field, and its line when known. */
function valid<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  lineOf?: YamlSource['lineOf'],
): { ok: true; value: z.infer<S> } | { ok: false; error: string } {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'the file';
    const value = valueAt(data, issue.path);
    const got = typeof value === 'string' ? ` (got ${shown(value)})` : value === undefined ? ' (missing)' : '';
    const line = lineOf?.(issue.path);
    return `${line ? `line ${line}: ` : ''}${field} ${accepts[field] ?? issue.message.replace(/\s+/g, ' ')}${got}`;
  });
  return { ok: false, error: `Configuration error: ${file}: ${problems.join('; ')}.` };
}

/** A YAML file of the checked project, parsed with its lines; a missing file or bad YAML is one line. */
function readYaml(root: string, file: string): { ok: true; source: YamlSource } | { ok: false; error: string } {
  try {
    return { ok: true, source: parseYaml(readFileSync(path.join(root, file), 'utf8'), file) };
  } catch (error) {
    return { ok: false, error: `Launch check: cannot read ${isContentError(error) ? error.message : `${file}: the file is missing`}` };
  }
}

/** What the social preview image records it shows, or undefined when it is missing or records nothing. */
function socialImageShows(root: string): Record<string, string> | undefined {
  try {
    const text = readPngText(readFileSync(path.join(root, socialImageFile)));
    return Object.keys(text).length ? text : undefined;
  } catch {
    return undefined;
  }
}

const testimonialsShape = z.object({
  testimonials: z.array(z.object({ author: z.string(), provisional: z.boolean() })),
});

/** Every text file under the marker roots, as paths relative to `root` with forward slashes. */
export function markerFiles(root: string): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    const absolute = path.join(root, relative);
    let stats;
    try {
      stats = statSync(absolute);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(absolute).sort()) {
        if (name.startsWith('.') || name === 'node_modules') continue;
        visit(path.join(relative, name));
      }
    } else if (textFile.test(relative)) {
      found.push(relative.split(path.sep).join('/'));
    }
  };
  for (const entry of markerRoots) visit(entry);
  return found;
}

export interface LaunchCheckOptions {
  /**
   * The build environment checked (SITE_URL, SITE_HOSTING, SITE_CONTACT_ENDPOINT…, and the PATH liblouis
   * is looked for on): this process's, the one the build reads, unless a test gives another.
   */
  env?: NodeJS.ProcessEnv;
  /** The day the sweep record's age is counted to (year-month-day, UK): today unless a test fixes it. */
  today?: string;
  /**
   * Compare the sweep record with the build in `root`/dist/ (docs/decisions/053), and look for its
   * braille files there rather than for liblouis on this machine (docs/decisions/070): true unless the
   * build is yet to be made (`SITE_ENV=production npm run build` checks again once it has built).
   */
  compareWithBuild?: boolean;
  /**
   * The build about to be made sweeps itself and writes the record (a production build, docs/decisions/069):
   * whatever record is there now is not the one it will publish, so it is not checked before building.
   */
  recordMadeByThisBuild?: boolean;
}

/** Everything left to replace in the project at `root`, built with the environment `env`. */
export function collectLaunchItems(
  root: string,
  { env = process.env, today, compareWithBuild = true, recordMadeByThisBuild = false }: LaunchCheckOptions = {},
): LaunchCheckResult {
  const settings = readLaunchSettings(env);
  if (!settings.ok) return { ok: false, error: settings.error };

  const businessYaml = readYaml(root, businessFile);
  if (!businessYaml.ok) return businessYaml;
  const business = valid(businessDetailsSchema, businessYaml.source.data, businessFile, businessYaml.source.lineOf);
  if (!business.ok) return business;
  // Only once they are checked: deploymentFrom throws on some bad settings (a SITE_URL that is no address).
  const deployment = valid(deploymentSettingsSchema, deploymentFrom(env), siteFiles.deployment);
  if (!deployment.ok) return deployment;
  const site: SiteConfig = { ...business.value, countryCode: 'GB', ...deployment.value };

  const testimonialsYaml = readYaml(root, testimonialsFile);
  if (!testimonialsYaml.ok) return testimonialsYaml;
  const testimonials = testimonialsShape.safeParse(testimonialsYaml.source.data);
  if (!testimonials.success) {
    return {
      ok: false,
      error: `Launch check: ${testimonialsFile} must list its testimonials, each with an author and provisional: true or false.`,
    };
  }

  let record;
  try {
    record = recordMadeByThisBuild ? null : loadSweepRecord(contentFolderOnDisk(path.join(root, 'src', 'content')));
  } catch (error) {
    if (isContentError(error)) return { ok: false, error: `Launch check: cannot read ${error.message}` };
    throw error;
  }
  // The record compared with the build in dist/ (docs/decisions/053): "no build" when it holds none with its fingerprint.
  let coverage = null;
  if (compareWithBuild && record) {
    const fingerprint = readSiteFingerprint(path.join(root, 'dist'));
    coverage =
      record.swept && !fingerprint
        ? { verdict: 'unknown' as const, why: 'no build' as const }
        : sweepCoverage(record, fingerprint ? builtSite(fingerprint) : undefined);
  }
  const recordFacts = record
    ? { date: ukDate(record.startedAt), passed: record.passed, issues: record.issues, uncheckable: record.uncheckable }
    : null;

  const markers = markerFiles(root).flatMap((file) => ownerMarkerItems(readFileSync(path.join(root, file), 'utf8'), file));
  // The braille downloads (docs/decisions/070): those of the build in dist/ when there is one to look
  // at; else whether this machine can make them, which is all there is before a production build.
  const builtDownloads = path.join(root, builtDownloadsFolder);
  const braille: BrailleFacts =
    compareWithBuild && existsSync(builtDownloads)
      ? { built: readdirSync(builtDownloads).sort() }
      : { liblouisInstalled: liblouisInstalled(undefined, env) };
  const items = [
    ...siteItems(site, settings.settings, siteFiles),
    ...socialImageItems(site, socialImageShows(root)),
    ...testimonialItems(testimonials.data.testimonials, testimonialsFile),
    ...(recordMadeByThisBuild ? [] : sweepRecordItems(recordFacts, today ?? ukDate(new Date()))),
    ...(record ? sweepCoverageItems(coverage, ukDate(record.startedAt)) : []),
    ...brailleItems(braille),
    ...downloadIdentityItems(site),
    ...markers,
  ];
  return { ok: true, items: items.sort((a, b) => placeOf(a) - placeOf(b)) };
}

/** Items grouped by where they are fixed: the business details, the image, the testimonials, the sweep record, other files, then the build. */
function placeOf(item: LaunchItem): number {
  const first = [businessFile, socialImageFile, testimonialsFile, sweepRecordFile];
  return first.includes(item.where) ? first.indexOf(item.where) : item.where === buildEnvironment ? first.length + 1 : first.length;
}

export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

/**
 * Runs the check and prints its report. Returns the exit code: 0 when nothing is left. `today`
 * (year-month-day, in the UK) is the day the sweep record's age is counted to: the day of the run,
 * unless a test fixes it.
 */
export function runLaunchCheck(root: string, output: Output = console, options: LaunchCheckOptions = {}): 0 | 1 {
  const result = collectLaunchItems(root, options);
  if (!result.ok) {
    output.error(result.error);
    return 1;
  }
  if (result.items.length === 0) {
    output.log('Launch check: nothing left to replace. The site is ready to go live.');
    return 0;
  }
  const count = result.items.length;
  output.log(
    `Launch check: ${count} ${count === 1 ? 'thing' : 'things'} to replace before the site goes live (docs/hosting.md, "Before you go live"):`,
  );
  for (const item of result.items) output.log(`  ${formatItem(item)}`);
  return 1;
}

/**
 * Whether `npm run build` is a build for going live (SITE_ENV=production), which must pass the launch
 * check first. A misspelt SITE_ENV stops the build: silently building without the check would defeat it.
 */
export function buildForProduction(env: NodeJS.ProcessEnv): { ok: true; production: boolean } | { ok: false; error: string } {
  // Every build setting, not only SITE_ENV: a preview build with a malformed SITE_URL or
  // SITE_CONTACT_ENDPOINT stops here in one line, before anything reads it.
  const settings = readLaunchSettings(env);
  if (!settings.ok) return settings;
  return { ok: true, production: settings.settings.siteEnv === 'production' };
}
