import { contentFolderInMemory } from '../../../content-model/compiler/contentFolder.ts';
import { checkContentFolder } from '../../../content-model/editor/checkEntry.ts';
import { integrityProblems } from '../../../content-model/compiler/integrity.ts';
import type { Problem } from '../editing/api.ts';

/** A content file's path in the content folder, from its path in the repository (src/content/…), as the server names it. */
const inContentFolder = (repositoryPath: string) => repositoryPath.replace(/^src\/content\//, '');

/**
 * The build's own checks of a file before the editing screen saves it (or deletes it: `text` null),
 * made in the owner's browser (never on the server, which only keeps and serves the files), the same
 * on this computer and on the live site: every content file as the server has it (api.all), with
 * this one as it would be saved, compiled as the build compiles it (content-model/editor/checkEntry.ts).
 * The compiler is given the files in memory as its content folder (content-model/compiler/contentFolder.ts),
 * where the build gives it the files on disk. Run in the checks' Web Worker (./checkWorker.ts), started
 * with the first save: the compiler is most of the screen's code, and never runs on the page. When the
 * change leaves a link or a related term of the site pointing nowhere, the content as the server has
 * it now is checked too, so a problem that was already there does not stop this save (docs/decisions/055).
 */
export function checkFile(all: { path: string; text: string }[], filePath: string, text: string | null): Problem[] {
  const current = new Map(all.map((file) => [inContentFolder(file.path), file.text] as const));
  const contents = new Map(current);
  if (text === null) contents.delete(inContentFolder(filePath));
  else contents.set(inContentFolder(filePath), text);
  const before = () => integrityProblems(contentFolderInMemory(current));
  return checkContentFolder(contentFolderInMemory(contents), filePath, text, before, current.get(inContentFolder(filePath)));
}
