import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const textExtensions = new Set([
  '.brf',
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
  '.ico',
  '.vtt',
  '.map',
]);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

export function isCompressible(file: string): boolean {
  return textExtensions.has(path.extname(file));
}

/**
 * Writes file.br and file.gz beside every text asset, at maximum compression: they are made once at
 * build time and served as they are (sirv, and static hosts that read precompressed files).
 */
export function precompress(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!isCompressible(file)) continue;
    const source = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    count += 1;
  }
  return count;
}
