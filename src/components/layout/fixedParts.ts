/**
 * The parts that stay on screen while the page scrolls: the sticky header and the cookie banner
 * fixed to the bottom. At 200% text, or on a small screen, they could cover most of it. They stay
 * fixed only while, together, they take at most a third of the window's height; otherwise both scroll
 * with the page (index.css, `html[data-fixed-parts="off"]`). Text-only zoom does not change the
 * viewport's media queries, so this is measured, not declared in CSS.
 */
export const MAX_FIXED_SHARE = 1 / 3;

const heights = { header: 0, banner: 0 };

function decide() {
  const total = heights.header + heights.banner;
  document.documentElement.dataset.fixedParts = total <= window.innerHeight * MAX_FIXED_SHARE ? 'on' : 'off';
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
