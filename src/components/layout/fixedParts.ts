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
 */
export const MAX_FIXED_SHARE = 1 / 3;

const heights = { header: 0, banner: 0 };

function decide() {
  const limit = window.innerHeight * MAX_FIXED_SHARE;
  const bannerFixed = heights.banner <= limit;
  const headerSticky = heights.header + (bannerFixed ? heights.banner : 0) <= limit;
  const root = document.documentElement.dataset;
  root.fixedBanner = bannerFixed ? 'on' : 'off';
  root.stickyHeader = headerSticky ? 'on' : 'off';
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
