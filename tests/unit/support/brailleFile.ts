import { fromBraille } from '../../../scripts/downloads/brfTranslate.ts';

/**
 * A .brf file as a braille reader meets it: its pages (each ends with a form feed), its lines without
 * CR LF, and the rows of its command tables, read back to print with liblouis and the build's tables.
 */
export function pagesOf(brf: string): string[][] {
  const pages = brf.split('\f');
  // The file ends with a form feed: nothing after the last one.
  if (pages.at(-1) === '') pages.pop();
  return pages.map((page) => page.replace(/\r\n$/u, '').split('\r\n'));
}

/** Every line of text, page after page, without the page information lines. */
export function textLines(brf: string): string[] {
  return pagesOf(brf).flatMap((page) => page.slice(1));
}

/** All the text of a file (no page information lines), lines joined as a reader reads on. */
export function bodyText(brf: string): string {
  return textLines(brf)
    .map((line) => line.trim())
    .join(' ');
}

/** Print compared as a reader hears it: case, spacing and curly quotes set aside. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/gu, "'")
    .replace(/[\u201c\u201d]/gu, '"')
    .replace(/\s+/gu, ' ')
    .trim();
}

export const indentOf = (line: string) => line.length - line.trimStart().length;

/** One row of a command table as the file sets it: its key's lines (from cell 1) and its action's (from cell 3). */
export interface BrailleRow {
  key: string[];
  action: string[];
}

/**
 * The rows of each command table, in the file's order: after each table's transcriber's note, `counts[i]`
 * rows, each a key from cell 1 (runovers at cell 5), then its action from cell 3 (runovers at cell 5).
 */
export function tableRows(brf: string, counts: readonly number[]): BrailleRow[][] {
  const lines = textLines(brf);
  const tables: BrailleRow[][] = [];
  let at = 0;
  for (const count of counts) {
    const noteEnd = lines.findIndex((line, index) => index >= at && line.trimStart().startsWith('@.<,TABLE SET'));
    if (noteEnd < 0) throw new Error('a table has no transcriber’s note');
    at = lines.findIndex((line, index) => index >= noteEnd && line.includes('@.>')) + 1;
    while (lines[at] === '') at += 1;
    const rows: BrailleRow[] = [];
    while (rows.length < count) {
      const row: BrailleRow = { key: [], action: [] };
      if (indentOf(lines[at] ?? '') !== 0) throw new Error(`a row does not start at cell 1: "${lines[at] ?? ''}"`);
      row.key.push(lines[at++]!);
      while (lines[at] !== undefined && indentOf(lines[at]!) === 4) row.key.push(lines[at++]!);
      if (indentOf(lines[at] ?? '') !== 2) throw new Error(`a key is not followed by its action at cell 3: "${lines[at] ?? ''}"`);
      row.action.push(lines[at++]!);
      while (lines[at] !== undefined && lines[at] !== '' && indentOf(lines[at]!) === 4) row.action.push(lines[at++]!);
      rows.push(row);
    }
    tables.push(rows);
  }
  return tables;
}

/** Braille lines back to print, as one line (contracted UEB, the build's tables). */
export function readBack(lines: readonly string[]): string {
  return fromBraille([lines.map((line) => line.trim()).join(' ')], 'contracted')[0]!;
}
