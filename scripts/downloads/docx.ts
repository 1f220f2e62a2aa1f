import {
  Document,
  ExternalHyperlink,
  Footer,
  PageNumber,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { formatLongDate } from '../../content-model/text/longDate.ts';
import type { Inline } from '../../content-model/text/inline.ts';
import type { DocumentBlock, DownloadDocument } from './document.ts';
import {
  a4,
  bulletList,
  captionStyle,
  docxNumbering,
  language,
  docxStyles,
  largePrintLayout,
  numberedList,
  standardLayout,
  type DocxLayout,
} from './docxLayout.ts';
import { reproducibleDocx } from './docxPackage.ts';
import { printedAddress, unbrokenKeys } from './printedText.ts';

/**
 * A tutorial or quick guide as a Word document (issue 34), ordinary or large print: real heading
 * styles in the page's order, real lists, command tables whose header row repeats on every page,
 * links that work, the title and language set. No images: the pages' content has none to carry.
 */

const headingLevels = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

/**
 * Words and links; a link is a real hyperlink in the Hyperlink style, its words its own, and its address
 * printed after them in brackets, so a printed copy keeps every address (issue 45).
 */
function runs(inline: Inline, bold = false): ParagraphChild[] {
  // Bold only where it is: a run that says "not bold" overrides a style that is (the caption, headings).
  const weight = bold ? { bold } : {};
  return inline.flatMap((node) => {
    if (typeof node === 'string') return [new TextRun({ text: node, ...weight })];
    const address = printedAddress(node);
    return [
      new ExternalHyperlink({ link: node.href, children: [new TextRun({ text: node.text, style: 'Hyperlink', ...weight })] }),
      ...(address ? [new TextRun({ text: ` (${address})`, ...weight })] : []),
    ];
  });
}

/** Numbered lists count from 1 each: every one is its own instance of the numbering. */
interface Counter {
  lists: number;
}

const sum = (numbers: number[]) => numbers.reduce((total, value) => total + value, 0);

/**
 * Column widths in twentieths of a point: the keys column 45%, wide enough for the longest key's name
 * ("Windows logo key") in bold at 18 pt on one line, what the keys do sharing the rest.
 */
function columnWidths(count: number, keyColumn: number | undefined, textWidth: number): number[] {
  if (keyColumn === undefined || count < 2) return Array.from({ length: count }, () => Math.floor(textWidth / count));
  const key = Math.round(textWidth * 0.45);
  const other = Math.floor((textWidth - key) / (count - 1));
  return Array.from({ length: count }, (_, index) => (index === keyColumn ? key : other));
}

function table(block: Extract<DocumentBlock, { kind: 'table' }>, layout: DocxLayout): (Paragraph | Table)[] {
  const widths = columnWidths(block.header.length, block.keyColumn, a4.width - 2 * layout.margin);
  const cell = (inline: Inline, index: number, bold: boolean) =>
    new TableCell({
      width: { size: widths[index]!, type: WidthType.DXA },
      // The cell's margins space the text; no paragraph gap under it.
      children: [new Paragraph({ spacing: { after: 0 }, children: runs(inline, bold) })],
    });
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: block.header.map((name, index) => cell([name], index, true)),
  });
  const keys = (inline: Inline): Inline => inline.map((node) => (typeof node === 'string' ? unbrokenKeys(node) : node));
  const rows = block.rows.map(
    (row) =>
      new TableRow({
        cantSplit: true,
        children: row.map((inline, index) => (index === block.keyColumn ? cell(keys(inline), index, true) : cell(inline, index, false))),
      }),
  );
  return [
    // Word's own Caption style, kept with its table; the table names it as its title (docxPackage.ts).
    new Paragraph({ style: captionStyle, children: [new TextRun(block.caption)] }),
    new Table({
      rows: [header, ...rows],
      columnWidths: widths,
      width: { size: sum(widths), type: WidthType.DXA },
      // Text clear of the cell borders: 1.5 mm above and below, 2 mm at the sides.
      margins: { marginUnitType: WidthType.DXA, top: 85, bottom: 85, left: 113, right: 113 },
    }),
  ];
}

function blockParts(block: DocumentBlock, layout: DocxLayout, counter: Counter): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'heading':
      return [new Paragraph({ heading: headingLevels[block.level], children: [new TextRun(block.text)] })];
    case 'paragraph':
      return [new Paragraph({ children: runs(block.text) })];
    case 'list': {
      counter.lists += 1;
      const numbering = { reference: block.ordered ? numberedList : bulletList, level: 0, instance: counter.lists };
      return block.items.map((item) => new Paragraph({ numbering, children: runs(item) }));
    }
    case 'table':
      return table(block, layout);
  }
}

/** The document as Word's file, byte for byte the same for the same content on every build. */
export async function writeDocx(doc: DownloadDocument, options: { largePrint: boolean }): Promise<Buffer> {
  const layout = options.largePrint ? largePrintLayout : standardLayout;
  const counter: Counter = { lists: 0 };
  const children = [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(doc.title)] }),
    new Paragraph({ children: [new TextRun(doc.description)] }),
    // Which version this is (issue 45): who made it, from which page, and when its words last changed.
    new Paragraph({
      children: runs([
        `Produced by ${doc.producer} from the web page `,
        { href: doc.source.url, text: doc.source.url },
        `, whose words last changed on ${formatLongDate(doc.source.lastUpdated)}.`,
      ]),
    }),
    ...doc.blocks.flatMap((block) => blockParts(block, layout, counter)),
  ];
  const document = new Document({
    title: doc.title,
    description: doc.description,
    creator: doc.producer,
    lastModifiedBy: doc.producer,
    styles: docxStyles(layout),
    numbering: docxNumbering(layout),
    sections: [
      {
        properties: {
          page: {
            size: a4,
            margin: { top: layout.margin, bottom: layout.margin, left: layout.margin, right: layout.margin },
          },
        },
        // The page number at the foot of every page, at the body's size, left-aligned like the text.
        footers: {
          default: new Footer({
            children: [
              new Paragraph({ children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })] }),
            ],
          }),
        },
        children,
      },
    ],
  });
  const tableCaptions = doc.blocks.flatMap((block) => (block.kind === 'table' ? [block.caption] : []));
  return reproducibleDocx(await Packer.toBuffer(document), {
    language,
    modified: doc.source.lastUpdated,
    identifier: doc.source.url,
    tableCaptions,
  });
}
