import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { MessageStore } from '../../server/contact/messageStore';
import { tempDataDir, validMessage } from './serverHarness';

/*
 * `npm run messages` writes everything, wherever its output goes, at 100,000 messages: through a pipe
 * read slowly, into a file, to a terminal. A reader that stops early ends it quietly; a full disk is
 * one line and exit code 1. The command runs as the owner runs it, `npm run --silent messages`, which
 * is the build's dist-server/messages.js (npm test builds first). CI runs these on Node 20 and 24.
 */

const count = 100_000;
let dataDir: string;
let ids: string[];

beforeAll(() => {
  dataDir = tempDataDir();
  // 100,000 lines of the old JSONL store that cannot be read (for `unreadable`), imported at first open.
  writeFileSync(
    path.join(dataDir, 'messages.jsonl'),
    Array.from({ length: count }, (_, i) => `{"id":"torn-${i}","receivedAt":"2026-02-01T10:00:00.000Z","name":"Cut sh`).join('\n'),
  );
  const store = new MessageStore(dataDir, { log: () => {} });
  ids = [];
  for (let start = 0; start < count; start += 10_000) {
    const batch = Array.from({ length: 10_000 }, (_, i) => ({ ...validMessage, subject: `Enquiry number ${start + i}` }));
    ids.push(...store.appendAll(batch).map((message) => message.id));
  }
  // Every message waits for the form service (for `pending`).
  store.enableTransport('form-service');
  store.close();
}, 120_000);

/** `npm run --silent messages -- <args>`, its output to a pipe or to an open file. */
function messages(args: string[], stdout: 'pipe' | number) {
  const child = spawn('npm', ['run', '--silent', 'messages', '--', ...args], {
    env: { ...process.env, CONTACT_DATA_DIR: dataDir },
    stdio: ['ignore', stdout, 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { stdout: child.stdout, stderr: child.stderr!, exited };
}

function textOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => stream.once('end', () => resolve(Buffer.concat(chunks).toString('utf8'))));
}

/**
 * Reads at most 16 MB a second, a chunk at a time: slower than the command writes, so the pipe stays
 * full and the command has to wait for it (an export written faster than it is read is where output
 * was lost).
 */
async function readSlowly(stream: Readable, bytesPerSecond = 16 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  const started = performance.now();
  let received = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    received += (chunk as Buffer).length;
    const ahead = (received / bytesPerSecond) * 1000 - (performance.now() - started);
    if (ahead > 0) await new Promise((resolve) => setTimeout(resolve, ahead));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The command's whole output through a slowly read pipe, with its exit code and standard error. */
async function throughSlowPipe(...args: string[]) {
  const command = messages(args, 'pipe');
  const stderr = textOf(command.stderr);
  const stdout = await readSlowly(command.stdout!);
  return { code: await command.exited, stdout, stderr: await stderr };
}

const referencesIn = (text: string) => [...text.matchAll(/^ {2}reference (\S+)\r?$/gm)].map((match) => match[1]);

describe('npm run messages, 100,000 messages', () => {
  it('export --json through a slow pipe, three times in a row: parses, and holds every message in order', async () => {
    for (let run = 0; run < 3; run += 1) {
      const { code, stdout, stderr } = await throughSlowPipe('export', '--json');
      expect({ run, code, stderr }).toEqual({ run, code: 0, stderr: '' });
      const exported = JSON.parse(stdout) as { id: string; subject: string }[];
      expect(exported).toHaveLength(count);
      expect(exported.map((message) => message.id)).toEqual(ids);
      expect(exported.at(-1)!.subject).toBe(`Enquiry number ${count - 1}`);
    }
  }, 240_000);

  it('export --csv, list, pending and unreadable through a slow pipe: every message, every line', async () => {
    const csv = await throughSlowPipe('export', '--csv');
    expect(csv.code).toBe(0);
    const rows = csv.stdout.split('\r\n');
    expect(rows).toHaveLength(count + 2); // the header, a row each, and the empty string after the last CRLF
    expect(rows.slice(1, -1).map((row) => row.slice(row.lastIndexOf(',') + 1))).toEqual(ids);

    const list = await throughSlowPipe('list');
    expect(list.code).toBe(0);
    expect(referencesIn(list.stdout)).toEqual(ids);
    expect(list.stdout).toMatch(/\n100000 message\(s\) in .*messages\.sqlite\.\n100000 line\(s\) of the old JSONL files could not be read/);

    const pending = await throughSlowPipe('pending');
    expect(pending.code).toBe(0);
    expect(pending.stdout.startsWith('form-service: 100000 message(s) waiting to be forwarded:\n')).toBe(true);
    expect([...pending.stdout.matchAll(/^ {2}(\S+) {2}received /gm)].map((match) => match[1])).toEqual(ids);

    const unreadable = await throughSlowPipe('unreadable');
    expect(unreadable.code).toBe(0);
    expect(unreadable.stdout.match(/^messages\.jsonl line \d+ \(/gm)).toHaveLength(count);
    expect(unreadable.stdout).toContain(`messages.jsonl line ${count} (not a whole message`);
  }, 240_000);

  it('into a file: every message', async () => {
    const file = path.join(tempDataDir(), 'messages.json');
    const fd = openSync(file, 'w');
    const command = messages(['export', '--json'], fd);
    closeSync(fd);
    expect(await command.exited).toBe(0);
    expect((JSON.parse(readFileSync(file, 'utf8')) as { id: string }[]).map((message) => message.id)).toEqual(ids);
    rmSync(path.dirname(file), { recursive: true });
  }, 120_000);

  it('to a terminal: every message', async () => {
    // util-linux's `script` runs the command on a pseudo-terminal and copies what it shows to its own output.
    const child = spawn('script', ['-q', '-e', '-c', 'npm run --silent messages -- list', '/dev/null'], {
      env: { ...process.env, CONTACT_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout = textOf(child.stdout);
    const code = await new Promise((resolve) => child.once('close', resolve));
    expect(code).toBe(0);
    expect(referencesIn(await stdout)).toEqual(ids);
  }, 180_000);

  it('a reader that stops early (| head): the command ends at once, quietly, with exit code 0', async () => {
    const command = messages(['export', '--json'], 'pipe');
    const stderr = textOf(command.stderr);
    const first = await new Promise<string>((resolve) => command.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    expect(first.startsWith('[')).toBe(true);
    command.stdout!.destroy();
    expect(await command.exited).toBe(0);
    expect(await stderr).toBe('');
  }, 60_000);

  it('a full disk: one line saying so on standard error, exit code 1', async () => {
    const fd = openSync('/dev/full', 'w');
    const command = messages(['export', '--csv'], fd);
    closeSync(fd);
    const stderr = await textOf(command.stderr);
    expect(await command.exited).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Stopped: the output could not be written: the disk is full (ENOSPC). The messages are all still in the store: run the command again once that is put right.',
    ]);
  }, 60_000);
});
