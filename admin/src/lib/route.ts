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

/** The current place, and a count of the screen changes so far (0 on the first screen after loading). */
export function usePlace(): { place: Place; changes: number } {
  const [state, setState] = useState(() => ({ place: placeOf(window.location.hash), changes: 0 }));
  useEffect(() => {
    const changed = () => setState((last) => ({ place: placeOf(window.location.hash), changes: last.changes + 1 }));
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return state;
}
