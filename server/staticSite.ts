import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compressible from 'compressible';
import { lookup, mimes } from 'mrmime';
import sirv from 'sirv';
import { permanentRedirects } from '../src/routes/redirects';
import { HEALTH_PATH } from './health';
import { SEARCH_PAGE_PATH } from '../src/lib/search/query';
import { cacheControlFor } from './securityHeaders';

/**
 * The static site, two ways:
 *   - `serve`: sirv over dist/ (precompressed .br/.gz first, ETags, Cache-Control per path), used by
 *     the Express stack;
 *   - `serveFast`: the same answers before Express, for the GETs that make up nearly all traffic,
 *     from memory: each file up to 512 KB is read once at start, with the headers sirv would send.
 *     It follows sirv's own lookup (the address, then .html, then /index.html; .br before .gz before
 *     the plain file) and hands anything else to sirv: Range requests, large files. A test holds
 *     the two to the same status, headers and bytes for every file in dist/ (tests/server/staticSite.test.ts).
 */

// The downloads' types (issue 34, docs/decisions/067), which mrmime does not know. sirv looks types up
// in the same table, so both ways of serving send them. BRF has no registered type: it is plain
// braille ASCII, so text/plain.
mimes.docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
mimes.brf = 'text/plain';

/** The compression middleware's default: smaller bodies are never compressed on the fly. */
const compressionThreshold = 1024;
/** Files up to this size are kept in memory, up to `cacheBudget` in all; the rest stream from disk. */
const cachedFileLimit = 512 * 1024;
const cacheBudget = 64 * 1024 * 1024;

export type NextHandler = () => void;
type Headers = Record<string, string | number>;

export interface StaticSite {
  serve: (req: IncomingMessage, res: ServerResponse, next: NextHandler) => void;
  /**
   * Whether the request may be answered by `serveFast`, with exactly the answer Express would give:
   * a GET or HEAD of a plain address, with no redirect, no /404 rule, no API or health check, and no
   * compression on the fly to apply. Everything else goes through Express.
   */
  takesFastPath: (req: IncomingMessage) => boolean;
  /** Answers from memory, or through sirv; calls `next` if no file matches. */
  serveFast: (req: IncomingMessage, res: ServerResponse, next: NextHandler) => void;
}

interface SiteFile {
  abs: string;
  /** sirv's headers for it: Content-Length, Content-Type, Last-Modified, Content-Encoding, ETag. */
  headers: Headers;
  size: number;
  /** Sent from memory when present. */
  body?: Buffer;
  /** Compressible, at least 1 KB, and without a .br or .gz beside it: compression() would compress it. */
  compressedOnTheFly: boolean;
}

const encodingOfSuffix: Record<string, string> = { '.br': 'br', '.gz': 'gzip' };

/** sirv's toHeaders(): the same values, so either path sends the same. */
function sirvHeaders(name: string, size: number, mtime: Date): Headers {
  const encoding = encodingOfSuffix[name.slice(-3)];
  let type = lookup(encoding ? name.slice(0, -3) : name) || '';
  if (type === 'text/html') type += ';charset=utf-8';
  const headers: Headers = { 'Content-Length': size, 'Content-Type': type, 'Last-Modified': mtime.toUTCString() };
  if (encoding) headers['Content-Encoding'] = encoding;
  headers.ETag = `W/"${size}-${mtime.getTime()}"`;
  return headers;
}

/** Every file sirv serves, under the key sirv gives it ('/' + path, NFC, forward slashes). */
function indexFiles(distDir: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  let budget = cacheBudget;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      const name = path.relative(distDir, file);
      // sirv leaves out dotfiles, except under .well-known.
      if (!/\.well-known[\\+/]/.test(name) && /(^\.|[\\+|/+]\.)/.test(name)) continue;
      const stats = statSync(file);
      const siteFile: SiteFile = {
        abs: file,
        headers: sirvHeaders(name, stats.size, stats.mtime),
        size: stats.size,
        compressedOnTheFly: false,
      };
      if (stats.size <= cachedFileLimit && stats.size <= budget) {
        siteFile.body = readFileSync(file);
        budget -= stats.size;
      }
      files.set(`/${name.normalize().replace(/\\+/g, '/')}`, siteFile);
    }
  };
  walk(distDir);
  for (const [key, file] of files) {
    file.compressedOnTheFly =
      !encodingOfSuffix[key.slice(-3)] &&
      !files.has(`${key}.br`) &&
      !files.has(`${key}.gz`) &&
      file.size >= compressionThreshold &&
      Boolean(compressible(String(file.headers['Content-Type']).split(';')[0]!));
  }
  return files;
}

/** sirv's toAssume(): the keys it tries for an address, in order. */
function candidates(uri: string, extensions: string[]): string[] {
  const base = uri.endsWith('/') ? uri.slice(0, -1) : uri;
  const keys: string[] = [];
  for (const extension of extensions) {
    const suffix = extension ? `.${extension}` : '';
    if (base) keys.push(base + suffix);
    keys.push(`${base}/index${suffix}`);
  }
  return keys;
}

/** sirv's choice of extensions for a request: .br, then .gz, then the file, then .html. */
function extensionsFor(acceptEncoding: string): string[] {
  const extensions = [''];
  if (acceptEncoding.includes('gzip')) extensions.unshift('html.gz', 'gz');
  if (/(br|brotli)/i.test(acceptEncoding)) extensions.unshift('html.br', 'br');
  extensions.push('html');
  return extensions;
}

const lowerWithoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

export interface StaticSiteOptions {
  /** Answers a failure to read a file (one removed since the start, say): the server's error handler. */
  onError: (error: unknown, req: IncomingMessage, res: ServerResponse) => void;
}

export function staticSite(distDir: string, options: StaticSiteOptions): StaticSite {
  const serve = sirv(distDir, {
    brotli: true,
    gzip: true,
    extensions: ['html'],
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  const files = indexFiles(distDir);
  // Express matches routes without regard to case or a trailing slash: so does this check.
  const redirectSources = new Set(permanentRedirects.map(({ from }) => lowerWithoutTrailingSlash(from)));

  const pathnameOf = (req: IncomingMessage) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    return query === -1 ? url : url.slice(0, query);
  };

  const find = (pathname: string, acceptEncoding: string): SiteFile | undefined => {
    for (const key of candidates(pathname, extensionsFor(acceptEncoding))) {
      const file = files.get(key);
      if (file) return file;
    }
    return undefined;
  };

  const takesFastPath = (req: IncomingMessage): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    // Encoded addresses and fragments are rare, and Express and sirv read them differently: Express.
    if (url.charCodeAt(0) !== 47 || url.includes('%') || url.includes('#')) return false;
    const pathname = pathnameOf(req);
    const key = lowerWithoutTrailingSlash(pathname);
    if (
      key === '/api' ||
      key.startsWith('/api/') ||
      key === HEALTH_PATH ||
      key === SEARCH_PAGE_PATH ||
      key.startsWith('/404') ||
      redirectSources.has(key)
    )
      return false;
    // sirv picks .br or .gz for these; compression() alone would answer deflate or "*" (on the fly).
    const accepted = req.headers['accept-encoding'] ?? '';
    if (!/br|brotli/i.test(accepted) && !accepted.includes('gzip') && /deflate|\*/.test(accepted)) return false;
    return !find(pathname, accepted)?.compressedOnTheFly;
  };

  const serveFast = (req: IncomingMessage, res: ServerResponse, next: NextHandler): void => {
    const pathname = pathnameOf(req);
    const file = find(pathname, req.headers['accept-encoding'] ?? '');
    if (!file) return next();
    if (req.headers.range) return serve(req, res, next);
    // As sirv: a matching ETag gets a bare 304, before Vary and Cache-Control are set.
    if (req.headers['if-none-match'] === file.headers.ETag) {
      res.writeHead(304);
      res.end();
      return;
    }
    const respond = () => {
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.writeHead(200, file.headers);
    };
    if (file.body || req.method === 'HEAD') {
      respond();
      res.end(req.method === 'HEAD' ? undefined : file.body);
      return;
    }
    // A large file streams from disk. Unlike sirv, a file that cannot be read (removed since the
    // start) is answered by the error handler instead of stopping the process.
    const stream = createReadStream(file.abs);
    stream.once('error', (error) => options.onError(error, req, res));
    stream.once('open', () => {
      respond();
      stream.pipe(res);
    });
    res.once('close', () => stream.destroy());
  };

  return { serve, takesFastPath, serveFast };
}
