import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import { escapeHtml } from '../../src/lib/html.ts';
import { contentFile, navFile, styleFile } from './epubContent.ts';
import { language } from './docxLayout.ts';

/**
 * The EPUB's package (issue 45, docs/decisions/087): its metadata, the accessibility metadata of EPUB
 * Accessibility 1.1 among it, and the zip container EPUB's Open Container Format asks for.
 */

/** EPUB Accessibility 1.1 §2.5.1's pattern, "EPUB Accessibility 1.1 - WCAG <version> Level <level>". */
export const conformsTo = 'EPUB Accessibility 1.1 - WCAG 2.2 Level AA';

/** Who the package says made it, published it and evaluated it, and what it says of itself. */
export interface EpubMetadata {
  title: string;
  description: string;
  /** The page's address on the site: the EPUB's dc:source. */
  source: string;
  /** The content's date, as dcterms:modified writes it: CCYY-MM-DDThh:mm:ssZ. */
  modified: string;
  /** The business: dc:creator, dc:publisher and the evaluator of the conformance claim. */
  publisher: string;
  accessibilitySummary: string;
}

/**
 * What a reader of the text needs and gets (the schema.org accessibility vocabulary): text only, so
 * text is enough; headings to move by, a table of contents, one reading order, text the reader may
 * restyle and enlarge; nothing that flashes, moves or sounds.
 */
const accessibility: [string, string][] = [
  ['schema:accessMode', 'textual'],
  ['schema:accessModeSufficient', 'textual'],
  ['schema:accessibilityFeature', 'structuralNavigation'],
  ['schema:accessibilityFeature', 'tableOfContents'],
  ['schema:accessibilityFeature', 'readingOrder'],
  ['schema:accessibilityFeature', 'displayTransformability'],
  ['schema:accessibilityHazard', 'none'],
];

/** A name-based UUID (RFC 9562 version 5 layout, SHA-1 of the address): the same book keeps its identifier. */
function identifierFor(source: string): string {
  const hex = createHash('sha1').update(source).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const id = hex.join('');
  return `urn:uuid:${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}

export function packageOpf(metadata: EpubMetadata): string {
  const meta = (property: string, value: string, attributes = '') =>
    `<meta property="${property}"${attributes}>${escapeHtml(value)}</meta>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${language}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">${identifierFor(metadata.source)}</dc:identifier>
<dc:title>${escapeHtml(metadata.title)}</dc:title>
<dc:language>${language}</dc:language>
<dc:creator>${escapeHtml(metadata.publisher)}</dc:creator>
<dc:publisher>${escapeHtml(metadata.publisher)}</dc:publisher>
<dc:description>${escapeHtml(metadata.description)}</dc:description>
<dc:source>${escapeHtml(metadata.source)}</dc:source>
${meta('dcterms:modified', metadata.modified)}
${accessibility.map(([property, value]) => meta(property, value)).join('\n')}
${meta('schema:accessibilitySummary', metadata.accessibilitySummary)}
${meta('dcterms:conformsTo', conformsTo, ' id="conformance"')}
${meta('a11y:certifiedBy', metadata.publisher, ' refines="#conformance"')}
</metadata>
<manifest>
<item id="nav" href="${navFile}" media-type="application/xhtml+xml" properties="nav"/>
<item id="content" href="${contentFile}" media-type="application/xhtml+xml"/>
<item id="style" href="${styleFile}" media-type="text/css"/>
</manifest>
<spine>
<itemref idref="content"/>
</spine>
</package>
`;
}

const containerXml = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`;

/** The zip format's earliest date, as the Word downloads' entries carry (docxPackage.ts): no clock in the file. */
const zipDate = new Date(Date.UTC(1980, 0, 1, 0, 0, 0));

/**
 * The container: `mimetype` first and stored uncompressed, as OCF requires (a reading system finds
 * "application/epub+zip" at a fixed place), then the rest compressed, every entry dated alike, so the
 * same content gives the same bytes on every build.
 */
export function epubZip(parts: { opf: string; files: Record<string, string> }): Promise<Buffer> {
  const zip = new JSZip();
  const options = { date: zipDate, createFolders: false };
  zip.file('mimetype', 'application/epub+zip', { ...options, compression: 'STORE' });
  zip.file('META-INF/container.xml', containerXml, options);
  zip.file('EPUB/package.opf', parts.opf, options);
  for (const [name, text] of Object.entries(parts.files)) zip.file(`EPUB/${name}`, text, options);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 }, platform: 'DOS' });
}
