import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { distDir, rootDir } from '../../scripts/shared/buildPaths';
import { otherFilesFingerprint, readSiteFingerprint } from '../../scripts/shared/siteFingerprint';
import { readSiteVersion } from '../../server/version';

/* The build in dist/ says which commit it is (docs/decisions/054); run `npm run build` first. */

describe('dist/version.json', () => {
  it('names a commit of this repository and its time', () => {
    const version = readSiteVersion(distDir);
    expect(version?.commit).toMatch(/^[0-9a-f]{40}$/);
    const time = execFileSync('git', ['show', '-s', '--format=%cI', version!.commit!], { cwd: rootDir, encoding: 'utf8' }).trim();
    expect(version?.committedAt).toBe(new Date(time).toISOString());
  });

  it('is left out of the fingerprint of the files the pages use, which the sweep record compares', () => {
    expect(otherFilesFingerprint(distDir)).toBe(readSiteFingerprint(distDir)?.files);
  });
});
