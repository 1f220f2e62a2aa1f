import { randomBytes } from 'node:crypto';
import { statementCache, type Db, type Statement } from '../sqlite';
import { hashOf, keyFingerprint, keyFor, seal, sessionKeyBytes, unseal } from './sessionCrypto';
import { openSessionDatabase } from './sessionDatabase';
import { SignInStates } from './signInStates';

/** How long a sign-in lasts: a working day, then the owner signs in again (as the GitHub App's token expires). */
export const sessionHours = 8;
/**
 * A sign-in not used for this long ends (docs/decisions/071): the editing screen warns two minutes
 * before, and one press keeps it (WCAG 2.2.1).
 */
export const idleMinutes = 30;
/** At most this many sign-ins at once; the oldest goes first (only accounts with push access get one). */
const maxSessions = 50;
/** How often sessions past their time are ended (and their tokens revoked) though never asked for again. */
const sweepEveryMs = 5 * 60_000;

export interface AdminSession {
  login: string;
  /** The GitHub token: it stays on the server (sealed on its disk), and is never logged or sent to the browser. */
  token: string;
  /** When the sign-in ends whatever happens (8 hours after it began), and when it ends unless used again. */
  endsAt: number;
  idleEndsAt: number;
}

interface SessionRow {
  id_hash: Buffer;
  login: string;
  token: Buffer;
  active_at: number;
  ends_at: number;
}

export interface AdminSessionsOptions {
  /** The folder of the store (ADMIN_DATA_DIR); left out, the store is in memory (tests, tools). */
  dataDir?: string;
  /** ADMIN_SESSION_KEY, 32 bytes; left out (in memory only), a random one. */
  key?: Buffer;
  now?: () => number;
  /** Where the store says what it did on its own (sign-ins ended by a new key). */
  log?: (line: string) => void;
}

/**
 * The signed-in owners (docs/decisions/071), kept in SQLite so that a restart or a deploy keeps them
 * signed in. The browser holds only a random id (an HttpOnly cookie); the store holds its hash, and
 * the GitHub token sealed under ADMIN_SESSION_KEY (./sessionCrypto.ts). A sign-in ends at sign-out,
 * 8 hours after it began, or after idleMinutes unused; sealed under another key, it is simply gone.
 */
export class AdminSessions {
  readonly #db: Db;
  /** The store's statements, each prepared once (../sqlite.ts). */
  readonly #sql: (sql: string) => Statement;
  readonly #key: Buffer;
  /** The store's clock (a test's own), by which the sign-ins end. */
  readonly now: () => number;
  readonly #sweep: NodeJS.Timeout;
  /** The sign-in states, signed under a key of their own made from this one; the states used are kept in the same store. */
  readonly states: SignInStates;
  /** Called with each session that ends (signed out, past its time, or the oldest pushed out), to revoke its token. */
  onEnd: (session: AdminSession) => void = () => {};
  /** The revocations at GitHub under way (./signIn.ts), which a stop waits for. */
  readonly #revoking = new Set<Promise<void>>();

  constructor(options: AdminSessionsOptions = {}) {
    const log = options.log ?? ((line: string) => console.log(line));
    const key = options.key ?? (options.dataDir === undefined ? randomBytes(sessionKeyBytes) : undefined);
    if (key?.length !== sessionKeyBytes) throw new Error(`the sign-in store needs a key of ${sessionKeyBytes} bytes`);
    this.#key = key;
    this.now = options.now ?? Date.now;
    this.#db = openSessionDatabase(options.dataDir, log);
    this.#sql = statementCache(this.#db);
    this.states = new SignInStates(this.#db, keyFor(key, 'sign-in states'), this.now);
    const signedOut = this.#forgetOtherKeys();
    if (signedOut > 0) {
      log(
        `The editing screen's sign-ins were kept under another ADMIN_SESSION_KEY: ${signedOut} signed out (they sign in again; their GitHub tokens expire within ${sessionHours} hours).`,
      );
    }
    // Sessions past their time end (and their tokens are revoked) even if never asked for again.
    this.#sweep = setInterval(() => this.endExpired(), sweepEveryMs).unref();
  }

  /** A new key (ADMIN_SESSION_KEY changed) cannot open the tokens sealed under the old one: those sign-ins end. */
  #forgetOtherKeys(): number {
    const fingerprint = keyFingerprint(this.#key);
    return this.#db
      .transaction(() => {
        const stored = this.#sql('SELECT fingerprint FROM sealing_key').pluck().get() as Buffer | undefined;
        if (stored?.equals(fingerprint)) return 0;
        const ended = this.#sql('DELETE FROM sessions').run().changes;
        this.#sql('INSERT OR REPLACE INTO sealing_key (one, fingerprint) VALUES (1, ?)').run(fingerprint);
        return ended;
      })
      .immediate();
  }

  start(login: string, token: string): string {
    this.endExpired();
    const id = randomBytes(32).toString('base64url');
    const idHash = hashOf(id);
    const now = this.now();
    const oldest = this.#sql('SELECT * FROM sessions ORDER BY started_at LIMIT max(0, (SELECT count(*) FROM sessions) - ?)').all(
      maxSessions - 1,
    ) as SessionRow[];
    for (const row of oldest) this.#remove(row);
    this.#sql('INSERT INTO sessions (id_hash, login, token, started_at, active_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      idHash,
      login,
      seal(this.#key, token, idHash),
      now,
      now,
      now + sessionHours * 3_600_000,
    );
    return id;
  }

  /**
   * The live session `id` names, if any. `active`: the owner is using the screen (a read, a save, the
   * screen telling the server of keys and clicks), so the idle time starts again.
   */
  find(id: string | undefined, { active = false } = {}): AdminSession | undefined {
    if (!id) return undefined;
    const row = this.#sql('SELECT * FROM sessions WHERE id_hash = ?').get(hashOf(id)) as SessionRow | undefined;
    if (!row) return undefined;
    const session = this.#open(row);
    if (!session || this.#isOver(row)) {
      this.#remove(row, session);
      return undefined;
    }
    if (!active) return session;
    const now = this.now();
    this.#sql('UPDATE sessions SET active_at = ? WHERE id_hash = ?').run(now, row.id_hash);
    return this.#open({ ...row, active_at: now });
  }

  end(id: string | undefined): void {
    if (!id) return;
    const row = this.#sql('SELECT * FROM sessions WHERE id_hash = ?').get(hashOf(id)) as SessionRow | undefined;
    if (row) this.#remove(row);
  }

  /** Ends every session past its time, or unused for idleMinutes (every five minutes, and at each sign-in). */
  endExpired(): void {
    if (!this.#db.open) return;
    const now = this.now();
    const over = this.#sql('SELECT * FROM sessions WHERE ends_at <= ? OR active_at <= ?').all(
      now,
      now - idleMinutes * 60_000,
    ) as SessionRow[];
    for (const row of over) this.#remove(row);
  }

  /**
   * Keeps a revocation under way until it is done, so that a stop (../index.ts) waits for it: a token
   * revoked at a sign-out just before a deploy must not be left working at GitHub for up to 8 hours
   * because the process ended first. Each revocation gives up after 10 s (./github.ts).
   */
  revoking(revocation: Promise<void>): void {
    this.#revoking.add(revocation);
    void revocation.finally(() => this.#revoking.delete(revocation));
  }

  /** Resolves once every revocation under way has been answered or has given up. */
  async revocationsDone(): Promise<void> {
    await Promise.allSettled([...this.#revoking]);
  }

  close(): void {
    clearInterval(this.#sweep);
    if (this.#db.open) this.#db.close();
  }

  #isOver(row: SessionRow): boolean {
    const now = this.now();
    return row.ends_at <= now || row.active_at + idleMinutes * 60_000 <= now;
  }

  /** The row as a session; undefined when its token does not open under this key. */
  #open(row: SessionRow): AdminSession | undefined {
    const token = unseal(this.#key, row.token, row.id_hash);
    if (token === undefined) return undefined;
    return { login: row.login, token, endsAt: row.ends_at, idleEndsAt: Math.min(row.ends_at, row.active_at + idleMinutes * 60_000) };
  }

  /** Deletes the row, and hands the session over for its token to be revoked (a token that does not open cannot be). */
  #remove(row: SessionRow, session = this.#open(row)): void {
    if (this.#sql('DELETE FROM sessions WHERE id_hash = ?').run(row.id_hash).changes === 0) return;
    if (session) this.onEnd(session);
  }
}
