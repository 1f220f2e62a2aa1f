import JSZip from 'jszip';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/config/site';
import { inlineText } from '../../../content-model/text/inline.ts';
import { defaultContentFolder } from '../../../content-model/disk';
import { compileContent } from '../../../content-model/compiler/compiledContent.ts';
import type { DownloadDocument } from '../../../scripts/downloads/document';
import { writeDocx } from '../../../scripts/downloads/docx';
import { downloadDocuments } from '../../../scripts/downloads/fromContent';
import { linkedText } from '../../../scripts/downloads/printedText';
import { decode, docxParts, isTable, linksOf, versionLine, type DocxParagraph, type DocxParts } from '../support/docxParts';

/**
 * The Word downloads, ordinary and large print, for every tutorial and quick guide: what Word, its
 * navigation pane and a screen reader get from the file (heading styles, lists, a repeating table
 * header, working links, title and language), large print by RNIB's rules, and the same bytes every
 * build.
 */
const documents = downloadDocuments(compileContent(defaultContentFolder));
const files = new Map<string, { standard: DocxParts; largePrint: DocxParts }>();

beforeAll(async () => {
  for (const doc of documents) {
    const [standard, largePrint] = await Promise.all([
      writeDocx(doc, { largePrint: false }).then(docxParts),
      writeDocx(doc, { largePrint: true }).then(docxParts),
    ]);
    files.set(doc.path, { standard, largePrint });
  }
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

const paragraphs = (parts: DocxParts) => parts.body.filter((part): part is DocxParagraph => !isTable(part));
const xmlAttribute = (xml: string, element: string, attribute: string) =>
  [...xml.matchAll(new RegExp(`<${element}\\b[^>]*\\b${attribute}="([^"]+)"`, 'g'))].map((match) => match[1]!);

/** The abstract numbering (its number format) a list's numId stands for, and whether it starts again at 1. */
function listFormat(parts: DocxParts, numId: string): { format: string; restarts: boolean } {
  const num = new RegExp(`<w:num w:numId="${numId}">([\\s\\S]*?)</w:num>`).exec(parts.numbering)![1]!;
  const abstractId = /<w:abstractNumId w:val="([^"]+)"/.exec(num)![1]!;
  const abstract = new RegExp(`<w:abstractNum\\b[^>]*w:abstractNumId="${abstractId}"[^>]*>([\\s\\S]*?)</w:abstractNum>`).exec(
    parts.numbering,
  )![1]!;
  return { format: /<w:numFmt w:val="([^"]+)"/.exec(abstract)![1]!, restarts: /<w:startOverride w:val="1"\/>/.test(num) };
}

describe.each(documents.map((doc) => [doc.path, doc] as const))('%s', (path, doc: DownloadDocument) => {
  describe.each(['standard', 'largePrint'] as const)('%s', (kind) => {
    const parts = () => files.get(path)![kind];

    it('has the page’s headings in Word’s heading styles, in order', () => {
      const headings = paragraphs(parts()).flatMap((part) => (part.style?.startsWith('Heading') ? [`${part.style} ${part.text}`] : []));
      const expected = [
        `Heading1 ${doc.title}`,
        ...doc.blocks.flatMap((block) => (block.kind === 'heading' ? [`Heading${block.level} ${block.text}`] : [])),
      ];
      expect(headings).toEqual(expected);
      // Outline levels put them in the navigation pane.
      expect(parts().styles).toMatch(/<w:style w:type="paragraph" w:styleId="Heading1">[\s\S]*?<w:outlineLvl w:val="0"\/>/);
    });

    it('has each list as a Word list, numbered lists starting again at 1', () => {
      const listed = paragraphs(parts()).filter((part) => part.numId);
      const lists = doc.blocks.filter((block) => block.kind === 'list');
      expect(listed.map((part) => part.text)).toEqual(lists.flatMap((list) => list.items.map((item) => linkedText(item))));
      let at = 0;
      const numIds = lists.map((list) => {
        const items = listed.slice(at, (at += list.items.length));
        expect(new Set(items.map((item) => item.numId)).size).toBe(1);
        const { format, restarts } = listFormat(parts(), items[0]!.numId!);
        expect(format).toBe(list.ordered ? 'decimal' : 'bullet');
        if (list.ordered) expect(restarts).toBe(true);
        return items[0]!.numId;
      });
      expect(new Set(numIds).size).toBe(numIds.length);
    });

    it('has each command table, every command in it, under its caption, its header row repeating on each page', () => {
      const tables = doc.blocks.filter((block) => block.kind === 'table');
      const body = parts().body;
      const written = body.flatMap((part, index) => (isTable(part) ? [{ table: part, before: body[index - 1] as DocxParagraph }] : []));
      expect(written).toHaveLength(tables.length);
      tables.forEach((table, index) => {
        const { table: found, before } = written[index]!;
        expect(before.text).toBe(table.caption);
        // A key's name is held on one line by no-break spaces (checked below): read as spaces here.
        const cells = found.rows.map((row) => row.cells.map((cell) => cell.replaceAll('\u00a0', ' ')));
        expect(cells).toEqual([table.header, ...table.rows.map((row) => row.map(inlineText))]);
        expect(found.rows.map((row) => row.header)).toEqual([true, ...table.rows.map(() => false)]);
      });
    });

    it('has the page’s links as working hyperlinks to absolute https addresses', () => {
      const links = paragraphs(parts()).flatMap((part) => part.links);
      // The address of the page it was made from first (the version line), then the page's own links.
      const expected = [
        { href: doc.source.url, text: doc.source.url },
        ...doc.blocks.flatMap((block) =>
          block.kind === 'paragraph' ? linksOf(block.text) : block.kind === 'list' ? block.items.flatMap(linksOf) : [],
        ),
      ];
      expect(links.map((link) => link.text)).toEqual(expected.map((link) => link.text));
      links.forEach((link, index) => {
        const target = parts().relationships.get(link.id);
        expect(target).toEqual({ target: expected[index]!.href, external: true });
        expect(target!.target).toMatch(/^https:\/\/[^/]+\//);
      });
    });

    it('names the page’s title, the business and British English', () => {
      const core = decode(parts().core);
      expect(core).toContain(`<dc:title>${doc.title}</dc:title>`);
      expect(core).toContain(`<dc:creator>${site.companyName}</dc:creator>`);
      expect(parts().styles).toMatch(/<w:rPrDefault><w:rPr>[\s\S]*<w:lang w:val="en-GB"\/>[\s\S]*<\/w:rPr><\/w:rPrDefault>/);
      expect(parts().document).not.toMatch(/<w:lang\b/);
    });

    it('is left-aligned in a clear sans-serif, with no italics and no images', () => {
      const all = `${parts().styles}${parts().document}${parts().numbering}`;
      expect(xmlAttribute(all, 'w:jc', 'w:val').filter((value) => value !== 'left')).toEqual([]);
      expect(new Set(xmlAttribute(parts().styles, 'w:rFonts', 'w:ascii'))).toEqual(new Set(['Arial']));
      expect(all.match(/<w:i\/>|<w:i w:val="(true|1|on)"\/>/g)).toBeNull();
      expect(all.match(/<w:drawing>|<w:pict>/g)).toBeNull();
    });
  });

  it('says which version it is: the page it was made from and the day its words last changed, in its text and its properties', () => {
    for (const kind of ['standard', 'largePrint'] as const) {
      const parts = files.get(path)![kind];
      expect(paragraphs(parts)[2]!.text).toBe(versionLine(doc));
      const core = decode(parts.core);
      expect(core).toContain('<dc:language>en-GB</dc:language>');
      expect(core).toContain(`<dc:identifier>${doc.source.url}</dc:identifier>`);
      expect(core).toContain(`<dcterms:modified xsi:type="dcterms:W3CDTF">${doc.source.lastUpdated}T00:00:00Z</dcterms:modified>`);
      expect(core).not.toContain('dcterms:created');
    }
  });

  it('prints each link’s address after its words, so a printed copy keeps it', () => {
    const parts = files.get(path)!.largePrint;
    const texts = paragraphs(parts).map((part) => part.text);
    for (const block of doc.blocks) {
      const lines = block.kind === 'paragraph' ? [block.text] : block.kind === 'list' ? block.items : [];
      for (const line of lines) if (linksOf(line).length) expect(texts).toContain(linkedText(line));
    }
  });

  it('has a Normal style, spacing in lines (lineRule auto), and Word’s caption style tied to each table as its title', () => {
    const { styles, document } = files.get(path)!.largePrint;
    const normal = /<w:style w:type="paragraph" w:styleId="Normal">([\s\S]*?)<\/w:style>/.exec(styles)?.[1];
    expect(normal).toMatch(/<w:sz w:val="36"\/>/);
    expect(normal).toMatch(/<w:lang w:val="en-GB"\/>/);
    const spacings = `${styles}${document}`.match(/<w:spacing\b[^>]*\bw:line="[^"]*"[^>]*>/g) ?? [];
    expect(spacings.length).toBeGreaterThan(0);
    for (const spacing of spacings) expect(spacing).toContain('w:lineRule="auto"');
    const caption = /<w:style w:type="paragraph" w:styleId="Caption">([\s\S]*?)<\/w:style>/.exec(styles)?.[1];
    expect(caption).toMatch(/<w:keepNext\/>/);
    const tables = doc.blocks.filter((block) => block.kind === 'table');
    const titles = [...document.matchAll(/<w:tblCaption w:val="([^"]*)"\/>/g)].map((match) => decode(match[1]!));
    expect(titles).toEqual(tables.map((table) => table.caption));
    const captionParagraphs = paragraphs(files.get(path)!.largePrint).filter((part) => part.style === 'Caption');
    expect(captionParagraphs.map((part) => part.text)).toEqual(tables.map((table) => table.caption));
  });

  it('numbers its pages in the footer, "Page n of m", at the body size', async () => {
    const zip = await JSZip.loadAsync(await writeDocx(doc, { largePrint: true }));
    const footers = Object.keys(zip.files).filter((name) => /^word\/footer\d*\.xml$/.test(name));
    expect(footers).toHaveLength(1);
    const footer = await zip.file(footers[0]!)!.async('string');
    expect(footer).toMatch(/Page [\s\S]*PAGE[\s\S]* of [\s\S]*NUMPAGES/);
    expect(footer).not.toMatch(/<w:sz\b/);
  });

  it('holds each key’s name on one line in a key column 45% wide', () => {
    const { document } = files.get(path)!.largePrint;
    for (const table of [...document.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((match) => match[1]!)) {
      const widths = [...table.matchAll(/<w:gridCol w:w="(\d+)"\/>/g)].map((match) => Number(match[1]));
      expect(widths[0]! / widths.reduce((total, width) => total + width, 0)).toBeCloseTo(0.45, 3);
    }
    const keys = doc.blocks.flatMap((block) => (block.kind === 'table' ? block.rows.map((row) => inlineText(row[0]!)) : []));
    const cells = files
      .get(path)!
      .largePrint.body.filter(isTable)
      .flatMap((found) => found.rows.slice(1).map((row) => row.cells[0]!));
    expect(cells).toHaveLength(keys.length);
    cells.forEach((cell, index) => {
      // A space only beside "+" or "/" or around "or" (between keys); inside a name ("Down Arrow") a no-break space.
      expect(cell.replaceAll('\u00a0', ' ')).toBe(keys[index]);
      expect(cell.replaceAll(' or ', '+')).not.toMatch(/[^+/ ] [^+/ ]/u);
    });
  });

  it('sets large print at 18 pt and never smaller than 16 pt, with headings larger and bold', () => {
    const { styles, document } = files.get(path)!.largePrint;
    const body = Number(/<w:rPrDefault>[\s\S]*?<w:sz w:val="(\d+)"\/>/.exec(styles)![1]);
    expect(body).toBe(36);
    const sizes = xmlAttribute(`${styles}${document}`, 'w:sz', 'w:val').map(Number);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(32);
    for (const level of [1, 2, 3]) {
      const style = new RegExp(`<w:style w:type="paragraph" w:styleId="Heading${level}">([\\s\\S]*?)</w:style>`).exec(styles)![1]!;
      expect(Number(/<w:sz w:val="(\d+)"\/>/.exec(style)![1])).toBeGreaterThan(body);
      expect(style).toMatch(/<w:b\/>|<w:b w:val="true"\/>/);
    }
    // One and a half lines apart (RNIB: 1.5 to 2 times the space between words), in lines, not points.
    expect(styles).toMatch(/<w:pPrDefault><w:pPr><w:spacing [^>]*w:line="360" w:lineRule="auto"/);
  });

  it('gives the same bytes however often and whenever it is made', async () => {
    const first = await writeDocx(doc, { largePrint: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-15T13:45:10Z'));
    const later = await writeDocx(doc, { largePrint: true });
    expect(Buffer.compare(first, later)).toBe(0);
    const standard = await writeDocx(doc, { largePrint: false });
    expect(Buffer.compare(standard, await writeDocx(doc, { largePrint: false }))).toBe(0);
  });
});
