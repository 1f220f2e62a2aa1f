import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageStore } from '../../../server/contact/messageStore';
import { tempDataDir, validMessage } from '../serverHarness';

const stores: MessageStore[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.isOpen && store.close()));

function open(dir: string) {
  const log: string[] = [];
  const store = new MessageStore(dir, { log: (line) => log.push(line) });
  stores.push(store);
  return { store, log };
}

const line = (id: string, receivedAt: string, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ id, receivedAt, ...validMessage, subject: `Subject of ${id}`, ...overrides });

/*
 * The earlier store, as it could be found on a server: messages.jsonl with a line torn by a full
 * disk and the next message appended to it (the fault that made acknowledged messages vanish), a
 * torn last line, a blank line, a line that is JSON but not a message; deliveries-form-service.jsonl
 * with one delivery, one torn record and one naming a message that does not exist.
 */
function writeLegacyStore(dir: string) {
  writeFileSync(
    path.join(dir, 'messages.jsonl'),
    [
      line('a1', '2026-01-01T09:00:00.000Z'),
      `{"id":"torn-1","receivedAt":"2026-01-02T09:00:00.000Z","name":"Sa${line('b2', '2026-01-03T09:00:00.000Z')}`,
      '',
      line('c3', '2026-01-04T09:00:00.000Z', { phone: undefined, message: 'Line one\nLine two\twith a tab, and \u001b[31m red' }),
      '{"note":"not a message"}',
      line('d4', '2026-01-05T09:00:00.000Z'),
      '{"id":"torn-2","receivedAt":"2026-01-06T09:0',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'deliveries-form-service.jsonl'),
    [
      JSON.stringify({ id: 'a1', deliveredAt: '2026-01-01T09:00:05.000Z' }),
      '{"id":"c3","deliveredAt":"2026-01-0',
      JSON.stringify({ id: 'nobody', deliveredAt: '2026-01-07T09:00:00.000Z' }),
      '',
    ].join('\n'),
  );
}

describe('the one-time import of messages.jsonl and deliveries-*.jsonl', () => {
  it('brings every message in with its id, receivedAt and delivery state, and keeps every unreadable line', () => {
    const dir = tempDataDir();
    writeLegacyStore(dir);
    const { store, log } = open(dir);

    const records = store.readAll();
    expect(records.map((record) => [record.id, record.receivedAt])).toEqual([
      ['a1', '2026-01-01T09:00:00.000Z'],
      ['b2', '2026-01-03T09:00:00.000Z'], // recovered from behind the torn line
      ['c3', '2026-01-04T09:00:00.000Z'],
      ['d4', '2026-01-05T09:00:00.000Z'],
    ]);
    expect(records[2]).toMatchObject({ phone: '', message: 'Line one\nLine two\twith a tab, and \u001b[31m red' });
    expect(records[0]!.deliveries['form-service']).toMatchObject({ pending: false, deliveredAt: '2026-01-01T09:00:05.000Z', attempts: 1 });
    for (const record of records.slice(1)) expect(record.deliveries['form-service']).toMatchObject({ pending: true, deliveredAt: null });
    expect(store.pendingMessages('form-service').map((message) => message.id)).toEqual(['b2', 'c3', 'd4']);

    const unreadable = store.unreadableLines();
    expect(unreadable.map((entry) => [entry.file, entry.line])).toEqual([
      ['deliveries-form-service.jsonl', 2],
      ['deliveries-form-service.jsonl', 3],
      ['messages.jsonl', 2],
      ['messages.jsonl', 5],
      ['messages.jsonl', 7],
    ]);
    expect(unreadable[2]).toMatchObject({
      text: '{"id":"torn-1","receivedAt":"2026-01-02T09:00:00.000Z","name":"Sa',
      reason: expect.stringMatching(/message written after it on the same line was recovered/),
    });
    expect(unreadable[3]!.text).toBe('{"note":"not a message"}');
    expect(unreadable[4]).toMatchObject({
      text: '{"id":"torn-2","receivedAt":"2026-01-06T09:0',
      reason: expect.stringMatching(/cut short/),
    });
    expect(unreadable[1]!.reason).toMatch(/nobody, which is not in the store/);

    // Reported, with the lines to look at and where to read them.
    expect(log).toEqual([
      expect.stringMatching(
        /imported messages\.jsonl: 4 messages; 3 line\(s\) could not be read \(line 2, 5, 7\).*npm run messages -- unreadable/,
      ),
      expect.stringMatching(
        /imported deliveries-form-service\.jsonl: 1 deliveries by form-service; 2 line\(s\) could not be read \(line 2, 3\)/,
      ),
    ]);
  });

  it('happens once: opening again imports nothing and doubles nothing', () => {
    const dir = tempDataDir();
    writeLegacyStore(dir);
    open(dir).store.close();
    const { store, log } = open(dir);
    expect(log).toEqual([]);
    expect(store.count()).toBe(4);
    expect(store.unreadableLines()).toHaveLength(5);
  });

  it('takes in what an older server appended to the file later, without doubling the rest', () => {
    const dir = tempDataDir();
    writeLegacyStore(dir);
    open(dir).store.close();
    appendFileSync(path.join(dir, 'messages.jsonl'), `\n${line('e5', '2026-01-08T09:00:00.000Z')}\n`);
    const { store, log } = open(dir);
    expect(store.readAll().map((record) => record.id)).toEqual(['a1', 'b2', 'c3', 'd4', 'e5']);
    expect(store.unreadableLines()).toHaveLength(5);
    expect(log).toEqual([expect.stringMatching(/imported messages\.jsonl: 1 messages/)]);
  });

  it('an empty folder or a folder without JSONL files imports nothing', () => {
    const { store, log } = open(tempDataDir());
    expect(store.count()).toBe(0);
    expect(log).toEqual([]);
  });
});
