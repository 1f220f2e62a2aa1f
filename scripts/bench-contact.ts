/**
 * `npm run bench:contact` (after `npm run build`): two benchmarks, each a ratio to a baseline measured
 * in the same run, on the same machine, alternating rounds, so the machine's speed and load cancel out.
 *
 *   1. Static pages: requests per second of GET / (brotli, 100 connections) from the site's server,
 *      against a bare node:http + sirv server on the same files. Target: at least 0.8×.
 *   2. The contact receiver: p99 latency of POST /api/contact, forwarding on (to a local stand-in form
 *      service), with 100,000 messages already stored, against an empty store. Target: at most 2×.
 *
 * Loopback only; every server runs in its own process, autocannon in this one. BENCH_SECONDS sets the
 * length of each measured run (default 10). Exits 1 if a target is missed. Not a test: timings vary.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import autocannon from 'autocannon';
import { MessageStore } from '../server/contact/messageStore';
import { distDir, rootDir, serverBuildDir } from './shared/buildPaths';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = 2;
const storedMessages = 100_000;
const staticTarget = 0.8;
const contactTarget = 2;

if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(path.join(serverBuildDir, 'index.js'))) {
  console.error('dist/ or dist-server/ is missing: run `npm run build` first.');
  process.exit(1);
}
const work = mkdtempSync(path.join(tmpdir(), 'bench-contact-'));

interface Running {
  port: number;
  stop: () => Promise<void>;
}

/**
 * Starts `node <script>` in a child process (a .ts script through tsx's loader; the site's server as
 * `npm run serve` runs it, compiled); resolves with its port once it says it listens.
 */
function start(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<Running> {
  const nodeOptions = script.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'];
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(process.execPath, [...nodeOptions, script, ...args], {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A server that stops mid-run (a crash, or a signal from outside) would only show as failed requests: say why.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`${script} ${args.join(' ')} stopped unexpectedly (${signal ?? `exit code ${code}`}): ${errors.trim()}`);
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /"port":(\d+)/.exec(output)?.[1] ?? /localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        resolve({
          port: Number(port),
          stop: async () => {
            stopping = true;
            child.kill('SIGTERM');
            const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
            await exited;
            clearTimeout(timer);
          },
        });
      }
    });
    void exited.then(() => reject(new Error(`${script} stopped before it listened: ${errors.trim()}`)));
  });
}

async function load(options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon(options);
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) throw new Error(`${options.url}: ${failed} of ${result.requests.total} requests failed (non-2xx, errors or time-outs)`);
  return result;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const format = (value: number, digits = 0) =>
  value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function benchStaticPages(): Promise<boolean> {
  console.log(`\nStatic pages: GET / with Accept-Encoding: br, 100 connections, ${rounds} × ${seconds} s each, alternating`);
  const bare = await start('scripts/shared/benchServers.ts', ['bare-sirv']);
  const site = await start('dist-server/index.js', [], {
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    CONTACT_DATA_DIR: path.join(work, 'static'),
  });
  const targets = [
    { name: 'bare http + sirv', server: bare, rates: [] as number[] },
    { name: 'the site server', server: site, rates: [] as number[] },
  ];
  try {
    const options = (port: number, duration: number): autocannon.Options => ({
      url: `http://127.0.0.1:${port}/`,
      connections: 100,
      duration,
      headers: { 'accept-encoding': 'br' },
    });
    for (const target of targets) await load(options(target.server.port, 2)); // warm-up
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) {
        const result = await load(options(target.server.port, seconds));
        target.rates.push(result.requests.average);
        console.log(`  round ${round + 1}, ${target.name}: ${format(result.requests.average)} req/s`);
      }
    }
  } finally {
    await Promise.all([bare.stop(), site.stop()]);
  }
  const [baseline, ours] = targets.map((target) => mean(target.rates)) as [number, number];
  const ratio = ours / baseline;
  console.log(`  mean: bare ${format(baseline)} req/s, site ${format(ours)} req/s`);
  console.log(`  ratio site / bare: ${format(ratio, 2)} (target ≥ ${staticTarget}): ${verdict(ratio >= staticTarget)}`);
  return ratio >= staticTarget;
}

/** The 100,000 messages as the old store kept them (messages.jsonl, deliveries-form-service.jsonl), all delivered. */
function writeLegacyFiles(dir: string): void {
  const messages: string[] = [];
  const deliveries: string[] = [];
  const first = Date.parse('2025-01-01T00:00:00Z');
  for (let i = 0; i < storedMessages; i += 1) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const receivedAt = new Date(first + i * 60_000).toISOString();
    messages.push(
      JSON.stringify({
        id,
        receivedAt,
        name: 'Sam Jones',
        email: `sam${i}@example.org`,
        phone: '01905 123456',
        subject: `Seeded enquiry number ${i}`,
        // About 600 bytes a line, as in the 61 MB store of 100,000 messages the issue measured.
        message: `I would like some help learning NVDA with Outlook, please. ${'Some more detail about what I need. '.repeat(14)}`,
      }),
    );
    deliveries.push(JSON.stringify({ id, deliveredAt: receivedAt }));
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'messages.jsonl'), `${messages.join('\n')}\n`);
  writeFileSync(path.join(dir, 'deliveries-form-service.jsonl'), `${deliveries.join('\n')}\n`);
}

async function benchContact(): Promise<boolean> {
  console.log(`\nPOST /api/contact: p99 latency, 10 connections, forwarding on, ${rounds} × ${seconds} s each, alternating`);
  // The 100,000 messages arrive as the old JSONL files would, through the one-time import.
  const seedDir = path.join(work, 'seeded');
  writeLegacyFiles(seedDir);
  const importStarted = Date.now();
  const seeded = new MessageStore(seedDir, { log: () => {} });
  const count = seeded.count();
  const pending = seeded.pendingMessages('form-service').length;
  seeded.close(); // checkpoints the WAL into messages.sqlite
  console.log(
    `  imported ${format(count)} messages (${format(pending)} pending) from JSONL in ${format((Date.now() - importStarted) / 1000, 1)} s`,
  );

  const formService = await start('scripts/shared/benchServers.ts', ['form-service']);
  const variants = [
    { name: 'empty store', seeded: false, p99: [] as number[], rates: [] as number[] },
    { name: `${format(storedMessages)} messages`, seeded: true, p99: [] as number[], rates: [] as number[] },
  ];
  const body = JSON.stringify({
    name: 'Sam Jones',
    email: 'sam@example.org',
    phone: '01905 123456',
    subject: 'NVDA training',
    message: 'I would like some help learning NVDA with Outlook, please.',
  });
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of variants) {
        const dataDir = path.join(work, `run-${round}-${variant.seeded ? 'seeded' : 'empty'}`);
        mkdirSync(dataDir, { recursive: true });
        if (variant.seeded) copyFileSync(path.join(seedDir, MessageStore.fileName), path.join(dataDir, MessageStore.fileName));
        const server = await start('dist-server/index.js', [], {
          PORT: '0',
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          CONTACT_DATA_DIR: dataDir,
          CONTACT_FORWARD_URL: `http://127.0.0.1:${formService.port}/f/bench`,
          CONTACT_RATE_LIMIT: '100000000',
        });
        try {
          const options = (duration: number): autocannon.Options => ({
            url: `http://127.0.0.1:${server.port}/api/contact`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            connections: 10,
            duration,
          });
          await load(options(1)); // warm-up
          const result = await load(options(seconds));
          variant.p99.push(result.latency.p99);
          variant.rates.push(result.requests.average);
          console.log(
            `  round ${round + 1}, ${variant.name}: p99 ${result.latency.p99} ms, mean ${format(result.latency.average, 1)} ms, ${format(result.requests.average)} req/s`,
          );
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    await formService.stop();
  }
  const [empty, full] = variants.map((variant) => mean(variant.p99)) as [number, number];
  const ratio = full / empty;
  console.log(`  mean p99: empty ${format(empty, 1)} ms, ${variants[1]!.name} ${format(full, 1)} ms`);
  console.log(`  ratio full / empty: ${format(ratio, 2)} (target ≤ ${contactTarget}): ${verdict(ratio <= contactTarget)}`);
  return ratio <= contactTarget;
}

try {
  const staticOk = await benchStaticPages();
  const contactOk = await benchContact();
  console.log(`\n${staticOk && contactOk ? 'Both targets met.' : 'A target was missed.'}`);
  process.exitCode = staticOk && contactOk ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
