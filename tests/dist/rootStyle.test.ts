import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { builtPage } from './builtSite';

/**
 * docs/decisions/093: when <html>'s scroll padding is taken from a variable, fixedParts.ts's first
 * change to it as the page hydrates (the header's measured height) makes Chromium restyle every
 * element of the page after the web fonts have arrived: 438 elements, 46–127 ms at 4x CPU on the JAWS
 * tutorial, in most runs. Written as a plain length, the same change restyles two elements. This reads
 * the built stylesheet's declarations whose subject is the root element.
 */
function mainStylesheet(): string {
  const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(builtPage('/'))![1]!;
  return readFileSync(path.join(distDir, href), 'utf8');
}

/** True when the element a selector styles is the root: `html`, `html[data-sticky-header=off]`, `:root`. */
function stylesTheRoot(selector: string): boolean {
  const subject =
    selector
      .trim()
      .split(/\s*[\s>+~]\s*/)
      .at(-1) ?? '';
  return /^(?:html|:root)(?![\w-])/.test(subject);
}

/** Each innermost rule's selectors and declarations, inside @media and @layer blocks too. */
function rules(css: string): { selectors: string[]; declarations: [string, string][] }[] {
  return [...css.matchAll(/([^{};]+)\{([^{}]*)\}/g)].map((match) => ({
    selectors: match[1]!.split(','),
    declarations: match[2]!
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s))
      .filter((parts): parts is [string, string, ...string[]] => parts.length > 1)
      .map(([name, value]) => [name.trim(), value!.trim()]),
  }));
}

describe('the root element’s own style', () => {
  const css = mainStylesheet();
  const rootRules = rules(css).filter((rule) => rule.selectors.some(stylesTheRoot));
  const rootDeclarations = rootRules.flatMap((rule) => rule.declarations);
  const scrollPadding = rootDeclarations.filter(([name]) => name.startsWith('scroll-padding'));

  it('is found: the scroll padding that keeps a focused element clear of the sticky header', () => {
    expect(scrollPadding.map(([name]) => name)).toContain('scroll-padding-top');
  });

  it('gives the scroll padding as plain lengths, so the script’s first change to it restyles one element, not every one', () => {
    expect(scrollPadding.filter(([, value]) => /var\(/.test(value)).map(([name, value]) => `${name}: ${value}`)).toEqual([]);
  });
});
