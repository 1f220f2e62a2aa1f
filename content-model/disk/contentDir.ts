import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentFolderOnDisk } from './contentFolderOnDisk.ts';

/** src/content, where the content files are: this module is content-model/disk/contentDir.ts. */
export const defaultContentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'content');

/** src/content on disk, as the content compiler reads it (./contentFolder.ts): the build's, scripts' and tests' own. */
export const defaultContentFolder = contentFolderOnDisk(defaultContentDir);
