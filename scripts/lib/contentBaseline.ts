import { readdirSync } from 'node:fs';
import path from 'node:path';
import { distDir, rootDir } from './paths';

export const baselineFile = path.join(rootDir, 'tests/fixtures/content-baseline/pages.json');

/** Every HTML page of dist/ but the editing screen (/admin), as a path relative to it with forward slashes, sorted. */
export function builtPages(): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(distDir, relative), { withFileTypes: true })) {
      const file = path.posix.join(relative, entry.name);
      // /admin is the owner's editing screen, not a page of the site.
      if (entry.isDirectory()) {
        if (file !== 'admin') visit(file);
      } else if (entry.name.endsWith('.html')) found.push(file);
    }
  };
  visit('');
  return found.sort();
}
