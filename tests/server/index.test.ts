import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
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
