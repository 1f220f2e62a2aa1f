import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAlive } from '../../../server/sqlite';
import { MessageStore } from '../../../server/contact/messageStore';
import { runProcess, tempDataDir, validMessage } from '../serverHarness';

/*
 * `npm run messages -- find` and `erase` (scripts/messages.ts): a person's messages found, and erased
 * so that their words are nowhere in the store's files. Apart from messages.test.ts (listing and
 * exporting) so that the two test workers share the 100,000-message tests (docs/decisions/079).
 */

describe('find and erase', () => {
  /*
   * A person's rights over their data (issue 32): `npm run messages -- find` answers a subject-access
   * request, `erase` honours an erasure request, and erased words are then nowhere in the database's
   * files: not in a free page, not in the write-ahead log, not in the old messages.jsonl.
   */

  const messagesIn =
    (dataDir: string) =>
    (...args: string[]) =>
      runProcess([path.resolve('scripts/messages.ts'), ...args], { CONTACT_DATA_DIR: dataDir });

  /** Which of these words the store's files (database, -wal, -shm, whichever exist) still hold, as UTF-8. */
  function wordsLeftIn(file: string, words: string[]): string[] {
    const bytes = [file, `${file}-wal`, `${file}-shm`].filter((name) => existsSync(name)).map((name) => readFileSync(name));
    return words.filter((word) => bytes.some((content) => content.includes(Buffer.from(word, 'utf8'))));
  }

  describe('find and erase, one person among others', () => {
    let dataDir: string;
    let messages: ReturnType<typeof messagesIn>;
    let ann: string[];
    let bob: string;

    beforeAll(() => {
      dataDir = tempDataDir();
      messages = messagesIn(dataDir);
      const store = new MessageStore(dataDir, { log: () => {} });
      ann = [
        store.append({ ...validMessage, name: 'Ann Other', email: 'Ann.Other@Example.org', subject: 'First from Ann' }),
        store.append({ ...validMessage, name: 'Bob Smith', email: 'bob@example.org', subject: 'From Bob' }),
        store.append({ ...validMessage, name: 'Ann Other', email: ' ann.other@example.org ', subject: 'Second from Ann' }),
        store.append({ ...validMessage, name: 'Ann Lookalike', email: 'joann.other@example.org.uk', subject: 'Not Ann' }),
      ].map((message) => message.id);
      bob = ann.splice(1, 1)[0]!;
      store.close();
    });

    it('find: every message from the address in any case, oldest first, and no one else’s; then the count', async () => {
      const { code, stdout, stderr } = await messages('find', 'ANN.OTHER@example.ORG');
      expect(code).toBe(0);
      expect(stderr).toBe('');
      expect(stdout).toContain('Ann Other <Ann.Other@Example.org>');
      expect(stdout.indexOf('First from Ann')).toBeLessThan(stdout.indexOf('Second from Ann'));
      expect(stdout).toContain(`reference ${ann[0]}`);
      expect(stdout).toContain(`reference ${ann[1]}`);
      expect(stdout).not.toContain('From Bob');
      expect(stdout).not.toContain('Not Ann');
      expect(stdout.trimEnd().split('\n').at(-1)).toBe('2 message(s) from ANN.OTHER@example.ORG.');
    }, 30_000);

    it('find --json: the same messages as export --json gives them, and nothing else on standard output', async () => {
      const { code, stdout, stderr } = await messages('find', 'ann.other@example.org', '--json');
      expect(code).toBe(0);
      const found = JSON.parse(stdout) as { id: string; subject: string; deliveries: unknown }[];
      expect(found.map((message) => [message.id, message.subject])).toEqual([
        [ann[0], 'First from Ann'],
        [ann[1], 'Second from Ann'],
      ]);
      expect(found[0]).toEqual({
        id: ann[0],
        receivedAt: expect.any(String),
        ...validMessage,
        name: 'Ann Other',
        email: 'Ann.Other@Example.org',
        subject: 'First from Ann',
        deliveries: {},
      });
      expect(stderr).toBe('2 message(s) from ann.other@example.org.\n');
    }, 30_000);

    it('a bad argument is one line in plain words and exit code 1, and erases nothing', async () => {
      for (const [args, said] of [
        [['find'], /^Say whose messages to find: npm run messages -- find <e-mail> \[--json\]$/],
        [['find', 'ann'], /^"ann" is not an e-mail address \(it has no @\)\. Use: /],
        [['find', 'ann@example.org', '--csv'], /^Unknown option "--csv" for find\. Use: /],
        [['erase'], /^Say what to erase: npm run messages -- erase <e-mail \| reference>$/],
        [['erase', 'hello'], /^"hello" is neither an e-mail address \(it has no @\) nor a message's reference .*: nothing was erased\.$/],
        [['erase', 'a@example.org', 'b@example.org'], /^erase takes one e-mail address or reference at a time: /],
      ] as const) {
        const { code, stdout, stderr } = await messages(...args);
        expect(code, args.join(' ')).toBe(1);
        expect(stdout).toBe('');
        expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(said)]);
      }
      const store = new MessageStore(dataDir, { log: () => {} });
      expect(store.count()).toBe(4);
      store.close();
    }, 60_000);

    it('erase <reference>: that one message, in any case, said with its reference', async () => {
      const { code, stdout } = await messages('erase', bob.toUpperCase());
      expect(code).toBe(0);
      expect(stdout).toBe(
        `Erased 1 message(s) with the reference ${bob.toUpperCase()}, with their delivery records:\n  reference ${bob}\n` +
          `Nothing erased is left readable in ${path.join(dataDir, 'messages.sqlite')} or its write-ahead log.\n`,
      );
      const again = await messages('erase', bob);
      expect(again.code).toBe(0);
      expect(again.stdout).toBe(`No messages with the reference ${bob}: no message was erased.\n`);
    }, 30_000);

    it('erase <e-mail>: every message from the address, how many, their references; others kept', async () => {
      const { code, stdout } = await messages('erase', 'ann.other@EXAMPLE.org');
      expect(code).toBe(0);
      expect(stdout.split('\n').slice(0, 3)).toEqual([
        'Erased 2 message(s) from ann.other@EXAMPLE.org, with their delivery records:',
        `  reference ${ann[0]}`,
        `  reference ${ann[1]}`,
      ]);
      const store = new MessageStore(dataDir, { log: () => {} });
      expect(store.readAll().map((message) => message.subject)).toEqual(['Not Ann']);
      store.close();
      const none = await messages('erase', 'ann.other@example.org');
      expect(none.code).toBe(0);
      expect(none.stdout).toBe('No messages from ann.other@example.org: no message was erased.\n');
    }, 30_000);
  });

  describe('erased words are nowhere in the files, in a store of 100,000 messages', () => {
    const count = 100_000;
    let dataDir: string;
    let file: string;
    // Unique words in each field, one of them beyond ASCII (searched for as UTF-8).
    const person = (letter: string) => ({
      name: `Perpetua Xylofane${letter}`,
      email: `quillwort${letter}@marker.example`,
      phone: '',
      subject: `Zephyrantine${letter} enquiry`,
      message: `Please forget Ærøskøbing${letter} and the brindlequast${letter} notes.`,
    });
    const markers = (letter: string) => [
      `Xylofane${letter}`,
      `quillwort${letter}@marker.example`,
      `Zephyrantine${letter}`,
      `Ærøskøbing${letter}`,
      `brindlequast${letter}`,
    ];

    beforeAll(() => {
      dataDir = tempDataDir();
      const store = new MessageStore(dataDir, { log: () => {} });
      store.enableTransport('form-service');
      // Each person's 3 messages spread through the store: early, in the middle, late.
      for (let start = 0; start < count; start += 10_000) {
        const batch = Array.from({ length: 10_000 }, (_, i) => ({ ...validMessage, subject: `Enquiry number ${start + i}` }));
        if ([0, 50_000, 90_000].includes(start)) batch.splice(5_000, 0, person('A'), person('B'));
        store.appendAll(batch);
      }
      file = store.file;
      store.close();
      expect(wordsLeftIn(file, [...markers('A'), ...markers('B')])).toEqual([...markers('A'), ...markers('B')]);
    }, 180_000);
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('erase: none of the words is left in messages.sqlite, -wal or -shm; every other message is', async () => {
      const { code, stdout } = await messagesIn(dataDir)('erase', 'quillwortA@marker.example');
      expect(code).toBe(0);
      expect(stdout).toMatch(/^Erased 3 message\(s\) from quillwortA@marker\.example/);
      expect(wordsLeftIn(file, markers('A'))).toEqual([]);
      expect(wordsLeftIn(file, markers('B'))).toEqual(markers('B'));
      const store = new MessageStore(dataDir, { log: () => {} });
      expect(store.count()).toBe(count + 3);
      store.close();
    }, 60_000);

    it('the same while the server holds a connection of its own, open and writing', async () => {
      const server = new MessageStore(dataDir, { log: () => {} });
      try {
        server.enableTransport('form-service');
        server.append({ ...validMessage, subject: 'Arrived while the server ran' });
        expect(server.count()).toBe(count + 4);
        const { code, stdout } = await messagesIn(dataDir)('erase', 'QUILLWORTB@marker.example');
        expect(code).toBe(0);
        expect(stdout).toMatch(/^Erased 3 message\(s\) from QUILLWORTB@marker\.example/);
        // Read while the server's connection is still open (the last connection to close would
        // checkpoint and remove the log by itself, hiding what the erasure left there).
        expect(existsSync(`${file}-wal`)).toBe(true);
        expect(wordsLeftIn(file, markers('B'))).toEqual([]);
        expect(server.count()).toBe(count + 1);
        expect(server.pendingMessages('form-service')).toHaveLength(count + 1);
      } finally {
        server.close();
      }
    }, 60_000);

    it('a reader that never lets go of the log: the erasure says so in one line, exit code 1, and running again completes it', async () => {
      const store = new MessageStore(dataDir, { log: () => {} });
      store.append(person('C'));
      store.close();
      // An export under way in another process holds a read of the database as it was.
      const reader = keepAlive(new Database(file, { readonly: true }));
      const rows = keepAlive(keepAlive(reader.prepare('SELECT subject FROM messages')).iterate());
      rows.next();
      try {
        const { code, stdout, stderr } = await messagesIn(dataDir)('erase', 'quillwortC@marker.example');
        expect(code).toBe(1);
        expect(stdout).toMatch(/^Erased 1 message\(s\) from quillwortC@marker\.example/);
        expect(stderr.trim().split('\n')).toEqual([
          `The erased words are gone from ${file} but remain in its write-ahead log (${file}-wal), which another connection (the running server) kept reading: run the same command again in a moment to empty it.`,
        ]);
      } finally {
        rows.return?.();
      }
      try {
        const again = await messagesIn(dataDir)('erase', 'quillwortC@marker.example');
        expect(again.code).toBe(0);
        expect(again.stdout).toBe('No messages from quillwortC@marker.example: no message was erased.\n');
        expect(wordsLeftIn(file, markers('C'))).toEqual([]);
      } finally {
        reader.close();
      }
    }, 90_000);
  });

  describe('erasure from the old messages.jsonl', () => {
    it('takes out the lines that hold the address or a message of it, keeps the others, and is not imported again', async () => {
      const dataDir = tempDataDir();
      const line = (id: string, email: string, words: string) =>
        JSON.stringify({ id, receivedAt: '2026-01-05T09:00:00.000Z', ...validMessage, email, message: words });
      const legacy = path.join(dataDir, 'messages.jsonl');
      writeFileSync(
        legacy,
        [
          line('e1', 'keep@example.org', 'Kept one'),
          line('e2', 'Gone@Example.org', 'Marsupilamic words'),
          line('e3', 'keep@example.org', 'Kept two'),
          // Cut short by a crash: kept word for word as an unreadable line, and it holds the address.
          '{"id":"e4","receivedAt":"2026-01-06T09:00:00.000Z","email":"gone@example.org","message":"Snorkelwise',
          line('e5', 'keep@example.org', 'Kept three'),
          '',
        ].join('\n'),
      );
      const opened: string[] = [];
      const store = new MessageStore(dataDir, { log: (said) => opened.push(said) });
      expect(opened).toEqual([expect.stringMatching(/imported messages\.jsonl: 4 messages; 1 line\(s\) could not be read/)]);
      store.close();

      const { code, stdout } = await messagesIn(dataDir)('erase', 'gone@example.org');
      expect(code).toBe(0);
      expect(stdout).toContain('Erased 1 message(s) from gone@example.org, with their delivery records:\n  reference e2\n');
      expect(stdout).toContain(
        'Also erased, as they contain gone@example.org: 1 line(s) kept from the old JSONL files that could not be read and 2 line(s) of the old messages.jsonl.',
      );
      const text = readFileSync(legacy, 'utf8');
      expect(text).not.toMatch(/Marsupilamic|Snorkelwise|gone@example\.org/i);
      expect(text).toBe(
        [
          line('e1', 'keep@example.org', 'Kept one'),
          line('e3', 'keep@example.org', 'Kept two'),
          line('e5', 'keep@example.org', 'Kept three'),
          '',
        ].join('\n'),
      );
      expect(existsSync(path.join(dataDir, '.messages.jsonl.erasing'))).toBe(false);
      expect(wordsLeftIn(path.join(dataDir, 'messages.sqlite'), ['Marsupilamic', 'Snorkelwise'])).toEqual([]);

      const reopened: string[] = [];
      const after = new MessageStore(dataDir, { log: (said) => reopened.push(said) });
      expect(reopened).toEqual([]);
      expect(after.readAll().map((message) => message.id)).toEqual(['e1', 'e3', 'e5']);
      expect(after.unreadableLines()).toEqual([]);
      after.close();
    }, 30_000);

    it('takes in lines appended since the import before it records the file as imported at its new size', () => {
      const dataDir = tempDataDir();
      const legacy = path.join(dataDir, 'messages.jsonl');
      const line = (id: string, email: string) => JSON.stringify({ id, receivedAt: '2026-01-05T09:00:00.000Z', ...validMessage, email });
      writeFileSync(legacy, `${line('a1', 'gone@example.org')}\n${line('a2', 'keep@example.org')}\n`);
      const store = new MessageStore(dataDir, { log: () => {} });
      try {
        // An older server, still running on the same folder, wrote one more.
        appendFileSync(legacy, `${line('a3', 'late@example.org')}\n`);
        expect(store.eraseFrom('gone@example.org')).toMatchObject({ erased: 1, references: ['a1'], legacyLines: 1 });
        expect(store.readAll().map((message) => message.id)).toEqual(['a2', 'a3']);
      } finally {
        store.close();
      }
    });
  });
});
