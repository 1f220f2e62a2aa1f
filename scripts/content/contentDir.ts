import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** src/content, where the content files are: this module is scripts/content/contentDir.ts. */
export const defaultContentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'content');
