import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PATH on which one program is missing and every other is found as before: a temporary folder of
 * symbolic links to each program of each folder of this process's PATH (the first of each name, as a
 * shell finds it), except `program`. For running the real build or check as on a machine without it
 * (liblouis's lou_translate: docs/decisions/070). Call `remove()` when done.
 */
export function pathWithout(program: string): { path: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), `path-without-${program}-`));
  const taken = new Set([program]);
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    let names: string[];
    try {
      names = readdirSync(dir || '.');
    } catch {
      continue;
    }
    for (const name of names.filter((entry) => !taken.has(entry))) {
      taken.add(name);
      symlinkSync(path.resolve(dir || '.', name), path.join(folder, name));
    }
  }
  return { path: folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
