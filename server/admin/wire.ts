/**
 * The wire between the editing screen and the server (docs/decisions/050, 078): the addresses the
 * screen asks and what goes each way, named once. The server answers at these addresses in these
 * shapes (./signIn.ts, ./contentApi.ts, ./publishingApi.ts, and `npm run cms`'s scripts/shared/cmsApp.ts);
 * the screen asks them (admin/src/editing/api.ts). A change to either side that the other does not
 * follow is a type error.
 *
 * Address constants and types only, importing nothing: this is the one module of server/ that the
 * editing screen imports (.dependency-cruiser.cjs keeps it so), and its bundle takes the constants
 * and no code of the server.
 */

const api = '/admin/api';
const auth = '/admin/auth';

export const adminPaths = {
  /** The editing screen itself, where a sign-in or sign-out ends. */
  screen: '/admin/',
  /** The fields of every content file, made from the schemas by the build (content-model/editor/). */
  editorDescription: '/admin/editor.json',
  api,
  auth,
  signIn: `${auth}/github`,
  callback: `${auth}/callback`,
  signOut: `${auth}/sign-out`,
  /** GET: a SessionAnswer. */
  session: `${api}/session`,
  /** POST, the owner using the screen: a SessionAnswer. */
  activity: `${api}/session/activity`,
  content: `${api}/content`,
  /** GET ?folder=: a FilesAnswer. */
  contentFiles: `${api}/content/files`,
  /** GET ?path=: a ContentFile; PUT a SaveRequest: a SavedFile; DELETE a RemoveRequest. */
  contentFile: `${api}/content/file`,
  /** GET: an AllFilesAnswer, every file the build reads. */
  contentAll: `${api}/content/all`,
  /** GET ?commit=: a PublishingAnswer. */
  publishing: `${api}/publishing`,
} as const;

/** Every answer of the API carries `ok`: true with its fields, or false with the owner's words. */
export type Answer<T> = { ok: true } & T;
export interface Refusal {
  ok: false;
  /** What went wrong, in words for the owner. */
  error: string;
}

/** Whether the owner is signed in, and how long the sign-in has left (docs/decisions/071). */
export interface SessionAnswer {
  signedIn: boolean;
  /** `npm run cms`: the files of this computer, no sign-in. */
  local?: true;
  login?: string;
  repo?: string;
  branch?: string;
  /** How long a sign-in may go unused, and in seconds from now when this one ends unused or at all. */
  idleMinutes?: number;
  idleEndsInSeconds?: number;
  endsInSeconds?: number;
}

/** A content file's path (`src/content/…`) and version: GitHub's blob SHA, or a hash of the local file. */
export interface FileVersion {
  path: string;
  version: string;
}
export interface ContentFile extends FileVersion {
  text: string;
}
export interface FilesQuery {
  folder: string;
}
export interface FileQuery {
  path: string;
}
export interface FilesAnswer {
  files: FileVersion[];
}
export interface AllFilesAnswer {
  files: { path: string; text: string }[];
}
/** A save: `version` is the one the file was read at, or null for a new file; `message` the commit's. */
export interface SaveRequest {
  path: string;
  text: string;
  version: string | null;
  message?: string;
}
/** The new version, and the commit the save made on the live site (null on this computer) to follow. */
export interface SavedFile {
  version: string;
  commit: string | null;
}
export interface RemoveRequest {
  path: string;
  version: string;
  message?: string;
}

export interface PublishingQuery {
  commit: string;
}
export type PublishingState = 'published' | 'publishing' | 'failed' | 'unknown';
/** Whether a saved commit is on the live site yet (./publishingApi.ts, docs/decisions/054). */
export interface PublishingAnswer {
  state: PublishingState;
  /** The live site's commit, when it says. */
  live: string | null;
  /** The checks of the saved commit that failed, by name (with their address on GitHub when given). */
  failedChecks: { name: string; url: string | null }[];
  /** What the failed checks found, for the owner: each page and its problems, as the build wrote them. */
  problems: OwnerProblem[];
  /** Whether the saved commit's checks are still running (or queued). */
  checksRunning: boolean;
}

/** A problem the site's own check found on a page of the owner's change (./ownerProblems.ts, docs/decisions/069). */
export interface OwnerProblem {
  /** Which page, as the owner knows it: “Contact us” (/contact). */
  page: string;
  /** What is wrong there, in plain words, one item each. */
  problems: string[];
}
