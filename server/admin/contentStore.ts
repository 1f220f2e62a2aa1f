import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GitHubEndpoints } from './github';
import type { ContentFile, FileVersion, SavedFile } from './wire';

/**
 * Where the editing screen reads and saves the content files (docs/decisions/050): the files of this
 * computer for `npm run cms`, or the site's GitHub repository on the live site, where each save is a
 * commit. Both answer the same questions in the same words, so the screen does not know which it has.
 *
 * Every file has a `version` (GitHub's blob SHA, or a hash of the local file): a save names the version
 * it started from, and is refused if the file has changed since, so one person's save never silently
 * undoes another's. What it answers is what the content API sends the screen (./wire.ts).
 */
export interface ContentStore {
  /** The content files in a folder (not its subfolders), by path. */
  list(folder: string): Promise<FileVersion[]>;
  read(filePath: string): Promise<ContentFile | undefined>;
  /**
   * Saves the file; `version` is the one it was read at, or null for a new file. Returns the new version,
   * and the commit the save made (GitHub), which the editing screen follows until it is live; null on
   * this computer, where there is no commit to follow.
   */
  write(filePath: string, text: string, version: string | null, message: string): Promise<SavedFile>;
  remove(filePath: string, version: string, message: string): Promise<void>;
  /**
   * Every file of the content folder the build reads (all but the generated modules), with its text:
   * the editing screen checks a file as the build would, among all the others, before saving it.
   */
  all(): Promise<{ path: string; text: string }[]>;
}

/** A file the build reads from the content folder: any Markdown, YAML or JSON file but the generated modules. */
export function isContentSource(filePath: string): boolean {
  return /^src\/content\/(?!generated\/)(?:[\w.-]+\/)*[\w.-]+\.(?:md|yaml|json)$/.test(filePath);
}

/** A save or removal that cannot be done, in words for the owner, with the HTTP status to answer. */
export class ContentStoreError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** For the server's log, when the cause is on the host's side; never holds a token. */
    readonly logLine?: string,
  ) {
    super(message);
  }
}

export const changedMeanwhile = () =>
  new ContentStoreError(
    'Someone else has changed this file since you opened it. Your changes are still on the screen: copy them, open the file again, and make them there.',
    409,
  );
const alreadyExists = () => new ContentStoreError('There is already a file with this name. Choose another name.', 409);
const notFound = () => new ContentStoreError('This file is not there any more. It may have been removed since you opened it.', 404);
/** The words the editing API gives any path that is not a content file (./contentApi.ts), for one that only looks like one. */
const notAContentFile = () => new ContentStoreError('That is not a content file of the site.', 400);

/** Content files the screen may touch: .md and .yaml under src/content/, never the generated modules. */
export function isEditablePath(filePath: string): boolean {
  return /^src\/content\/(?!generated\/)(?:[a-z0-9-]+\/)*[a-z0-9][a-z0-9-]*\.(?:md|yaml)$/.test(filePath);
}
export function isEditableFolder(folder: string): boolean {
  return /^src\/content(?:\/(?!generated(?:\/|$))[a-z0-9-]+)*$/.test(folder);
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

/**
 * Saves and removals of one file on this computer, one at a time: each waits for the one before it to
 * finish, so a read, a comparison of versions and a rename cannot interleave with another's, and of two
 * saves from the same version exactly one is made (the other is told the file changed). Shared by every
 * store of the process (the API makes one per request), by the file's real location.
 */
const fileTurns = new Map<string, Promise<void>>();
function inTurn<T>(realFile: string, task: () => Promise<T>): Promise<T> {
  const result = (fileTurns.get(realFile) ?? Promise.resolve()).then(task);
  const done = result.then(
    () => undefined,
    () => undefined,
  );
  fileTurns.set(realFile, done);
  void done.then(() => {
    if (fileTurns.get(realFile) === done) fileTurns.delete(realFile);
  });
  return result;
}

/** The files of a folder on this computer (the project, or the copy a test works on). */
export class LocalContentStore implements ContentStore {
  constructor(private readonly rootDir: string) {}

  private resolve(relative: string): string {
    return path.join(this.rootDir, ...relative.split('/'));
  }

  /**
   * Where a path really is, once every symbolic link is followed (for a file not there yet, its nearest
   * folder that is, plus the rest of the path), or undefined when that is outside the real content
   * folder: a link in src/content/ must never let the editing screen read or write another file.
   */
  private async realLocation(relative: string): Promise<string | undefined> {
    const contentFolder = await realpath(this.resolve('src/content')).catch(() => undefined);
    if (!contentFolder) return undefined;
    let existing = this.resolve(relative);
    const rest: string[] = [];
    for (;;) {
      try {
        const real = path.join(await realpath(existing), ...rest);
        return real === contentFolder || real.startsWith(contentFolder + path.sep) ? real : undefined;
      } catch (error) {
        const parent = path.dirname(existing);
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === existing) return undefined;
        rest.unshift(path.basename(existing));
        existing = parent;
      }
    }
  }

  private async inside(relative: string): Promise<string> {
    const real = await this.realLocation(relative);
    if (!real) throw notAContentFile();
    return real;
  }

  async list(folder: string) {
    await this.inside(folder);
    const names = await readdir(this.resolve(folder), { withFileTypes: true }).catch(() => []);
    const files = names
      .filter((entry) => entry.isFile())
      .map((entry) => `${folder}/${entry.name}`)
      .filter(isEditablePath)
      .sort();
    const read = await Promise.all(files.map((file) => this.read(file)));
    return read.flatMap((file) => (file ? [{ path: file.path, version: file.version }] : []));
  }

  async all() {
    const folder = 'src/content';
    const entries = await readdir(this.resolve(folder), { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter(isContentSource)
      .sort();
    // A file reached through a link to outside the content folder is left out, as it is from a read.
    const kept = await Promise.all(files.map(async (file) => ((await this.realLocation(file)) ? [file] : [])));
    return Promise.all(kept.flat().map(async (file) => ({ path: file, text: await readFile(this.resolve(file), 'utf8') })));
  }

  async read(filePath: string) {
    await this.inside(filePath);
    return this.readNow(filePath);
  }

  private async readNow(filePath: string) {
    const text = await readFile(this.resolve(filePath), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    return text === undefined ? undefined : { path: filePath, text, version: hashOf(text) };
  }

  async write(filePath: string, text: string, version: string | null) {
    return inTurn(await this.inside(filePath), () => this.writeNow(filePath, text, version));
  }

  private async writeNow(filePath: string, text: string, version: string | null) {
    const current = await this.readNow(filePath);
    if (version === null && current) throw alreadyExists();
    if (version !== null && current?.version !== version) throw current ? changedMeanwhile() : notFound();
    // Written beside it, then renamed over it: a crash or a full disk leaves the old file whole.
    const target = this.resolve(filePath);
    const temporary = `${target}.${randomBytes(6).toString('hex')}.saving`;
    try {
      await writeFile(temporary, text, 'utf8');
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      const { code } = error as NodeJS.ErrnoException;
      throw new ContentStoreError(
        code === 'ENOSPC'
          ? 'The computer’s disk is full, so nothing was saved. Free some space, then save again: your changes are still on the screen.'
          : 'The file could not be saved on this computer. Your changes are still on the screen: try again.',
        507,
        `Editing screen: could not save ${filePath} (${code ?? 'unknown error'})`,
      );
    }
    return { version: hashOf(text), commit: null };
  }

  async remove(filePath: string, version: string) {
    return inTurn(await this.inside(filePath), async () => {
      const current = await this.readNow(filePath);
      if (!current) throw notFound();
      if (current.version !== version) throw changedMeanwhile();
      await rm(this.resolve(filePath));
    });
  }
}

/** Content files' texts by their git sha, shared by every session (a sha names one text for good). */
const blobTexts = new Map<string, string>();
const blobsKept = 2000;
function remember(sha: string, text: string) {
  if (blobTexts.size >= blobsKept) blobTexts.delete(blobTexts.keys().next().value!);
  blobTexts.set(sha, text);
}

/**
 * The site's repository on GitHub, through its contents API, as the signed-in owner (their token,
 * which stays on the server): each save or removal is one commit on the branch, in their name.
 */
export class GitHubContentStore implements ContentStore {
  constructor(
    private readonly endpoints: GitHubEndpoints,
    private readonly repo: string,
    private readonly branch: string,
    private readonly token: string,
  ) {}

  private async call(method: string, filePath: string, body?: object, query = ''): Promise<{ status: number; data: unknown }> {
    const url = new URL(
      `/repos/${this.repo}/contents/${filePath.split('/').map(encodeURIComponent).join('/')}${query}`,
      this.endpoints.apiUrl,
    );
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${this.token}`,
          'X-GitHub-Api-Version': '2022-11-28',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      throw this.unreachable(`${method} ${filePath} did not answer`);
    }
    const data: unknown = await response.json().catch(() => undefined);
    return { status: response.status, data };
  }

  /**
   * GitHub answers 403 to a save when the token may read the repository but not change it: a GitHub App
   * can read any public repository, so a sign-in succeeds where the app is not installed (decision 059).
   */
  private notAllowed(what: string) {
    return new ContentStoreError(
      `GitHub did not let this screen change the website's files, so nothing was saved. Your changes are still on the screen. Whoever set up the site needs to install the site's GitHub App on ${this.repo} and let it change the repository's contents.`,
      502,
      `Editing screen: GitHub ${what} answered 403: install the GitHub App on ${this.repo} with Contents: Read and write (docs/hosting.md, "Live editing on a real host")`,
    );
  }

  private unreachable(what: string) {
    return new ContentStoreError(
      'GitHub could not be reached, so nothing was saved. Your changes are still on the screen: try again in a minute.',
      502,
      `Editing screen: GitHub ${what}`,
    );
  }

  async list(folder: string) {
    const { status, data } = await this.call('GET', folder, undefined, `?ref=${encodeURIComponent(this.branch)}`);
    if (status === 404) return [];
    if (status !== 200 || !Array.isArray(data)) throw this.unreachable(`listing ${folder} answered ${status}`);
    return (data as { type: string; path: string; sha: string }[])
      .filter((entry) => entry.type === 'file' && isEditablePath(entry.path))
      .map((entry) => ({ path: entry.path, version: entry.sha }))
      .sort((a, b) => a.path.localeCompare(b.path));
  }

  async all() {
    const tree = await this.get(`git/trees/${encodeURIComponent(this.branch)}?recursive=1`, 'reading the list of files');
    const entries = ((tree as { tree?: { path: string; type: string; sha: string }[] }).tree ?? []).filter(
      (entry) => entry.type === 'blob' && isContentSource(entry.path),
    );
    // A file's text is fetched once per version (its sha): after the first check, only what changed.
    return Promise.all(
      entries.map(async (entry) => {
        let text = blobTexts.get(entry.sha);
        if (text === undefined) {
          const blob = (await this.get(`git/blobs/${entry.sha}`, `reading ${entry.path}`)) as { content?: string };
          text = Buffer.from(blob.content ?? '', 'base64').toString('utf8');
          remember(entry.sha, text);
        }
        return { path: entry.path, text };
      }),
    );
  }

  private async get(endpoint: string, what: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(new URL(`/repos/${this.repo}/${endpoint}`, this.endpoints.apiUrl), {
        headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${this.token}`, 'X-GitHub-Api-Version': '2022-11-28' },
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      throw this.unreachable(`${what} did not answer`);
    }
    if (response.status !== 200) throw this.unreachable(`${what} answered ${response.status}`);
    return response.json();
  }

  async read(filePath: string) {
    const { status, data } = await this.call('GET', filePath, undefined, `?ref=${encodeURIComponent(this.branch)}`);
    if (status === 404) return undefined;
    const file = data as { type?: string; content?: string; sha?: string } | undefined;
    if (status !== 200 || file?.type !== 'file' || typeof file.content !== 'string' || !file.sha) {
      throw this.unreachable(`reading ${filePath} answered ${status}`);
    }
    return { path: filePath, text: Buffer.from(file.content, 'base64').toString('utf8'), version: file.sha };
  }

  async write(filePath: string, text: string, version: string | null, message: string) {
    const { status, data } = await this.call('PUT', filePath, {
      message,
      content: Buffer.from(text, 'utf8').toString('base64'),
      branch: this.branch,
      ...(version ? { sha: version } : {}),
    });
    if (status === 200 || status === 201) {
      const saved = data as { content?: { sha?: string }; commit?: { sha?: string } } | undefined;
      if (saved?.content?.sha) return { version: saved.content.sha, commit: saved.commit?.sha ?? null };
    }
    // 409: the file changed since `version`; 422: a new file's name is taken (no sha given).
    if (status === 409) throw changedMeanwhile();
    if (status === 422) throw version ? changedMeanwhile() : alreadyExists();
    if (status === 403) throw this.notAllowed(`saving ${filePath}`);
    throw this.unreachable(
      `saving ${filePath} answered ${status}${status === 404 ? ' (check ADMIN_GITHUB_REPO and ADMIN_GITHUB_BRANCH)' : ''}`,
    );
  }

  async remove(filePath: string, version: string, message: string) {
    const { status } = await this.call('DELETE', filePath, { message, sha: version, branch: this.branch });
    if (status === 200) return;
    if (status === 409 || status === 422) throw changedMeanwhile();
    if (status === 404) throw notFound();
    if (status === 403) throw this.notAllowed(`removing ${filePath}`);
    throw this.unreachable(`removing ${filePath} answered ${status}`);
  }
}
