import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, statfsSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterEach, describe, expect, it, onTestFinished, type TestContext } from 'vitest';
import { createApp } from '../../../server/app';
import { CONTACT_PATH } from '../../../server/contact/contactRouter';
import { schemaVersion } from '../../../server/contact/database';
import { pragma } from '../../../server/sqlite';
import { MessageStore, MIN_FREE_BYTES } from '../../../server/contact/messageStore';
import { internals, pragmaOf, tempDataDir, validMessage } from '../serverHarness';

/*
 * Every test of server/contact/messageStore.ts, the SQLite message store: where and how it keeps
 * messages, the pending query at scale, and real disk faults under it.
 */

describe('the store', () => {
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
});

describe('real disk faults', () => {
  /*
   * Real disk faults, on real file systems the test mounts (it needs root, as CI runs): a tmpfs of
   * 256 KB that a filler file fills, and a small ext4 image that the kernel turns read-only under the
   * open database, as it does after an I/O error. Where the machine cannot mount, each test says why
   * and is skipped.
   */

  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        cleanup();
      } catch {
        // Best effort: a mount point that is already gone.
      }
    }
  });

  const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

  /** Mounts a file system, or returns why it cannot be mounted here. */
  function mount(args: string[], target: string): string | null {
    try {
      run('mount', [...args, target]);
      cleanups.push(() => run('umount', ['-l', target]));
      return null;
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
      return `mount ${args.join(' ')} failed (${stderr || (error as Error).message}): this machine does not let the test mount a file system`;
    }
  }

  /** A fresh tmpfs of `size` (a disk to fill), or the test is skipped, saying why. */
  function smallDisk(context: TestContext, size: string, test: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'full-disk-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const cannot = mount(['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs'], dir);
    if (cannot) {
      console.log(`Skipped the ${test}: ${cannot}`);
      context.skip();
    }
    return dir;
  }

  /** Writes until the file system is full; returns the filler's path. */
  function fillUp(dir: string): string {
    const filler = path.join(dir, 'filler');
    const fd = openSync(filler, 'w');
    const block = Buffer.alloc(4096, 1);
    try {
      for (;;) writeSync(fd, block);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    } finally {
      closeSync(fd);
    }
    return filler;
  }

  function statfsFree(dir: string): number {
    const { bavail, bsize } = statfsSync(dir);
    return bavail * bsize;
  }

  function integrity(file: string): string {
    return pragmaOf(file, 'integrity_check') as string;
  }

  const post = (app: ReturnType<typeof createApp>, subject: string) =>
    request(app)
      .post(CONTACT_PATH)
      .send({ ...validMessage, subject });
  const health = (app: ReturnType<typeof createApp>) => request(app).get('/healthz');

  describe('a full disk', () => {
    it('answers 503 in JSON, half-writes nothing, and stores the first message after space returns', async (context) => {
      const dir = smallDisk(context, '256k', 'full-disk test');
      const store = new MessageStore(dir, { log: () => {} });
      cleanups.push(() => store.isOpen && store.close());
      const app = createApp({ contact: { store, rateLimit: { limit: 10_000, windowMs: 60_000 } }, logError: () => {} });
      const acknowledged: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await post(app, `Before the disk filled ${i}`);
        expect(response.status).toBe(201);
        acknowledged.push(response.body.id);
      }

      const filler = fillUp(dir);
      // The WAL may still have room for a few rows; keep posting until the disk really refuses.
      let refused: request.Response | undefined;
      for (let i = 0; i < 200 && !refused; i += 1) {
        const response = await post(app, `While the disk is full ${i}`);
        if (response.status === 201) acknowledged.push(response.body.id);
        else refused = response;
      }
      expect(refused?.status).toBe(503);
      expect(refused!.body).toEqual({ ok: false, error: expect.stringMatching(/could not be saved just now/) });
      expect(refused!.headers['retry-after']).toBe('60');
      expect(refused!.text).not.toMatch(internals);
      expect((await post(app, 'Still full')).status).toBe(503);

      rmSync(filler);
      const after = await post(app, 'The first message after space returns');
      expect(after.status).toBe(201);
      acknowledged.push(after.body.id);

      // Exactly the acknowledged messages, readable, from a fresh connection; the file intact.
      const reader = new MessageStore(dir, { log: () => {} });
      cleanups.push(() => reader.isOpen && reader.close());
      const stored = reader.readAll();
      expect(stored.map((message) => message.id)).toEqual(acknowledged);
      expect(stored.at(-1)!.subject).toBe('The first message after space returns');
      reader.close();
      store.close();
      expect(integrity(path.join(dir, MessageStore.fileName))).toBe('ok');
    }, 60_000);
  });

  describe('the health check on a disk that fills up', () => {
    it('answers 503 while the disk is full, and 200 again once space returns', async (context) => {
      const dir = smallDisk(context, '4m', 'full-disk health test');
      const store = new MessageStore(dir, { log: () => {} });
      cleanups.push(() => store.isOpen && store.close());
      const logged: string[] = [];
      const app = createApp({ contact: { store }, logError: () => {}, logHealth: (line) => logged.push(line) });
      expect((await health(app)).status).toBe(200);

      const filler = fillUp(dir);
      for (let i = 0; i < 3; i += 1) {
        const full = await health(app);
        expect(full.status).toBe(503);
        expect(full.body).toMatchObject({ ok: false, error: 'Messages cannot be stored: the disk that holds them is full.' });
        expect(full.headers['cache-control']).toBe('no-store');
      }
      // Less than MIN_FREE_BYTES free is full too: the next messages could be refused at any moment.
      rmSync(filler);
      writeFileSync(filler, Buffer.alloc(Math.max(0, statfsFree(dir) - MIN_FREE_BYTES + 64 * 1024)));
      expect((await health(app)).status).toBe(503);
      rmSync(filler);
      expect((await health(app)).status).toBe(200);
      // Logged once when it failed and once when it recovered, never for a healthy answer.
      expect(logged).toEqual([
        'health: 503, Messages cannot be stored: the disk that holds them is full.',
        'health: 200 again, messages can be stored.',
      ]);
    }, 60_000);
  });

  describe('a disk that turns read-only', () => {
    it('answers 503 in JSON and half-writes nothing', async (context) => {
      const work = mkdtempSync(path.join(tmpdir(), 'read-only-disk-'));
      cleanups.push(() => rmSync(work, { recursive: true, force: true }));
      const image = path.join(work, 'disk.img');
      const dir = path.join(work, 'mnt');
      mkdirSync(dir);
      writeFileSync(image, Buffer.alloc(0));
      let cannot: string | null = null;
      try {
        run('truncate', ['-s', '8M', image]);
        run('mkfs.ext4', ['-q', '-F', image]);
      } catch (error) {
        cannot = `mkfs.ext4 is not available (${(error as Error).message})`;
      }
      cannot ??= mount(['-o', 'loop,errors=remount-ro', image], dir);
      const device = cannot ? '' : path.basename(run('findmnt', ['-no', 'SOURCE', dir]).trim());
      const trigger = `/sys/fs/ext4/${device}/trigger_fs_error`;
      if (!cannot) {
        try {
          run('test', ['-w', trigger]);
        } catch {
          cannot = `the kernel offers no ${trigger} to turn the file system read-only`;
        }
      }
      if (cannot) {
        console.log(`Skipped the read-only disk test: ${cannot}`);
        context.skip();
      }

      const store = new MessageStore(dir, { log: () => {} });
      cleanups.push(() => store.isOpen && store.close());
      const app = createApp({ contact: { store }, logError: () => {}, logHealth: () => {} });
      const before = await post(app, 'Before the disk turned read-only');
      expect(before.status).toBe(201);
      expect((await health(app)).status).toBe(200);

      // What ext4 does after an I/O error with errors=remount-ro: read-only at once, files still open.
      writeFileSync(trigger, 'test');
      expect(run('findmnt', ['-no', 'OPTIONS', dir])).toMatch(/(^|,)ro(,|$)|emergency_ro/);
      // The health check says so at once, before any message fails, without writing: it opens the database
      // file for writing, and the file system refuses.
      const readOnly = await health(app);
      expect(readOnly.status).toBe(503);
      expect(readOnly.body).toMatchObject({
        ok: false,
        error: 'Messages cannot be stored: the disk that holds them is read-only, or the server may not write to it.',
      });

      for (const subject of ['After it turned read-only', 'And again']) {
        const refused = await post(app, subject);
        expect(refused.status).toBe(503);
        expect(refused.body).toEqual({ ok: false, error: expect.stringMatching(/could not be saved just now/) });
        expect(refused.text).not.toMatch(internals);
      }

      // Back on a writable mount: the store holds the acknowledged message and nothing half-written.
      store.close();
      run('umount', [dir]);
      run('mount', ['-o', 'loop', image, dir]);
      const reader = new MessageStore(dir, { log: () => {} });
      cleanups.push(() => reader.isOpen && reader.close());
      expect(reader.readAll().map((message) => message.id)).toEqual([before.body.id]);
      reader.close();
      expect(integrity(path.join(dir, MessageStore.fileName))).toBe('ok');
    }, 60_000);
  });
});
