import { AlignmentType, LevelFormat, LineRuleType, type INumberingOptions, type IStylesOptions } from 'docx';

/**
 * How the Word downloads look: type sizes, spacing, margins and lists, for the ordinary and the
 * large-print document. Sizes are in half-points (Word's unit: 36 is 18 pt); spacing and margins in
 * twentieths of a point (567 is 1 cm).
 *
 * Large print follows RNIB's clear print and large print guidance ("See it right"): large print is at
 * least 16 pt (18 pt here, the size councils following RNIB prefer, so the smallest text in a table
 * or list is still above the minimum); a clear sans-serif (Arial); text left-aligned, never justified;
 * 1.5 line spacing and a space between paragraphs; no italics, underlining or capitals for emphasis
 * (only links are underlined, as links everywhere are); headings larger and bold. The ordinary
 * document keeps the same typeface and alignment at 12 pt, RNIB's clear print minimum.
 */
export interface DocxLayout {
  /** Body text, in half-points. */
  bodySize: number;
  /** Heading 1, 2 and 3, in half-points. */
  headingSizes: [number, number, number];
  /** Line spacing, in 240ths of a line (240 single, 360 one and a half). */
  lineSpacing: number;
  /** Space after a paragraph, in twentieths of a point. */
  paragraphAfter: number;
  /** Page margins, in twentieths of a point. */
  margin: number;
}

export const standardLayout: DocxLayout = {
  bodySize: 24,
  headingSizes: [40, 32, 28],
  lineSpacing: 276,
  paragraphAfter: 160,
  margin: 1134,
};

export const largePrintLayout: DocxLayout = {
  bodySize: 36,
  headingSizes: [52, 44, 40],
  lineSpacing: 360,
  paragraphAfter: 240,
  margin: 1134,
};

/** A clear sans-serif every Word and LibreOffice has or substitutes metrically (Liberation Sans). */
export const typeface = 'Arial';
/** The language of every run: British English, so spelling checks and speech use it. */
export const language = 'en-GB';
/** A4, the paper a UK reader prints on, in twentieths of a point. */
export const a4 = { width: 11906, height: 16838 };

/** Word's own caption style (its id is "Caption"): Word and LibreOffice know a paragraph in it for a caption. */
export const captionStyle = 'Caption';

export const bulletList = 'bullet-list';
export const numberedList = 'numbered-list';

/**
 * The line spacing as a multiple of the font's own line (lineRule "auto"): without the rule, Word reads
 * 360 as 1.5 lines but LibreOffice as 18 pt, tighter than single at 18 pt (issue 45).
 */
const lineSpacing = (layout: DocxLayout) => ({ line: layout.lineSpacing, lineRule: LineRuleType.AUTO });

/** The styles: Normal and the three real heading styles (outline levels, for the navigation pane). */
export function docxStyles(layout: DocxLayout): IStylesOptions {
  const heading = (level: 0 | 1 | 2 | 3 | 4 | 5) => ({
    run: { font: typeface, size: layout.headingSizes[Math.min(level, 2)], bold: true, color: '000000' },
    paragraph: {
      alignment: AlignmentType.LEFT,
      outlineLevel: level,
      keepNext: true,
      keepLines: true,
      spacing: { before: layout.paragraphAfter * 2, after: layout.paragraphAfter, ...lineSpacing(layout) },
    },
  });
  return {
    default: {
      document: {
        run: { font: typeface, size: layout.bodySize, language: { value: language } },
        paragraph: { alignment: AlignmentType.LEFT, spacing: { after: layout.paragraphAfter, ...lineSpacing(layout) } },
      },
      heading1: heading(0),
      heading2: heading(1),
      heading3: heading(2),
      // Unused, but Word's own are italic or pale: a reader who adds a level gets clear print too.
      heading4: heading(3),
      heading5: heading(4),
      heading6: heading(5),
      // Word's note styles are 10 pt; the documents have no notes, but a reader who adds one keeps the size.
      footnoteText: { run: { size: layout.bodySize } },
      footnoteTextChar: { run: { size: layout.bodySize } },
      endnoteText: { run: { size: layout.bodySize } },
      endnoteTextChar: { run: { size: layout.bodySize } },
    },
    paragraphStyles: [
      // Normal, written out: the style every paragraph without one of its own is in, and the one a reader
      // changes to change the text; without it Word and LibreOffice fall back to their own.
      {
        id: 'Normal',
        name: 'Normal',
        quickFormat: true,
        run: { font: typeface, size: layout.bodySize, language: { value: language } },
        paragraph: { alignment: AlignmentType.LEFT, spacing: { after: layout.paragraphAfter, ...lineSpacing(layout) } },
      },
      {
        id: captionStyle,
        name: 'caption',
        basedOn: 'Normal',
        next: 'Normal',
        quickFormat: true,
        run: { bold: true },
        // The caption stays on the page with its table.
        paragraph: { keepNext: true, spacing: { before: layout.paragraphAfter } },
      },
    ],
  };
}

/** A bulleted and a numbered list; each numbered list restarts at 1 (its own instance). */
export function docxNumbering(layout: DocxLayout): INumberingOptions {
  // The hanging indent fits the number or bullet at the body size.
  const hanging = layout.bodySize * 15;
  const level = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string) => ({
    level: 0,
    format,
    text,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: hanging * 2, hanging } } },
  });
  return {
    config: [
      { reference: bulletList, levels: [level(LevelFormat.BULLET, '\u2022')] },
      { reference: numberedList, levels: [level(LevelFormat.DECIMAL, '%1.')] },
    ],
  };
}
