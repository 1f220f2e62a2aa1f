import type { DocumentBlock, DownloadDocument } from './document.ts';
import { type BrailleBlock, centre, wrap } from './brfLayout.ts';
import { type FrontMatter, assemble } from './brfPages.ts';
import { Translation } from './brfTranslate.ts';
import { linkedText } from './printedText.ts';
import { formatLongDate } from '../../content-model/text/longDate.ts';

/**
 * A tutorial or quick guide as a braille-ready file (.brf): Unified English Braille, contracted
 * (grade 2), translated by liblouis, 40 cells a line and 25 lines a page, with a title page, a contents
 * page when it is long, running heads and an end marker. Layout rules and their sources:
 * docs/downloads-braille.md.
 */
export interface BrfOptions {
  /** The lou_translate command (default: `lou_translate` on the PATH). */
  louTranslate?: string;
  /** The site's address (https://…), so a link to one of its own pages can be given in full. */
  siteUrl?: string;
}

/** UEB transcriber's note indicators (dots 4-46-126 and 4-46-345) in braille ASCII. */
const noteOpen = '@.<';
const noteClose = '@.>';

type Pending = () => BrailleBlock;

export function block(lines: string[], blankBefore = false, blankAfter = false, keepWithNext = false): BrailleBlock {
  return { lines, blankBefore, blankAfter, keepWithNext };
}

export function transcriberNote(translation: Translation, text: string, keepWithNext = false): Pending {
  const braille = translation.add(text);
  // A transcriber's note in 7-5: starting in cell 7, runovers in cell 5.
  return () => block(wrap(`${noteOpen}${braille()}${noteClose}`, 6, 4), true, true, keepWithNext);
}

/**
 * A table in stairstep form: each row's key (first column) at cell 1, runovers at cell 5; each other
 * column on a line of its own at cell 3, runovers at cell 5. Nothing stands between a key and what it
 * does, so no sign of the action's own (a colon, a semicolon) can be taken for the join. A key is
 * contracted braille like the text around it, so a key reads the same in a table and in a sentence,
 * with the grade 1 indicators UEB asks for (a letter standing alone: ";,K").
 */
function tableBlocks(table: Extract<DocumentBlock, { kind: 'table' }>, translation: Translation, siteUrl: string | undefined): Pending[] {
  const keyColumn = table.keyColumn ?? 0;
  const names = table.header.map((name) => name.toLowerCase());
  const others = names.filter((_, index) => index !== keyColumn);
  const caption = translation.add(table.caption);
  const note = transcriberNote(
    translation,
    `Table set out as a list: each row gives the ${names[keyColumn] ?? ''} at the margin, then the ${others.join(', then the ')} on the line below, indented.`,
    true,
  );
  const rows = table.rows.flatMap((row, rowIndex): Pending[] => {
    const key = translation.add(linkedText(row[keyColumn] ?? [], siteUrl));
    const cells = row.filter((_, index) => index !== keyColumn).map((cell) => translation.add(linkedText(cell, siteUrl)));
    const last = rowIndex === table.rows.length - 1;
    return [
      () => block(wrap(key(), 0, 4), false, false, true),
      // The table's last line stays on a page with what follows, so the blank line that ends the table
      // is always there: at the top of a page a cell-5 heading would read as a runover of the action.
      ...cells.map((cell, index) => {
        const end = last && index === cells.length - 1;
        return () => block(wrap(cell(), 2, 4), false, end, end);
      }),
    ];
  });
  return [() => block(wrap(caption(), 4, 4), true, false, true), note, ...rows];
}

function documentBlocks(item: DocumentBlock, translation: Translation, siteUrl: string | undefined): Pending[] {
  switch (item.kind) {
    case 'heading': {
      const braille = translation.add(item.number === undefined ? item.text : `${String(item.number)}. ${item.text}`);
      // Main headings centred with a blank line either side; subheadings at cell 5 after a blank line.
      return item.level < 3 ? [() => block(centre(braille()), true, true, true)] : [() => block(wrap(braille(), 4, 4), true, false, true)];
    }
    case 'paragraph': {
      const braille = translation.add(linkedText(item.text, siteUrl));
      return [() => block(wrap(braille(), 2, 0))];
    }
    case 'list':
      return item.items.map((entry, index) => {
        const marker = item.ordered ? `${String(index + 1)}. ` : '\u2022 ';
        const braille = translation.add(marker + linkedText(entry, siteUrl));
        return () => block(wrap(braille(), 0, 2), index === 0, index === item.items.length - 1);
      });
    case 'table':
      return tableBlocks(item, translation, siteUrl);
  }
}

/**
 * The document as a .brf file (synchronous: it waits for lou_translate). Throws in plain words when
 * liblouis is not installed.
 */
export function writeBrf(doc: DownloadDocument, options: BrfOptions = {}): string {
  const translation = new Translation();
  const front: FrontMatter = {
    title: translation.add(doc.title),
    lines: [`Produced by ${doc.producer}`, `Made from the web page ${doc.source.url}`].map((line) => translation.add(line)),
    updated: translation.add(`Words last changed on ${formatLongDate(doc.source.lastUpdated)}.`),
    pages: translation.add('braille pages'),
    contents: translation.add('Contents'),
    end: translation.add('End of document'),
    note: transcriberNote(translation, 'This file is in Unified English Braille, contracted (grade 2), translated by liblouis.'),
  };
  const body: Pending[] = [];
  if (doc.description.trim() !== '') {
    const description = translation.add(doc.description);
    body.push(() => block(wrap(description(), 2, 0)));
  }
  const mainHeadings: number[] = [];
  for (const item of doc.blocks) {
    if (item.kind === 'heading' && item.level < 3) mainHeadings.push(body.length);
    body.push(...documentBlocks(item, translation, options.siteUrl));
  }
  translation.run(options.louTranslate);
  return assemble(
    front,
    body.map((make) => make()),
    mainHeadings,
  );
}
