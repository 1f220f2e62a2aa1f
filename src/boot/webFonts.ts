import bold from '@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2?url';
import regular from '@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2?url';

/** The site's typeface (self-hosted); src/styles/index.css names it first in the font stack. */
export const WEB_FONT_FAMILY = 'Atkinson Hyperlegible Next';

/**
 * Loads the regular and bold faces, then puts both in use at once: one re-layout, not one per
 * face. Until then text is set in the metric-matched fallback (src/styles/fallback-fonts.css), so
 * the swap moves next to nothing. Only the Latin subset is loaded: every character of the site's
 * content is in it (a character outside it falls back, letter by letter, to the fallback font).
 * Without JavaScript the page links the full @fontsource stylesheet instead (src/styles/fonts.css).
 */
export async function loadWebFonts(): Promise<void> {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  const faces = [
    new FontFace(WEB_FONT_FAMILY, `url(${regular}) format("woff2")`, { weight: '400', style: 'normal', display: 'swap' }),
    new FontFace(WEB_FONT_FAMILY, `url(${bold}) format("woff2")`, { weight: '700', style: 'normal', display: 'swap' }),
  ];
  try {
    await Promise.all(faces.map((face) => face.load()));
  } catch {
    // Offline, or blocked: the fallback font stays, which is fine.
    return;
  }
  // For monitoring and the benchmark (scripts/bench/hydrationTasks.ts): adding the faces makes the
  // browser shape and lay out all the page's text again, the longest rendering task a page has.
  performance.mark('web-fonts:added');
  faces.forEach((face) => document.fonts.add(face));
}
