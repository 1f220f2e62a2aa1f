import path from 'node:path';
import { makePrivateStore, openSqlite, type Db } from '../sqlite';

/**
 * The editing screen's sign-in store (docs/decisions/071): one SQLite file, `sessions.sqlite` in
 * ADMIN_DATA_DIR, so a restart or a deploy keeps the owner signed in. What each column holds, and why
 * a copy of the file opens nothing: ./sessionCrypto.ts.
 */

const migrations: readonly string[] = [
  `
  -- One row per signed-in browser. id_hash is the SHA-256 of the cookie's random id; token is the
  -- owner's GitHub token sealed under ADMIN_SESSION_KEY. Times are milliseconds since 1970.
  CREATE TABLE sessions (
    id_hash BLOB PRIMARY KEY,
    login TEXT NOT NULL,
    token BLOB NOT NULL,
    started_at INTEGER NOT NULL,
    active_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL
  ) STRICT, WITHOUT ROWID;

  -- The sign-in states issued and not yet seen back from GitHub, as their SHA-256.
  CREATE TABLE sign_in_states (
    state_hash BLOB PRIMARY KEY,
    expires_at INTEGER NOT NULL
  ) STRICT, WITHOUT ROWID;

  -- Which key the tokens are sealed under (./sessionCrypto.ts, keyFingerprint): one row.
  CREATE TABLE sealing_key (
    one INTEGER PRIMARY KEY CHECK (one = 1),
    fingerprint BLOB NOT NULL
  ) STRICT;
  `,
  `
  -- The sign-in states are signed and carried in the visitor's own cookie, not kept when issued
  -- (docs/decisions/082, ./signInStates.ts): only the states already used are kept, as their
  -- SHA-256, until their ten minutes are over, so that none is taken twice.
  DROP TABLE sign_in_states;
  CREATE TABLE used_sign_in_states (
    state_hash BLOB PRIMARY KEY,
    expires_at INTEGER NOT NULL
  ) STRICT, WITHOUT ROWID;
  `,
];

export const sessionsFileName = 'sessions.sqlite';

/**
 * Opens the store in `dataDir` (created 0700, the file 0600, as the message store), or in memory when
 * no folder is given (tests and tools that start the sign-in without a server of their own).
 */
export function openSessionDatabase(dataDir: string | undefined, log: (line: string) => void): Db {
  if (dataDir === undefined) return openSqlite(':memory:', { migrations, folderSetting: 'ADMIN_DATA_DIR' });
  const file = path.join(dataDir, sessionsFileName);
  makePrivateStore({ dir: dataDir, file, name: "The editing screen's sign-in folder", log });
  return openSqlite(file, { migrations, folderSetting: 'ADMIN_DATA_DIR' });
}
