/**
 * The parts that stay on screen while the page scrolls: the sticky header and the cookie banner
 * fixed to the bottom. At 200% text, or on a small screen, they could cover most of it. They stay
 * fixed only while, together, they take at most a third of the window's height. Otherwise the header
 * gives way first (`html[data-fixed-parts="banner"]`: it scrolls with the page, the banner stays over
 * the bottom), so a banner arriving on a phone moves nothing on the page; only if the banner alone
 * takes more than a third does it scroll with the page too (`"off"`; index.css). Text-only zoom does
 * not change the viewport's media queries, so this is measured, not declared in CSS.
 */
export const MAX_FIXED_SHARE = 1 / 3;

const heights = { header: 0, banner: 0 };

function decide() {
  const limit = window.innerHeight * MAX_FIXED_SHARE;
  const both = heights.header + heights.banner <= limit;
  const bannerAlone = heights.banner > 0 && heights.banner <= limit;
  document.documentElement.dataset.fixedParts = both ? 'on' : bannerAlone ? 'banner' : 'off';
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
