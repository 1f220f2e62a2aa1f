import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { AdminSessions } from '../../server/admin/sessions';
import { MessageStore } from '../../server/contact/messageStore';
import { runBuiltServerToExit, tempDataDir, validMessage } from './serverHarness';

/*
 * Issue 43, item 6: a message store or sign-in store from before issue 32 (a 0755 folder, a 0644
 * database, as the umask left them) is made private when the server starts, and the server says so in
 * one line; where its account cannot do that, it refuses to start rather than serve from an open store.
 */

const modeOf = (file: string) => statSync(file).mode & 0o777;
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A store as an install from before issue 32 left it: everything readable by every account. */
function openToEveryone(dir: string, files: string[]): void {
  chmodSync(dir, 0o755);
  for (const file of files) chmodSync(file, 0o644);
}

describe('an existing store that other accounts can open', () => {
  it('the contact messages: folder made 0700, the database and its -wal and -shm 0600, said in one line, then quiet', () => {
    const dir = tempDataDir();
    const first = new MessageStore(dir, { log: () => {} });
    first.append(validMessage);
    // Still open, as another server or a tool over the same folder would hold it: its -wal and -shm stay.
    cleanups.push(() => first.close());
    const files = ['', '-wal', '-shm'].map((suffix) => first.file + suffix);
    openToEveryone(dir, files);

    const said: string[] = [];
    const store = new MessageStore(dir, { log: (line) => said.push(line) });
    expect(said).toEqual([
      `The contact messages folder (${dir}) could be opened by other accounts on this computer: it is now for this server's account alone (the folder 0700, its database files 0600).`,
    ]);
    expect(modeOf(dir)).toBe(0o700);
    for (const file of files) expect(modeOf(file), file).toBe(0o600);
    expect(store.count()).toBe(1);

    store.close();
    const again: string[] = [];
    const reopened = new MessageStore(dir, { log: (line) => again.push(line) });
    cleanups.push(() => reopened.close());
    expect(again).toEqual([]);
  });

  it('the editing screen’s sign-ins: the same, in its own words', () => {
    const dir = tempDataDir();
    const key = randomBytes(32);
    new AdminSessions({ dataDir: dir, key, log: () => {} }).close();
    const database = path.join(dir, 'sessions.sqlite');
    openToEveryone(dir, [database]);

    const said: string[] = [];
    const sessions = new AdminSessions({ dataDir: dir, key, log: (line) => said.push(line) });
    cleanups.push(() => sessions.close());
    expect(said).toEqual([
      `The editing screen's sign-in folder (${dir}) could be opened by other accounts on this computer: it is now for this server's account alone (the folder 0700, its database files 0600).`,
    ]);
    expect([modeOf(dir), modeOf(database)]).toEqual([0o700, 0o600]);
  });
});

describe('the built server, over a store it cannot make private', () => {
  /*
   * The server's account does not own the folder, so it cannot change its mode. As root (as CI runs),
   * the server runs as `nobody` over a folder root owns, open to all; as any other account, over /tmp
   * itself (root's, 1777), which that account can write in but not chmod.
   */
  it('refuses to start in one line that says what to run, with exit code 1, and serves nothing', async () => {
    const asRoot = process.getuid?.() === 0;
    let dataDir = '/tmp';
    let account: { uid: number; gid: number } | undefined;
    if (asRoot) {
      const parent = mkdtempSync(path.join(tmpdir(), 'not-owned-store-'));
      cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
      chmodSync(parent, 0o755);
      dataDir = path.join(parent, 'contact');
      mkdirSync(dataDir, { mode: 0o777 });
      chmodSync(dataDir, 0o777);
      writeFileSync(path.join(dataDir, 'messages.sqlite'), '', { mode: 0o666 });
      chmodSync(path.join(dataDir, 'messages.sqlite'), 0o666);
      chownSync(dataDir, 0, 0);
      account = { uid: 65534, gid: 65534 };
    } else {
      cleanups.push(() => rmSync('/tmp/messages.sqlite', { force: true }));
    }

    const { code, stdout, stderr } = await runBuiltServerToExit({ env: { CONTACT_DATA_DIR: dataDir }, account });

    expect(stdout).not.toContain('Serving the site');
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `Could not open the contact message store in ${dataDir} (The contact messages folder can be opened by other accounts on this computer, and this server's account cannot change that: as the owner of ${dataDir}, run chmod 700 on it and chmod 600 on the files in it). Check CONTACT_DATA_DIR: it must be a writable folder on a local disk.`,
    ]);
    if (asRoot) expect(modeOf(dataDir)).toBe(0o777);
  }, 30_000);
});
