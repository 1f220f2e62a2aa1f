import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { siteConfigSchema } from '../../src/config/site.schema';
import { isContentError } from '../../src/content/pipeline/errors';
import { parseYaml } from '../../src/content/pipeline/yamlSource';
import { buildEnvironment, formatItem, ownerMarkerItems, siteItems, testimonialItems, type LaunchItem } from './launchItems';
import { shown } from '../../src/config/settingValues';
import { readLaunchSettings, siteEnvSetting } from './launchSettings';

/**
 * `npm run launch-check` (docs/decisions/024): loads the sources the site is built from, in this
 * process, with this process's environment (the one src/config/site.ts reads when building), and lists
 * what is left to replace before going live.
 */

export const siteFile = 'src/config/site.ts';
export const testimonialsFile = 'src/content/testimonials.yaml';
/** Where owner markers are looked for: everything the site is built or served from. */
export const markerRoots = ['src', 'public', 'server', 'index.html'];
const textFile = /\.(?:[cm]?[jt]sx?|css|html?|svg|md|mdx|ya?ml|txt|vtt|webmanifest)$/i;

export type LaunchCheckResult = { ok: true; items: LaunchItem[] } | { ok: false; error: string };

/** An error in one line: a syntax error as "line 3: Expected …" (esbuild, through tsx), else its first line. */
function firstLine(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n').map((line) => line.trim()).filter(Boolean);
  for (const line of lines) {
    const syntax = /:(\d+):\d+: ERROR: (.*)$/.exec(line);
    if (syntax) return `line ${syntax[1]}: ${syntax[2]}`;
  }
  return lines[0] ?? 'unknown error';
}

async function importModule(root: string, file: string): Promise<{ ok: true; module: Record<string, unknown> } | { ok: false; error: string }> {
  try {
    return { ok: true, module: (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown> };
  } catch (error) {
    return { ok: false, error: `Launch check: cannot read ${file}: ${firstLine(error)}` };
  }
}

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
};

function valueAt(data: unknown, keys: PropertyKey[]): unknown {
  return keys.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);
}

/** The configuration as the site's own schema sees it; one line naming every bad field. */
function validSite(data: unknown): { ok: true; site: z.infer<typeof siteConfigSchema> } | { ok: false; error: string } {
  const parsed = siteConfigSchema.safeParse(data);
  if (parsed.success) return { ok: true, site: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'site';
    const value = valueAt(data, issue.path);
    const got = typeof value === 'string' ? ` (got ${shown(value)})` : value === undefined ? ' (missing)' : '';
    return `${field} ${accepts[field] ?? issue.message.replace(/\s+/g, ' ')}${got}`;
  });
  return { ok: false, error: `Configuration error: ${siteFile}: ${problems.join('; ')}.` };
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

/**
 * Everything left to replace in the project at `root`, with this process's environment: the one
 * src/config/site.ts reads SITE_URL and SITE_CONTACT_ENDPOINT from when it is imported.
 */
export async function collectLaunchItems(root: string): Promise<LaunchCheckResult> {
  const settings = readLaunchSettings(process.env);
  if (!settings.ok) return { ok: false, error: settings.error };

  const siteModule = await importModule(root, siteFile);
  if (!siteModule.ok) return siteModule;
  const site = validSite(siteModule.module.site);
  if (!site.ok) return site;

  let testimonialsData: unknown;
  try {
    testimonialsData = parseYaml(readFileSync(path.join(root, testimonialsFile), 'utf8'), testimonialsFile).data;
  } catch (error) {
    return { ok: false, error: `Launch check: cannot read ${isContentError(error) ? error.message : `${testimonialsFile}: the file is missing`}` };
  }
  const testimonials = testimonialsShape.safeParse(testimonialsData);
  if (!testimonials.success) {
    return {
      ok: false,
      error: `Launch check: ${testimonialsFile} must list its testimonials, each with an author and provisional: true or false.`,
    };
  }

  const markers = markerFiles(root).flatMap((file) => ownerMarkerItems(readFileSync(path.join(root, file), 'utf8'), file));
  const items = [
    ...siteItems(site.site, settings.settings, siteFile),
    ...testimonialItems(testimonials.data.testimonials, testimonialsFile),
    ...markers,
  ];
  return { ok: true, items: items.sort((a, b) => placeOf(a) - placeOf(b)) };
}

/** Items grouped by where they are fixed: the site configuration, the testimonials, other files, then the build. */
function placeOf(item: LaunchItem): number {
  return [siteFile, testimonialsFile].includes(item.where) ? [siteFile, testimonialsFile].indexOf(item.where) : item.where === buildEnvironment ? 3 : 2;
}

export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** Runs the check and prints its report. Resolves with the exit code: 0 when nothing is left. */
export async function runLaunchCheck(root: string, output: Output = console): Promise<0 | 1> {
  const result = await collectLaunchItems(root);
  if (!result.ok) {
    output.error(result.error);
    return 1;
  }
  if (result.items.length === 0) {
    output.log('Launch check: nothing left to replace. The site is ready to go live.');
    return 0;
  }
  const count = result.items.length;
  output.log(`Launch check: ${count} ${count === 1 ? 'thing' : 'things'} to replace before the site goes live (README, "Before you go live"):`);
  for (const item of result.items) output.log(`  ${formatItem(item)}`);
  return 1;
}

/**
 * Whether `npm run build` is a build for going live (SITE_ENV=production), which must pass the launch
 * check first. A misspelt SITE_ENV stops the build: silently building without the check would defeat it.
 */
export function buildForProduction(env: NodeJS.ProcessEnv): { ok: true; production: boolean } | { ok: false; error: string } {
  const parsed = siteEnvSetting.safeParse(env.SITE_ENV);
  if (!parsed.success) return { ok: false, error: `Configuration error: ${parsed.error.issues.map((issue) => issue.message).join('; ')}.` };
  return { ok: true, production: parsed.data === 'production' };
}
