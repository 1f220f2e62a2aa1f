/**
 * The content folder as the content compiler sees it: the only way any of its modules reads a content
 * file (docs/decisions/063). The build gives it the files on disk (./contentFolderOnDisk.ts); the
 * editing screen gives it the files it fetched from the server (contentFolderInMemory, below), to check
 * a file as the build does before saving it. A module that needs some other kind of access (a file's
 * time, writing) cannot have it without changing this interface, which the editing screen must then
 * serve: the type check says so, not a failed save. Paths are relative to the content folder and
 * POSIX ('glossary.yaml', 'pages/about.md'), so no module here needs `node:path`.
 */
export interface ContentFolder {
  /** The text of the file at `path`, or undefined when there is no such file. */
  read(path: string): string | undefined;
  /**
   * The names in the folder at `path` ('' for the content folder itself), in code-point order of the
   * names, each subfolder's name then given a '/' at its end; undefined when there is no such folder.
   */
  list(path: string): string[] | undefined;
}

/** `parts` joined into one content-relative path: 'pages' and 'about.md' are 'pages/about.md'. */
export function contentPath(...parts: string[]): string {
  return parts.filter((part) => part !== '').join('/');
}

/** A content folder made of files held in memory: content-relative path to text. */
export function contentFolderInMemory(files: ReadonlyMap<string, string>): ContentFolder {
  return {
    read: (path) => files.get(path),
    list(path) {
      const prefix = path === '' ? '' : `${path.replace(/\/$/, '')}/`;
      const names = new Map<string, boolean>();
      for (const file of files.keys()) {
        if (!file.startsWith(prefix)) continue;
        const [name, ...deeper] = file.slice(prefix.length).split('/');
        names.set(name!, deeper.length > 0);
      }
      if (!names.size) return undefined;
      return [...names.keys()].sort().map((name) => (names.get(name) ? `${name}/` : name));
    },
  };
}

/**
 * `folder` as one compile reads it: each file read, and each folder listed, once, and kept for the rest
 * of that compile (the compiler asks for business.yaml with every {token} it fills). Made afresh for
 * each compile, so an edit is seen by the next one (`npm run dev`), and nothing outlives it.
 */
export function readingOnce(folder: ContentFolder): ContentFolder {
  const texts = new Map<string, string | undefined>();
  const names = new Map<string, string[] | undefined>();
  return {
    read(path) {
      if (!texts.has(path)) texts.set(path, folder.read(path));
      return texts.get(path);
    },
    list(path) {
      if (!names.has(path)) names.set(path, folder.list(path));
      return names.get(path);
    },
  };
}
