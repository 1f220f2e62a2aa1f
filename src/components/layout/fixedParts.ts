/**
 * The parts that stay on screen while the page scrolls: the sticky header and the cookie banner
 * fixed to the bottom. At 200% text, or on a small screen, they could cover most of it. Together they
 * may cover at most a third of the window's height (MAX_FIXED_SHARE); text-only zoom does not change
 * the viewport's media queries, so this is measured here, not declared in CSS.
 *
 * The header gives way first: it sits at the top of the page, so letting it scroll away moves
 * nothing. The banner gives way only when it alone would cover more than the share. Then it joins the
 * page flow, which moves the page down once; keeping it fixed would leave too little to read.
 * index.css reads the two attributes: `html[data-sticky-header="off"]`, `html[data-fixed-banner="off"]`.
 *
 * This module also keeps the space the fixed parts need clear: scroll padding on <html>, so that a
 * focused element is never hidden under them (WCAG 2.4.11), and padding under the page's end for the
 * banner. It writes them to a stylesheet of its own rather than to <html>'s style attribute: a change
 * to the root element's inline style makes the browser restyle every element of the page, a long
 * task on a long page and a slow phone (docs/decisions/032).
 */
export const MAX_FIXED_SHARE = 1 / 3;

/** index.css: the header sticks and the banner is fixed only on viewports at least this tall. */
const TALL_VIEWPORT = '(min-height: 32rem)';
/** The gap kept between a focused element and a fixed part, as index.css's default. */
const GAP_PX = 8;

const heights = { header: 0, banner: 0 };
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

function reserveSpace(headerSticky: boolean, bannerFixed: boolean) {
  // Without matchMedia (an old browser, jsdom) the CSS's media query is taken to match.
  const tall = typeof window.matchMedia === 'function' ? window.matchMedia(TALL_VIEWPORT).matches : true;
  const top = tall && headerSticky ? heights.header + GAP_PX : GAP_PX;
  const bottom = tall && bannerFixed ? heights.banner : 0;
  const css = `html{scroll-padding-top:${top}px;${bottom ? `scroll-padding-bottom:${bottom + GAP_PX}px` : ''}}${bottom ? `body{padding-bottom:${bottom}px}` : ''}`;
  if (css === written) return;
  written = css;
  // For the benchmark: the first of these writes after hydration restyles the whole page (docs/decisions/032).
  performance.mark('fixed-parts:reserve');
  const target = reservedSpaceSheet();
  if (target) {
    target.replaceSync(css);
    return;
  }
  const root = document.documentElement.style;
  root.scrollPaddingTop = `${top}px`;
  root.scrollPaddingBottom = bottom ? `${bottom + GAP_PX}px` : '';
  document.body.style.paddingBottom = bottom ? `${bottom}px` : '';
}

function decide() {
  const limit = window.innerHeight * MAX_FIXED_SHARE;
  const bannerFixed = heights.banner <= limit;
  const headerSticky = heights.header + (bannerFixed ? heights.banner : 0) <= limit;
  // Written only when they change: each write makes the browser re-check the styles that depend on them.
  const root = document.documentElement.dataset;
  const fixedBanner = bannerFixed ? 'on' : 'off';
  const stickyHeader = headerSticky ? 'on' : 'off';
  if (root.fixedBanner !== fixedBanner) root.fixedBanner = fixedBanner;
  if (root.stickyHeader !== stickyHeader) root.stickyHeader = stickyHeader;
  reserveSpace(headerSticky, bannerFixed);
}

/** Report a part's height (0 when it is gone); re-decides at once. */
export function reportFixedPart(part: keyof typeof heights, height: number): void {
  heights[part] = height;
  decide();
}

/** Re-decide when the window changes size; returns the function that stops listening. */
export function watchWindowForFixedParts(): () => void {
  window.addEventListener('resize', decide);
  return () => window.removeEventListener('resize', decide);
}
