import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { ContentStoreError, isEditableFolder, isEditablePath, type ContentStore } from './contentStore';
import type {
  AllFilesAnswer,
  Answer,
  ContentFile,
  FileQuery,
  FilesAnswer,
  FilesQuery,
  FileVersion,
  Refusal,
  RemoveRequest,
  SavedFile,
  SaveRequest,
} from './wire';
import { adminPaths } from './wire';

export interface ContentApiOptions {
  /** The store for this request: the signed-in owner's, or undefined when no one is signed in. */
  storeFor(req: Request): ContentStore | undefined;
  /** The site's origin (or origins: `npm run cms` answers at localhost and 127.0.0.1): a change from any other page is refused. */
  origin: string | readonly string[];
  log?: (line: string) => void;
}

/** The largest content file a save may send (the longest today is about 40 KB). */
const maxFileBytes = 1_000_000;

const fail = (res: Response, status: number, error: string) => res.status(status).json({ ok: false, error } satisfies Refusal);

/** What a request sends, each field not yet checked: a field the wire renames is a type error here. */
type Sent<T> = Partial<Record<keyof T, unknown>>;

const defaultMessage = (verb: string, filePath: string) => `${verb} ${filePath} in the editing screen`;

/**
 * The editing screen's reading and saving of content files (docs/decisions/050), the same for the
 * files of this computer and for the GitHub repository, at the wire's addresses in its shapes (./wire.ts):
 *  GET    /admin/api/content/files?folder=src/content/quick-guides   the files of a folder, with versions
 *  GET    /admin/api/content/file?path=src/content/testimonials.yaml the text of one file, with its version
 *  PUT    /admin/api/content/file  { path, text, version, message? } save (version null: a new file);
 *                                                                     answers the new version and the commit (null locally)
 *  DELETE /admin/api/content/file  { path, version, message? }       remove
 *  GET    /admin/api/content/all                                     every file the build reads, with its text
 * Only .md and .yaml files under src/content/ are changed (never the generated modules); saves and removals only
 * from the site's own pages (Origin); every answer JSON, never cached, every failure in words for the
 * owner, with what they typed left on their screen.
 */
export function contentApiRouter(options: ContentApiOptions): Router {
  const log = options.log ?? ((line: string) => console.error(line));
  const router = Router();
  const base = adminPaths.content;
  const origins = typeof options.origin === 'string' ? [options.origin] : options.origin;

  router.use(base, (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD' && !origins.includes(req.headers.origin ?? '')) {
      return fail(res, 403, 'Changes can be saved only from the editing screen itself.');
    }
    const store = options.storeFor(req);
    if (!store)
      return fail(res, 401, 'You are not signed in, or your sign-in has ended. Sign in again; your changes are still on the screen.');
    res.locals.store = store;
    return next();
  });
  router.use(base, express.json({ limit: maxFileBytes * 2 }));

  const run =
    (handler: (req: Request, res: Response, store: ContentStore) => Promise<unknown>) =>
    (req: Request, res: Response, next: NextFunction) => {
      handler(req, res, res.locals.store as ContentStore).catch((error: unknown) => {
        if (!(error instanceof ContentStoreError)) return next(error);
        if (error.logLine) log(error.logLine);
        return fail(res, error.status, error.message);
      });
    };

  router.get(
    adminPaths.contentFiles,
    run(async (req, res, store) => {
      const { folder } = req.query as Sent<FilesQuery>;
      if (typeof folder !== 'string' || !isEditableFolder(folder)) return fail(res, 400, 'That is not a folder of the site’s content.');
      return res.json({ ok: true, files: await store.list(folder) } satisfies Answer<FilesAnswer>);
    }),
  );

  router.get(
    adminPaths.contentFile,
    run(async (req, res, store) => {
      const { path: filePath } = req.query as Sent<FileQuery>;
      if (typeof filePath !== 'string' || !isEditablePath(filePath)) return fail(res, 400, 'That is not a content file of the site.');
      const file = await store.read(filePath);
      return file ? res.json({ ok: true, ...file } satisfies Answer<ContentFile>) : fail(res, 404, 'There is no such file.');
    }),
  );

  router.put(
    adminPaths.contentFile,
    run(async (req, res, store) => {
      const { path: filePath, text, version, message } = (req.body ?? {}) as Sent<SaveRequest>;
      if (typeof filePath !== 'string' || !isEditablePath(filePath)) return fail(res, 400, 'That is not a content file of the site.');
      if (typeof text !== 'string') return fail(res, 400, 'The save held no text for the file.');
      if (Buffer.byteLength(text) > maxFileBytes)
        return fail(res, 413, 'This file is too long to save (more than 1 MB). Split it, or shorten it.');
      if (version !== null && typeof version !== 'string')
        return fail(res, 400, 'The save did not say which version of the file it changes.');
      const saved = await store.write(filePath, text, version, commitMessage(message, version === null ? 'Add' : 'Edit', filePath));
      // The commit, on the live site: the screen follows it until the site is built from it (./publishing.ts).
      return res.json({ ok: true, path: filePath, version: saved.version, commit: saved.commit } satisfies Answer<
        SavedFile & { path: string }
      >);
    }),
  );

  router.delete(
    adminPaths.contentFile,
    run(async (req, res, store) => {
      const { path: filePath, version, message } = (req.body ?? {}) as Sent<RemoveRequest>;
      if (typeof filePath !== 'string' || !isEditablePath(filePath)) return fail(res, 400, 'That is not a content file of the site.');
      if (typeof version !== 'string') return fail(res, 400, 'The removal did not say which version of the file it removes.');
      await store.remove(filePath, version, commitMessage(message, 'Remove', filePath));
      return res.json({ ok: true, path: filePath } satisfies Answer<Pick<FileVersion, 'path'>>);
    }),
  );

  router.get(
    adminPaths.contentAll,
    run(async (_req, res, store) => res.json({ ok: true, files: await store.all() } satisfies Answer<AllFilesAnswer>)),
  );

  // A body that is not JSON, or too large: the owner's words stay on their screen.
  router.use(base, (error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (error.type === 'entity.parse.failed') return fail(res, 400, 'The save could not be read. Please try again.');
    if (error.type === 'entity.too.large')
      return fail(res, 413, 'This file is too long to save (more than 1 MB). Split it, or shorten it.');
    return next(error);
  });

  return router;
}

function commitMessage(given: unknown, verb: string, filePath: string): string {
  const text = typeof given === 'string' ? given.replace(/\s+/g, ' ').trim().slice(0, 200) : '';
  return text || defaultMessage(verb, filePath);
}
