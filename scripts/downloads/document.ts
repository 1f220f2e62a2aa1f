import type { Inline } from '../../content-model/text/inline.ts';

/**
 * A tutorial or quick guide as its downloads hold it (issue 34): the page's own content, in the page's
 * order, reduced to what every format can show: headings, paragraphs, lists and tables, with links.
 * One reader (the compiled content) and one writer per format (Word, large-print Word, braille), so
 * a format never sees the page's markup and the page never sees a format.
 */
export type DocumentBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: Inline }
  | { kind: 'list'; ordered: boolean; items: Inline[] }
  /**
   * A command table: a header row and rows of cells. `keyColumn` is the index of the column that holds
   * keystrokes ("Insert + Down Arrow"), which braille writes so a reader can press what it reads.
   */
  | { kind: 'table'; caption: string; header: string[]; rows: Inline[][]; keyColumn?: number };

export interface DownloadDocument {
  /** The page's address, e.g. /resources/screen-reader-tutorials/jaws. */
  path: string;
  /**
   * The name its files share, without their endings: what the page is, so a saved file says what it
   * holds and a tutorial and a guide of one name never share a file ("jaws-tutorial", "dragon-quick-guide").
   */
  fileName: string;
  /** The page's h1, which is the document's title. */
  title: string;
  /** The line under the page's heading. */
  description: string;
  /** The page's content after its heading and description, in the page's order. */
  blocks: DocumentBlock[];
  /**
   * When the page's content last changed (ISO 8601), where the reader of the content knows it: the
   * EPUB's dcterms:modified (issue 45). Optional: the compiled content carries no date yet.
   */
  contentDate?: string;
}
