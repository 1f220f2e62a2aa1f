/**
 * The files a tutorial or quick guide offers to take away (issue 34, docs/decisions/067): their formats,
 * what each file is, and their addresses, in one place for the build that writes them, the pages that
 * link to them (through the prerender: docs/decisions/068) and the tests that read them.
 */
export const downloadFormats = ['docx', 'largePrintDocx', 'brf', 'epub'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

/** Where the downloads are served from, and where the build writes them under dist/. */
export const downloadsFolder = 'downloads';

/**
 * Each format's file: the ending of its name, the short name of its type that the link words give
 * ("Word document (DOCX, 24 KB)", "EPUB (ebook, 14 KB)"), and its media type, which the link declares
 * and the server sends.
 */
export const downloadFiles: Record<DownloadFormat, { ending: string; type: string; mediaType: string }> = {
  docx: { ending: '.docx', type: 'DOCX', mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  largePrintDocx: {
    ending: '-large-print.docx',
    type: 'DOCX',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  // Braille ASCII is plain text: a braille notetaker or embosser reads it as it is.
  brf: { ending: '.brf', type: 'BRF', mediaType: 'text/plain' },
  // The format's own name is the link's name ("EPUB"): what it is, an ebook, is said in brackets.
  epub: { ending: '.epub', type: 'ebook', mediaType: 'application/epub+zip' },
};

/** A file's address: /downloads/<file name><ending>, e.g. /downloads/jaws-tutorial-large-print.docx. */
export function downloadHref(fileName: string, format: DownloadFormat): string {
  return `/${downloadsFolder}/${fileName}${downloadFiles[format].ending}`;
}

/** A file the build wrote (scripts/downloads/writeDownloads.ts), as the page's download links name it. */
export interface WrittenDownload {
  /** The page the file was made from. */
  pagePath: string;
  format: DownloadFormat;
  href: string;
  /** The file's size. */
  bytes: number;
  /** Its type's short name (DOCX, BRF, ebook) and its media type: downloadFiles. */
  type: string;
  mediaType: string;
}

/** What the prerender wrote, and what it left out. */
export interface Downloads {
  /** Every file written, with its size: the pages link to these and no others (docs/decisions/068). */
  written: WrittenDownload[];
  /** Why a format was left out, in one line saying how to add it: the braille, when liblouis is missing. */
  leftOut?: string;
}
