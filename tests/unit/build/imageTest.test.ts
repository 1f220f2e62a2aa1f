import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { firstFromImage, isPinnedByDigest, nodeVersionOf, pullReference, qualifiedImage } from '../../../scripts/image/baseImage';
import { buildSettings, fixtureSiteUrl } from '../../../scripts/image/buildContext';
import { warningLines } from '../../../scripts/image/containerChecks';
import { buildToolFiles } from '../../../scripts/image/layers';
import { parseImageTestOptions } from '../../../scripts/image/options';
import { rootDir } from '../../../scripts/shared/buildPaths';

/*
 * The container image and its test (docs/decisions/072): what the Dockerfile, the workflow and
 * Dependabot's configuration must say, and the test's own rules. `npm run test:image` builds and runs
 * the image itself (minutes, root, buildah and podman): not part of `npm test`.
 */

const read = (file: string) => readFileSync(path.join(rootDir, file), 'utf8');
const dockerfile = read('Dockerfile');

/** The Dockerfile's stages: what each is FROM, its name, its instructions. */
function stages(text: string) {
  const result: { from: string; name: string; lines: string[] }[] = [];
  for (const line of text.replace(/\\\n\s*/g, ' ').split('\n')) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) result.push({ from: from[1]!, name: from[2] ?? '', lines: [] });
    else if (line.trim() && !line.startsWith('#')) result.at(-1)?.lines.push(line);
  }
  return result;
}

describe('the Dockerfile', () => {
  const all = stages(dockerfile);
  const runtime = all.at(-1)!;

  it('names its base once, pinned by digest, in its first FROM (the one Dependabot updates), and every other stage builds on a stage', () => {
    expect(all[0]!.name).toBe('base');
    expect(isPinnedByDigest(all[0]!.from)).toBe(true);
    expect(nodeVersionOf(all[0]!.from)).toMatch(/^24\.\d+\.\d+$/);
    const names = all.map((stage) => stage.name);
    for (const stage of all.slice(1)) expect(names).toContain(stage.from);
    expect(dockerfile).not.toMatch(/^FROM\s+\$/m);
  });

  it('installs nothing in the runtime stage: the compilers stay in the stages it copies from', () => {
    expect(runtime.lines.filter((line) => /apt-get|npm (ci|install)/.test(line))).toEqual([]);
    expect(runtime.lines.filter((line) => line.startsWith('COPY --from=')).map((line) => line.split(/\s+/)[1])).toEqual([
      '--from=deps',
      '--from=build',
      '--from=build',
    ]);
  });

  it('keeps the data on the volume /data, in folders made 0700 for node, and runs as node', () => {
    expect(runtime.lines).toContain('VOLUME ["/data"]');
    expect(runtime.lines).toContain('USER node');
    expect(runtime.lines.join('\n')).toMatch(/CONTACT_DATA_DIR=\/data\/contact ADMIN_DATA_DIR=\/data\/admin/);
    expect(runtime.lines.join('\n')).toContain(
      'chown node:node /data /data/contact /data/admin && chmod 700 /data /data/contact /data/admin',
    );
  });

  it('builds for production unless told otherwise, with Debian’s Chromium and no browser download', () => {
    const build = all.find((stage) => stage.name === 'build')!;
    expect(build.lines).toContain('ARG SITE_ENV=production');
    expect(build.lines.join('\n')).toMatch(/chromium chromium-headless-shell/);
    expect(build.lines.join('\n')).toMatch(/CHROME_PATH=\/usr\/bin\/chromium/);
    // On GitHub, a sweep that stops the build annotates the job for the editing screen (docs/decisions/069).
    expect(build.lines).toContain('ARG GITHUB_ACTIONS=');
  });
});

describe('the workflow and Dependabot', () => {
  const workflow = parse(read('.github/workflows/site.yml')) as {
    jobs: Record<string, { name: string; steps: { uses?: string; run?: string }[] }>;
  };

  it('pins every action by commit, with its version beside it', () => {
    const uses = read('.github/workflows/site.yml')
      .split('\n')
      .filter((line) => /^\s*-?\s*uses:/.test(line));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toMatch(/uses: [\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('publishes from the job named image only the image its test built, by the name the test gave it', () => {
    const image = workflow.jobs.image!;
    expect(image.name).toBe('image');
    expect(workflow.jobs.check!.name).toBe('build');
    const runs = image.steps.map((step) => step.run ?? '');
    const test = runs.findIndex((run) => run.includes('npm run test:image -- --base=real --details=own --tag=localhost/site-image:tested'));
    const push = runs.findIndex((run) => run.includes('buildah push localhost/site-image:tested'));
    expect(test).toBeGreaterThan(-1);
    expect(runs[test]).toContain('"GITHUB_ACTIONS=$GITHUB_ACTIONS"');
    expect(push).toBeGreaterThan(test);
    expect(runs.join('\n')).not.toMatch(/buildah bud|docker build|build-push-action/);
  });

  it('keeps the base image, the actions and npm current every week', () => {
    const config = parse(read('.github/dependabot.yml')) as { updates: { 'package-ecosystem': string; schedule: { interval: string } }[] };
    expect(config.updates.map((update) => [update['package-ecosystem'], update.schedule.interval])).toEqual([
      ['docker', 'weekly'],
      ['github-actions', 'weekly'],
      ['npm', 'weekly'],
    ]);
  });
});

describe('the image test’s rules', () => {
  it('finds compilers, make and Python among a layer’s files, not whiteouts or Python libraries', () => {
    const layer = [
      './usr/bin/g++-12',
      'usr/bin/x86_64-linux-gnu-gcc-12',
      'usr/lib/gcc/x86_64-linux-gnu/12/cc1plus',
      'usr/bin/make',
      'usr/bin/python3.11',
      'usr/bin/.wh.g++',
      'usr/lib/python3/dist-packages/six.py',
      'usr/local/lib/node_modules/npm/node_modules/node-gyp/gyp/gyp_main.py',
      'usr/local/bin/node',
      'usr/bin/cmp',
    ];
    expect(buildToolFiles(layer)).toEqual([
      'usr/bin/g++-12',
      'usr/bin/x86_64-linux-gnu-gcc-12',
      'usr/lib/gcc/x86_64-linux-gnu/12/cc1plus',
      'usr/bin/make',
      'usr/bin/python3.11',
    ]);
  });

  it('reads the base from the first FROM and writes out its registry for buildah', () => {
    expect(
      firstFromImage(
        '# syntax=docker/dockerfile:1\nFROM node:24.21.0-bookworm-slim@sha256:' + 'a'.repeat(64) + ' AS base\nFROM base AS deps\n',
      ),
    ).toBe('node:24.21.0-bookworm-slim@sha256:' + 'a'.repeat(64));
    expect(qualifiedImage('node:24.21.0-bookworm-slim')).toBe('docker.io/library/node:24.21.0-bookworm-slim');
    expect(qualifiedImage('bitnami/node:24')).toBe('docker.io/bitnami/node:24');
    expect(qualifiedImage('ghcr.io/owner/site:latest')).toBe('ghcr.io/owner/site:latest');
    expect(pullReference('node:24.21.0-bookworm-slim@sha256:' + 'b'.repeat(64))).toBe('docker.io/library/node@sha256:' + 'b'.repeat(64));
    expect(pullReference('localhost:5000/node:24')).toBe('localhost:5000/node:24');
    expect(firstFromImage('ARG NODE_IMAGE=node:24.21.0-bookworm-slim\n\nFROM ${NODE_IMAGE} AS build\n')).toBe('node:24.21.0-bookworm-slim');
    expect(nodeVersionOf('node:24-bookworm-slim')).toBeUndefined();
  });

  it('hears the server’s warning that the messages folder can be read by other accounts', () => {
    const logs =
      "Serving the site on http://localhost:8080 (NODE_ENV=production)\nThe contact messages folder (/data/contact) can be opened by other accounts on this computer: run chmod 700 on it so only this server can read visitors' messages.\n";
    expect(warningLines(logs)).toHaveLength(1);
    expect(
      warningLines(
        'Serving the site on http://localhost:8080 (NODE_ENV=production)\nContact messages are stored in /data/contact/messages.sqlite\n',
      ),
    ).toEqual([]);
  });

  it('builds for production by default, and says in one line what it did not understand', () => {
    const options = parseImageTestOptions([], rootDir);
    expect(options).toMatchObject({ base: 'stand-in', details: 'fixture', siteEnv: 'production', keep: false });
    expect(parseImageTestOptions(['--base=docker'], rootDir)).toEqual({
      error: expect.stringContaining('not understood: "--base=docker"'),
    });
  });

  it('builds the fixture’s details at a real-looking address, or the owner’s own only with SITE_URL set', () => {
    expect(buildSettings('fixture', {})).toEqual({ SITE_URL: fixtureSiteUrl });
    expect(() => buildSettings('own', {})).toThrow('set SITE_URL to the address the site is published at');
    expect(buildSettings('own', { SITE_URL: 'https://www.your-domain.co.uk', SITE_ANALYTICS_ENDPOINT: '', HOME: '/root' })).toEqual({
      SITE_URL: 'https://www.your-domain.co.uk',
    });
  });
});
