import { readFileSync } from 'node:fs';
import { htmlFileFor } from '../../scripts/lib/paths';

/** The prerendered HTML of a route (run `npm run build` first; `npm test` does). */
export function builtPage(routePath: string): string {
  return readFileSync(htmlFileFor(routePath), 'utf8');
}

/** The parsed JSON-LD blocks of a page. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
