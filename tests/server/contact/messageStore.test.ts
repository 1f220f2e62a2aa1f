import { chmodSync, existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { MessageStore } from '../../../server/contact/messageStore';
import { pragma, schemaVersion } from '../../../server/contact/database';
import { pragmaOf, tempDataDir, validMessage } from '../serverHarness';

const stores: MessageStore[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.isOpen && store.close()));
function openStore(dir = tempDataDir()) {
  const store = new MessageStore(dir, { log: () => {} });
  stores.push(store);
  return store;
}

describe('the SQLite message store', () => {
  it('lives in CONTACT_DATA_DIR/messages.sqlite, in WAL mode with fully synchronous commits', () => {
    const dir = path.join(tempDataDir(), 'nested', 'contact');
    const store = openStore(dir);
    store.append(validMessage);
    expect(store.file).toBe(path.join(dir, 'messages.sqlite'));
    expect(existsSync(`${store.file}-wal`)).toBe(true);
    expect(pragmaOf(store.file, 'journal_mode')).toBe('wal');
    expect(pragmaOf(store.file, 'user_version')).toBe(schemaVersion);
    // synchronous is a per-connection setting: read it on the store's own connection.
    expect(store.inTransaction(() => store.count())).toBe(1);
    const own = (store as unknown as { connection: () => Database.Database }).connection();
    expect(pragma(own, 'synchronous')).toBe(2); // FULL
  });

  it("is for the server's account alone: its folder made 0700, the database and its -wal and -shm files 0600", () => {
    const dir = path.join(tempDataDir(), 'nested', 'contact');
    const store = openStore(dir);
    store.append(validMessage);
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect(mode(dir)).toBe(0o700);
    for (const file of [store.file, `${store.file}-wal`, `${store.file}-shm`]) expect(mode(file), file).toBe(0o600);
  });

  it('says in one line at start when a folder that was already there can be opened by other accounts', () => {
    const open = tempDataDir();
    chmodSync(open, 0o755);
    const said: string[] = [];
    stores.push(new MessageStore(open, { log: (line) => said.push(line) }));
    expect(said.filter((line) => line.includes('other accounts'))).toEqual([
      `The contact messages folder (${open}) can be opened by other accounts on this computer: run chmod 700 on it so only this server can read visitors' messages.`,
    ]);
    const closed = tempDataDir();
    const quiet: string[] = [];
    stores.push(new MessageStore(closed, { log: (line) => quiet.push(line) }));
    expect(quiet.filter((line) => line.includes('other accounts'))).toEqual([]);
  });

  it('keeps each message with its id and time of arrival, in the order they came', () => {
    const store = openStore();
    const first = store.append({ ...validMessage, subject: 'First' });
    const second = store.append({ ...validMessage, subject: 'Second', phone: '' });
    expect(first.id).not.toBe(second.id);
    expect(Date.parse(first.receivedAt)).not.toBeNaN();
    expect(store.readAll()).toEqual([
      { ...first, deliveries: {} },
      { ...second, deliveries: {} },
    ]);
  });

  it('gives every message a pending delivery for each transport in use, including those stored before', () => {
    const store = openStore();
    const before = store.append({ ...validMessage, subject: 'Before forwarding' });
    expect(store.enableTransport('form-service')).toBe(1);
    expect(store.enableTransport('form-service')).toBe(0); // once only
    const after = store.append({ ...validMessage, subject: 'After' });
    expect(store.pendingMessages('form-service').map((message) => message.id)).toEqual([before.id, after.id]);
    expect(store.pendingMessages('email')).toEqual([]);
    expect(store.transportsInUse()).toEqual(['form-service']);
  });

  it('survives closing and opening again, and a second connection sees every commit', () => {
    const dir = tempDataDir();
    const store = openStore(dir);
    const stored = store.append(validMessage);
    const reader = openStore(dir);
    expect(reader.readAll().map((message) => message.id)).toEqual([stored.id]);
    store.close();
    expect(openStore(dir).count()).toBe(1);
  });

  it('refuses a database written by a newer version, saying what to do', () => {
    const dir = tempDataDir();
    openStore(dir).close();
    pragmaOf(path.join(dir, 'messages.sqlite'), `user_version = ${schemaVersion + 1}`, { readonly: false });
    expect(() => new MessageStore(dir, { log: () => {} })).toThrow(/newer version of this site.*update the code/);
  });
});

describe('the pending query over 100,000 stored messages', () => {
  it('finds exactly the due deliveries, oldest due first, through the deliveries_pending index', () => {
    const dir = tempDataDir();
    const store = openStore(dir);
    // About 60 MB: not left behind in the temporary folder.
    onTestFinished(() => {
      if (store.isOpen) store.close();
      rmSync(dir, { recursive: true, force: true });
    });
    store.enableTransport('form-service');
    const count = 100_000;
    store.appendAll(Array.from({ length: count }, (_, i) => ({ ...validMessage, subject: `Message ${i}` })));
    expect(store.count()).toBe(count);

    const all = store.dueDeliveries('form-service', Number.MAX_SAFE_INTEGER, -1);
    expect(all).toHaveLength(count);
    const stillDue = [17, 4_242, 50_000, 99_999];
    const failedRecently = [7, 77_777]; // pending, but their next attempt is in an hour
    const now = Date.now();
    store.inTransaction(() => {
      all.forEach(({ seq }, index) => {
        if (failedRecently.includes(index)) store.recordFailure('form-service', seq, 'form service answered 503', now + 3_600_000);
        else if (!stillDue.includes(index)) store.recordDelivered('form-service', seq);
      });
    });

    const due = store.dueDeliveries('form-service', Date.now(), 100);
    expect(due.map((delivery) => delivery.message.subject)).toEqual(stillDue.map((i) => `Message ${i}`));
    expect(store.pendingMessages('form-service').map((message) => message.subject)).toEqual(
      [...stillDue, ...failedRecently].map((i) => `Message ${i}`),
    );
    expect(store.nextAttemptAt('form-service')).toBeLessThanOrEqual(Date.now());
    expect(store.dueDeliveries('email', Date.now(), 100)).toEqual([]);

    // The plan reads the partial index of pending rows, never the whole deliveries table.
    const plan = store.explainDueDeliveries('form-service').join('\n');
    expect(plan).toMatch(/SEARCH d USING (COVERING )?INDEX deliveries_pending \(transport=\? AND next_attempt_at<\?\)/);
    expect(plan).not.toMatch(/SCAN d\b/);
  }, 60_000);
});
