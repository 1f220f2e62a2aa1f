import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { JSDOM } from 'jsdom';

/**
 * Metric-matched fallback faces for the site's typeface (docs/decisions/014). Until Atkinson
 * Hyperlegible Next arrives, text is set in a local font scaled to take the same space: the same
 * width for the site's own text (size-adjust), and the same ascent, descent and line gap (the
 * overrides), so the swap moves as little as possible. Two local fonts are matched, each under its
 * own family name:
 *  - Arial, and its metric twins Liberation Sans and Arimo (Windows, macOS, iOS, Linux);
 *  - Roboto (Android).
 * Arimo's and Roboto's files come from @fontsource; Arimo has Arial's advance widths by design.
 */

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => require.resolve(`@fontsource/${pkg}/files/${file}`);

export const weights = [400, 700] as const;
export type Weight = (typeof weights)[number];

/** Bold text on the site: headings, strong text, and what the design sets in bold. */
const boldSelector = 'h1, h2, h3, h4, strong, b, th, summary, label, button, .font-bold';

/**
 * The words the site shows, regular and bold, read from the prerendered pages in `distDir`: the
 * widths are matched for this text, not for an abstract average.
 */
export function siteText(distDir: string): Record<Weight, string> {
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? pages(path.join(dir, entry.name)) : entry.name.endsWith('.html') ? [path.join(dir, entry.name)] : [],
    );
  const text: Record<Weight, string[]> = { 400: [], 700: [] };
  for (const file of pages(distDir)) {
    const { document } = new JSDOM(readFileSync(file, 'utf8')).window;
    document.querySelectorAll('script, style, noscript, svg').forEach((element) => element.remove());
    const bold = [...document.querySelectorAll(boldSelector)];
    text[700].push(...bold.map((element) => element.textContent ?? ''));
    bold.forEach((element) => element.remove());
    text[400].push(document.body?.textContent ?? '');
  }
  const squash = (parts: string[]) => parts.join(' ').replace(/\s+/g, ' ').trim();
  return { 400: squash(text[400]), 700: squash(text[700]) };
}

interface Metrics {
  /** Width of the sample text, in em. */
  width: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

function metricsOf(file: string, sample: string): Metrics {
  const font = fontkit.create(readFileSync(file)) as fontkit.Font;
  let width = 0;
  for (const character of sample) width += font.glyphForCodePoint(character.codePointAt(0)!).advanceWidth;
  const em = font.unitsPerEm;
  return { width: width / em, ascent: font.ascent / em, descent: Math.abs(font.descent) / em, lineGap: font.lineGap / em };
}

const webFont = (weight: Weight) => fontFile('atkinson-hyperlegible-next', `atkinson-hyperlegible-next-latin-${weight}-normal.woff`);

const fallbacks = [
  {
    family: 'Atkinson Hyperlegible Next Fallback Arial',
    metricsFile: (weight: Weight) => fontFile('arimo', `arimo-latin-${weight}-normal.woff`),
    localNames: {
      400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
      700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
    },
  },
  {
    family: 'Atkinson Hyperlegible Next Fallback Roboto',
    metricsFile: (weight: Weight) => fontFile('roboto', `roboto-latin-${weight}-normal.woff`),
    localNames: { 400: ['Roboto', 'Roboto-Regular', 'Roboto Regular'], 700: ['Roboto Bold', 'Roboto-Bold'] },
  },
] as const;

export interface FallbackFace {
  family: string;
  weight: Weight;
  localNames: readonly string[];
  /** Ratios (1 = 100%). */
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/** Each fallback face, with its scale and overrides computed for the given text. */
export function fallbackFaces(text: Record<Weight, string>): FallbackFace[] {
  return fallbacks.flatMap((fallback) =>
    weights.map((weight) => {
      const target = metricsOf(webFont(weight), text[weight]);
      const local = metricsOf(fallback.metricsFile(weight), text[weight]);
      const sizeAdjust = target.width / local.width;
      // The overrides apply to the adjusted size, so they are divided by the adjustment.
      return {
        family: fallback.family,
        weight,
        localNames: fallback.localNames[weight],
        sizeAdjust,
        ascentOverride: target.ascent / sizeAdjust,
        descentOverride: target.descent / sizeAdjust,
        lineGapOverride: target.lineGap / sizeAdjust,
      };
    }),
  );
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The stylesheet src/styles/fallback-fonts.css. */
export function fallbackFontsCss(faces: FallbackFace[]): string {
  const rules = faces.map(
    (face) => `@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-weight: ${face.weight};
  src: ${face.localNames.map((name) => `local("${name}")`).join(', ')};
  size-adjust: ${percent(face.sizeAdjust)};
  ascent-override: ${percent(face.ascentOverride)};
  descent-override: ${percent(face.descentOverride)};
  line-gap-override: ${percent(face.lineGapOverride)};
}`,
  );
  return `/*
 * Generated by \`npm run generate:fallback-fonts\` (scripts/shared/fallbackFonts.ts) from the built site's
 * text: do not edit. Local fonts scaled to the metrics of Atkinson Hyperlegible Next, so text set in
 * them before the web font arrives takes the same space, and the swap moves nothing
 * (docs/decisions/014).
 */
${rules.join('\n')}
`;
}
