import type { DocumentBlock, DownloadDocument } from './document.ts';
import { contentFile, contentXhtml, navFile, navXhtml, styleCss, styleFile } from './epubContent.ts';
import { epubZip, packageOpf } from './epubPackage.ts';

/**
 * A tutorial or quick guide as an accessible EPUB 3 (issue 45, docs/decisions/087): for reading on a
 * phone with its screen reader, on a braille display or with read-aloud, in text that reflows at any
 * size. Made from the same document as the Word and braille files, byte for byte the same for the
 * same content on every build.
 */

/** An ISO 8601 time as dcterms:modified must write it (EPUB 3): to the second, in UTC, with a Z. */
export function modifiedTime(time: string): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The summary in plain words, naming only what this book has (a quick guide has no table). */
function accessibilitySummary(doc: DownloadDocument): string {
  const has = (kind: DocumentBlock['kind'], ordered?: boolean) =>
    doc.blocks.some((block) => block.kind === kind && (ordered === undefined || (block.kind === 'list' && block.ordered === ordered)));
  const parts = [
    'headings to move by',
    'a table of contents',
    ...(has('list', true) ? ['numbered steps'] : []),
    ...(has('table') ? ['tables whose header cells name each column and each row'] : []),
  ];
  const listed = `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return (
    `The ${doc.title} from ${doc.producer}, as one document in the page’s order, with ${listed}. ` +
    'Text only: no images, sound or movement. The text takes the reading app’s type, size and colours and reflows at any size.'
  );
}

export async function writeEpub(doc: DownloadDocument): Promise<Buffer> {
  const opf = packageOpf({
    title: doc.title,
    description: doc.description,
    source: doc.source.url,
    // The day its words last changed (the content's lastUpdated), at midnight UTC: the same for the same content.
    modified: modifiedTime(`${doc.source.lastUpdated}T00:00:00Z`),
    publisher: doc.producer,
    accessibilitySummary: accessibilitySummary(doc),
  });
  return epubZip({ opf, files: { [navFile]: navXhtml(doc), [contentFile]: contentXhtml(doc), [styleFile]: styleCss } });
}
