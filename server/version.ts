import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which version of the site is live (docs/decisions/054): the commit the build was made from and that
 * commit's time, written by the build into dist/version.json and reported by /healthz as `version`.
 * The editing screen compares it with the commit of the owner's save, to tell them when their change
 * is on the site; anyone can check it by opening /healthz.
 */
export interface SiteVersion {
  /** The full commit sha (40 hex digits), or null when the build could not tell. */
  commit: string | null;
  /** The commit's time (ISO 8601), or null when the build could not tell. */
  committedAt: string | null;
}

export const siteVersionName = 'version.json';

const isCommit = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{40}$/.test(value);
const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** A version from what was read (a file, an environment): anything not a commit or a time is null. */
export function siteVersionFrom(value: { commit?: unknown; committedAt?: unknown }): SiteVersion {
  const commit = typeof value.commit === 'string' ? value.commit.trim().toLowerCase() : value.commit;
  return {
    commit: isCommit(commit) ? commit : null,
    committedAt: isTime(value.committedAt) ? new Date(value.committedAt).toISOString() : null,
  };
}

/** The version the build stamped in `distDir`; null for a build without one (made before the stamp existed). */
export function readSiteVersion(distDir: string): SiteVersion | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(distDir, siteVersionName), 'utf8'));
    return parsed && typeof parsed === 'object' ? siteVersionFrom(parsed) : null;
  } catch {
    return null;
  }
}
