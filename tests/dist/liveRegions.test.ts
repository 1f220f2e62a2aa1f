import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { routeTable } from '../../src/routes/routeTable';
import { builtPage } from './builtSite';

/** Every element a screen reader treats as live: an aria-live value other than off, or a live role. */
const liveRegions = (html: string) =>
  [...html.matchAll(/<[a-z]+\b[^>]*(?:aria-live="(?!off")[^"]*"|role="(?:status|alert|log|marquee|timer)")[^>]*>/g)].map(
    (match) => match[0],
  );

/**
 * One status region per page, and nothing else live (docs/decisions/037): every message that must
 * be heard without moving focus goes through the page's one queue, so no two regions can speak over
 * each other, and no visible count or status has a hidden live copy to be read twice. It is empty
 * as prerendered: nothing is announced on arrival.
 */
describe('the live regions the prerender writes', () => {
  for (const route of [...routeTable.map((entry) => entry.path), '404.html']) {
    it(`${route} has one, the page's status region, empty`, () => {
      const html = route === '404.html' ? readFileSync(path.join(distDir, '404.html'), 'utf8') : builtPage(route);
      const regions = liveRegions(html);
      expect(regions).toHaveLength(1);
      expect(regions[0]).toContain('id="page-announcements"');
      expect(html).toMatch(/<div id="page-announcements"[^>]*><\/div>/);
    });
  }
});
