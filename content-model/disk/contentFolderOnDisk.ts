import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ContentFolder } from '../compiler/contentFolder.ts';

/**
 * The content folder at `folder` on disk, for the build, scripts and tests (docs/decisions/063). A
 * file is read again only when its time changes: the compiler asks for business.yaml with every
 * file whose {tokens} it fills, and `npm run dev` shows an edit at once. The times stay here, in the build's
 * half: the editing screen's files never change while they are checked.
 */
export function contentFolderOnDisk(folder: string): ContentFolder {
  const held = new Map<string, { modified: number; text: string }>();
  return {
    read(relative) {
      const absolute = path.join(folder, relative);
      const stats = statSync(absolute, { throwIfNoEntry: false });
      if (!stats?.isFile()) return undefined;
      const kept = held.get(relative);
      if (kept?.modified === stats.mtimeMs) return kept.text;
      const text = readFileSync(absolute, 'utf8');
      held.set(relative, { modified: stats.mtimeMs, text });
      return text;
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
