import { JSDOM } from 'jsdom';
import JSZip from 'jszip';

/** An EPUB as a reading system opens it: its entries in their order, and its documents parsed. */
export interface EpubParts {
  /** The zip's entry names in the order they are stored. */
  names: string[];
  /** The first local file header: how the first entry is stored, as OCF requires it. */
  first: { name: string; method: number; extraLength: number; data: string };
  container: Document;
  opf: Document;
  nav: Document;
  content: Document;
}

const xml = (text: string) => new JSDOM(text, { contentType: 'application/xml' }).window.document;
/**
 * An XHTML document: parsed as XML first, which throws on anything not well-formed, then as a browser
 * parses HTML, so that Testing Library finds its roles and levels as a screen reader would.
 */
function xhtml(text: string): Document {
  new JSDOM(text, { contentType: 'application/xhtml+xml' });
  return new JSDOM(text, { contentType: 'text/html' }).window.document;
}

/** The zip's first local file header (APPNOTE 4.3.7): signature, method at 8, name and extra lengths at 26 and 28. */
function firstEntry(bytes: Buffer): EpubParts['first'] {
  if (bytes.readUInt32LE(0) !== 0x04034b50) throw new Error('not a zip file');
  const nameLength = bytes.readUInt16LE(26);
  const extraLength = bytes.readUInt16LE(28);
  const size = bytes.readUInt32LE(18);
  const start = 30 + nameLength + extraLength;
  return {
    name: bytes.subarray(30, 30 + nameLength).toString('latin1'),
    method: bytes.readUInt16LE(8),
    extraLength,
    data: bytes.subarray(start, start + size).toString('latin1'),
  };
}

export async function epubParts(bytes: Buffer): Promise<EpubParts> {
  const zip = await JSZip.loadAsync(bytes);
  const text = (name: string) => {
    const entry = zip.file(name);
    if (!entry) throw new Error(`no ${name} in the EPUB`);
    return entry.async('string');
  };
  const container = xml(await text('META-INF/container.xml'));
  const opfPath = container.querySelector('rootfile')!.getAttribute('full-path')!;
  const opf = xml(await text(opfPath));
  const folder = opfPath.slice(0, opfPath.lastIndexOf('/') + 1);
  const itemHref = (selector: string) => `${folder}${opf.querySelector(selector)!.getAttribute('href')}`;
  const spineFirst = opf.querySelector('spine itemref')!.getAttribute('idref')!;
  return {
    names: Object.keys(zip.files),
    first: firstEntry(bytes),
    container,
    opf,
    nav: xhtml(await text(itemHref('manifest item[properties~="nav"]'))),
    content: xhtml(await text(itemHref(`manifest item[id="${spineFirst}"]`))),
  };
}

/** The package's metadata: every value of a dc: element or a <meta property>, in order. */
export function metadataValues(opf: Document, name: string): string[] {
  const elements = [...opf.getElementsByTagName('metadata')[0]!.children];
  return elements
    .filter((element) => element.tagName === name || element.getAttribute('property') === name)
    .map((element) => element.textContent!);
}
