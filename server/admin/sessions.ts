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
  /** Called with each session that ends (signed out, expired, or the oldest pushed out), to revoke its token. */
  onEnd: (session: AdminSession) => void = () => {};

  constructor(private readonly now: () => number = Date.now) {}

  start(login: string, token: string): string {
    this.endExpired();
    const id = randomBytes(32).toString('base64url');
    if (this.#sessions.size >= maxSessions) this.#remove(this.#sessions.keys().next().value!);
    this.#sessions.set(id, { login, token, expiresAt: this.now() + sessionHours * 3_600_000 });
    return id;
  }

  find(id: string | undefined): AdminSession | undefined {
    if (!id) return undefined;
    const session = this.#sessions.get(id);
    if (session && session.expiresAt <= this.now()) {
      this.#remove(id);
      return undefined;
    }
    return session;
  }

  end(id: string | undefined): void {
    if (id) this.#remove(id);
  }

  /** Ends every session past its time (the server calls this every few minutes, and at each sign-in). */
  endExpired(): void {
    for (const [id, session] of this.#sessions) if (session.expiresAt <= this.now()) this.#remove(id);
  }

  #remove(id: string): void {
    const session = this.#sessions.get(id);
    if (!session) return;
    this.#sessions.delete(id);
    this.onEnd(session);
  }
}

/** How long a sign-in may take at GitHub before its state is forgotten. */
export const signInStateMinutes = 10;
/** At most this many sign-ins under way at once; the oldest state goes first. */
const maxStates = 200;

/**
 * The sign-in states this server has issued and not yet seen back (issue 32): a state counts only if
 * the server issued it, within the last ten minutes, and has not taken it before. The browser's
 * cookie alone is not enough: replaying a used state with its cookie would otherwise sign in again.
 */
export class SignInStates {
  readonly #issued = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(): string {
    const state = randomBytes(24).toString('base64url');
    if (this.#issued.size >= maxStates) this.#issued.delete(this.#issued.keys().next().value!);
    this.#issued.set(state, this.now() + signInStateMinutes * 60_000);
    return state;
  }

  /** Whether `state` was issued here and is still fresh; either way, it can never be taken again. */
  take(state: string): boolean {
    const expiresAt = this.#issued.get(state);
    this.#issued.delete(state);
    return expiresAt !== undefined && expiresAt > this.now();
  }
}
