import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeBrf } from './brf.ts';
import { installLiblouis, liblouisInstalled } from './brfTranslate.ts';
import { writeDocx } from './docx.ts';
import { writeEpub } from './epub.ts';
import {
  downloadFiles,
  downloadHref,
  downloadsFolder,
  type DownloadFormat,
  type Downloads,
  type WrittenDownload,
} from '../../content-model/downloads/files.ts';
import { downloadDocuments, type DownloadSources } from './fromContent.ts';

/** The one line a build without liblouis prints (docs/decisions/070). */
export const brailleLeftOut = `Braille files left out: liblouis is not installed (no lou_translate on the PATH), so the tutorials and quick guides offer their Word, large print Word and EPUB files only. To add them, ${installLiblouis}, then build again.`;

export interface DownloadsOptions {
  /** The lou_translate command (default: `lou_translate` on the PATH); a test names a missing one. */
  louTranslate?: string;
}

/**
 * Writes every tutorial's and quick guide's downloads into `distDir`/downloads/ (issue 34): a Word
 * document, a large-print Word document, a braille-ready file and an EPUB (issue 45) each, made from the same compiled
 * content as the page (the build's one compile, `content`), so they are never written by hand and never out of date. The folder is
 * replaced whole, so a page that has gone takes its files with it. The braille needs liblouis: where
 * it is not installed (a machine with Node and npm alone), the braille files are left out and `leftOut`
 * says so, so that `npm install && npm start` works anywhere; a build for going live refuses instead
 * (the launch check, docs/decisions/070).
 */
export async function writeDownloads(distDir: string, content: DownloadSources, options: DownloadsOptions = {}): Promise<Downloads> {
  const folder = path.join(distDir, downloadsFolder);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const braille = liblouisInstalled(options.louTranslate);
  const written: WrittenDownload[] = [];
  for (const doc of downloadDocuments(content)) {
    const files: Partial<Record<DownloadFormat, Buffer>> = {
      docx: await writeDocx(doc, { largePrint: false }),
      largePrintDocx: await writeDocx(doc, { largePrint: true }),
      // Braille ASCII: every character is one byte.
      ...(braille && { brf: Buffer.from(writeBrf(doc, { louTranslate: options.louTranslate }), 'ascii') }),
      epub: await writeEpub(doc),
    };
    for (const [format, bytes] of Object.entries(files) as [DownloadFormat, Buffer][]) {
      const href = downloadHref(doc.fileName, format);
      writeFileSync(path.join(distDir, href), bytes);
      const { type, mediaType } = downloadFiles[format];
      written.push({ pagePath: doc.path, format, href, bytes: bytes.length, type, mediaType });
    }
  }
  return braille ? { written } : { written, leftOut: brailleLeftOut };
}
