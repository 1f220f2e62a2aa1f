import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { htmlFileFor, rootDir } from '../../scripts/shared/buildPaths';

/** The prerendered HTML of a route (run `npm run build` first; `npm test` does). */
export function builtPage(routePath: string): string {
  return readFileSync(htmlFileFor(routePath), 'utf8');
}

/** The parsed JSON-LD blocks of a page. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/**
 * The project's own files: those git tracks, and new ones it would track (not ignored), as a fresh
 * checkout with the change committed would hold them. Not installed packages, outputs or local data.
 */
function projectFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: rootDir, encoding: 'utf8' });
  if (listed.status !== 0) {
    throw new Error(
      `The tests that build a temporary copy of the project list its files with git, which failed: ${listed.stderr || listed.error?.message}`,
    );
  }
  // A tracked file deleted in the working tree is listed until the deletion is committed.
  return listed.stdout.split('\0').filter((file) => file && existsSync(path.join(rootDir, file)));
}

/**
 * A temporary copy of the project's files (node_modules linked, not copied), for tests that change
 * content files and build (the page families of docs/decisions/030). Call `create()` in beforeAll and
 * `remove()` in afterAll. `build()` runs the real build in the copy and returns its exit status and
 * everything it printed; `built(file)` reads a file of the copy's dist/.
 */
/**
 * The environment a copy is built in: this process's, the test runner's NODE_ENV=test included, which
 * the build must overrule (issue 42 found React's development build bundled under it: the copy's pages
 * never hydrated). SITE_ENV is emptied: a copy is a preview build.
 */
function buildEnvironment(): NodeJS.ProcessEnv {
  return { ...process.env, SITE_ENV: '' };
}

export function projectCopy(name: string) {
  let dir = '';
  const at = (...parts: string[]) => path.join(dir, ...parts);
  return {
    create() {
      dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
      for (const file of projectFiles()) {
        mkdirSync(path.dirname(at(file)), { recursive: true });
        copyFileSync(path.join(rootDir, file), at(file));
      }
      symlinkSync(path.join(rootDir, 'node_modules'), at('node_modules'), 'dir');
    },
    remove() {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
    /** A path inside the copy: `at('src/content', 'file.md')`. */
    at,
    /** `env` adds to this process's environment: a PATH without liblouis, for one (docs/decisions/070). */
    build(env: NodeJS.ProcessEnv = {}): { status: number | null; output: string } {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...buildEnvironment(), ...env },
      });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    /**
     * Builds the copy as `build` does, counting every read of a file under its src/content/ and dist/
     * (./countReads.ts): `reads` gives each file read, by its path from the copy, and how many times.
     */
    buildCountingReads(): { status: number | null; output: string; reads: Record<string, number> } {
      const countsFile = path.join(dir, 'reads-counted.json');
      rmSync(countsFile, { force: true });
      const counter = pathToFileURL(path.join(import.meta.dirname, 'countReads.ts')).href;
      const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', counter, 'scripts/build.ts'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...buildEnvironment(), READS_COUNTED_INTO: countsFile },
      });
      const output = `${result.stdout}${result.stderr}`;
      if (!existsSync(countsFile)) throw new Error(`The build wrote no counts of its reads:\n${output.slice(-3000)}`);
      return { status: result.status, output, reads: JSON.parse(readFileSync(countsFile, 'utf8')) as Record<string, number> };
    },
    built: (file: string) => readFileSync(at('dist', file), 'utf8'),
  };
}
