import type { EditorDescription } from '../../../content-model/editor/description.ts';
import {
  adminPaths,
  type AllFilesAnswer,
  type ContentFile,
  type FileQuery,
  type FilesAnswer,
  type FilesQuery,
  type PublishingAnswer,
  type PublishingQuery,
  type Refusal,
  type RemoveRequest,
  type SavedFile,
  type SaveRequest,
  type SessionAnswer,
} from '../../../server/admin/wire.ts';
import { endSignIn } from './signInEnded.ts';

/**
 * The editing screen's calls to the server (docs/decisions/050), at the addresses and in the shapes of
 * the wire both sides import (server/admin/wire.ts). Every failure becomes an ApiError whose message
 * is in words for the owner, never a library's.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface Session extends SessionAnswer {
  /** No sign-in at this address: a plain static host, or a server without the GitHub settings. */
  unavailable?: true;
}

export interface Problem {
  path?: (string | number)[];
  message: string;
}

const unreachable =
  'The editing screen could not reach the website’s server. Check your internet connection and try again; your changes are still on the screen.';

async function call<T>(url: string, init?: { method: string; body: SaveRequest | RemoveRequest | Record<string, never> }): Promise<T> {
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
  const answer = (await response.json().catch(() => undefined)) as (T & { ok?: boolean } & Partial<Refusal>) | undefined;
  if (!response.ok || !answer || answer.ok === false) {
    throw new ApiError(
      answer?.error ?? `The server could not do this (error ${response.status}). Please try again in a minute.`,
      response.status,
    );
  }
  return answer;
}

/** An address with its question: `query(adminPaths.contentFile, { path })`, the names the wire's. */
const query = (path: string, asked: FileQuery | FilesQuery | PublishingQuery) =>
  `${path}?${Object.entries(asked)
    .map(([name, value]: [string, string]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')}`;

export const api = {
  /** Whether the owner is signed in (on the live site), or the files of this computer (`npm run cms`). */
  session: async (): Promise<Session> => {
    try {
      return await call<Session>(adminPaths.session);
    } catch (error) {
      // A static host has no server: the screen says how to edit there (docs/editing-content.md).
      if (error instanceof ApiError && error.status === 404) return { signedIn: false, unavailable: true };
      throw error;
    }
  },
  /** The owner is using the screen (keys, clicks): the idle time starts again; the same answer as `session`. */
  activity: () => call<Session>(adminPaths.activity, { method: 'POST', body: {} }),
  description: () => call<EditorDescription>(adminPaths.editorDescription),
  list: (folder: string) => call<FilesAnswer>(query(adminPaths.contentFiles, { folder })).then((answer) => answer.files),
  read: (filePath: string) => call<ContentFile>(query(adminPaths.contentFile, { path: filePath })),
  /** Saves a file: its new version, and the commit on the live site (null on this computer) to follow until it is live. */
  save: (filePath: string, text: string, version: string | null) =>
    call<SavedFile>(adminPaths.contentFile, { method: 'PUT', body: { path: filePath, text, version } }).then((answer) => ({
      version: answer.version,
      commit: answer.commit ?? null,
    })),
  remove: (filePath: string, version: string) =>
    call<unknown>(adminPaths.contentFile, { method: 'DELETE', body: { path: filePath, version } }),
  /** Whether the live site holds a saved commit yet (server/admin/publishingApi.ts). */
  publishing: (commit: string) => call<PublishingAnswer>(query(adminPaths.publishing, { commit })),
  /** Every file the build reads, with its text: the screen checks a file among them before saving it. */
  all: () => call<AllFilesAnswer>(adminPaths.contentAll).then((answer) => answer.files),
};
