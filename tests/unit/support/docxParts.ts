import JSZip from 'jszip';
import { inlineText, type Inline } from '../../../content-model/text/inline.ts';
import type { DocumentBlock, DownloadDocument } from '../../../scripts/downloads/document';
import { formatLongDate } from '../../../content-model/text/longDate.ts';
import { linkedText } from '../../../scripts/downloads/printedText.ts';

/**
 * A Word file read back as a reader's software sees it: its paragraphs (style, list, words, links),
 * its tables (rows, header-row mark, cells), its relationships, styles, numbering and core
 * properties. Plain string work on the XML the writer makes: enough to check what a person gets.
 */
export interface DocxParagraph {
  style?: string;
  numId?: string;
  text: string;
  links: { id: string; text: string }[];
}
export interface DocxTable {
  rows: { header: boolean; cells: string[] }[];
}
export interface DocxParts {
  /** Paragraphs outside tables and tables, in the document's order. */
  body: (DocxParagraph | DocxTable)[];
  document: string;
  styles: string;
  numbering: string;
  core: string;
  /** Relationship id to its target and mode. */
  relationships: Map<string, { target: string; external: boolean }>;
}

export const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const textOf = (xml: string) => [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((match) => decode(match[1]!)).join('');

function paragraph(xml: string): DocxParagraph {
  const links = [...xml.matchAll(/<w:hyperlink\b[^>]*\br:id="([^"]+)"[^>]*>([\s\S]*?)<\/w:hyperlink>/g)].map((match) => ({
    id: match[1]!,
    text: textOf(match[2]!),
  }));
  return {
    style: /<w:pStyle w:val="([^"]+)"/.exec(xml)?.[1],
    numId: /<w:numPr>[\s\S]*?<w:numId w:val="([^"]+)"/.exec(xml)?.[1],
    text: textOf(xml),
    links,
  };
}

function table(xml: string): DocxTable {
  const rows = [...xml.matchAll(/<w:tr\b[^>]*>([\s\S]*?)<\/w:tr>/g)].map((row) => ({
    header: /<w:trPr>[\s\S]*?<w:tblHeader\b[^>]*\/>[\s\S]*?<\/w:trPr>/.test(row[1]!),
    cells: [...row[1]!.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((cell) => textOf(cell[1]!)),
  }));
  return { rows };
}

export const isTable = (part: DocxParagraph | DocxTable): part is DocxTable => 'rows' in part;

export async function docxParts(file: Buffer): Promise<DocxParts> {
  const zip = await JSZip.loadAsync(file);
  const read = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  const document = await read('word/document.xml');
  const bodyXml = /<w:body>([\s\S]*)<\/w:body>/.exec(document)?.[1] ?? '';
  const body = [...bodyXml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>|<w:p>[\s\S]*?<\/w:p>|<w:p\/>/g)].map((match) =>
    match[0].startsWith('<w:tbl>') ? table(match[0]) : paragraph(match[0]),
  );
  const relationships = new Map(
    [...(await read('word/_rels/document.xml.rels')).matchAll(/<Relationship\b([^>]*)\/>/g)].map((match) => {
      const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(match[1]!)?.[1] ?? '';
      return [attribute('Id'), { target: decode(attribute('Target')), external: attribute('TargetMode') === 'External' }];
    }),
  );
  return {
    body,
    document,
    styles: await read('word/styles.xml'),
    numbering: await read('word/numbering.xml'),
    core: await read('docProps/core.xml'),
    relationships,
  };
}

/** The links of a line of content, in order. */
export const linksOf = (inline: Inline) => inline.flatMap((node) => (typeof node === 'string' ? [] : [node]));

/** The line under the description that says which version the document is (issue 45). */
export const versionLine = (doc: DownloadDocument) =>
  `Produced by ${doc.producer} from the web page ${doc.source.url}, whose words last changed on ${formatLongDate(doc.source.lastUpdated)}.`;

/**
 * Every line of text the document should show, in order: title, description, the version line,
 * headings, paragraphs and list items (each link's address after its words), and each table's caption,
 * header and cells. What a faithful reader gives back; with `listMarkers`, each list item starts with
 * its bullet or number, as LibreOffice's text export writes it.
 */
export function expectedLines(doc: DownloadDocument, { listMarkers = false } = {}): string[] {
  const lines = (block: DocumentBlock): string[] => {
    switch (block.kind) {
      case 'heading':
        return [block.text];
      case 'paragraph':
        return [linkedText(block.text)];
      case 'list':
        return block.items.map((item, index) => (listMarkers ? `${block.ordered ? `${index + 1}.` : '•'} ` : '') + linkedText(item));
      case 'table':
        return [block.caption, ...block.header, ...block.rows.flatMap((row) => row.map(inlineText))];
    }
  };
  return [doc.title, doc.description, versionLine(doc), ...doc.blocks.flatMap(lines)];
}
