import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackFaces, siteText } from '../../scripts/shared/fallbackFonts';
import { distDir, rootDir } from '../../scripts/shared/buildPaths';

/** How far the committed scale may drift from the site's current text before it must be regenerated. */
const TOLERANCE = 0.003;

interface CommittedFace {
  family: string;
  weight: number;
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
}

function committedFaces(): CommittedFace[] {
  const css = readFileSync(path.join(rootDir, 'src', 'styles', 'fallback-fonts.css'), 'utf8');
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => {
    const value = (name: string) => new RegExp(`${name}: ([^;]+);`).exec(body!)![1]!;
    const ratio = (name: string) => Number.parseFloat(value(name)) / 100;
    return {
      family: value('font-family').replaceAll('"', ''),
      weight: Number(value('font-weight')),
      sizeAdjust: ratio('size-adjust'),
      ascentOverride: ratio('ascent-override'),
      descentOverride: ratio('descent-override'),
    };
  });
}

describe('the metric-matched fallback fonts', () => {
  const expected = fallbackFaces(siteText(distDir));
  const committed = committedFaces();

  it('has a regular and a bold face for Arial (and its twins) and for Roboto', () => {
    expect(committed.map((face) => `${face.family} ${face.weight}`)).toEqual(expected.map((face) => `${face.family} ${face.weight}`));
  });

  it('still matches the width of the site’s text, and the typeface’s vertical metrics (else run npm run generate:fallback-fonts)', () => {
    for (const [index, face] of committed.entries()) {
      const target = expected[index]!;
      expect(Math.abs(face.sizeAdjust - target.sizeAdjust), `${face.family} ${face.weight}`).toBeLessThanOrEqual(TOLERANCE);
      // The web font's ascent and descent, whatever the scale: 0.984 and 0.316 of the em.
      expect(face.ascentOverride * face.sizeAdjust).toBeCloseTo(target.ascentOverride * target.sizeAdjust, 3);
      expect(face.descentOverride * face.sizeAdjust).toBeCloseTo(target.descentOverride * target.sizeAdjust, 3);
    }
  });

  it('comes straight after the web font in the font stack', () => {
    // Whitespace aside: the formatter may break the declaration across lines.
    const stylesheet = readFileSync(path.join(rootDir, 'src', 'styles', 'index.css'), 'utf8').replace(/\s+/g, ' ');
    expect(stylesheet).toContain(
      '--font-sans: "Atkinson Hyperlegible Next", "Atkinson Hyperlegible Next Fallback Arial", "Atkinson Hyperlegible Next Fallback Roboto",',
    );
  });
});
