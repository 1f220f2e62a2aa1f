import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import compressible from 'compressible';
import { lookup as lookupType, mimes } from 'mrmime';
import { sirvPathname } from './sirvPathname';

/**
 * The files of dist/ as sirv sees them (server/staticSite.ts): the same keys, headers and lookup,
 * so that the fast path, the Range answers and the 405 find exactly the file sirv would send.
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

export type Headers = Record<string, string | number>;

export interface SiteFile {
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
  let type = lookupType(encoding ? name.slice(0, -3) : name) || '';
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

/** The index of `distDir`, read once, and sirv's lookup in it. */
export function siteFiles(distDir: string) {
  const files = indexFiles(distDir);

  const find = (pathname: string, acceptEncoding: string): SiteFile | undefined => {
    for (const key of candidates(pathname, extensionsFor(acceptEncoding))) {
      const file = files.get(key);
      if (file) return file;
    }
    return undefined;
  };

  /** The file sirv would send for the request, and the path it would give setHeaders. */
  const lookup = (req: IncomingMessage) => {
    const pathname = sirvPathname(req.url ?? '/');
    return { pathname, file: find(pathname, req.headers['accept-encoding'] ?? '') };
  };

  return { find, lookup };
}
