/**
 * The files a tutorial or quick guide offers to take away (issue 34, docs/decisions/067): made by the
 * build from the page's own content (scripts/downloads/), linked from the page with words that say the
 * format and the size. Shared by the build, which names and measures the files, and the page's links.
 */
export const downloadFormats = ['docx', 'large-print-docx', 'brf'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

export interface DownloadFile {
  format: DownloadFormat;
  /** The file's address on this site, under /downloads/. */
  href: string;
  bytes: number;
}

/** Where the downloads are served from, and where the build writes them under dist/. */
export const downloadsFolder = 'downloads';

const formatWords: Record<DownloadFormat, { name: string; type: string; extension: string }> = {
  docx: { name: 'Word document', type: 'DOCX', extension: '.docx' },
  'large-print-docx': { name: 'Large print Word document', type: 'DOCX', extension: '-large-print.docx' },
  brf: { name: 'Braille-ready file', type: 'BRF', extension: '.brf' },
};

/** The file's address: /downloads/<name><extension>, e.g. /downloads/jaws-tutorial-large-print.docx. */
export function downloadHref(format: DownloadFormat, name: string): string {
  return `/${downloadsFolder}/${name}${formatWords[format].extension}`;
}

/** A size as the link says it: kilobytes of 1,000 bytes, whole, never "0 KB". */
export function sizeWords(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** The link's words: the format and the size, "Word document (DOCX, 24 KB)". */
export function downloadLinkWords({ format, bytes }: Pick<DownloadFile, 'format' | 'bytes'>): string {
  const { name, type } = formatWords[format];
  return `${name} (${type}, ${sizeWords(bytes)})`;
}
