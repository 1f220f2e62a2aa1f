import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../../scripts/shared/buildPaths';
import { otherFilesFingerprint } from '../../../scripts/shared/siteFingerprint';
import { buildVersion, writeVersionStamp } from '../../../scripts/shared/versionStamp';
import { readSiteVersion } from '../../../server/version';

/* The build's version stamp (docs/decisions/054): which commit the live site is, for /healthz. */

const noGit = () => mkdtempSync(path.join(tmpdir(), 'no-git-'));
const sha = 'b'.repeat(40);

describe('the version a build stamps', () => {
  it('is git’s HEAD and its commit time in a checkout', () => {
    const [commit, time] = execFileSync('git', ['log', '-1', '--format=%H%n%cI'], { cwd: rootDir, encoding: 'utf8' }).trim().split('\n');
    expect(buildVersion(rootDir, {})).toEqual({ commit, committedAt: new Date(time!).toISOString() });
  });

  it('is SITE_COMMIT and SITE_COMMIT_TIME when given (a container build has no .git)', () => {
    expect(buildVersion(noGit(), { SITE_COMMIT: sha.toUpperCase(), SITE_COMMIT_TIME: '2026-11-26T10:00:00Z' })).toEqual({
      commit: sha,
      committedAt: '2026-11-26T10:00:00.000Z',
    });
  });

  it('is the commit the host names when there is no .git (GitHub Actions, Render, Railway), its time unknown', () => {
    expect(buildVersion(noGit(), { GITHUB_SHA: sha })).toEqual({ commit: sha, committedAt: null });
    expect(buildVersion(noGit(), { RENDER_GIT_COMMIT: sha })).toEqual({ commit: sha, committedAt: null });
    expect(buildVersion(noGit(), { RAILWAY_GIT_COMMIT_SHA: sha, SITE_COMMIT_TIME: 'soon' })).toEqual({ commit: sha, committedAt: null });
  });

  it('is nulls when nothing tells, and nothing but a commit sha is taken for one', () => {
    expect(buildVersion(noGit(), {})).toEqual({ commit: null, committedAt: null });
    expect(buildVersion(noGit(), { SITE_COMMIT: 'main' })).toEqual({ commit: null, committedAt: null });
  });

  it('is written as dist/version.json and read back as the server reports it', () => {
    const dist = noGit();
    writeVersionStamp(dist, { commit: sha, committedAt: '2026-11-26T10:00:00.000Z' });
    expect(JSON.parse(readFileSync(path.join(dist, 'version.json'), 'utf8'))).toMatchObject({ commit: sha });
    expect(readSiteVersion(dist)).toEqual({ commit: sha, committedAt: '2026-11-26T10:00:00.000Z' });
  });

  it('does not change the fingerprint the sweep record compares (a new commit alone must not outdate the record)', () => {
    const dist = noGit();
    writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
    const before = otherFilesFingerprint(dist);
    writeVersionStamp(dist, { commit: sha, committedAt: null });
    expect(otherFilesFingerprint(dist)).toBe(before);
  });
});
