import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageStore, StoreUnavailableError } from '../../../server/contact/messageStore';
import { eraseExpiredMessages, scheduleRetention } from '../../../server/contact/retention';
import { startServerProcess, tempDataDir, validMessage, waitFor } from '../serverHarness';

/*
 * Messages are kept for a stated number of days and then erased, the same way as a person's request
 * erases them (issue 32): by their time of arrival compared as a time, with their deliveries, their
 * lines in the old messages.jsonl and the unreadable lines found before the cutoff.
 */

const stores: MessageStore[] = [];
afterEach(() => {
  stores.splice(0).forEach((store) => store.isOpen && store.close());
  vi.useRealTimers();
});

const line = (id: string, receivedAt: string) => JSON.stringify({ id, receivedAt, ...validMessage, subject: `Subject ${id}` });

/** A store whose messages arrived at known times, through the old JSONL file (the only way to date one). */
function storeWithTimes(lines: string[]) {
  const dir = tempDataDir();
  writeFileSync(path.join(dir, 'messages.jsonl'), `${lines.join('\n')}\n`);
  const store = new MessageStore(dir, { log: () => {} });
  stores.push(store);
  return { dir, store };
}

describe('eraseReceivedBefore', () => {
  it('erases the messages received before the cutoff, compared as times, with their deliveries and their JSONL lines', () => {
    const { dir, store } = storeWithTimes([
      line('just-before', '2025-11-27T11:59:59.999Z'),
      // 13:30 in UTC+2 is 11:30 UTC: before the cutoff, though after it as text.
      line('offset-before', '2025-11-27T13:30:00.000+02:00'),
      line('just-after', '2025-11-27T12:00:00.001Z'),
      line('undated', 'last Tuesday'),
      '{"id":"torn","receivedAt":"2020-01-01T00:00:00.000Z","name":"Cut sh',
    ]);
    store.enableTransport('form-service');
    const result = store.eraseReceivedBefore(new Date('2025-11-27T12:00:00.000Z'));
    expect(result).toEqual({
      erased: 2,
      references: ['just-before', 'offset-before'],
      unreadableLines: 0, // found today, after the cutoff
      legacyLines: 2,
      checkpointed: true,
      undated: 1,
    });
    expect(store.readAll().map((message) => message.id)).toEqual(['just-after', 'undated']);
    expect(store.transportsInUse()).toEqual(['form-service']);
    expect(store.pendingMessages('form-service').map((message) => message.id)).toEqual(['just-after', 'undated']);
    const left = readFileSync(path.join(dir, 'messages.jsonl'), 'utf8');
    expect(left).not.toContain('just-before');
    expect(left).not.toContain('offset-before');
    expect(left).toContain('just-after');
    expect(left).toContain('"name":"Cut sh');

    // Later, the unreadable line found today is past the cutoff too: erased from the store and the file.
    const later = store.eraseReceivedBefore(new Date('2099-01-01T00:00:00.000Z'));
    expect(later).toMatchObject({ erased: 1, references: ['just-after'], unreadableLines: 1, legacyLines: 2, undated: 1 });
    expect(store.unreadableLines()).toEqual([]);
    expect(readFileSync(path.join(dir, 'messages.jsonl'), 'utf8')).toBe(`${line('undated', 'last Tuesday')}\n`);
  });
});

describe('eraseExpiredMessages', () => {
  it('erases what is older than the period, and says how many in exactly one line', () => {
    const { store } = storeWithTimes([
      line('old-1', '2025-01-01T00:00:00.000Z'),
      line('old-2', '2025-11-26T23:00:00.000Z'),
      line('recent', '2026-11-01T00:00:00.000Z'),
    ]);
    const said: string[] = [];
    const result = eraseExpiredMessages(store, 365, new Date('2026-11-27T08:00:00.000Z'), (text) => said.push(text));
    expect(result.erased).toBe(2);
    expect(said).toEqual(['contact: erased 2 message(s) received before 2025-11-27 08:00 UTC (kept for 365 days)']);
    expect(store.readAll().map((message) => message.id)).toEqual(['recent']);

    said.length = 0;
    eraseExpiredMessages(store, 365, new Date('2026-11-27T08:00:00.000Z'), (text) => said.push(text));
    expect(said).toEqual(['contact: erased 0 message(s) received before 2025-11-27 08:00 UTC (kept for 365 days)']);
  });

  it('says in the same line how many could not be dated and were kept', () => {
    const { store } = storeWithTimes([line('old', '2020-01-01T00:00:00.000Z'), line('undated', 'yesterday')]);
    const said: string[] = [];
    eraseExpiredMessages(store, 30, new Date('2026-11-27T00:00:00.000Z'), (text) => said.push(text));
    expect(said).toEqual([
      'contact: erased 1 message(s) received before 2026-10-28 00:00 UTC (kept for 30 days); 1 message(s) with no readable time of arrival are kept (erase them by reference)',
    ]);
  });
});

describe('scheduleRetention', () => {
  it('runs at once and then every 24 hours; a run the store cannot take is one line, and the next run tries again', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00.000Z') });
    const store = new MessageStore(tempDataDir(), { log: () => {} });
    stores.push(store);
    store.append(validMessage);
    const said: string[] = [];
    const stop = scheduleRetention(store, 1, (text) => said.push(text));
    expect(said).toEqual(['contact: erased 0 message(s) received before 2026-11-26 08:00 UTC (kept for 1 day)']);

    const full = vi.spyOn(store, 'eraseReceivedBefore').mockImplementationOnce(() => {
      throw new StoreUnavailableError('SQLITE_FULL', { cause: new Error('database or disk is full') });
    });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(said.slice(1)).toEqual([
      'contact: could not erase the messages older than 1 day just now (the message store is unavailable (SQLITE_FULL)); trying again in 24 hours',
    ]);
    full.mockRestore();

    // The message arrived two days ago by now: the next run erases it.
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(said.slice(2)).toEqual(['contact: erased 1 message(s) received before 2026-11-28 08:00 UTC (kept for 1 day)']);
    expect(store.count()).toBe(0);

    stop();
    vi.advanceTimersByTime(3 * 24 * 60 * 60 * 1000);
    expect(said).toHaveLength(3);
  });
});

describe('the server', () => {
  it('erases at start what is older than the period it was built with (CONTACT_RETENTION_DAYS), saying how many in one line', async () => {
    const dir = tempDataDir();
    const day = 24 * 60 * 60 * 1000;
    const old = '0b9d7a1e-0000-4000-8000-000000000001';
    const recent = '0b9d7a1e-0000-4000-8000-000000000002';
    writeFileSync(
      path.join(dir, 'messages.jsonl'),
      `${[line(old, new Date(Date.now() - 400 * day).toISOString()), line(recent, new Date(Date.now() - day).toISOString())].join('\n')}\n`,
    );
    const server = await startServerProcess({ CONTACT_DATA_DIR: dir });
    try {
      await waitFor(() => /contact: erased/.test(server.output()));
      const lines = server
        .output()
        .split('\n')
        .filter((text) => text.startsWith('contact: erased'));
      expect(lines).toEqual([expect.stringMatching(/^contact: erased 1 message\(s\) received before .* \(kept for 365 days\)$/)]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const store = new MessageStore(dir, { log: () => {} });
    stores.push(store);
    expect(store.readAll().map((message) => message.id)).toEqual([recent]);
  });
});
