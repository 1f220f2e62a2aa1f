import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allStrings, contentRegistry } from '../../../scripts/shared/contentRegistry';
import { mainNavigation } from '../../../src/content/generated/navigation';
import { unknownTokens } from '../../../content-model/text/tokens.ts';
import { isRoutePath } from '../../../src/routes/routeTable';

describe('content', () => {
  for (const { name, schema, data } of contentRegistry) {
    it(`${name} matches its schema and uses only known tokens`, () => {
      // Content loaded from YAML was validated when it was read (content-model).
      const result = schema?.safeParse(data);
      expect(!result || result.success ? '' : z.prettifyError(result.error)).toBe('');
      expect(allStrings(data).flatMap(unknownTokens)).toEqual([]);
    });
  }

  it("the header has SPEC's eight items, in order", () => {
    expect(mainNavigation.map((item) => item.label)).toEqual([
      'Home',
      'About us',
      'Services',
      'Training',
      'Resources',
      'Why choose us',
      'Testimonials',
      'Contact',
    ]);
  });

  it('every internal link written in content leads to a route of the table', () => {
    const internal = contentRegistry
      // Navigation lists are filtered by the route table when drawn; the table itself is the target list.
      .filter(({ name }) => !['main navigation', 'footer quick links', 'footer legal links', 'route table'].includes(name))
      .flatMap(({ data }) => [...allPaths(data)])
      .filter((href) => href.startsWith('/'));
    const broken = internal.filter((href) => !isRoutePath(href.split('#')[0]!));
    expect(broken).toEqual([]);
  });

  it('holds no Markdown link left uncompiled, which a visitor would see with its brackets', () => {
    const raw = contentRegistry.flatMap(({ data }) => allStrings(data)).filter((text) => /\[[^\]]+\]\([^)\s]+\)/.test(text));
    expect(raw).toEqual([]);
  });

  it('contains no placeholder text', () => {
    const text = contentRegistry.flatMap(({ data }) => allStrings(data)).join('\n');
    expect(text).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBC\b|xxx/i);
  });
});

/** Values of `path` keys (calls to action) and `href` keys (compiled links), wherever they sit in a content object. */
function allPaths(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allPaths);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      (key === 'path' || key === 'href') && typeof child === 'string' ? [child] : allPaths(child),
    );
  }
  return [];
}
