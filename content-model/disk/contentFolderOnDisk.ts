import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ContentFolder } from '../compiler/contentFolder.ts';

/**
 * The content folder at `folder` on disk, for the build, scripts and tests (docs/decisions/063). It
 * keeps nothing: each read is the file as it is now. One compile reads each file once
 * (readingOnce, ../compiler/contentFolder.ts, docs/decisions/077), and the build compiles once.
 */
export function contentFolderOnDisk(folder: string): ContentFolder {
  return {
    read(relative) {
      const absolute = path.join(folder, relative);
      if (!statSync(absolute, { throwIfNoEntry: false })?.isFile()) return undefined;
      return readFileSync(absolute, 'utf8');
    },
    list(relative) {
      let entries;
      try {
        entries = readdirSync(path.join(folder, relative), { withFileTypes: true });
      } catch {
        return undefined;
      }
      return entries
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
    },
  };
}
