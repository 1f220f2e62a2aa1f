import { randomBytes } from 'node:crypto';

/** How long a sign-in lasts: a working day, then the owner signs in again. */
export const sessionHours = 8;
/** At most this many sign-ins at once; the oldest goes first (only accounts with push access get one). */
const maxSessions = 50;

export interface AdminSession {
  login: string;
  /** The GitHub token: it stays on the server, and is never logged or sent to the browser. */
  token: string;
  expiresAt: number;
}

/**
 * The signed-in owners, in memory: a restart signs everyone out, which costs a click and keeps no
 * token on disk. The browser holds only a random id (an HttpOnly cookie).
 */
export class AdminSessions {
  readonly #sessions = new Map<string, AdminSession>();

  constructor(private readonly now: () => number = Date.now) {}

  start(login: string, token: string): string {
    const id = randomBytes(32).toString('base64url');
    if (this.#sessions.size >= maxSessions) this.#sessions.delete(this.#sessions.keys().next().value!);
    this.#sessions.set(id, { login, token, expiresAt: this.now() + sessionHours * 3_600_000 });
    return id;
  }

  find(id: string | undefined): AdminSession | undefined {
    if (!id) return undefined;
    const session = this.#sessions.get(id);
    if (session && session.expiresAt <= this.now()) {
      this.#sessions.delete(id);
      return undefined;
    }
    return session;
  }

  end(id: string | undefined): void {
    if (id) this.#sessions.delete(id);
  }
}
