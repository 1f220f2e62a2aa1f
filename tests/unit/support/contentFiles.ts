import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every content file the owner edits, by its path from the project: .md and .yaml under src/content/, not the generated modules. */
export function contentFiles(dir = path.resolve('src/content'), relative = 'src/content'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : contentFiles(full, `${relative}/${name}`);
    return /\.(md|yaml)$/.test(name) ? [`${relative}/${name}`] : [];
  });
}
