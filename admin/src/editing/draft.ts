import type { ListEdit } from './contentFile.ts';
import type { Place } from './route.ts';

/**
 * The owner's unsaved changes, kept across a sign-in (docs/decisions/071): once the sign-in has ended,
 * the entry screen keeps its draft in this tab's sessionStorage at every change, so that signing in
 * again at GitHub, which leaves the page, loses no word. After the sign-in the screen comes back to
 * the entry with the draft, and the version of the file it was opened at, so a save over a file
 * changed since is still refused. Taken out of storage as it is put back on the screen; dropped once
 * saved or left. sessionStorage: this tab only, gone when it closes, never sent anywhere.
 */
export interface Draft {
  /** The screen it belongs to: a file's (edit), or a new page's (new). */
  place: Extract<Place, { screen: 'edit' } | { screen: 'new' }>;
  /** The screen's heading, to name it ("Edit: Client feedback page"). */
  heading: string;
  /** The file as it was opened (its text and version), or null for a new page. */
  original: { text: string; version: string } | null;
  values: Record<string, unknown>;
  /** A new page's file name, as typed. */
  fileName: string;
  listEdits: ListEdit[];
}

const storageKey = 'editing-screen-draft';

/** Said under the entry's heading (or in the live region) when the draft is back on the screen after the sign-in. */
export const draftBackMessage = (draft: Draft) =>
  `Your changes are back, as you left them before signing in again. They are not saved yet: press ${draft.place.screen === 'new' ? 'Save the new page' : 'Save changes'} to save them.`;

const samePlace = (a: Draft['place'], b: Draft['place']) =>
  a.screen === b.screen && (a.screen === 'edit' ? a.path === (b as { path: string }).path : a.name === (b as { name: string }).name);

/** The draft kept in this tab, if any (and readable: anything else is dropped). */
export function keptDraft(): Draft | undefined {
  let draft: Draft | undefined;
  try {
    const text = window.sessionStorage.getItem(storageKey);
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (isDraft(parsed)) draft = parsed;
  } catch {
    // Storage turned off, or a draft that is not one: there is nothing to restore.
  }
  if (!draft) dropDraft();
  return draft;
}

/** Keeps `draft` in this tab, in place of any other. Returns whether it could be kept (storage may be full or off). */
export function keepDraft(draft: Draft): boolean {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/**
 * The draft kept for `place`, read and left in storage: the screen reads it as it opens (React may do
 * that twice) and drops it once it is on the screen (../screens/draftAcrossSignIn.ts).
 */
export function draftFor(place: Draft['place']): Draft | undefined {
  const draft = keptDraft();
  return draft && samePlace(draft.place, place) ? draft : undefined;
}

export function dropDraft(): void {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Storage turned off: nothing was kept.
  }
}

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  const place = draft.place as Record<string, unknown> | undefined;
  const original = draft.original as Record<string, unknown> | null | undefined;
  return (
    !!place &&
    ((place.screen === 'edit' && typeof place.path === 'string') || (place.screen === 'new' && typeof place.name === 'string')) &&
    typeof draft.heading === 'string' &&
    (original === null || (typeof original?.text === 'string' && typeof original.version === 'string')) &&
    !!draft.values &&
    typeof draft.values === 'object' &&
    typeof draft.fileName === 'string' &&
    Array.isArray(draft.listEdits)
  );
}
