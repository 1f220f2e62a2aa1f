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

export function go(place: Place): void {
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

/** The current place, and a count of the screen changes so far (0 on the first screen after loading). */
export function usePlace(): { place: Place; changes: number } {
  const [state, setState] = useState(() => ({ place: placeOf(window.location.hash), changes: 0 }));
  useEffect(() => {
    let current = window.location.href;
    const changed = () => {
      if (window.location.href === current) return;
      if (leaving && !leaving()) {
        // Back to the address of the screen still shown (replaceState fires no hashchange).
        window.history.replaceState(window.history.state, '', current);
        return;
      }
      leaving = null;
      current = window.location.href;
      setState((last) => ({ place: placeOf(window.location.hash), changes: last.changes + 1 }));
    };
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return state;
}
