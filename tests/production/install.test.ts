import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../src/routes/routeTable';
import { fakeFormService, validMessage, waitFor } from '../server/serverHarness';

/*
 * A host's production install, on a clean copy (docs/hosting.md, "Deployment"): only what `npm run build` wrote
 * (dist/, dist-server/) and the package files, then `npm ci --omit=dev`, which installs the runtime
 * dependencies alone; then `npm run serve` serves every page, stores a message and forwards it,
 * answers its health check, and `npm run messages` reads the store. `npm test` runs this as its own
 * step, after the build (vitest.production.config.ts).
 *
 * better-sqlite3 arrives as a host's npm gets it: prebuilt, unpacked by its own installer
 * (prebuild-install), which a host with internet access downloads from the package's releases. This
 * machine cannot download it, so the installer is handed the addon this project's `npm ci` compiled,
 * packed as a release is, through its documented local-prebuilds setting (docs/decisions/079). The
 * compile itself is proven by `npm ci` at the start of CI; here it would be the same minute again.
 */

/** The target of docs/decisions/040 for `npm ci --omit=dev` on this machine. */
const maxPackages = 150;
const maxMegabytes = 50;

let copy: string;
/** The compiled addon, packed as better-sqlite3's releases are, for the copy's installer. */
let prebuilds: string;
const { npm_config_nodedir: _nodedir, ...inherited } = process.env;
/** A host's shell, not npm's: nothing npm set for `npm test` (its npm_* variables) reaches the copy. */
const hostEnv = Object.fromEntries(Object.entries(inherited).filter(([name]) => !name.startsWith('npm_')));

function npm(args: string[], env: NodeJS.ProcessEnv = {}): string {
  return execFileSync('npm', args, { cwd: copy, env: { ...hostEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/** Every installed package (a folder with a package.json right under a node_modules folder). */
function installedPackages(dir: string): string[] {
  const found: string[] = [];
  const walk = (modules: string) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const folders = entry.name.startsWith('@')
        ? readdirSync(path.join(modules, entry.name)).map((name) => path.join(modules, entry.name, name))
        : [path.join(modules, entry.name)];
      for (const folder of folders) {
        if (!existsSync(path.join(folder, 'package.json'))) continue;
        found.push(path.relative(dir, folder));
        walk(path.join(folder, 'node_modules'));
      }
    }
  };
  walk(path.join(dir, 'node_modules'));
  return found;
}

/**
 * The release file prebuild-install looks for (its default name: package, version, runtime, ABI,
 * platform, architecture), holding build/Release/better_sqlite3.node as a release does.
 */
function packCompiledAddon(into: string): string {
  const packageDir = path.resolve('node_modules', 'better-sqlite3');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync('tar', ['-czf', path.join(into, name), '-C', packageDir, 'build/Release/better_sqlite3.node']);
  return name;
}

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'production-install-'));
  prebuilds = mkdtempSync(path.join(tmpdir(), 'production-prebuilds-'));
  for (const name of ['dist', 'dist-server', 'package.json', 'package-lock.json', '.npmrc']) {
    cpSync(path.resolve(name), path.join(copy, name), { recursive: true });
  }
  packCompiledAddon(prebuilds);
  npm(['ci', '--omit=dev', '--no-audit', '--no-fund'], { npm_config_better_sqlite3_local_prebuilds: prebuilds });
}, 600_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  if (prebuilds) rmSync(prebuilds, { recursive: true, force: true });
});

describe('a production install (npm ci --omit=dev) of the built site', () => {
  it(`installs the runtime dependencies only: at most ${maxPackages} packages and ${maxMegabytes} MB`, () => {
    const packages = installedPackages(copy);
    const megabytes = Number(execFileSync('du', ['-sm', path.join(copy, 'node_modules')], { encoding: 'utf8' }).split('\t')[0]);
    console.log(`Production install: ${packages.length} packages, ${megabytes} MB (du -sm node_modules)`);
    expect(packages.length).toBeLessThanOrEqual(maxPackages);
    // The installer took the release file: a compile would have left its object files beside the addon.
    expect(existsSync(path.join(copy, 'node_modules', 'better-sqlite3', 'build', 'Release', 'obj.target'))).toBe(false);
    expect(megabytes).toBeLessThanOrEqual(maxMegabytes);
    // None of the build's tools: the page code, the content pipeline, TypeScript loaders.
    for (const name of ['react', 'react-dom', 'react-router', '@unhead/react', 'tsx', 'vite', 'unified', 'remark-parse', 'yaml']) {
      expect(packages, name).not.toContain(`node_modules/${name}`);
    }
  });

  it('serves every page and a search, stores a message and forwards it, answers its health check, and stops on SIGTERM', async () => {
    const formService = await fakeFormService();
    const dataDir = path.join(copy, '.data', 'contact');
    const server = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: copy,
      env: { ...hostEnv, PORT: '0', HOST: '127.0.0.1', CONTACT_DATA_DIR: dataDir, CONTACT_FORWARD_URL: formService.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        server.stdout.on('data', () => {
          const match = /localhost:(\d+)/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        void exited.then(() => reject(new Error(`the server stopped before it listened: ${output}`)));
      });
      const origin = `http://127.0.0.1:${port}`;

      for (const route of routeTable) {
        const page = await fetch(`${origin}${route.path}`);
        expect({ path: route.path, status: page.status }).toEqual({ path: route.path, status: 200 });
        expect(await page.text()).toContain('<main');
      }
      expect((await fetch(`${origin}/no-such-page`)).status).toBe(404);
      // A search, answered by the search thread from the copy's dist-server/searchWorker.js (docs/decisions/080).
      const searched = await fetch(`${origin}/search?q=jaws`);
      expect(searched.status).toBe(200);
      expect(await searched.text()).toMatch(/\d+ results? for “jaws”/);

      const posted = await fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validMessage),
      });
      expect(posted.status).toBe(201);
      const { id } = (await posted.json()) as { id: string };
      await waitFor(() => formService.received.length === 1);
      expect(formService.received[0]!.body).toEqual(validMessage);
      expect(formService.received[0]!.headers['idempotency-key']).toBe(id);

      const health = await fetch(`${origin}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ ok: true, version: expect.objectContaining({ commit: expect.any(String) }) });

      const exported = JSON.parse(npm(['run', '--silent', 'messages', '--', 'export', '--json'], { CONTACT_DATA_DIR: dataDir })) as {
        id: string;
        deliveries: Record<string, { pending: boolean }>;
      }[];
      expect(exported).toEqual([
        expect.objectContaining({ id, ...validMessage, deliveries: { 'form-service': expect.objectContaining({ pending: false }) } }),
      ]);
    } finally {
      server.kill('SIGTERM');
      await formService.close();
    }
    expect(await exited).toBe(0);
    expect(output).toContain('(NODE_ENV=production)');
  }, 120_000);

  it('without the settings the build wrote: one line saying what to do, exit code 1', () => {
    renameSync(path.join(copy, 'dist-server', 'site.json'), path.join(copy, 'site.json.moved'));
    let failure: { status?: number; stdout?: string; stderr?: string } = {};
    try {
      npm(['run', '--silent', 'serve'], { PORT: '0', HOST: '127.0.0.1', CONTACT_DATA_DIR: path.join(copy, '.data', 'other') });
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.status).toBe(1);
    expect(failure.stderr!.trim().split('\n')).toEqual([
      'Could not start: dist-server/site.json is missing: run `npm run build` first, and copy dist-server/ with dist/ (docs/hosting.md, "Deployment").',
    ]);
  }, 60_000);
});
