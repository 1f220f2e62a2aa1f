import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SLOTS } from '../../src/lib/search/searchPageHooks';
import { tempDataDir } from './serverHarness';

describe('npm run serve', () => {
  it('runs the server with NODE_ENV=production, on PORT, storing in CONTACT_DATA_DIR', async () => {
    const dataDir = tempDataDir();
    const { NODE_ENV: _unset, ...env } = process.env;
    // Its own process group, so the stop reaches npm, the shell and node alike (and nothing else).
    const child = spawn('npm', ['run', '--silent', 'serve'], {
      env: { ...env, PORT: '0', HOST: '127.0.0.1', CONTACT_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', () => {
          const match = /localhost:(\d+)[\s\S]*stored in .*\n/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        void exited.then(() => reject(new Error(output)));
      });
      expect(output).toContain(`Serving the site on http://localhost:${port} (NODE_ENV=production)`);
      expect(output).toContain(`Contact messages are stored in ${dataDir}/messages.sqlite`);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }, 30_000);
});

describe('the built server, with a page it fills not as the build wrote it', () => {
  /*
   * docs/decisions/075: the server's results and error pages are templates the build writes into
   * dist-server/templates/. A template without one of its slots would serve a broken page: the start
   * stops instead, with one line, as for dist-server/site.json. Run on a copy of the built server (its
   * project's dist/ and node_modules/ are links to this one's), so the real build is never changed.
   */
  it('refuses to start, in one line saying what is wrong and what to do, with exit code 1', async () => {
    const project = mkdtempSync(path.join(tmpdir(), 'server-template-'));
    try {
      cpSync(path.resolve('dist-server'), path.join(project, 'dist-server'), { recursive: true });
      symlinkSync(path.resolve('dist'), path.join(project, 'dist'));
      symlinkSync(path.resolve('node_modules'), path.join(project, 'node_modules'));
      const template = path.join(project, 'dist-server', 'templates', 'search-results.html');
      writeFileSync(template, readFileSync(template, 'utf8').split(SEARCH_PAGE_SLOTS.results).join(''));

      const { NODE_ENV: _unset, ...env } = process.env;
      const child = spawn(process.execPath, [path.join(project, 'dist-server', 'index.js')], {
        cwd: project,
        env: { ...env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', CONTACT_DATA_DIR: tempDataDir() },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // A server that starts anyway is stopped after a while, and the test fails on what it printed.
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      clearTimeout(timer);
      expect(stdout).not.toContain('Serving the site');
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        'Could not start: dist-server/templates/search-results.html has no results slot ({{slot:search-results}}), so it is not the file the build writes: run `npm run build` again.',
      ]);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 30_000);
});
