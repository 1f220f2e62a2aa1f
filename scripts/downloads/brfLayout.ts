/**
 * The braille page: lines of braille ASCII cut to 40 cells, pages of 25 lines with the braille page
 * number at the right-hand end of the first line, headings kept with what follows them. The rules and
 * their sources are in docs/downloads-braille.md.
 */
export const cellsPerLine = 40;
export const linesPerPage = 25;
/** Line 1 of every page carries the page number, so the text has the other 24. */
const textLinesPerPage = linesPerPage - 1;
/** Blank cells each side of a centred heading, and before the page number. */
export const minimumGap = 3;

/** A run of set lines and how it sits among its neighbours. */
export interface BrailleBlock {
  lines: string[];
  blankBefore: boolean;
  blankAfter: boolean;
  /** A heading: it moves to the next page unless the start of what follows fits beneath it. */
  keepWithNext: boolean;
}

/**
 * Where to cut a braille word longer than a line (in practice a web address): just after its last
 * slash (`_/` in braille ASCII) that fits, so no sign is split and the address reads on; otherwise
 * at the end of the line. No sign is added, so the address stays exactly as printed.
 */
function cutPoint(word: string, room: number): number {
  const slash = word.lastIndexOf('_/', room - 2);
  return slash > 0 ? slash + 2 : room;
}

/**
 * Braille words into lines: the first line starts at `firstIndent` (0 = cell 1), runovers at
 * `runoverIndent`. A word moves whole to the next line; only a word longer than a line is cut.
 */
export function wrap(braille: string, firstIndent: number, runoverIndent: number, width = cellsPerLine): string[] {
  const lines: string[] = [];
  let indent = firstIndent;
  let line = '';
  const finish = () => {
    lines.push(' '.repeat(indent) + line);
    line = '';
    indent = runoverIndent;
  };
  for (const word of braille.split(' ').filter((part) => part !== '')) {
    if (line !== '' && indent + line.length + 1 + word.length > width) finish();
    let rest = word;
    while (line === '' && indent + rest.length > width) {
      const cut = cutPoint(rest, width - indent);
      line = rest.slice(0, cut);
      rest = rest.slice(cut);
      finish();
    }
    if (rest !== '') line = line === '' ? rest : `${line} ${rest}`;
  }
  if (line !== '' || lines.length === 0) finish();
  return lines;
}

/** Centred lines, with at least three blank cells each side. */
export function centre(braille: string, width = cellsPerLine): string[] {
  return wrap(braille, 0, 0, width - 2 * minimumGap).map((line) => {
    const text = line.trim();
    return ' '.repeat(Math.floor((width - text.length) / 2)) + text;
  });
}

/** A number in braille ASCII: the numeric indicator, then the digits as the letters a to j. */
export function brailleNumber(value: number): string {
  return '#' + [...String(value)].map((digit) => 'JABCDEFGHI'[Number(digit)]).join('');
}

/**
 * The page information line, line 1 of every page: the running head (the title, whole words only, as
 * many as fit) centred, and the braille page number at the right-hand end, at least three blank cells
 * from the running head. The title page has the number alone.
 */
export function pageInfoLine(page: number, runningHead = '', widestPage = page): string {
  const number = brailleNumber(page);
  // The head's words that fit centred with three blank cells before the widest number of the file, so
  // every page of a file has the same head.
  const fits = (head: string) =>
    Math.floor((cellsPerLine - head.length) / 2) + head.length + minimumGap + brailleNumber(widestPage).length <= cellsPerLine;
  const words = runningHead.split(' ').filter((word) => word !== '');
  while (words.length > 0 && !fits(words.join(' '))) words.pop();
  const head = words.join(' ');
  const left = head === '' ? '' : ' '.repeat(Math.floor((cellsPerLine - head.length) / 2)) + head;
  return left + ' '.repeat(cellsPerLine - left.length - number.length) + number;
}

/** The lines a heading needs beneath it on its page: the next heading too, then two lines of text. */
function linesToKeep(blocks: readonly BrailleBlock[], index: number): number {
  const block = blocks[index];
  const next = blocks[index + 1];
  if (!block) return 0;
  if (!next) return block.lines.length;
  const gap = block.blankAfter || next.blankBefore ? 1 : 0;
  const after = next.keepWithNext ? linesToKeep(blocks, index + 1) : Math.min(2, next.lines.length);
  return block.lines.length + gap + after;
}

/** Text set on pages: each page's lines of text, and the page (from 0) each block starts on. */
export interface Paginated {
  pages: string[][];
  pageOf: number[];
}

/**
 * Blocks onto pages of 24 lines of text (line 1 of each page, the page information line, is added by
 * `numberPages`), each heading kept with what follows it.
 */
export function paginate(blocks: readonly BrailleBlock[]): Paginated {
  const pages: string[][] = [];
  const pageOf: number[] = [];
  let page: string[] = [];
  const newPage = () => {
    while (page.length > 0 && page[page.length - 1] === '') page.pop();
    pages.push(page);
    page = [];
  };
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1];
    const blank = page.length > 0 && (block.blankBefore || previous?.blankAfter === true) ? 1 : 0;
    const needed = block.keepWithNext ? linesToKeep(blocks, index) : 1;
    const room = textLinesPerPage - page.length;
    if (page.length > 0 && blank + Math.min(needed, textLinesPerPage) > room) newPage();
    else if (blank === 1) page.push('');
    if (page.length === textLinesPerPage) newPage();
    pageOf.push(pages.length);
    for (const line of block.lines) {
      if (page.length === textLinesPerPage) newPage();
      page.push(line.trimEnd());
    }
  });
  if (page.length > 0 || pages.length === 0) newPage();
  return { pages, pageOf };
}

/** Pages of text with their page information lines, numbered from `first`. */
export function numberPages(
  pages: readonly string[][],
  first: number,
  runningHead = '',
  widestPage = first + pages.length - 1,
): string[][] {
  return pages.map((lines, index) => [pageInfoLine(first + index, runningHead, widestPage), ...lines]);
}

/**
 * The .brf file: each line ends CR LF and a form feed ends each page, the last one too, as braille
 * embossers and braille translation software write and read them (the last page leaves the embosser).
 */
export function formatBrf(pages: readonly string[][]): string {
  return pages.map((page) => `${page.map((line) => `${line}\r\n`).join('')}\f`).join('');
}
