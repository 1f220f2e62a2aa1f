/**
 * The files a tutorial or quick guide offers to take away (issue 34, docs/decisions/067), made by the
 * build from the page's own content (scripts/downloads/): their formats and their addresses, in one
 * place for the build that writes them, the server that sends them and the tests that read them.
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

/**
 * A page's file name, without its ending: what the page is, so a saved file says what it holds
 * ("jaws-tutorial", "dragon-quick-guide"), and a tutorial and a guide of one name never share a file.
 */
export function downloadName(pagePath: string): string {
  const slug = pagePath.split('/').pop()!;
  return pagePath.includes('/screen-reader-tutorials/') ? `${slug}-tutorial` : `${slug}-quick-guide`;
}

/** The file's address: /downloads/<name><ending>, e.g. /downloads/jaws-tutorial-large-print.docx. */
export function downloadHref(pagePath: string, format: DownloadFormat): string {
  return `/${downloadsFolder}/${downloadName(pagePath)}${fileEndings[format]}`;
}
