/**
 * The few `node:fs` calls the content compiler makes (reading files, listing a folder, a file's time),
 * answered from files held in memory, so the compiler runs in the owner's browser over the content
 * the server sent (docs/decisions/050). scripts/lib/admin.ts points `node:fs` here in the editing
 * screen's build only. Paths are POSIX (pathe, in place of `node:path`).
 */
const files = new Map<string, string>();
let mounted = 0;

function notFound(path: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, '${path}'`), { code: 'ENOENT' });
}

/** Puts `contents` (path to text) in place of whatever was held before. */
export function mount(contents: Map<string, string>): void {
  files.clear();
  for (const [path, text] of contents) files.set(path, text);
  mounted += 1;
}

export function readFileSync(path: string): string {
  const text = files.get(path);
  if (text === undefined) throw notFound(path);
  return text;
}

const isFolder = (path: string) => [...files.keys()].some((file) => file.startsWith(`${path.replace(/\/$/, '')}/`));

/** The names in a folder: its files and its subfolders, as `fs.readdirSync` gives them. */
export function readdirSync(path: string): string[] {
  const prefix = `${path.replace(/\/$/, '')}/`;
  if (!isFolder(path)) throw notFound(path);
  const names = new Set(
    [...files.keys()].filter((file) => file.startsWith(prefix)).map((file) => file.slice(prefix.length).split('/')[0]!),
  );
  return [...names].sort();
}

/** A file's or folder's kind; its time is when it was mounted (the compiler keys its caches by it). */
export function statSync(path: string, options?: { throwIfNoEntry?: boolean }) {
  const file = files.has(path);
  if (!file && !isFolder(path)) {
    if (options?.throwIfNoEntry === false) return undefined;
    throw notFound(path);
  }
  return { isFile: () => file, isDirectory: () => !file, mtimeMs: mounted };
}

export function existsSync(path: string): boolean {
  return files.has(path) || isFolder(path);
}
