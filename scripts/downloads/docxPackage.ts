import JSZip from 'jszip';
import { escapeHtml } from '../../src/lib/html.ts';

/**
 * The same content gives the same bytes on every build (the site's builds are reproducible). The docx
 * library stamps three things that change from one run to the next, and this takes them out:
 * - the core properties' created and modified times (the clock): the modified date is the day the
 *   words last changed (the content's lastUpdated), the created date left out (it is optional);
 * - each hyperlink's relationship id (random): renamed rIdLink1, rIdLink2… in the order the links
 *   appear in the text;
 * - the zip entries' file times (the clock): all the zip format's earliest date, 1 January 1980, the
 *   value reproducible builds use (strip-nondeterminism does the same).
 */
const zipDate = new Date(Date.UTC(1980, 0, 1, 0, 0, 0));

const documentPart = 'word/document.xml';
const documentRelationships = 'word/_rels/document.xml.rels';
const coreProperties = 'docProps/core.xml';
const contentTypes = '[Content_Types].xml';

/** What the core properties and the tables say beyond what the docx library writes (issue 45). */
export interface PackageFacts {
  /** The document's language (dc:language), e.g. en-GB. */
  language: string;
  /** The day its words last changed (year-month-day): the document's modified date. */
  modified: string;
  /** The address of the page it was made from (dc:identifier). */
  identifier: string;
  /** Each table's caption, in the document's order: its title (w:tblCaption), which ties it to its table. */
  tableCaptions: readonly string[];
}

/**
 * The core properties without the clock's times, with the language, the address the document was made
 * from, and, as its modified date, the day its words last changed: the same for the same content.
 */
function coreWith(core: string, facts: PackageFacts): string {
  const added =
    `<dc:language>${escapeHtml(facts.language)}</dc:language>` +
    `<dc:identifier>${escapeHtml(facts.identifier)}</dc:identifier>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${facts.modified}T00:00:00Z</dcterms:modified>`;
  return core
    .replace(/<dcterms:(created|modified)\b[^>]*>[^<]*<\/dcterms:\1>/g, '')
    .replace('</cp:coreProperties>', `${added}</cp:coreProperties>`);
}

/** Each table's title, its caption, last in its properties as the schema orders them. */
function withTableCaptions(document: string, captions: readonly string[]): string {
  let index = 0;
  return document.replace(/<w:tblPr>([\s\S]*?)<\/w:tblPr>/g, (whole, inner: string) => {
    const caption = captions[index++];
    return caption === undefined ? whole : `<w:tblPr>${inner}<w:tblCaption w:val="${escapeHtml(caption)}"/></w:tblPr>`;
  });
}

/** Each hyperlink's random relationship id, by the order its link appears, to a counted one. */
function linkIds(document: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const match of document.matchAll(/<w:hyperlink\b[^>]*\br:id="([^"]+)"/g)) {
    if (!ids.has(match[1]!)) ids.set(match[1]!, `rIdLink${ids.size + 1}`);
  }
  return ids;
}

function renamed(xml: string, ids: Map<string, string>, attribute: string): string {
  return xml.replace(new RegExp(`\\b${attribute}="([^"]+)"`, 'g'), (whole, id: string) => {
    const name = ids.get(id);
    return name ? `${attribute}="${name}"` : whole;
  });
}

/** The docx library's file, made the same for the same content. */
export async function reproducibleDocx(packed: Buffer, facts: PackageFacts): Promise<Buffer> {
  const zip = await JSZip.loadAsync(packed);
  const parts = new Map<string, string | Uint8Array>();
  for (const [name, entry] of Object.entries(zip.files)) {
    if (entry.dir) continue;
    parts.set(name, name.endsWith('.xml') || name.endsWith('.rels') ? await entry.async('string') : await entry.async('uint8array'));
  }
  const document = parts.get(documentPart);
  if (typeof document === 'string') {
    const ids = linkIds(document);
    parts.set(documentPart, withTableCaptions(renamed(document, ids, 'r:id'), facts.tableCaptions));
    const relationships = parts.get(documentRelationships);
    if (typeof relationships === 'string') parts.set(documentRelationships, renamed(relationships, ids, 'Id'));
  }
  const core = parts.get(coreProperties);
  if (typeof core === 'string') parts.set(coreProperties, coreWith(core, facts));

  const out = new JSZip();
  // [Content_Types].xml first, as Word writes it (some readers look for it there); the rest in the library's order.
  const names = [...parts.keys()].sort((a, b) => Number(b === contentTypes) - Number(a === contentTypes));
  for (const name of names) out.file(name, parts.get(name)!, { date: zipDate, createFolders: false });
  return out.generateAsync({
    type: 'nodebuffer',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    compression: 'DEFLATE',
    platform: 'DOS',
  });
}
