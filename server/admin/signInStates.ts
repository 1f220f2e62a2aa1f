import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import { statementCache, type Db, type Statement } from '../sqlite';
import { hashOf } from './sessionCrypto';

/** How long a sign-in may take at GitHub before its state is refused. */
export const signInStateMinutes = 10;
/**
 * At most this many used states are remembered (each until its ten minutes are over); past it the
 * oldest is forgotten. Only a return from GitHub with a state this server signed, and its own
 * cookie, adds one: a flood of them costs a visitor one exchange at GitHub each, and a forgotten
 * state would still need the owner's cookie and a code GitHub has not yet spent.
 */
export const maxUsedStates = 10_000;

// A state: 16 random bytes, the time it was issued (milliseconds, 8 bytes), and 24 bytes of an
// HMAC-SHA-256 of both under a key made from ADMIN_SESSION_KEY: 48 bytes, 64 base64url characters.
const randomPart = 16;
const bodyBytes = randomPart + 8;
const macBytes = 24;
/** The exact shape of a state this server issues: anything else is turned away before any comparison. */
export const signInStateShape = /^[A-Za-z0-9_-]{64}$/;
/** A state issued by a server whose clock runs up to a minute ahead (a deploy onto another machine) still counts. */
const clockSkewMs = 60_000;

/**
 * The sign-in states (docs/decisions/082). A state is signed, not stored: it travels to GitHub in the
 * address and back, and to the visitor's own browser in a `__Host-` cookie (./signIn.ts), and the
 * server keeps nothing when it issues one. So no other visitor can push the owner's sign-in under way
 * out of a list by starting sign-ins of their own (issue 43, finding 3: 200 anonymous starts used to
 * end it), and a million starts leave nothing behind. A state counts only if this server signed it
 * (under the store's key, so a restart or a deploy while the owner is at GitHub keeps it good), within
 * the last ten minutes, and has not been taken before: the states taken are remembered (as their
 * SHA-256) until their ten minutes are over, so a state replayed with its cookie is refused.
 */
export class SignInStates {
  readonly #sql: (sql: string) => Statement;
  readonly #db: Db;
  readonly #key: Buffer;
  readonly #now: () => number;

  readonly #maxUsed: number;

  /** `key`: for states only (sessionCrypto.ts, keyFor), never the key that seals tokens; `maxUsed`: a test's smaller bound. */
  constructor(db: Db, key: Buffer, now: () => number = Date.now, maxUsed = maxUsedStates) {
    this.#db = db;
    this.#key = key;
    this.#now = now;
    this.#maxUsed = maxUsed;
    this.#sql = statementCache(db);
  }

  #mac(body: Buffer): Buffer {
    return createHmac('sha256', this.#key).update(body).digest().subarray(0, macBytes);
  }

  issue(): string {
    const body = Buffer.alloc(bodyBytes);
    randomFillSync(body, 0, randomPart);
    body.writeBigUInt64BE(BigInt(this.#now()), randomPart);
    return Buffer.concat([body, this.#mac(body)]).toString('base64url');
  }

  /** Whether `state` was signed here and is still fresh; either way, it can never be taken again. */
  take(state: string): boolean {
    if (!signInStateShape.test(state)) return false;
    const bytes = Buffer.from(state, 'base64url');
    const body = bytes.subarray(0, bodyBytes);
    if (!timingSafeEqual(bytes.subarray(bodyBytes), this.#mac(body))) return false;
    const issuedAt = Number(body.readBigUInt64BE(randomPart));
    const now = this.#now();
    const expiresAt = issuedAt + signInStateMinutes * 60_000;
    if (issuedAt > now + clockSkewMs || expiresAt <= now) return false;
    return this.#db.transaction(() => {
      this.#sql('DELETE FROM used_sign_in_states WHERE expires_at <= ?').run(now);
      const taken = this.#sql('INSERT OR IGNORE INTO used_sign_in_states (state_hash, expires_at) VALUES (?, ?)').run(
        hashOf(state),
        expiresAt,
      ).changes;
      this.#sql(
        'DELETE FROM used_sign_in_states WHERE state_hash IN (SELECT state_hash FROM used_sign_in_states ORDER BY expires_at LIMIT max(0, (SELECT count(*) FROM used_sign_in_states) - ?))',
      ).run(this.#maxUsed);
      return taken === 1;
    })();
  }
}
