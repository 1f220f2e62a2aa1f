/**
 * `npm run bench:start` (after `npm run build`): how long the server takes from its start to its first
 * answered request (GET / answered 200), run the ways it can be run:
 *   - compiled:  `node --enable-source-maps dist-server/index.js`, as `npm run serve` runs it;
 *   - compiled, without source maps;
 *   - through tsx's loader: `node --import tsx server/index.ts`;
 *   - through tsx's command: `tsx server/index.ts` (it starts a second Node process).
 * Alternating rounds, each start in a fresh process with an empty store; prints the medians and their
 * ratio to the compiled server. docs/decisions/040 records the figures. Not a test: timings vary.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rootDir, serverBuildDir } from './shared/buildPaths';

const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const port = 0;

if (!existsSync(path.join(serverBuildDir, 'index.js'))) {
  console.error('dist-server/ is missing: run `npm run build` first.');
  process.exit(1);
}

const tsxCommand = path.join(rootDir, 'node_modules', '.bin', 'tsx');
const variants = [
  { name: 'compiled (npm run serve)', command: process.execPath, args: ['--enable-source-maps', 'dist-server/index.js'] },
  { name: 'compiled, no source maps', command: process.execPath, args: ['dist-server/index.js'] },
  { name: 'tsx loader (node --import tsx)', command: process.execPath, args: ['--import', 'tsx', 'server/index.ts'] },
  { name: 'tsx command (tsx server/index.ts)', command: tsxCommand, args: ['server/index.ts'] },
].map((variant) => ({ ...variant, times: [] as number[] }));

const work = mkdtempSync(path.join(tmpdir(), 'bench-start-'));

/** Milliseconds from spawning the server to the first 200 for GET /. */
async function timeToFirstAnswer(command: string, args: string[], dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: rootDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', CONTACT_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const listening = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /localhost:(\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      void exited.then(() => reject(new Error(`the server stopped before it listened: ${output.trim()}`)));
    });
    // The port is known once it listens; the first answer is the measure (the request is made at once).
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${listening}/`);
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // Not answering yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

try {
  console.log(`Start to first answered request (GET / → 200), ${rounds} rounds, alternating:`);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, variant] of variants.entries()) {
      variant.times.push(await timeToFirstAnswer(variant.command, variant.args, path.join(work, `${round}-${index}`)));
    }
  }
  const baseline = median(variants[0]!.times);
  for (const variant of variants) {
    const value = median(variant.times);
    console.log(
      `  ${variant.name.padEnd(36)} median ${value.toFixed(0).padStart(5)} ms  (${(value / baseline).toFixed(2)}× the compiled server)`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
