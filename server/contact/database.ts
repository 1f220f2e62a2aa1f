import Database from 'better-sqlite3';

/**
 * The contact database: one SQLite file, in WAL mode with fully synchronous commits, so a commit is on
 * disk (database and log both fsync'd) before it returns, and a crash or a full disk can only ever
 * roll back a whole transaction, never leave half of one.
 */

export type Db = Database.Database;

/** Raised for a database this code cannot use (WAL refused, a newer schema): says what to do. */
export class DatabaseSetupError extends Error {}

/** The schema, version by version; `PRAGMA user_version` records how far a database has come. */
const migrations: readonly string[] = [
  `
  -- seq is the order messages arrived in; id is the reference given to the visitor (a UUID).
  CREATE TABLE messages (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL
  ) STRICT;

  -- One row per message and transport (form-service, email). Pending while delivered_at is null.
  -- attempt_started_at is set while a delivery is under way: still set at start-up, it means the
  -- process died mid-delivery, and the receiver may already have the message (at least once).
  CREATE TABLE deliveries (
    transport TEXT NOT NULL,
    message_seq INTEGER NOT NULL REFERENCES messages (seq),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    attempt_started_at TEXT,
    delivered_at TEXT,
    last_error TEXT,
    PRIMARY KEY (message_seq, transport)
  ) STRICT, WITHOUT ROWID;

  -- The forwarder's question, "what is due now, for this transport?", reads this index only:
  -- delivered rows are not in it, so it stays as small as the backlog whatever the store's size.
  CREATE INDEX deliveries_pending ON deliveries (transport, next_attempt_at, message_seq)
    WHERE delivered_at IS NULL;

  -- Lines of the old JSONL files that could not be read, kept word for word rather than dropped.
  CREATE TABLE unreadable_lines (
    file TEXT NOT NULL,
    line INTEGER NOT NULL,
    text TEXT NOT NULL,
    reason TEXT NOT NULL,
    found_at TEXT NOT NULL,
    PRIMARY KEY (file, line, text)
  ) STRICT;

  -- Which JSONL files were imported, as they were then (size and time), so each is imported once.
  CREATE TABLE imported_files (
    file TEXT PRIMARY KEY,
    size INTEGER NOT NULL,
    mtime_ms REAL NOT NULL,
    imported_at TEXT NOT NULL
  ) STRICT;
  `,
];

export const schemaVersion = migrations.length;

/*
 * Node 24's node::ObjectWrap aborts the process (`Assertion failed: (env) != nullptr` in
 * RemoveEnvironmentCleanupHook) when a native wrapper is garbage-collected outside a JavaScript
 * context, as V8 does from its own tasks. better-sqlite3 12's Database, Statement and
 * StatementIterator are such wrappers (reported upstream, closed without a fix), and the server
 * died within seconds of starting on Node 24. So every one the store makes stays reachable for the
 * life of the process: the statements are a small fixed set, cached per connection, so this holds
 * a few dozen objects, not a growing heap.
 */
const keptAlive: object[] = [];
export function keepAlive<T extends object>(wrapper: T): T {
  keptAlive.push(wrapper);
  return wrapper;
}

/** A PRAGMA's value, through a kept statement (db.pragma() makes one that is left to the collector). */
export function pragma(db: Db, statement: string): unknown {
  const prepared = keepAlive(db.prepare(`PRAGMA ${statement}`));
  return prepared.reader ? prepared.pluck().get() : prepared.run();
}

export function openDatabase(file: string): Db {
  const db = keepAlive(new Database(file));
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => keepAlive(prepare(source))) as Db['prepare'];
  try {
    // Wait for another connection's write (the server and `npm run messages`) instead of failing.
    pragma(db, 'busy_timeout = 5000');
    const mode = pragma(db, 'journal_mode = WAL');
    if (mode !== 'wal') {
      throw new DatabaseSetupError(
        `the file system of ${file} does not support SQLite's WAL mode (it gave "${String(mode)}"): put CONTACT_DATA_DIR on a local disk`,
      );
    }
    pragma(db, 'synchronous = FULL');
    pragma(db, 'foreign_keys = ON');
    // Erasure (issue 32, docs/decisions/061): what a deleted row held is overwritten with zeros, in its
    // page and in the free pages it leaves, so nothing erased stays readable in the file. Per connection,
    // so every connection sets it: the server's own updates must not leave old text behind either.
    pragma(db, 'secure_delete = ON');
    // Addresses and searched text compared as a person means them: trimmed and in any case (JavaScript's
    // case folding, which unlike SQLite's lower() knows letters beyond ASCII).
    db.function('contact_folded', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text));
    db.function('contact_address', { deterministic: true }, (text: unknown) =>
      typeof text === 'string' ? text.trim().toLowerCase() : text,
    );
    migrate(db, file);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function migrate(db: Db, file: string): void {
  // IMMEDIATE: two processes opening a new database at once (server, CLI) migrate it once.
  db.transaction(() => {
    const version = pragma(db, 'user_version') as number;
    if (version > schemaVersion) {
      throw new DatabaseSetupError(
        `${file} was written by a newer version of this site (schema ${version}, this one knows ${schemaVersion}): update the code`,
      );
    }
    for (const sql of migrations.slice(version)) db.exec(sql);
    if (version !== schemaVersion) db.exec(`PRAGMA user_version = ${schemaVersion}`);
  }).immediate();
}
