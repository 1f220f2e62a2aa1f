import type { Inline } from '../../content-model/text/inline.ts';
import type { DocumentBlock, DownloadDocument } from './document.ts';
import { type BrailleBlock, centre, formatBrf, paginate, wrap } from './brfLayout.ts';
import { type BrailleGrade, toBraille } from './brfTranslate.ts';

/**
 * A tutorial or quick guide as a braille-ready file (.brf): Unified English Braille, contracted
 * (grade 2), translated by liblouis, 40 cells a line and 25 lines a page. Layout rules and their
 * sources: docs/downloads-braille.md.
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

/**
 * Print waiting for braille: every piece of a document is queued with its grade, then each grade is
 * translated in one lou_translate call, so a document costs at most two child processes.
 */
class Translation {
  private readonly queued: Record<BrailleGrade, string[]> = { contracted: [], uncontracted: [] };
  private done: Record<BrailleGrade, string[]> | undefined;

  add(text: string, grade: BrailleGrade = 'contracted'): () => string {
    const index = this.queued[grade].push(text) - 1;
    return () => {
      if (!this.done) throw new Error('braille read before translation');
      return this.done[grade][index] ?? '';
    };
  }

  run(command: string | undefined): void {
    this.done = {
      contracted: toBraille(this.queued.contracted, 'contracted', command),
      uncontracted: toBraille(this.queued.uncontracted, 'uncontracted', command),
    };
  }
}

type Pending = () => BrailleBlock;

function block(lines: string[], blankBefore = false, blankAfter = false, keepWithNext = false): BrailleBlock {
  return { lines, blankBefore, blankAfter, keepWithNext };
}

/**
 * A line's words for a reader who cannot follow a link: a web address is given in full, in brackets,
 * after the link's words; a link to this site's own page likewise when the site's address is known.
 */
export function linkedText(inline: Inline, siteUrl?: string): string {
  return inline
    .map((node) => {
      if (typeof node === 'string') return node;
      const address = /^(https?:|mailto:)/u.test(node.href)
        ? node.href.replace(/^mailto:/u, '')
        : node.href.startsWith('/') && siteUrl
          ? siteUrl.replace(/\/$/u, '') + node.href
          : undefined;
      return address && address !== node.text ? `${node.text} (${address})` : node.text;
    })
    .join('');
}

function transcriberNote(translation: Translation, text: string, keepWithNext = false): Pending {
  const braille = translation.add(text);
  // A transcriber's note in 7-5: starting in cell 7, runovers in cell 5.
  return () => block(wrap(`${noteOpen}${braille()}${noteClose}`, 6, 4), true, true, keepWithNext);
}

function tableBlocks(table: Extract<DocumentBlock, { kind: 'table' }>, translation: Translation, siteUrl: string | undefined): Pending[] {
  const keyColumn = table.keyColumn ?? 0;
  const keyGrade: BrailleGrade = table.keyColumn === undefined ? 'contracted' : 'uncontracted';
  const others = table.header.filter((_, index) => index !== keyColumn).map((name) => name.toLowerCase());
  const caption = translation.add(table.caption);
  const note = transcriberNote(
    translation,
    `Table set out as a list: each row gives the ${(table.header[keyColumn] ?? '').toLowerCase()}, a colon, then the ${others.join(', then the ')}.`,
    true,
  );
  const rows = table.rows.map((row, rowIndex) => {
    const key = translation.add(`${linkedText(row[keyColumn] ?? [], siteUrl)}:`, keyGrade);
    const rest = translation.add(
      row
        .filter((_, index) => index !== keyColumn)
        .map((cell) => linkedText(cell, siteUrl))
        .join('; '),
    );
    // Listed (linear) table format: each row a 1-3 item, key first.
    return () => block(wrap(`${key()} ${rest()}`, 0, 2), false, rowIndex === table.rows.length - 1);
  });
  return [() => block(wrap(caption(), 4, 4), true, false, true), note, ...rows];
}

function documentBlocks(item: DocumentBlock, translation: Translation, siteUrl: string | undefined): Pending[] {
  switch (item.kind) {
    case 'heading': {
      const braille = translation.add(item.text);
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
  const hasKeys = doc.blocks.some((item) => item.kind === 'table' && item.keyColumn !== undefined);
  const title = translation.add(doc.title);
  const pending: Pending[] = [
    () => block(centre(title()), false, true, true),
    transcriberNote(
      translation,
      'This file is in Unified English Braille, contracted (grade 2), translated by liblouis.' +
        (hasKeys ? ' Keystrokes in the command tables are in uncontracted braille.' : ''),
    ),
  ];
  if (doc.description.trim() !== '') {
    const description = translation.add(doc.description);
    pending.push(() => block(wrap(description(), 2, 0)));
  }
  for (const item of doc.blocks) pending.push(...documentBlocks(item, translation, options.siteUrl));
  translation.run(options.louTranslate);
  return formatBrf(paginate(pending.map((make) => make())));
}
