import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteVersionFrom, siteVersionName, type SiteVersion } from '../../server/version';

/**
 * The commit a build is made from, and its time (docs/decisions/054): SITE_COMMIT and SITE_COMMIT_TIME
 * when given (the container image's build arguments: its build has no .git), else git's HEAD, else
 * the commit the host says it is building (GitHub Actions, Render, Railway, Coolify, Vercel), whose
 * time is then unknown unless SITE_COMMIT_TIME gives it.
 */
const hostCommitVariables = ['GITHUB_SHA', 'RENDER_GIT_COMMIT', 'RAILWAY_GIT_COMMIT_SHA', 'SOURCE_COMMIT', 'VERCEL_GIT_COMMIT_SHA'];

function fromGit(root: string): SiteVersion | null {
  try {
    const [commit, committedAt] = execFileSync('git', ['log', '-1', '--format=%H%n%cI'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .split('\n');
    const version = siteVersionFrom({ commit, committedAt });
    return version.commit ? version : null;
  } catch {
    return null;
  }
}

export function buildVersion(root: string, env: NodeJS.ProcessEnv = process.env): SiteVersion {
  if (env.SITE_COMMIT) return siteVersionFrom({ commit: env.SITE_COMMIT, committedAt: env.SITE_COMMIT_TIME });
  const git = fromGit(root);
  if (git) return git;
  const hostCommit = hostCommitVariables.map((name) => env[name]).find(Boolean);
  return siteVersionFrom({ commit: hostCommit, committedAt: env.SITE_COMMIT_TIME });
}

/** Writes dist/version.json, which /healthz reports (server/version.ts). */
export function writeVersionStamp(distDir: string, version: SiteVersion): void {
  writeFileSync(
    path.join(distDir, siteVersionName),
    `${JSON.stringify({ $comment: 'Written by the build (scripts/shared/versionStamp.ts): the commit this site was built from; /healthz reports it.', ...version }, null, 2)}\n`,
  );
}
