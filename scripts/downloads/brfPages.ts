import { type BrailleBlock, brailleNumber, cellsPerLine, centre, formatBrf, numberPages, paginate, wrap } from './brfLayout.ts';

/**
 * The parts of a braille file around its text (UKAAF's "Guiding Principles for the Presentation of
 * Braille", 2016: identification, running headers, page numbering; docs/downloads-braille.md): a title
 * page, a contents page when the text is long, a running head on every page after the title page, and
 * an end marker. Each piece of braille is given already translated.
 */
export interface FrontMatter {
  title: () => string;
  /** Who made it and where it comes from, one centred line each on the title page. */
  lines: (() => string)[];
  /** The day its words last changed, in words. */
  updated: () => string;
  /** "braille pages", after the number of them. */
  pages: () => string;
  contents: () => string;
  end: () => string;
  /** The transcriber's note on the code, at the foot of the title page. */
  note: () => BrailleBlock;
}

/** Text longer than this many braille pages gets a contents page (a quick guide has none; a tutorial has). */
export const contentsAfterPages = 4;

/** Guide dots (dot 5) between a contents entry and its page number, in braille ASCII. */
const guideDot = '"';

const block = (lines: string[], blankBefore = false, blankAfter = false): BrailleBlock => ({
  lines,
  blankBefore,
  blankAfter,
  keepWithNext: false,
});

/**
 * A contents entry: its words from cell 1, runovers at cell 3, then guide dots with a blank cell either
 * side, and the braille page number at the right-hand margin.
 */
export function contentsEntry(braille: string, page: number): BrailleBlock {
  const number = brailleNumber(page);
  const lines = wrap(braille, 0, 2, cellsPerLine - number.length - 4);
  const last = lines.pop() ?? '';
  const dots = guideDot.repeat(cellsPerLine - last.length - number.length - 2);
  return block([...lines, `${last} ${dots} ${number}`]);
}

function titlePage(front: FrontMatter, total: number): string[][] {
  return paginate([
    block(centre(front.title()), false, true),
    ...front.lines.map((line) => block(centre(line()))),
    block(centre(front.updated()), true),
    block(centre(`${brailleNumber(total)} ${front.pages()}`), true),
    front.note(),
  ]).pages;
}

/** The contents pages, listing each main heading (`mainHeadings`: their blocks) with the page it is on. */
function contentsPages(front: FrontMatter, body: readonly BrailleBlock[], mainHeadings: readonly number[], pageOf: readonly number[]) {
  const entries = (firstTextPage: number) =>
    mainHeadings.map((index) => contentsEntry(body[index]!.lines.map((line) => line.trim()).join(' '), firstTextPage + pageOf[index]!));
  // How many pages the contents take depends on the widths of the numbers, which depend on it: settle it.
  let count = 1;
  for (;;) {
    const pages = paginate([block(centre(front.contents()), false, true), ...entries(2 + count)]).pages;
    if (pages.length === count) return pages;
    count = pages.length;
  }
}

/** The whole file: title page, contents (for long text), the text with its end marker, every page numbered. */
export function assemble(front: FrontMatter, body: readonly BrailleBlock[], mainHeadings: readonly number[]): string {
  // The end marker never stands alone at the top of a page: the text's last lines go over with it.
  const last = body.at(-1);
  const text = paginate([...body.slice(0, -1), ...(last ? [{ ...last, keepWithNext: true }] : []), block(centre(front.end()), true)]);
  const contents =
    text.pages.length > contentsAfterPages && mainHeadings.length > 0 ? contentsPages(front, body, mainHeadings, text.pageOf) : [];
  let title = titlePage(front, 1 + contents.length + text.pages.length);
  const total = title.length + contents.length + text.pages.length;
  if (title.length > 1) title = titlePage(front, total);
  const runningHead = front.title();
  return formatBrf([
    ...numberPages(title, 1),
    ...numberPages(contents, 1 + title.length, runningHead, total),
    ...numberPages(text.pages, 1 + title.length + contents.length, runningHead, total),
  ]);
}
