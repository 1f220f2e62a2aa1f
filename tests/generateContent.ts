import { generateContent } from '../scripts/generate-content.ts';

/**
 * Vitest's global setup: the content compiled into src/content/generated/ before any test imports it
 * (docs/decisions/048), as `npm run build` and `npm run typecheck` do.
 */
export default function setup(): void {
  generateContent();
}
