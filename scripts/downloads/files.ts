/**
 * The files a tutorial or quick guide offers to take away (issue 34, docs/decisions/067): their formats
 * and their addresses, in one place for the build that writes them and the tests that read them.
 */
export const downloadFormats = ['docx', 'large-print-docx', 'brf'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

/** Where the downloads are served from, and where the build writes them under dist/. */
export const downloadsFolder = 'downloads';

const fileEndings: Record<DownloadFormat, string> = {
  docx: '.docx',
  'large-print-docx': '-large-print.docx',
  brf: '.brf',
};

/** A file's address: /downloads/<file name><ending>, e.g. /downloads/jaws-tutorial-large-print.docx. */
export function downloadHref(fileName: string, format: DownloadFormat): string {
  return `/${downloadsFolder}/${fileName}${fileEndings[format]}`;
}
