import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { htmlFileFor, rootDir } from '../../scripts/lib/paths';

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

/** Folders of the project a temporary copy leaves out: installed packages, outputs, local data. */
const notCopied = new Set(['node_modules', 'dist', 'build', 'reports', 'test-results', 'playwright-report', '.data', '.git']);

/**
 * A temporary copy of the project, for tests that change content files and build (the page families
 * of docs/decisions/030). Call `create()` in beforeAll and `remove()` in afterAll. `build()` runs the
 * real build in the copy and returns its exit status and everything it printed; `built(file)` reads a
 * file of the copy's dist/.
 */
export function projectCopy(name: string) {
  let dir = '';
  const at = (...parts: string[]) => path.join(dir, ...parts);
  return {
    create() {
      dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
      cpSync(rootDir, dir, { recursive: true, filter: (source) => !notCopied.has(path.relative(rootDir, source).split(path.sep)[0]!) });
      symlinkSync(path.join(rootDir, 'node_modules'), at('node_modules'), 'dir');
    },
    remove() {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
    /** A path inside the copy: `at('src/content', 'file.md')`. */
    at,
    build(): { status: number | null; output: string } {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: dir, encoding: 'utf8', env: { ...process.env, SITE_ENV: '' } });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    built: (file: string) => readFileSync(at('dist', file), 'utf8'),
  };
}
