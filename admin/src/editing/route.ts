import { useEffect, useState } from 'react';

/**
 * The screen's place, in the address's fragment (#/collection/glossary), so the back button, a
 * bookmark and a reload all work, on the Node server and on a plain static host alike.
 */
export type Place =
  { screen: 'collections' } | { screen: 'collection'; name: string } | { screen: 'edit'; path: string } | { screen: 'new'; name: string };

export function placeOf(hash: string): Place {
  const [kind, ...rest] = hash.replace(/^#\/?/, '').split('/');
  const value = decodeURIComponent(rest.join('/'));
  if (kind === 'collection' && value) return { screen: 'collection', name: value };
  if (kind === 'edit' && value) return { screen: 'edit', path: value };
  if (kind === 'new' && value) return { screen: 'new', name: value };
  return { screen: 'collections' };
}

export function hrefOf(place: Place): string {
  switch (place.screen) {
    case 'collections':
      return '#/';
    case 'collection':
      return `#/collection/${encodeURIComponent(place.name)}`;
    case 'edit':
      return `#/edit/${place.path}`;
    case 'new':
      return `#/new/${encodeURIComponent(place.name)}`;
  }
}

/** Words the next screen shows under its heading, said with it as focus arrives there ("Saved."). */
let arrivalMessage: string | undefined;

/** Moves to `place`; `message` is shown under its heading and heard with it (not in the live region, which focus would cut off). */
export function go(place: Place, message?: string): void {
  arrivalMessage = message;
  window.location.hash = hrefOf(place);
}

/** Asked before the screen changes; false keeps the owner where they are. */
let leaving: (() => boolean) | null = null;

/**
 * While a form has changes not saved, moving to another screen (a breadcrumb, the back button) asks
 * first, so typed words are never lost by a click. Returns the function that lifts the guard.
 */
export function guardLeaving(ask: () => boolean): () => void {
  leaving = ask;
  return () => {
    if (leaving === ask) leaving = null;
  };
}

/** Each history entry's place in the tab's history, kept in its state, so Back and Forward can be undone exactly. */
const positionKey = 'editingScreenPosition';
const positionOf = (state: unknown): number | undefined => {
  const position = (state as Record<string, unknown> | null)?.[positionKey];
  return typeof position === 'number' ? position : undefined;
};
const withPosition = (position: number) => ({ ...((window.history.state as object | null) ?? {}), [positionKey]: position });

/**
 * A link to another screen, followed while the form has changes not saved: asked before the browser
 * moves, so staying adds no history entry (the next Back still goes where it went before).
 */
function askBeforeFollowing(event: MouseEvent): void {
  if (!leaving || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#/"]') : null;
  if (!link || link.hash === window.location.hash) return;
  if (leaving()) leaving = null;
  else event.preventDefault();
}

/** The current place, and a count of the screen changes so far (0 on the first screen after loading). */
export function usePlace(): { place: Place; changes: number; message?: string } {
  const [state, setState] = useState<{ place: Place; changes: number; message?: string }>(() => ({
    place: placeOf(window.location.hash),
    changes: 0,
  }));
  useEffect(() => {
    let current = window.location.href;
    let position = positionOf(window.history.state) ?? 0;
    window.history.replaceState(withPosition(position), '');
    const changed = () => {
      // Also the way back from a move undone below: nothing to do.
      if (window.location.href === current) return;
      const arrived = positionOf(window.history.state);
      if (leaving && !leaving()) {
        // Staying: undo the move itself, so history stays as it was. Back or Forward is undone by going
        // as far the other way; a new entry (an address typed) is left by going back from it.
        if (arrived === undefined) window.history.back();
        else window.history.go(position - arrived);
        return;
      }
      leaving = null;
      current = window.location.href;
      position = arrived ?? position + 1;
      if (arrived === undefined) window.history.replaceState(withPosition(position), '');
      const message = arrivalMessage;
      arrivalMessage = undefined;
      setState((last) => ({ place: placeOf(window.location.hash), changes: last.changes + 1, message }));
    };
    window.addEventListener('hashchange', changed);
    document.addEventListener('click', askBeforeFollowing, true);
    return () => {
      window.removeEventListener('hashchange', changed);
      document.removeEventListener('click', askBeforeFollowing, true);
    };
  }, []);
  return state;
}
