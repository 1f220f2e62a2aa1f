import { openSqlite, type Db } from '../sqlite';

/**
 * The contact database: one SQLite file, in WAL mode with fully synchronous commits, opened as the
 * server's stores are (../sqlite.ts).
 */

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

export function openDatabase(file: string): Db {
  return openSqlite(file, {
    migrations,
    folderSetting: 'CONTACT_DATA_DIR',
    setUp: (db) => {
      // Addresses and searched text compared as a person means them: trimmed and in any case (JavaScript's
      // case folding, which unlike SQLite's lower() knows letters beyond ASCII).
      db.function('contact_folded', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text));
      db.function('contact_address', { deterministic: true }, (text: unknown) =>
        typeof text === 'string' ? text.trim().toLowerCase() : text,
      );
    },
  });
}
