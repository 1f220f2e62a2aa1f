import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * What the server's two SQLite stores share (the contact messages, server/contact/database.ts, and the
 * editing screen's sign-ins, server/admin/sessionDatabase.ts): a folder and files for the server's own
 * account alone, WAL mode with fully synchronous commits, erased rows overwritten, a schema migrated
 * version by version, and the native wrappers kept alive (below).
 */

export type Db = Database.Database;
export type Statement = Database.Statement<unknown[]>;

/** Raised for a database this code cannot use (WAL refused, a newer schema): says what to do. */
export class DatabaseSetupError extends Error {}

/*
 * Node 24's node::ObjectWrap aborts the process (`Assertion failed: (env) != nullptr` in
 * RemoveEnvironmentCleanupHook) when a native wrapper is garbage-collected outside a JavaScript
 * context, as V8 does from its own tasks. better-sqlite3 12's Database, Statement and
 * StatementIterator are such wrappers (reported upstream, closed without a fix), and the server
 * died within seconds of starting on Node 24. So every one the stores make stays reachable for the
 * life of the process: the statements are a small fixed set, cached per connection, so this holds
 * a few dozen objects, not a growing heap.
 */
const keptAlive: object[] = [];
/** How many wrappers are kept: a store's tests check that using it keeps no more. */
export const keptAliveCount = (): number => keptAlive.length;
export function keepAlive<T extends object>(wrapper: T): T {
  keptAlive.push(wrapper);
  return wrapper;
}

/**
 * Prepares each SQL text once per connection. Every statement is kept alive (above), so a store that
 * prepared its statements on each call would keep one more for ever at every call.
 */
export function statementCache(db: Db): (sql: string) => Statement {
  const statements = new Map<string, Statement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

/** A PRAGMA's value, through a kept statement (db.pragma() makes one that is left to the collector). */
export function pragma(db: Db, statement: string): unknown {
  const prepared = keepAlive(db.prepare(`PRAGMA ${statement}`));
  return prepared.reader ? prepared.pluck().get() : prepared.run();
}

/** The files SQLite keeps beside a database: its write-ahead log, shared memory and rollback journal. */
const sqliteCompanions = ['', '-wal', '-shm', '-journal'];

/** What a store is called in the one line said about its folder, e.g. "The contact messages folder". */
export interface PrivateStore {
  dir: string;
  file: string;
  /** "The contact messages folder", "The editing screen's sign-in folder". */
  name: string;
  log: (line: string) => void;
}

/**
 * Makes `dir` (0700) and `file` in it (0600) whatever the umask (issue 32): what the stores hold is for
 * the server's own account alone, and SQLite gives its -wal and -shm files the database's mode.
 *
 * A store from before that (issue 43: a 0755 folder with a 0644 database) is made private at start, its
 * folder and the database's files alike, and the server says so in one line: a warning alone left
 * visitors' messages readable on every such install. When it cannot (the server's account does not
 * own them), the start is refused with a line that says what to run, rather than serve from an open store.
 */
export function makePrivateStore({ dir, file, name, log }: PrivateStore): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  const open = [dir, ...sqliteCompanions.map((suffix) => file + suffix)].filter((entry) => {
    const stat = statSync(entry, { throwIfNoEntry: false });
    return stat !== undefined && (stat.mode & 0o077) !== 0;
  });
  if (open.length === 0) return;
  try {
    for (const entry of open) chmodSync(entry, entry === dir ? 0o700 : 0o600);
  } catch {
    throw new DatabaseSetupError(
      `${name} can be opened by other accounts on this computer, and this server's account cannot change that: as the owner of ${dir}, run chmod 700 on it and chmod 600 on the files in it`,
    );
  }
  log(
    `${name} (${dir}) could be opened by other accounts on this computer: it is now for this server's account alone (the folder 0700, its database files 0600).`,
  );
}

export interface SqliteOptions {
  /** The schema, version by version; `PRAGMA user_version` records how far a database has come. */
  migrations: readonly string[];
  /** The setting that names the database's folder, for the one line said when it cannot be used. */
  folderSetting: string;
  /** Run on the connection before the migrations (functions the schema or queries use). */
  setUp?: (db: Db) => void;
}

/**
 * Opens (or creates) a database in WAL mode with fully synchronous commits, so a commit is on disk
 * (database and log both fsync'd) before it returns, and a crash or a full disk can only ever roll
 * back a whole transaction, never leave half of one. `file` may be ':memory:' (tests, tools).
 */
export function openSqlite(file: string, options: SqliteOptions): Db {
  const db = keepAlive(new Database(file));
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => keepAlive(prepare(source))) as Db['prepare'];
  try {
    // Wait for another connection's write (two servers over one folder, the server and a tool) instead of failing.
    pragma(db, 'busy_timeout = 5000');
    const mode = pragma(db, 'journal_mode = WAL');
    if (mode !== 'wal' && file !== ':memory:') {
      throw new DatabaseSetupError(
        `the file system of ${file} does not support SQLite's WAL mode (it gave "${String(mode)}"): put ${options.folderSetting} on a local disk`,
      );
    }
    pragma(db, 'synchronous = FULL');
    pragma(db, 'foreign_keys = ON');
    // Erasure (issue 32, docs/decisions/061): what a deleted row held is overwritten with zeros, in its
    // page and in the free pages it leaves, so nothing erased stays readable in the file. Per connection,
    // so every connection sets it: the server's own updates must not leave old text behind either.
    pragma(db, 'secure_delete = ON');
    options.setUp?.(db);
    migrate(db, file, options.migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function migrate(db: Db, file: string, migrations: readonly string[]): void {
  const schemaVersion = migrations.length;
  // IMMEDIATE: two processes opening a new database at once migrate it once.
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
