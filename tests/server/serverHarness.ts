import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import { keepAlive, pragma } from '../../server/sqlite';

/** A fresh, empty directory for one test's message store. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'contact-store-'));
}

export const validMessage = {
  name: 'Sam Jones',
  email: 'sam@example.org',
  phone: '01905 123456',
  subject: 'NVDA training',
  message: 'I would like some help learning NVDA with Outlook, please.',
};

/**
 * What an error answer must never show: a stack frame, a file path, or a library's own words (those
 * of better-sqlite3, body-parser, zlib, JSON.parse, Express's default handler).
 */
export const internals =
  /^\s+at .+:\d+:\d+\)?$|node_modules|\/work\/|\/tmp\/|\/root\/|SqliteError|SQLITE_|\bError:|incorrect header|unsupported charset|content encoding unsupported|Unexpected (token|end)|entity too large|request aborted|<pre>/im;

export async function waitFor(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > ms) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface ServerProcess {
  port: number;
  origin: string;
  child: ChildProcessByStdio<null, Readable, Readable>;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The server's source in a child process, through tsx's loader (`npm run serve` runs the same code as
 * the build compiled it: index.test.ts and tests/production/ start that); resolves once it listens.
 */
export function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/index.ts')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = /localhost:(\d+)/.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        const port = Number(match[1]);
        resolve({ port, origin: `http://127.0.0.1:${port}`, child, output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    void exited.then(() => reject(new Error(`the server stopped before it listened: ${output}`)));
  });
}

/**
 * The built server (`dist-server/index.js`, or `entry`) started as `npm run serve` starts it, for a test
 * of a start that must be refused: resolves with its exit code and what it printed. A server that
 * starts anyway is stopped after 20 s, and the test fails on what it printed.
 */
export function runBuiltServerToExit(
  options: { env?: NodeJS.ProcessEnv; entry?: string; cwd?: string; account?: { uid: number; gid: number } } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, [options.entry ?? path.resolve('dist-server', 'index.js')], {
    cwd: options.cwd,
    env: { ...inherited, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options.account,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** Runs a command to its end; resolves with its exit code and what it printed. */
export function runProcess(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

export interface ReceivedDelivery {
  body: unknown;
  headers: IncomingHttpHeaders;
}

/**
 * A stand-in for the hosted form service. `answer` decides each request's fate in turn: a status to
 * answer with, or 'hold' to keep the request open until `release()` (a delivery in flight).
 */
export async function fakeFormService(answer: (call: number) => number | 'hold' = () => 200) {
  const received: ReceivedDelivery[] = [];
  const held: (() => void)[] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls += 1;
      const fate = answer(calls);
      const reply = (status: number) => {
        if (status < 300) received.push({ body: JSON.parse(body), headers: req.headers });
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(status < 300 ? '{"ok":true}' : '{"ok":false}');
      };
      if (fate === 'hold') {
        held.push(() => reply(200));
        req.headers['x-held'] = 'yes';
        heldRequests.push(req.headers);
      } else {
        reply(fate);
      }
    });
  });
  const heldRequests: IncomingHttpHeaders[] = [];
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/f/test-form`,
    received,
    heldRequests,
    calls: () => calls,
    release: () => held.splice(0).forEach((reply) => reply()),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A PRAGMA read on the database file through a connection of its own. The connection is kept alive,
 * as the store keeps its own (server/contact/database.ts): Node 24 aborts when one is collected.
 */
export function pragmaOf(file: string, statement: string, options: { readonly?: boolean } = { readonly: true }): unknown {
  const db = keepAlive(new Database(file, options));
  try {
    return pragma(db, statement);
  } finally {
    db.close();
  }
}
