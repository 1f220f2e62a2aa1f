import { fragmentTarget } from '../../lib/anchor';
import { uncoveredBox } from './fixedParts';

/**
 * Where a journey to a place on a page ends (issue 30, docs/decisions/052): a link to a #fragment (a
 * search result, a glossary term, a question, the skip link) ends with focus on the place itself, so
 * a screen reader says what it is (its heading, its row, its question) and the next Tab continues
 * from there, with the place wholly in view below the sticky header.
 */

/** Elements that take focus as they are: anything else is given tabindex="-1" for the moment. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * What takes focus for a place: a question or term (a <details>) is its summary, the control a
 * screen reader names with its state ("expanded"); a heading, a table row or a section takes focus
 * itself, for as long as it has it (the tabindex goes when focus leaves, so a click on the text later
 * does not draw a ring round it).
 */
function focusableFor(target: HTMLElement): HTMLElement {
  if (target instanceof HTMLDetailsElement) {
    const summary = target.querySelector<HTMLElement>(':scope > summary');
    if (summary) return summary;
  }
  if (target.matches(FOCUSABLE)) return target;
  target.setAttribute('tabindex', '-1');
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  return target;
}

/** Brings `element` into the space below the fixed parts if any of it is outside that space. */
export function revealIfCovered(element: Element, block: ScrollLogicalPosition = 'start'): void {
  const rect = element.getBoundingClientRect();
  const { top, bottom } = uncoveredBox();
  // Taller than the space left: its start in view is all that can be asked.
  const fits = rect.height <= bottom - top;
  if (rect.top < top || (fits && rect.bottom > bottom)) element.scrollIntoView({ block, behavior: 'instant' });
}

/**
 * Ends a journey at `target`: scrolls it to the top of the space the sticky header leaves (the
 * scroll padding that fixedParts.ts keeps is that space), then puts focus on it without scrolling
 * again.
 */
export function arriveAt(target: HTMLElement): void {
  target.scrollIntoView({ block: 'start', behavior: 'instant' });
  focusableFor(target).focus({ preventScroll: true });
}

/**
 * A page loaded at an address with a #fragment (a result opened in a new tab, the Node server's
 * results without JavaScript): the browser scrolled to its target before the header had been measured
 * (the stylesheet's scroll padding is an estimate, which text zoom can outgrow). Called once the
 * header's height is known: brings the target below the header if the header covers it. Focus is the
 * browser's: it starts the next Tab from the target, and a screen reader reads from there.
 */
export function keepAddressTargetInView(): void {
  const target = fragmentTarget(window.location.hash);
  if (target) revealIfCovered(target);
}
