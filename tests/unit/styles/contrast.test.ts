import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The colour tokens of src/styles/colours.css, light (:root) and dark (prefers-color-scheme). */
const css = readFileSync('src/styles/colours.css', 'utf8');

function tokens(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((match) => [match[1]!, match[2]!]));
}
const light = tokens(/:root\s*{([^}]*)}/.exec(css)![1]!);
const dark = { ...light, ...tokens(/prefers-color-scheme:\s*dark\)\s*{\s*:root\s*{([^}]*)}/.exec(css)![1]!) };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** Text on background: 4.5:1 (WCAG 1.4.3). Every pair the components use. */
const textPairs: [string, string][] = [
  ['fg', 'bg'],
  ['fg', 'surface'],
  ['surface-fg', 'surface'],
  ['muted-fg', 'bg'],
  ['muted-fg', 'surface'],
  ['primary-fg', 'primary'],
  ['primary-fg', 'primary-hover'],
  ['secondary-fg', 'secondary'],
  ['fg', 'secondary'],
  ['hero-fg', 'hero'],
  ['hero-fg', 'hero-hover'],
  ['destructive-fg', 'destructive'],
  ['destructive', 'bg'],
  ['link', 'bg'],
  ['link', 'surface'],
  ['primary', 'bg'],
  ['primary', 'secondary'],
  ['primary', 'surface'],
];

/** Focus indicator and control boundaries against what they sit on: 3:1 (WCAG 1.4.11, 2.4.13). */
const nonTextPairs: [string, string][] = [
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['focus', 'secondary'],
  ['control-border', 'bg'],
  ['control-border', 'surface'],
  // Filled buttons are told apart from their section by their fill (the hero button: see below).
  ['primary', 'bg'],
  ['primary', 'secondary'],
  ['primary', 'surface'],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s theme', (_name, palette) => {
  it.each(textPairs)('text --%s on --%s reaches 4.5:1', (foreground, background) => {
    expect(contrast(palette[foreground]!, palette[background]!)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(nonTextPairs)('--%s against --%s reaches 3:1', (foreground, background) => {
    expect(contrast(palette[foreground]!, palette[background]!)).toBeGreaterThanOrEqual(3);
  });
  it.each(['bg', 'secondary', 'surface'])('the hero button stands out from --%s by its border or its fill', (background) => {
    const edge = Math.max(contrast(palette['hero-fg']!, palette[background]!), contrast(palette.hero!, palette[background]!));
    expect(edge).toBeGreaterThanOrEqual(3);
  });
});

it('the contrast formula is right (black on white is 21:1)', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
});
