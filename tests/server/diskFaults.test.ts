import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, statfsSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it, type TestContext } from 'vitest';
import { createApp } from '../../server/app';
import { CONTACT_PATH } from '../../server/contact/contactRouter';
import { MessageStore, MIN_FREE_BYTES } from '../../server/contact/messageStore';
import { internals, pragmaOf, validMessage } from './serverHarness';

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
