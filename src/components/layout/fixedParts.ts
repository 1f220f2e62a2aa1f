/**
 * The parts that stay on screen while the page scrolls: the sticky header at the top; the cookie
 * banner and a notice at the bottom. At 200% text, or on a small screen, they could cover most of it.
 *
 * The header and the banner may cover at most a third of the window's height together
 * (MAX_FIXED_SHARE); text-only zoom does not change the viewport's media queries, so this is measured
 * here, not declared in CSS. The header gives way first: it sits at the top of the page, so letting it
 * scroll away moves nothing. When the banner alone would cover more than the share, or the window is
 * short, it is not fixed at all: CookieBanner puts it at the end of the page, after the footer, where
 * its arrival moves nothing either (docs/decisions/038). A notice lasts 5 s: it stacks above the banner
 * and never makes the header give way.
 *
 * This module keeps the space the fixed parts need clear: scroll padding on <html>, so that a focused
 * element is never hidden under them (WCAG 2.4.11), and padding under the page's end for the banner.
 * When a part arrives or grows over the element that has focus, that element is scrolled into the
 * space left. It writes the padding to a stylesheet of its own rather than to <html>'s style
 * attribute: a change to the root element's inline style makes the browser restyle every element of
 * the page, a long task on a long page and a slow phone (docs/decisions/032). index.css reads
 * `html[data-sticky-header="off"]`.
 */
export const MAX_FIXED_SHARE = 1 / 3;

/** index.css: the header sticks, and the banner may be fixed, only on viewports at least this tall. */
const TALL_VIEWPORT = '(min-height: 32rem)';
/** The gap kept between a focused element and a fixed part, as index.css's default. */
const GAP_PX = 8;

type Part = 'header' | 'banner' | 'notice';
const heights: Record<Part, number> = { header: 0, banner: 0, notice: 0 };
let decided = { stickyHeader: true, bannerFixed: true };
const listeners = new Set<() => void>();
let written = '';
let sheet: CSSStyleSheet | null | undefined;

function reservedSpaceSheet(): CSSStyleSheet | null {
  if (sheet !== undefined) return sheet;
  sheet = null;
  try {
    const created = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, created];
    sheet = created;
  } catch {
    // An older browser: the inline styles below do the same, only more slowly.
  }
  return sheet;
}

function tallViewport(): boolean {
  // Without matchMedia (an old browser, jsdom) the CSS's media query is taken to match.
  return typeof window.matchMedia === 'function' ? window.matchMedia(TALL_VIEWPORT).matches : true;
}

/** The space covered at the top and at the bottom of the window, as decided. */
function coveredSpace(tall: boolean) {
  const banner = decided.bannerFixed ? heights.banner : 0;
  return {
    top: tall && decided.stickyHeader ? heights.header : 0,
    banner,
    bottom: banner + heights.notice,
  };
}

function reserveSpace(tall: boolean) {
  const { top, banner, bottom } = coveredSpace(tall);
  const rules = [
    `html{scroll-padding-top:${top + GAP_PX}px;${bottom ? `scroll-padding-bottom:${bottom + GAP_PX}px` : ''}}`,
    banner ? `body{padding-bottom:${banner}px}` : '',
    // The notice sits on top of the banner, never over its buttons.
    banner ? `.notice-stack{bottom:${banner}px}` : '',
  ].join('');
  if (rules === written) return;
  written = rules;
  // For the benchmark: the first of these writes after hydration restyles the whole page (docs/decisions/032).
  performance.mark('fixed-parts:reserve');
  const target = reservedSpaceSheet();
  if (target) {
    target.replaceSync(rules);
    return;
  }
  const root = document.documentElement.style;
  root.scrollPaddingTop = `${top + GAP_PX}px`;
  root.scrollPaddingBottom = bottom ? `${bottom + GAP_PX}px` : '';
  document.body.style.paddingBottom = banner ? `${banner}px` : '';
}

/**
 * If a fixed part now covers the element that has focus, scroll it into the space left (the scroll
 * padding above is that space). Reads layout, so only when a part changes, never on every frame.
 */
function keepFocusInView(tall: boolean) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || focused.closest('.cookie-banner, .notice-stack')) return;
  const { top, bottom } = coveredSpace(tall);
  if (!top && !bottom) return;
  const rect = focused.getBoundingClientRect();
  if (rect.top < top || rect.bottom > window.innerHeight - bottom) focused.scrollIntoView({ block: 'nearest' });
}

function decide() {
  const tall = tallViewport();
  const limit = window.innerHeight * MAX_FIXED_SHARE;
  const bannerFixed = tall && heights.banner <= limit;
  const stickyHeader = heights.header + (bannerFixed ? heights.banner : 0) <= limit;
  // Written only when they change: each write makes the browser re-check the styles that depend on them.
  const root = document.documentElement.dataset;
  const value = stickyHeader ? 'on' : 'off';
  if (root.stickyHeader !== value) root.stickyHeader = value;
  const changed = bannerFixed !== decided.bannerFixed || stickyHeader !== decided.stickyHeader;
  decided = { stickyHeader, bannerFixed };
  reserveSpace(tall);
  if (changed) listeners.forEach((listener) => listener());
}

/** The part of the window no fixed part covers now, from `top` to `bottom` (viewport pixels). */
export function uncoveredBox(): { top: number; bottom: number } {
  const { top, bottom } = coveredSpace(tallViewport());
  return { top, bottom: window.innerHeight - bottom };
}

/** Report a part's height (0 when it is gone); re-decides at once. */
export function reportFixedPart(part: Part, height: number): void {
  const grew = height > heights[part];
  heights[part] = height;
  decide();
  if (grew) keepFocusInView(tallViewport());
}

/** Whether the banner, at its reported height, may be fixed over the bottom of the window. */
export function bannerMayBeFixed(): boolean {
  return decided.bannerFixed;
}

/** Called when bannerMayBeFixed() changes; returns the function that stops listening. */
export function onFixedPartsDecided(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-decide when the window changes size; returns the function that stops listening. */
export function watchWindowForFixedParts(): () => void {
  window.addEventListener('resize', decide);
  return () => window.removeEventListener('resize', decide);
}
