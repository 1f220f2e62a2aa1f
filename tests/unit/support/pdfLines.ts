import { inflateSync } from 'node:zlib';

/**
 * The lines of text of a PDF as LibreOffice exports it (soffice --convert-to pdf), page by page, with
 * where each sits: enough to measure what a printed copy shows (leading, the footer, what is on one
 * line) without a PDF library. LibreOffice writes each piece of a line as its own text object
 * ("x y Td /F1 18 Tf [<glyphs>]TJ"), its glyphs in a subset font with a ToUnicode map.
 */
export interface PdfLine {
  /** 1 for the first page. */
  page: number;
  x: number;
  /** The baseline, in points from the foot of the page. */
  y: number;
  size: number;
  text: string;
}

type Objects = Map<number, string>;

function objectsOf(pdf: Buffer): Objects {
  const text = pdf.toString('latin1');
  const objects: Objects = new Map();
  for (const match of text.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(Number(match[1]), match[2]!);
  return objects;
}

const reference = (body: string, key: string) => Number(new RegExp(`/${key}\\s*(\\d+) 0 R`).exec(body)?.[1]);

/** A stream object's bytes, inflated when it is compressed. */
function streamOf(objects: Objects, id: number): string {
  const body = objects.get(id) ?? '';
  const start = body.indexOf('stream') + 'stream'.length;
  const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')).replace(/^\r?\n/, ''), 'latin1');
  return (/\/FlateDecode/.test(body.slice(0, start)) ? inflateSync(raw) : raw).toString('latin1');
}

/** A font's glyph codes to text, from its ToUnicode map (bfchar and bfrange). */
function glyphMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const unicode = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(pair[1]!.toUpperCase(), unicode(pair[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [from, to, first] = [parseInt(range[1]!, 16), parseInt(range[2]!, 16), parseInt(range[3]!, 16)];
      for (let code = from; code <= to; code += 1) {
        map.set(code.toString(16).toUpperCase().padStart(range[1]!.length, '0'), String.fromCodePoint(first + code - from));
      }
    }
  }
  return map;
}

/** Each font name of a page's resources (F1, F2…) with its glyph map. */
function fontsOf(objects: Objects, page: string): Map<string, Map<string, string>> {
  const resources = objects.get(reference(page, 'Resources')) ?? page;
  const fontDictionary = /\/Font\s*(\d+) 0 R/.exec(resources)
    ? (objects.get(reference(resources, 'Font')) ?? '')
    : (/\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '');
  const fonts = new Map<string, Map<string, string>>();
  for (const entry of fontDictionary.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
    const toUnicode = reference(objects.get(Number(entry[2])) ?? '', 'ToUnicode');
    fonts.set(entry[1]!, Number.isNaN(toUnicode) ? new Map() : glyphMap(streamOf(objects, toUnicode)));
  }
  return fonts;
}

/** Every piece of text of every page, in the order the pages are and the pieces were written. */
export function pdfLines(pdf: Buffer): PdfLine[] {
  const objects = objectsOf(pdf);
  const catalogue = [...objects.values()].find((body) => /\/Type\s*\/Catalog/.test(body))!;
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(objects.get(reference(catalogue, 'Pages')) ?? '')?.[1] ?? '';
  const pages = [...kids.matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));
  return pages.flatMap((id, index) => {
    const page = objects.get(id) ?? '';
    const fonts = fontsOf(objects, page);
    const content = streamOf(objects, reference(page, 'Contents'));
    return [...content.matchAll(/BT([\s\S]*?)ET/g)].flatMap((object) => {
      const body = object[1]!;
      const at = /(-?[\d.]+)\s+(-?[\d.]+)\s+Td/.exec(body);
      const font = /\/(\w+)\s+([\d.]+)\s+Tf/.exec(body);
      if (!at || !font) return [];
      const glyphs = fonts.get(font[1]!) ?? new Map<string, string>();
      const codeLength = [...glyphs.keys()][0]?.length ?? 2;
      const hex = [...body.matchAll(/<([0-9A-Fa-f]+)>/g)].map((match) => match[1]!.toUpperCase()).join('');
      const text = (hex.match(new RegExp(`.{${codeLength}}`, 'g')) ?? []).map((code) => glyphs.get(code) ?? '').join('');
      return [{ page: index + 1, x: Number(at[1]), y: Number(at[2]), size: Number(font[2]), text }];
    });
  });
}
