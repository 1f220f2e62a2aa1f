import { defaultContentDir } from '../../../scripts/content/contentDir.ts';
import { checkContentFolder } from '../../../scripts/content/editor/checkEntry.ts';
import { integrityProblems } from '../../../scripts/content/integrity.ts';
import type { Problem } from '../lib/api.ts';
import { mount } from './memoryFs.ts';

/**
 * Where the content folder is, in memory: where the compiler looks for it by default (a few of its
 * parts, the business details' {tokens}, read it from there rather than from the folder they are given).
 */
const contentDir = defaultContentDir;
const inMemory = (repositoryPath: string) => repositoryPath.replace(/^src\/content\//, `${contentDir}/`);

/**
 * The build's own checks of a file before the editing screen saves it (or deletes it: `text` null),
 * made in the owner's browser (never on the server, which only keeps and serves the files), the same
 * on this computer and on the live site: every content file as the server has it (api.all), with
 * this one as it would be saved, compiled as the build compiles it (scripts/content/editor/checkEntry.ts). Run in the checks' Web Worker (./checkWorker.ts), started with the
 * first save: the compiler is most of the screen's code, and never runs on the page. When the change
 * leaves a link or a related term of the site pointing nowhere, the content as the server has it now is
 * checked too, so a problem that was already there does not stop this save (docs/decisions/055).
 */
export function checkFile(all: { path: string; text: string }[], filePath: string, text: string | null): Problem[] {
  const current = new Map(all.map((file) => [inMemory(file.path), file.text] as const));
  const contents = new Map(current);
  if (text === null) contents.delete(inMemory(filePath));
  else contents.set(inMemory(filePath), text);
  mount(contents);
  const before = () => {
    mount(current);
    return integrityProblems(contentDir);
  };
  return checkContentFolder(contentDir, filePath, text, before, current.get(inMemory(filePath)));
}
