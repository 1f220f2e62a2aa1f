import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentFolder } from '../content/contentFolder.ts';
import { writeBrf } from './brf.ts';
import { writeDocx } from './docx.ts';
import { downloadFiles, downloadHref, downloadsFolder, type DownloadFormat } from './files.ts';
import { downloadDocuments } from './fromContent.ts';

export interface WrittenDownload {
  /** The page the file was made from. */
  pagePath: string;
  format: DownloadFormat;
  href: string;
  /** The file's size. */
  bytes: number;
  /** Its type's short name (DOCX, BRF) and its media type: ./files.ts. */
  type: string;
  mediaType: string;
}

/**
 * Writes every tutorial's and quick guide's downloads into `distDir`/downloads/ (issue 34): a Word
 * document, a large-print Word document and a braille-ready file each, made from the same compiled
 * content as the page, so they are never written by hand and never out of date. The folder is
 * replaced whole, so a page that has gone takes its files with it. Needs liblouis for the braille
 * (scripts/downloads/brfTranslate.ts says how to install it when it is missing).
 */
export async function writeDownloads(distDir: string, contentFolder: ContentFolder): Promise<WrittenDownload[]> {
  const folder = path.join(distDir, downloadsFolder);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const written: WrittenDownload[] = [];
  for (const doc of downloadDocuments(contentFolder)) {
    const files: Record<DownloadFormat, Buffer> = {
      docx: await writeDocx(doc, { largePrint: false }),
      largePrintDocx: await writeDocx(doc, { largePrint: true }),
      // Braille ASCII: every character is one byte.
      brf: Buffer.from(writeBrf(doc), 'ascii'),
    };
    for (const [format, bytes] of Object.entries(files) as [DownloadFormat, Buffer][]) {
      const href = downloadHref(doc.fileName, format);
      writeFileSync(path.join(distDir, href), bytes);
      const { type, mediaType } = downloadFiles[format];
      written.push({ pagePath: doc.path, format, href, bytes: bytes.length, type, mediaType });
    }
  }
  return written;
}
