import type { EditorDescription } from '../../../content-model/editor/description.ts';
import type { PublishingAnswer } from './publishing.ts';
import { endSignIn } from './signInEnded.ts';

/**
 * The editing screen's calls to the server (server/admin/contentApi.ts, docs/decisions/050). Every
 * failure becomes an ApiError whose message is in words for the owner, never a library's.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface Session {
  signedIn: boolean;
  /** `npm run cms`: the files of this computer, no sign-in. */
  local?: boolean;
  login?: string;
  repo?: string;
  branch?: string;
  /** No sign-in at this address: a plain static host, or a server without the GitHub settings. */
  unavailable?: true;
  /** On the live site: how long a sign-in may go unused, and how long this one has left (docs/decisions/071). */
  idleMinutes?: number;
  idleEndsInSeconds?: number;
  endsInSeconds?: number;
}

export interface Problem {
  path?: (string | number)[];
  message: string;
}

const unreachable =
  'The editing screen could not reach the website’s server. Check your internet connection and try again; your changes are still on the screen.';

async function call<T>(url: string, init?: { method: string; body: unknown }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init?.method ?? 'GET',
      headers: init ? { 'content-type': 'application/json' } : {},
      body: init ? JSON.stringify(init.body) : null,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(unreachable, 0);
  }
  // The sign-in has ended (on the server's side: its time, a new key, its data lost): the screen says so, and keeps the draft.
  if (response.status === 401) endSignIn('refused');
  const answer = (await response.json().catch(() => undefined)) as (T & { ok?: boolean; error?: string }) | undefined;
  if (!response.ok || !answer || answer.ok === false) {
    throw new ApiError(
      answer?.error ?? `The server could not do this (error ${response.status}). Please try again in a minute.`,
      response.status,
    );
  }
  return answer;
}

const content = '/admin/api/content';
const query = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

export const api = {
  /** Whether the owner is signed in (on the live site), or the files of this computer (`npm run cms`). */
  session: async (): Promise<Session> => {
    try {
      return await call<Session>('/admin/api/session');
    } catch (error) {
      // A static host has no server: the screen says how to edit there (docs/editing-content.md).
      if (error instanceof ApiError && error.status === 404) return { signedIn: false, unavailable: true };
      throw error;
    }
  },
  /** The owner is using the screen (keys, clicks): the idle time starts again; the same answer as `session`. */
  activity: () => call<Session>('/admin/api/session/activity', { method: 'POST', body: {} }),
  description: () => call<EditorDescription>('/admin/editor.json'),
  list: (folder: string) =>
    call<{ files: { path: string; version: string }[] }>(`${content}/files?${query('folder', folder)}`).then((answer) => answer.files),
  read: (filePath: string) => call<{ path: string; text: string; version: string }>(`${content}/file?${query('path', filePath)}`),
  /** Saves a file: its new version, and the commit on the live site (null on this computer) to follow until it is live. */
  save: (filePath: string, text: string, version: string | null) =>
    call<{ version: string; commit: string | null }>(`${content}/file`, { method: 'PUT', body: { path: filePath, text, version } }).then(
      (answer) => ({ version: answer.version, commit: answer.commit ?? null }),
    ),
  remove: (filePath: string, version: string) => call<unknown>(`${content}/file`, { method: 'DELETE', body: { path: filePath, version } }),
  /** Whether the live site holds a saved commit yet (server/admin/publishingApi.ts). */
  publishing: (commit: string) => call<PublishingAnswer>(`/admin/api/publishing?${query('commit', commit)}`),
  /** Every file the build reads, with its text: the screen checks a file among them before saving it. */
  all: () => call<{ files: { path: string; text: string }[] }>(`${content}/all`).then((answer) => answer.files),
};
