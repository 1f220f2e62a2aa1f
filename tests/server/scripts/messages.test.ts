import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { MessageStore } from '../../../server/contact/messageStore';
import { runProcess, tempDataDir, validMessage } from '../serverHarness';

/*
 * `npm run messages` (scripts/messages.ts): what it lists and exports, all of it wherever its output
 * goes. A person's messages found and erased are in messagesErase.test.ts: two files, so that the two
 * test workers share the 100,000-message tests (docs/decisions/079).
 */

describe('listing and exporting', () => {
  /*
   * `npm run messages` over a store that holds what visitors could once send (before control
   * characters were refused) and what the old JSONL files may hold: ESC sequences, NUL, BEL, DEL, a C1
   * control, a bidirectional override, and a torn line.
   */

  const hostile = {
    name: 'Eve\u001b[2J\u001b[31m',
    email: 'eve\u0000@example.org',
    phone: '\u0007',
    subject: 'Hello\u009b31m \u202Egnp.exe',
    message: 'Line one\r\nLine two\twith a tab\u007f and \u001b]0;owned\u0007 a title change',
  };
  // Anything below U+0020 but the layout a message may have, DEL, C1 controls, bidi overrides.
  // eslint-disable-next-line no-control-regex -- looking for raw control characters is the point
  const rawControl = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
  // eslint-disable-next-line no-control-regex -- as above, with tabs and line breaks too
  const rawControlOrLayout = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

  let dataDir: string;
  const messages = (...args: string[]) => runProcess([path.resolve('scripts/messages.ts'), ...args], { CONTACT_DATA_DIR: dataDir });

  beforeAll(() => {
    dataDir = tempDataDir();
    writeFileSync(
      path.join(dataDir, 'messages.jsonl'),
      [
        JSON.stringify({ id: 'm-1', receivedAt: '2026-02-01T10:00:00.000Z', ...validMessage }),
        JSON.stringify({ id: 'm-2', receivedAt: '2026-02-02T10:00:00.000Z', ...hostile }),
        '{"id":"m-3","receivedAt":"2026-02-03T10:00:00.000Z","name":"\u001b[5mTor',
      ].join('\n'),
    );
    writeFileSync(
      path.join(dataDir, 'deliveries-form-service.jsonl'),
      `${JSON.stringify({ id: 'm-1', deliveredAt: '2026-02-01T10:00:01.000Z' })}\n`,
    );
  });

  describe('npm run messages', () => {
    it('imports the old files on first use, reporting on stderr, and lists every message with no raw control character', async () => {
      const { code, stdout, stderr } = await messages('list');
      expect(code).toBe(0);
      expect(stderr).toMatch(/imported messages\.jsonl: 2 messages; 1 line\(s\) could not be read \(line 3\)/);
      expect(stdout).not.toMatch(rawControlOrLayout);
      expect(stderr).not.toMatch(rawControlOrLayout);
      expect(stdout).toContain('Sam Jones <sam@example.org>');
      expect(stdout).toContain('Eve\\u001B[2J\\u001B[31m <eve\\u0000@example.org>  \\u0007');
      expect(stdout).toContain('Hello\\u009B31m \\u202Egnp.exe');
      expect(stdout).toContain('  Line one\n  Line two    with a tab\\u007F and \\u001B]0;owned\\u0007 a title change');
      expect(stdout).toContain('(not yet delivered by form-service: 0 attempt(s) so far)');
      expect(stdout).toContain('2 message(s) in');
      expect(stdout).toContain('1 line(s) of the old JSONL files could not be read');
    }, 30_000);

    it('export --json: a JSON array of every message with its id, receivedAt and delivery state, the text exact', async () => {
      const { code, stdout } = await messages('export', '--json');
      expect(code).toBe(0);
      expect(stdout).not.toMatch(rawControlOrLayout);
      const exported = JSON.parse(stdout) as unknown[];
      expect(exported).toEqual([
        {
          id: 'm-1',
          receivedAt: '2026-02-01T10:00:00.000Z',
          ...validMessage,
          deliveries: {
            'form-service': {
              pending: false,
              attempts: 1,
              nextAttemptAt: null,
              deliveredAt: '2026-02-01T10:00:01.000Z',
              lastError: null,
              interrupted: false,
            },
          },
        },
        {
          id: 'm-2',
          receivedAt: '2026-02-02T10:00:00.000Z',
          ...hostile,
          deliveries: {
            'form-service': {
              pending: true,
              attempts: 0,
              nextAttemptAt: expect.any(String),
              deliveredAt: null,
              lastError: null,
              interrupted: false,
            },
          },
        },
      ]);
    }, 30_000);

    it('export --csv: a header and a row per message; line breaks and tabs stay inside quoted cells, nothing else raw', async () => {
      const { code, stdout } = await messages('export', '--csv');
      expect(code).toBe(0);
      expect(stdout.replace(/[\r\n\t]/g, '')).not.toMatch(rawControl);
      const rows = stdout.split('\r\n');
      expect(rows[0]).toBe('receivedAt,name,email,phone,subject,message,id');
      expect(rows[1]).toBe(
        `2026-02-01T10:00:00.000Z,Sam Jones,sam@example.org,01905 123456,NVDA training,"${validMessage.message.replace(/,/g, ',')}",m-1`,
      );
      expect(rows[2]).toBe(
        '2026-02-02T10:00:00.000Z,Eve\\u001B[2J\\u001B[31m,eve\\u0000@example.org,\\u0007,Hello\\u009B31m \\u202Egnp.exe,"Line one\nLine two\twith a tab\\u007F and \\u001B]0;owned\\u0007 a title change",m-2',
      );
      expect(rows).toHaveLength(4); // the last is the empty string after the final CRLF
    }, 30_000);

    it('pending: what each transport still has to deliver', async () => {
      const { code, stdout } = await messages('pending');
      expect(code).toBe(0);
      expect(stdout).toMatch(
        /^form-service: 1 message\(s\) waiting to be forwarded:\n {2}m-2 {2}received 2026-02-02T10:00:00\.000Z, 0 attempt\(s\), next /,
      );
    }, 30_000);

    it('unreadable: the lines that could not be imported, word for word but escaped', async () => {
      const { code, stdout } = await messages('unreadable');
      expect(code).toBe(0);
      expect(stdout).not.toMatch(rawControlOrLayout);
      expect(stdout).toContain('messages.jsonl line 3 (not a whole message');
      expect(stdout).toContain('{"id":"m-3","receivedAt":"2026-02-03T10:00:00.000Z","name":"\\u001B[5mTor');
    }, 30_000);

    it('an unknown command or option: one line saying what to use, exit code 1', async () => {
      for (const args of [['delete'], ['export', '--xml'], ['list', '--all']]) {
        const { code, stdout, stderr } = await messages(...args);
        expect(code).toBe(1);
        expect(stdout).toBe('');
        expect(stderr.trim().split('\n')).toEqual([
          expect.stringMatching(/^Unknown (command|option) .*Use: npm run messages -- list \| export --csv/),
        ]);
      }
    }, 30_000);

    it('an empty store says so; forwarding never configured says so', async () => {
      const empty = tempDataDir();
      const list = await runProcess([path.resolve('scripts/messages.ts')], { CONTACT_DATA_DIR: empty });
      expect(list.stdout).toContain(`No messages yet in ${path.join(empty, MessageStore.fileName)}.`);
      const pending = await runProcess([path.resolve('scripts/messages.ts'), 'pending'], { CONTACT_DATA_DIR: empty });
      expect(pending.stdout).toContain('Forwarding has never been configured');
      const json = await runProcess([path.resolve('scripts/messages.ts'), 'export', '--json'], { CONTACT_DATA_DIR: empty });
      expect(JSON.parse(json.stdout)).toEqual([]);
    }, 30_000);
  });
});

describe('100,000 messages, wherever the output goes', () => {
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
      expect(list.stdout).toMatch(
        /\n100000 message\(s\) in .*messages\.sqlite\.\n100000 line\(s\) of the old JSONL files could not be read/,
      );

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
});
