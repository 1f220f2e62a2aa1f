import { randomUUID } from 'node:crypto';
import { closeSync, openSync, statfsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ContactMessage } from '../../src/lib/contactMessage';
import { keepAlive, makePrivateStore, type Db } from '../sqlite';
import { openDatabase } from './database';
import { dropLegacyLines, idsNamedIn, type LegacyRewrite } from './legacyErasure';
import { importLegacyFiles, legacyMessagesFile } from './legacyImport';

export interface StoredMessage extends ContactMessage {
  id: string;
  receivedAt: string;
}

/** Where one message stands with one transport. */
export interface DeliveryState {
  pending: boolean;
  attempts: number;
  /** When the next attempt is due (ISO time), while pending. */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastError: string | null;
  /** An attempt was under way when the process stopped: the receiver may already have it. */
  interrupted: boolean;
}

export interface MessageRecord extends StoredMessage {
  /** By transport name (form-service, email); empty when forwarding was never configured. */
  deliveries: Record<string, DeliveryState>;
}

export interface DueDelivery {
  seq: number;
  message: StoredMessage;
  attempts: number;
  interrupted: boolean;
}

export interface UnreadableLine {
  file: string;
  line: number;
  text: string;
  reason: string;
  foundAt: string;
}

/** What an erasure took away (docs/decisions/061). */
export interface ErasureResult {
  /** How many messages were erased, and their references (ids), oldest first. */
  erased: number;
  references: string[];
  /** Lines of the old JSONL files kept in unreadable_lines that were erased. */
  unreadableLines: number;
  /** Lines taken out of the old messages.jsonl. */
  legacyLines: number;
  /**
   * True once the write-ahead log is emptied too (nothing erased is readable anywhere). False when
   * another connection kept reading throughout: the database file no longer holds the erased words,
   * but its write-ahead log may, until the next erasure (of anything, even of nothing) empties it.
   */
  checkpointed: boolean;
}

export interface RetentionResult extends ErasureResult {
  /** Messages kept because their time of arrival cannot be read as a time (legacy imports only). */
  undated: number;
}

/** What one erasure takes: messages and unreadable lines (SQL conditions), and lines of messages.jsonl. */
interface Selection {
  messages: string;
  messageParams: unknown[];
  unreadable: string;
  unreadableParams: unknown[];
  /** Lines of messages.jsonl to take out besides those naming an erased message. */
  line: (line: string) => boolean;
}

/** A time SQLite can compare: an ISO 8601 date first (julianday would read a bare number as a day). */
const datedSql = `(received_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*' AND julianday(received_at) IS NOT NULL)`;

/** A message's reference as the visitor was given it: a UUID, in any case. */
export const referencePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checkpoint attempts, each waiting up to the busy timeout (5 s) for readers to finish. */
const checkpointAttempts = 3;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The store cannot take a write or a read just now (disk full, read-only, I/O error, locked). The
 * caller answers 503: the condition is on our side and passes; nothing was half-written.
 */
export class StoreUnavailableError extends Error {
  constructor(
    readonly code: string,
    options: { cause: unknown },
  ) {
    super(`the message store is unavailable (${code})`, options);
    this.name = 'StoreUnavailableError';
  }
}

const unavailableCodes = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|BUSY|LOCKED|PROTOCOL|NOLFS)/;
/** After these the connection may be stuck (a read-only or vanished file): reopen it next time. */
const reconnectCodes = /^SQLITE_(IOERR|READONLY|CANTOPEN)/;

function asUnavailable(error: unknown): StoreUnavailableError | null {
  const code = (error as { code?: unknown }).code;
  if (error instanceof Database.SqliteError && typeof code === 'string' && unavailableCodes.test(code)) {
    return new StoreUnavailableError(code, { cause: error });
  }
  return null;
}

const messageColumns = 'm.id, m.received_at, m.name, m.email, m.phone, m.subject, m.message';
interface MessageRow {
  id: string;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}
const toMessage = (row: MessageRow): StoredMessage => ({
  id: row.id,
  receivedAt: row.received_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
});

interface DeliveryRow {
  attempts: number;
  next: number;
  started: string | null;
  delivered: string | null;
  error: string | null;
}
const deliveryState = (d: DeliveryRow): DeliveryState => ({
  pending: d.delivered === null,
  attempts: d.attempts,
  nextAttemptAt: d.delivered === null ? new Date(d.next).toISOString() : null,
  deliveredAt: d.delivered,
  lastError: d.error,
  interrupted: d.started !== null,
});

/** What is due for one transport, oldest due first: answered from the deliveries_pending index. */
const dueSql = `
  SELECT d.message_seq AS seq, d.attempts, d.attempt_started_at, ${messageColumns}
  FROM deliveries d JOIN messages m ON m.seq = d.message_seq
  WHERE d.transport = ? AND d.delivered_at IS NULL AND d.next_attempt_at <= ?
  ORDER BY d.next_attempt_at, d.message_seq
  LIMIT ?`;

/**
 * Below this much free space on the store's disk the health check says no message can be stored. One
 * message commits a few pages of 4 KB to the write-ahead log, which grows to about 4 MB between
 * checkpoints: with less than 1 MB left, the next messages may be refused at any moment.
 */
export const MIN_FREE_BYTES = 1024 * 1024;

/** Whether a message could be stored now, and if not, why. */
export type StoreHealth = { ok: true } | { ok: false; problem: 'closed' | 'read-only' | 'disk-full' | 'unavailable' };

export interface MessageStoreOptions {
  /** Where import reports go (default: console.log). */
  log?: (line: string) => void;
}

/**
 * The durable store of contact messages: SQLite (better-sqlite3) in `messages.sqlite` in the data
 * directory. `append` commits the message, and a pending delivery row for every transport in use, in
 * one transaction before it returns, so a message acknowledged with 201 is on disk, whole, exactly
 * once; a failed write (full or read-only disk) throws StoreUnavailableError and leaves nothing behind.
 * The JSONL files of the earlier store are imported once when the store opens.
 */
export class MessageStore {
  static readonly fileName = 'messages.sqlite';
  readonly file: string;
  private db: Db | null = null;
  private statements = new Map<string, Database.Statement>();
  private readonly transports = new Set<string>();
  private closed = false;
  private readonly log: (line: string) => void;

  constructor(
    readonly dir: string,
    options: MessageStoreOptions = {},
  ) {
    this.file = path.join(dir, MessageStore.fileName);
    this.log = options.log ?? ((line) => console.log(line));
    const log = this.log;
    // Visitors' messages are for the server's own account alone (issue 32, 43): the folder 0700, the database 0600.
    makePrivateStore({ dir, file: this.file, name: 'The contact messages folder', log });
    const db = this.connection();
    importLegacyFiles(db, dir, log);
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /**
   * Whether a message could be stored now, found without writing anything (the health check asks at
   * every probe): the database file opens for writing (a read-only file system refuses that, even one
   * the kernel turned read-only under the open database), its disk has MIN_FREE_BYTES free, and the
   * database answers a read.
   */
  health(): StoreHealth {
    if (this.closed) return { ok: false, problem: 'closed' };
    try {
      closeSync(openSync(this.file, 'r+'));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return { ok: false, problem: code === 'EROFS' || code === 'EACCES' || code === 'EPERM' ? 'read-only' : 'unavailable' };
    }
    try {
      const { bavail, bsize } = statfsSync(this.dir);
      if (bavail * bsize < MIN_FREE_BYTES) return { ok: false, problem: 'disk-full' };
      this.use((db) => this.statement(db, 'SELECT count(*) FROM sqlite_schema').get());
    } catch {
      return { ok: false, problem: 'unavailable' };
    }
    return { ok: true };
  }

  /** Store one validated message; returns it with its id and time of arrival, once committed. */
  append(message: ContactMessage): StoredMessage {
    return this.inTransaction(() => this.insert(message));
  }

  /** Store many at once, in one transaction (seeding benchmarks and tests). */
  appendAll(messages: readonly ContactMessage[]): StoredMessage[] {
    return this.inTransaction(() => messages.map((message) => this.insert(message)));
  }

  /** Run `work` in one transaction: all of it is committed, or none. */
  inTransaction<T>(work: () => T): T {
    return this.use((db) => db.transaction(work).immediate());
  }

  /**
   * Deliver every message through this transport from now on: messages stored from now get a pending
   * row as they arrive, and those already stored without one (stored before the transport was
   * configured, or imported) get one now. Returns how many were added.
   */
  enableTransport(transport: string): number {
    this.transports.add(transport);
    return this.use((db) =>
      Number(
        this.statement(
          db,
          `INSERT INTO deliveries (transport, message_seq, next_attempt_at)
           SELECT ?, m.seq, ? FROM messages m
           WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.message_seq = m.seq AND d.transport = ?)`,
        ).run(transport, Date.now(), transport).changes,
      ),
    );
  }

  count(): number {
    return this.use((db) => (this.statement(db, 'SELECT count(*) AS n FROM messages').get() as { n: number }).n);
  }

  /** Every message, oldest first, with where it stands with each transport. */
  records(): Generator<MessageRecord> {
    return this.recordsWhere('1', []);
  }

  /** Every message from this address (trimmed, in any case), oldest first: a subject-access answer. */
  recordsFrom(address: string): Generator<MessageRecord> {
    return this.recordsWhere('contact_address(m.email) = ?', [address.trim().toLowerCase()]);
  }

  private *recordsWhere(where: string, params: unknown[]): Generator<MessageRecord> {
    const rows = this.use((db) =>
      this.statement(
        db,
        `SELECT ${messageColumns},
           (SELECT json_group_array(json_object(
              'transport', d.transport, 'attempts', d.attempts, 'next', d.next_attempt_at,
              'started', d.attempt_started_at, 'delivered', d.delivered_at, 'error', d.last_error))
            FROM deliveries d WHERE d.message_seq = m.seq) AS deliveries
         FROM messages m WHERE ${where} ORDER BY m.seq`,
      ).iterate(...params),
    ) as IterableIterator<MessageRow & { deliveries: string }>;
    keepAlive(rows); // a native wrapper too (see keepAlive)
    for (const row of rows) {
      const deliveries: Record<string, DeliveryState> = {};
      const list = JSON.parse(row.deliveries) as (DeliveryRow & { transport: string })[];
      for (const d of list.sort((a, b) => a.transport.localeCompare(b.transport))) deliveries[d.transport] = deliveryState(d);
      yield { ...toMessage(row), deliveries };
    }
  }

  readAll(): MessageRecord[] {
    return [...this.records()];
  }

  /** Where one message stands with one transport, or null if it has no delivery row for it. */
  readDelivery(transport: string, id: string): DeliveryState | null {
    const row = this.use((db) =>
      this.statement(
        db,
        `SELECT d.attempts, d.next_attempt_at, d.attempt_started_at, d.delivered_at, d.last_error
         FROM deliveries d JOIN messages m ON m.seq = d.message_seq WHERE m.id = ? AND d.transport = ?`,
      ).get(id, transport),
    ) as
      | {
          attempts: number;
          next_attempt_at: number;
          attempt_started_at: string | null;
          delivered_at: string | null;
          last_error: string | null;
        }
      | undefined;
    return row
      ? deliveryState({
          attempts: row.attempts,
          next: row.next_attempt_at,
          started: row.attempt_started_at,
          delivered: row.delivered_at,
          error: row.last_error,
        })
      : null;
  }

  /** Deliveries of this transport due by `now` (ms), oldest due first: an indexed query. */
  dueDeliveries(transport: string, now: number, limit: number): DueDelivery[] {
    return this.use((db) =>
      (
        this.statement(db, dueSql).all(transport, now, limit) as (MessageRow & {
          seq: number;
          attempts: number;
          attempt_started_at: string | null;
        })[]
      ).map((row) => ({ seq: row.seq, message: toMessage(row), attempts: row.attempts, interrupted: row.attempt_started_at !== null })),
    );
  }

  /** How SQLite answers dueDeliveries (EXPLAIN QUERY PLAN), so a test can hold it to the index. */
  explainDueDeliveries(transport: string): string[] {
    return this.use((db) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${dueSql}`).all(transport, Date.now(), 10) as { detail: string }[]).map((row) => row.detail),
    );
  }

  /** When the next pending delivery of this transport is due (ms), or null if none is pending. */
  nextAttemptAt(transport: string): number | null {
    return this.use(
      (db) =>
        (
          this.statement(db, 'SELECT min(next_attempt_at) AS next FROM deliveries WHERE transport = ? AND delivered_at IS NULL').get(
            transport,
          ) as {
            next: number | null;
          }
        ).next,
    );
  }

  /** Messages not yet delivered through this transport, in the order they are due. */
  pendingMessages(transport: string): StoredMessage[] {
    return this.dueDeliveries(transport, Number.MAX_SAFE_INTEGER, -1).map((due) => due.message);
  }

  /** Every transport that has ever had a delivery row, in order of name. */
  transportsInUse(): string[] {
    return this.use((db) =>
      (this.statement(db, 'SELECT DISTINCT transport FROM deliveries ORDER BY transport').all() as { transport: string }[]).map(
        (row) => row.transport,
      ),
    );
  }

  /** Recorded, and made durable, before the delivery is tried: a crash mid-delivery then shows. */
  startAttempt(transport: string, seq: number): void {
    this.use((db) =>
      this.statement(
        db,
        'UPDATE deliveries SET attempts = attempts + 1, attempt_started_at = ? WHERE transport = ? AND message_seq = ? AND delivered_at IS NULL',
      ).run(new Date().toISOString(), transport, seq),
    );
  }

  recordDelivered(transport: string, seq: number, at = new Date()): void {
    this.use((db) =>
      this.statement(
        db,
        'UPDATE deliveries SET delivered_at = ?, attempt_started_at = NULL, last_error = NULL WHERE transport = ? AND message_seq = ?',
      ).run(at.toISOString(), transport, seq),
    );
  }

  recordFailure(transport: string, seq: number, error: string, nextAttemptAt: number): void {
    this.use((db) =>
      this.statement(
        db,
        'UPDATE deliveries SET attempt_started_at = NULL, last_error = ?, next_attempt_at = ? WHERE transport = ? AND message_seq = ?',
      ).run(error, nextAttemptAt, transport, seq),
    );
  }

  /** Lines of the old JSONL files that could not be read at import, word for word. */
  unreadableLines(): UnreadableLine[] {
    return this.unreadableLinesWhere('1', []);
  }

  /** Those of the unreadable lines whose text contains this (in any case): they may hold a person's data. */
  unreadableLinesContaining(text: string): UnreadableLine[] {
    return this.unreadableLinesWhere('instr(contact_folded(text), ?) > 0', [text.trim().toLowerCase()]);
  }

  private unreadableLinesWhere(where: string, params: unknown[]): UnreadableLine[] {
    return this.use((db) =>
      (
        this.statement(db, `SELECT file, line, text, reason, found_at FROM unreadable_lines WHERE ${where} ORDER BY file, line`).all(
          ...params,
        ) as (Omit<UnreadableLine, 'foundAt'> & { found_at: string })[]
      ).map(({ found_at, ...rest }) => ({ ...rest, foundAt: found_at })),
    );
  }

  /**
   * Erases every message from this address (trimmed, in any case), their delivery rows, the unreadable
   * lines and the lines of messages.jsonl that contain the address: a person's request for erasure.
   */
  eraseFrom(address: string): ErasureResult {
    const folded = address.trim().toLowerCase();
    return this.erase({
      messages: 'contact_address(email) = ?',
      messageParams: [folded],
      unreadable: 'instr(contact_folded(text), ?) > 0',
      unreadableParams: [folded],
      line: (line) => line.toLowerCase().includes(folded),
    });
  }

  /** Erases the message with this reference (its id, in any case), and every kept line that names it. */
  eraseReference(reference: string): ErasureResult {
    const folded = reference.trim().toLowerCase();
    return this.erase({
      messages: 'lower(id) = ?',
      messageParams: [folded],
      unreadable: 'instr(contact_folded(text), ?) > 0',
      unreadableParams: [folded],
      line: (line) => line.toLowerCase().includes(folded),
    });
  }

  /**
   * Retention: erases every message received before `cutoff` (compared as times, through SQLite's
   * julianday, so any ISO 8601 offset compares rightly), their deliveries and their lines in
   * messages.jsonl, and the unreadable lines found before it. A message whose received_at is not an
   * ISO 8601 time (only an old JSONL file could hold one) cannot be dated: it is kept, and counted in
   * `undated`, so the owner can erase it by reference.
   */
  eraseReceivedBefore(cutoff: Date): RetentionResult {
    const time = cutoff.toISOString();
    const result = this.erase({
      messages: `${datedSql} AND julianday(received_at) < julianday(?)`,
      messageParams: [time],
      unreadable: 'julianday(found_at) < julianday(?)',
      unreadableParams: [time],
      line: () => false,
    });
    const undated = this.use(
      (db) => (this.statement(db, `SELECT count(*) AS n FROM messages WHERE NOT ${datedSql}`).get() as { n: number }).n,
    );
    return { ...result, undated };
  }

  private erase(selection: Selection): ErasureResult {
    // One write transaction from first read to commit: SQLite's write lock, held across processes,
    // also keeps two erasures (the server's retention, `npm run messages -- erase`) from rewriting
    // messages.jsonl at once, where the second could put back lines the first took out.
    const erased = this.inTransaction(() => {
      const db = this.connection();
      // Lines an older server appended since the import are taken in first, or the new size recorded
      // below would mark them imported without their being so.
      importLegacyFiles(db, this.dir, this.log);
      const rows = this.statement(db, `SELECT seq, id FROM messages WHERE ${selection.messages} ORDER BY seq`).all(
        ...selection.messageParams,
      ) as { seq: number; id: string }[];
      const ids = new Set(rows.map((row) => row.id.toLowerCase()));
      const unreadableTexts = new Set(
        (
          this.statement(db, `SELECT text FROM unreadable_lines WHERE file = ? AND ${selection.unreadable}`).all(
            legacyMessagesFile,
            ...selection.unreadableParams,
          ) as { text: string }[]
        ).map((row) => row.text),
      );
      /*
       * The file first, then the database. A crash (or a failed commit) between the two leaves a
       * messages.jsonl whose remaining lines are all already in the store, with imported_files still
       * recording its old size: the next open imports it again, which adds nothing (every id is there
       * already), and erasing again finishes the work. The other order could leave erased messages in
       * the file, recorded as imported, where no import would ever bring them back to be found.
       */
      let rewrite: LegacyRewrite | null;
      try {
        rewrite = dropLegacyLines(
          this.dir,
          (line) => idsNamedIn(line).some((id) => ids.has(id)) || unreadableTexts.has(line.replace(/\r$/, '')) || selection.line(line),
        );
      } catch (error) {
        throw new StoreUnavailableError((error as NodeJS.ErrnoException).code ?? 'EIO', { cause: error });
      }
      const deleteDeliveries = this.statement(db, 'DELETE FROM deliveries WHERE message_seq = ?');
      const deleteMessage = this.statement(db, 'DELETE FROM messages WHERE seq = ?');
      for (const { seq } of rows) {
        deleteDeliveries.run(seq);
        deleteMessage.run(seq);
      }
      const unreadableLines = this.statement(db, `DELETE FROM unreadable_lines WHERE ${selection.unreadable}`).run(
        ...selection.unreadableParams,
      ).changes;
      if (rewrite) {
        this.statement(db, 'UPDATE imported_files SET size = ?, mtime_ms = ? WHERE file = ?').run(
          rewrite.size,
          rewrite.mtimeMs,
          legacyMessagesFile,
        );
      }
      return { references: rows.map((row) => row.id), unreadableLines, legacyLines: rewrite?.removed ?? 0 };
    });
    return {
      erased: erased.references.length,
      references: erased.references,
      unreadableLines: erased.unreadableLines,
      legacyLines: erased.legacyLines,
      checkpointed: this.emptyWriteAheadLog(),
    };
  }

  /**
   * Copies the write-ahead log into the database and truncates it to nothing, so the page images it
   * held from before the erasure (with the erased words) are gone. A connection reading just then (the
   * running server, an export) holds the log: each attempt waits up to the busy timeout for it.
   * Returns false if it never let go.
   */
  private emptyWriteAheadLog(): boolean {
    for (let attempt = 1; attempt <= checkpointAttempts; attempt += 1) {
      try {
        const result = this.use((db) => this.statement(db, 'PRAGMA wal_checkpoint(TRUNCATE)').get()) as { busy: number };
        if (result.busy === 0) return true;
      } catch (error) {
        if (!(error instanceof StoreUnavailableError && /^SQLITE_(BUSY|LOCKED)/.test(error.code))) throw error;
      }
      if (attempt < checkpointAttempts) sleep(250);
    }
    return false;
  }

  close(): void {
    this.closed = true;
    this.disconnect();
  }

  private insert(message: ContactMessage): StoredMessage {
    const stored: StoredMessage = { id: randomUUID(), receivedAt: new Date().toISOString(), ...message };
    const db = this.connection();
    const { lastInsertRowid } = this.statement(
      db,
      'INSERT INTO messages (id, received_at, name, email, phone, subject, message) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(stored.id, stored.receivedAt, stored.name, stored.email, stored.phone, stored.subject, stored.message);
    const now = Date.now();
    for (const transport of this.transports) {
      this.statement(db, 'INSERT INTO deliveries (transport, message_seq, next_attempt_at) VALUES (?, ?, ?)').run(
        transport,
        lastInsertRowid,
        now,
      );
    }
    return stored;
  }

  /** Runs one operation, turning the database's I/O failures into StoreUnavailableError. */
  private use<T>(operation: (db: Db) => T): T {
    try {
      return operation(this.connection());
    } catch (error) {
      const unavailable = error instanceof StoreUnavailableError ? error : asUnavailable(error);
      if (!unavailable) throw error;
      // Inside a transaction the outermost call decides, once the transaction has been rolled back.
      if (reconnectCodes.test(unavailable.code) && !this.db?.inTransaction) this.disconnect();
      throw unavailable;
    }
  }

  private connection(): Db {
    if (this.closed) throw new Error('the message store is closed');
    this.db ??= openDatabase(this.file);
    return this.db;
  }

  private disconnect(): void {
    this.statements.clear();
    const db = this.db;
    this.db = null;
    try {
      db?.close();
    } catch {
      // Closing a connection whose file system went away: nothing more to release.
    }
  }

  private statement(db: Db, sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}
