import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { rootDir } from '../shared/buildPaths';

/** The sweep's defaults, in pa11y-ci's format, at the top of the repository. */
export const pa11yConfigFile = path.join(rootDir, 'pa11y.json');

const defaultsSchema = z
  .object({
    standard: z.enum(['WCAG2A', 'WCAG2AA', 'WCAG2AAA']),
    runners: z.array(z.string().min(1)).min(1),
    concurrency: z.number().int().min(1).max(8).default(2),
    timeout: z.number().int().positive().default(60_000),
    chromeLaunchConfig: z.object({
      executablePath: z.string().min(1),
      args: z.array(z.string()).default([]),
    }),
    hideElements: z.string().optional(),
    actions: z.array(z.string()).default([]),
    viewport: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
  })
  .strict();

/**
 * pa11y.json holds defaults only. Its URLs come from the site's sitemap, so the list can never drift
 * from the route table: a `urls` list here is refused rather than silently ignored.
 */
const configSchema = z
  .object({
    defaults: defaultsSchema,
    urls: z.unknown().optional(),
  })
  .strict()
  .refine((config) => config.urls === undefined, {
    message: 'pa11y.json must hold no "urls": the sweep takes its URLs from <base-url>/sitemap.xml',
    path: ['urls'],
  });

export type SweepDefaults = z.infer<typeof defaultsSchema>;

export class SweepConfigError extends Error {}

/**
 * Reads pa11y.json. CHROME_PATH, when set, names the browser instead of the file's
 * chromeLaunchConfig.executablePath (JSON cannot read the environment).
 */
export function loadSweepDefaults(file = pa11yConfigFile, env: NodeJS.ProcessEnv = process.env): SweepDefaults {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SweepConfigError(`${path.relative(process.cwd(), file) || file} cannot be read as JSON: ${(error as Error).message}`);
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? issue.path.join('.') : 'the file';
    throw new SweepConfigError(`${path.basename(file)}: ${where}: ${issue.message}`);
  }
  const { defaults } = parsed.data;
  const executablePath = env.CHROME_PATH || defaults.chromeLaunchConfig.executablePath;
  return { ...defaults, chromeLaunchConfig: { ...defaults.chromeLaunchConfig, executablePath } };
}
