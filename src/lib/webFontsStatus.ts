/**
 * Whether the web fonts are still on their way (src/boot/webFonts.ts). Late arrivals wait for them,
 * briefly: the cookie banner, fixed over the bottom of the screen, would otherwise change height
 * when the font swaps under it and move every line it shows (a layout shift on a slow network).
 */
let loading: Promise<void> | null = null;

/** Called by the entry with the fonts' loading promise (it settles whether they load or not). */
export function trackWebFonts(fonts: Promise<void>): void {
  const settled = fonts.then(() => {
    if (loading === settled) loading = null;
  });
  loading = settled;
}

/** True while the web fonts are being fetched. */
export function webFontsPending(): boolean {
  return loading !== null;
}

/** Settles when the fonts are in use or have failed, or after `maxWaitMs`; at once if none load. */
export function whenWebFontsSettle(maxWaitMs: number): Promise<void> {
  if (!loading) return Promise.resolve();
  return Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}
