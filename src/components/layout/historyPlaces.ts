/**
 * Where the visitor was on each page they left: how far down, and what had focus (issue 30,
 * docs/decisions/052). Back and Forward return there, with focus on the link they followed, as a full
 * page's Back does for scrolling, so a visitor who went from the eighth search result to its page and
 * back is on the eighth result again, not at the top of the page.
 *
 * A place is noted whenever the visitor may be about to leave the page: a click (a link followed by
 * Enter is a click too), a form sent, and Back or Forward (popstate, heard before the router renders
 * the next page, because this listens from before the router is made). Kept for the visit only, in
 * memory: a reload starts afresh, and the browser restores its scroll position itself.
 */

/** How to find an element again on a page rendered anew: by its id, else by its kind, link and words. */
export interface ElementAddress {
  id?: string;
  tag: string;
  href?: string;
  /** Its place among the page's elements of the same tag and link. */
  index: number;
  text: string;
}

export interface Place {
  scrollY: number;
  focus: ElementAddress | null;
}

const places = new Map<string, Place>();
/** The history entry shown now (react-router's location.key): the place noted belongs to it. */
let currentEntry = 'default';

const words = (element: Element) => (element.textContent ?? '').trim();

/** The elements of a kind, in document order; the link's address in an attribute selector's quotes. */
function sameKind(tag: string, href: string | undefined): Element[] {
  const selector = href === undefined ? tag : `${tag}[href="${href.replace(/["\\]/g, '\\$&')}"]`;
  return [...document.querySelectorAll(selector)];
}

function addressOf(element: Element | null): ElementAddress | null {
  if (!element || element === document.body || element === document.documentElement) return null;
  const tag = element.localName;
  if (element.id) return { id: element.id, tag, index: 0, text: words(element) };
  const href = element.getAttribute('href') ?? undefined;
  return { tag, href, index: sameKind(tag, href).indexOf(element), text: words(element) };
}

/** The element at `address` on the page shown now, if it is there with the same words. */
export function findElement(address: ElementAddress): HTMLElement | null {
  if (address.id) return document.getElementById(address.id);
  const same = sameKind(address.tag, address.href);
  const atIndex = same[address.index];
  const found = atIndex && words(atIndex) === address.text ? atIndex : same.find((element) => words(element) === address.text);
  return found instanceof HTMLElement ? found : null;
}

/**
 * Calls `found` with the element at `address` as soon as the page has it (a search page shows its
 * results once its index has loaded), or with null after `waitMs`. Stops, without calling, when the
 * visitor moves focus themselves meanwhile. Returns the function that stops waiting.
 */
export function whenFound(address: ElementAddress, waitMs: number, found: (element: HTMLElement | null) => void): () => void {
  const observer = new MutationObserver(() => {
    const element = findElement(address);
    if (element) finish(element);
  });
  const timer = window.setTimeout(() => finish(null), waitMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('focusin', stop);
  };
  const finish = (element: HTMLElement | null) => {
    stop();
    found(element);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', stop);
  return stop;
}

/** Notes where the visitor is on the entry shown now. */
function notePlace() {
  places.set(currentEntry, { scrollY: window.scrollY, focus: addressOf(document.activeElement) });
}

/** A new entry is shown: places noted from now on belong to it. */
export function showingEntry(key: string): void {
  currentEntry = key;
}

/** Where the visitor was when they last left entry `key`, if they were there in this visit. */
export function placeOf(key: string): Place | undefined {
  return places.get(key);
}

/**
 * Starts noting places; called once, before the router is made, so that on Back its popstate
 * listener runs after this one, while the page being left is still on screen.
 */
export function notePlacesBeforeLeaving(): void {
  document.addEventListener('click', notePlace, true);
  document.addEventListener('submit', notePlace, true);
  window.addEventListener('popstate', notePlace);
  // The page puts scroll and focus back itself (useRouteChange), once the page gone back to is
  // rendered: the browser's own restoring would scroll the page being left. A reload, though, is
  // the browser's to restore, so its own way is set back as the page unloads.
  history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
  window.addEventListener('pageshow', () => (history.scrollRestoration = 'manual'));
}

/** Tests only: forget every place. */
export function forgetPlaces(): void {
  places.clear();
  currentEntry = 'default';
}
