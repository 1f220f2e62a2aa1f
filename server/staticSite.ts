import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { permanentRedirects } from '../src/routes/redirects';
import { HEALTH_PATH } from './health';
import { SEARCH_PAGE_PATH } from '../src/lib/search/query';
import { ifRangeHolds, rangeAnswer, type ByteRange } from './byteRanges';
import { cacheControlFor, revalidateCacheControl } from './securityHeaders';
import { siteFiles, type Headers, type SiteFile } from './siteFiles';
import { sirvPathname } from './sirvPathname';

/**
 * The static site, two ways:
 *   - `serve`: sirv over dist/ (precompressed .br/.gz first, ETags, Cache-Control per path), used by
 *     the Express stack;
 *   - `serveFast`: the same answers before Express, for the GETs that make up nearly all traffic,
 *     from memory: each file up to 512 KB is read once at start, with the headers sirv would send;
 *     larger files stream from disk. It follows sirv's own lookup (the address, then .html, then
 *     /index.html; .br before .gz before the plain file). A test holds the two to the same status,
 *     headers and bytes for every file in dist/ (tests/server/staticSite.test.ts).
 * A request with a Range header is answered here on both ways, never by sirv (server/byteRanges.ts,
 * docs/decisions/081).
 */

export type NextHandler = () => void;

export interface StaticSite {
  serve: (req: IncomingMessage, res: ServerResponse, next: NextHandler) => void;
  /**
   * Whether the request may be answered by `serveFast`, with exactly the answer Express would give:
   * a GET or HEAD of a plain address, with no redirect, no /404 rule, no API or health check, and no
   * compression on the fly to apply. Everything else goes through Express.
   */
  takesFastPath: (req: IncomingMessage) => boolean;
  /** Answers from memory, or streams from disk; calls `next` if no file matches. */
  serveFast: (req: IncomingMessage, res: ServerResponse, next: NextHandler) => void;
  /** Whether the address names a file of the site, as sirv finds it (for the 405 of server/siteMethods.ts). */
  hasFile: (req: IncomingMessage) => boolean;
}

const lowerWithoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

export interface StaticSiteOptions {
  /** Answers a failure to read a file (one removed since the start, say): the server's error handler. */
  onError: (error: unknown, req: IncomingMessage, res: ServerResponse) => void;
  /** The site's error page for a status: the body of a 416. */
  errorPage: (status: number) => string;
}

export function staticSite(distDir: string, options: StaticSiteOptions): StaticSite {
  const sirvServe = sirv(distDir, {
    brotli: true,
    gzip: true,
    extensions: ['html'],
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  const { find, lookup } = siteFiles(distDir);
  // Express matches routes without regard to case or a trailing slash: so does this check.
  const redirectSources = new Set(permanentRedirects.map(({ from }) => lowerWithoutTrailingSlash(from)));

  /** Sends the file, or one range of it, with sirv's headers; a file that cannot be read goes to onError. */
  const send = (req: IncomingMessage, res: ServerResponse, file: SiteFile, pathname: string, range?: ByteRange): void => {
    const headers: Headers = { ...file.headers };
    if (range) {
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.size}`;
      headers['Content-Length'] = range.end - range.start + 1;
      headers['Accept-Ranges'] = 'bytes';
    }
    const respond = () => {
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.writeHead(range ? 206 : 200, headers);
    };
    if (file.body || req.method === 'HEAD') {
      respond();
      if (req.method === 'HEAD') res.end();
      else res.end(range ? file.body!.subarray(range.start, range.end + 1) : file.body);
      return;
    }
    // A large file streams from disk. Unlike sirv, a file that cannot be read (removed since the
    // start) is answered by the error handler instead of stopping the process.
    const stream = createReadStream(file.abs, range && { start: range.start, end: range.end });
    stream.once('error', (error) => options.onError(error, req, res));
    stream.once('open', () => {
      respond();
      stream.pipe(res);
    });
    res.once('close', () => stream.destroy());
  };

  /**
   * The whole answer for a file: 304 for the version the browser has, else the file or a range of
   * it. Every request with a Range header comes here, never to sirv, whose own parsing turns a bad
   * range into an exception after its headers are sent (docs/decisions/081). Only GET has ranges
   * (RFC 9110 §14.2).
   */
  const answerFile = (req: IncomingMessage, res: ServerResponse, file: SiteFile, pathname: string): void => {
    // As sirv: a matching ETag gets a bare 304, before Vary and Cache-Control are set.
    if (req.headers['if-none-match'] === file.headers.ETag) {
      res.writeHead(304);
      res.end();
      return;
    }
    const applies =
      req.headers.range !== undefined &&
      req.method === 'GET' &&
      ifRangeHolds(req.headers['if-range'], String(file.headers.ETag), String(file.headers['Last-Modified']));
    const answer = applies ? rangeAnswer(file.size, req.headers.range!) : { kind: 'whole' as const };
    if (answer.kind === 'whole') return send(req, res, file, pathname);
    if (answer.kind === 'part') return send(req, res, file, pathname, answer);
    const body = options.errorPage(416);
    res.writeHead(416, {
      'Content-Range': `bytes */${file.size}`,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': revalidateCacheControl,
    });
    res.end(body);
  };

  const serve = (req: IncomingMessage, res: ServerResponse, next: NextHandler): void => {
    if (req.headers.range !== undefined) {
      const { pathname, file } = lookup(req);
      if (file) return answerFile(req, res, file, pathname);
    }
    sirvServe(req, res, next);
  };

  const takesFastPath = (req: IncomingMessage): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    // Encoded addresses and fragments are rare, and Express and sirv read them differently: Express.
    if (url.charCodeAt(0) !== 47 || url.includes('%') || url.includes('#')) return false;
    const pathname = sirvPathname(url);
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
    const { pathname, file } = lookup(req);
    if (!file) return next();
    answerFile(req, res, file, pathname);
  };

  return { serve, takesFastPath, serveFast, hasFile: (req) => lookup(req).file !== undefined };
}
