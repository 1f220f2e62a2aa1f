import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MessageStore } from '../../../server/contact/messageStore';
import { runProcess, tempDataDir, validMessage } from '../serverHarness';

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
