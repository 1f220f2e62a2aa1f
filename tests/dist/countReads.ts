/**
 * Loaded first into a build of a copy of the project (`node --import tsx --import <this file>
 * scripts/build.ts`, by projectCopy's `countReads`, tests/dist/builtSite.ts): counts every read of a
 * file under the copy's src/content/ (but its generated modules) and dist/, through each of Node's ways
 * of reading a whole file, by whatever step of the build reads it. When the build ends, writes the
 * counts, by path from the copy ('src/content/glossary.yaml', 'dist/about/index.html'), as JSON to the
 * file READS_COUNTED_INTO names. A helper, not a test: tests/dist/compiledOnce.test.ts reads the counts.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.cwd();
const counted = [path.join(root, 'src', 'content'), path.join(root, 'dist')];
const generated = path.join(root, 'src', 'content', 'generated');
const reads = new Map<string, number>();

function count(file: unknown): void {
  if (typeof file !== 'string' && !(file instanceof URL)) return;
  const absolute = path.resolve(file instanceof URL ? fileURLToPath(file) : file);
  if (!counted.some((folder) => absolute.startsWith(`${folder}${path.sep}`)) || absolute.startsWith(`${generated}${path.sep}`)) return;
  const relative = path.relative(root, absolute).split(path.sep).join('/');
  reads.set(relative, (reads.get(relative) ?? 0) + 1);
}

/** `name` of `owner` counted, then done as before. */
function counting<T extends object>(owner: T, name: keyof T & string): void {
  const original = owner[name] as (...args: unknown[]) => unknown;
  Object.assign(owner, {
    [name](this: unknown, ...args: unknown[]) {
      count(args[0]);
      return original.apply(this, args);
    },
  });
}

counting(fs, 'readFileSync');
counting(fs, 'readFile');
counting(fs, 'createReadStream');
counting(fs.promises, 'readFile');
syncBuiltinESMExports();

const into = process.env.READS_COUNTED_INTO;
if (!into) throw new Error('countReads.ts: set READS_COUNTED_INTO to the file the counts go to');
process.on('exit', () => fs.writeFileSync(into, JSON.stringify(Object.fromEntries(reads), null, 2)));
