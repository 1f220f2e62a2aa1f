import { describe, expect, it } from 'vitest';
import {
  type BrailleBlock,
  brailleNumber,
  centre,
  formatBrf,
  numberPages,
  pageInfoLine,
  paginate,
  wrap,
} from '../../../scripts/downloads/brfLayout.ts';

const text = (words: number) => Array.from({ length: words }, (_, index) => `W${String(index)}`).join(' ');
const lines = (count: number, heading = false): BrailleBlock => ({
  lines: Array.from({ length: count }, (_, index) => `LINE${String(index)}`),
  blankBefore: heading,
  blankAfter: heading,
  keepWithNext: heading,
});

describe('wrap', () => {
  it('fills lines to 40 cells with whole words, first line and runovers at their own cells', () => {
    const set = wrap(text(60), 2, 0);
    expect(set[0]).toMatch(/^ {2}W0 /u);
    expect(set[1]).toMatch(/^W\d/u);
    for (const line of set) expect(line.length).toBeLessThanOrEqual(40);
    expect(set.map((line) => line.trim()).join(' ')).toBe(text(60));
  });

  it('cuts only a word longer than a line, after a slash where it can, adding nothing', () => {
    const address = 'HTTPS3_/_/WWW4EXAMPLE4CO4UK_/RES\\RCES_/SCRE5-R1D]-TUTORIALS_/NVDA';
    const set = wrap(`SEE ${address}`, 0, 2);
    expect(set).toEqual(['SEE', '  HTTPS3_/_/WWW4EXAMPLE4CO4UK_/', '  RES\\RCES_/SCRE5-R1D]-TUTORIALS_/NVDA']);
    expect(wrap('X'.repeat(90), 0, 0).map((line) => line.length)).toEqual([40, 40, 10]);
  });
});

describe('centre', () => {
  it('centres each line with at least three blank cells either side', () => {
    for (const line of centre(text(30))) {
      const left = line.length - line.trimStart().length;
      expect(left).toBeGreaterThanOrEqual(3);
      expect(40 - line.length).toBeGreaterThanOrEqual(3);
      expect(Math.abs(left - (40 - line.length))).toBeLessThanOrEqual(1);
    }
  });
});

describe('brailleNumber', () => {
  it('writes the numeric indicator and the digits as the letters a to j', () => {
    expect([1, 9, 10, 25, 107].map(brailleNumber)).toEqual(['#A', '#I', '#AJ', '#BE', '#AJG']);
  });
});

describe('paginate, numberPages and formatBrf', () => {
  it('gives the text 24 lines a page, and numbers pages on their first line', () => {
    const { pages, pageOf } = paginate([lines(30), lines(30)]);
    expect(pages.map((page) => page.length)).toEqual([24, 24, 12]);
    expect(pageOf).toEqual([0, 1]);
    const numbered = numberPages(pages, 3);
    expect(numbered.map((page) => page[0]!.trim())).toEqual(['#C', '#D', '#E']);
    expect(numbered[0]).toHaveLength(25);
    expect(numbered.flat().filter((line) => line.startsWith('LINE'))).toHaveLength(60);
  });

  it('moves a heading to the next page when two lines of its text do not fit beneath it', () => {
    const { pages, pageOf } = paginate([lines(21), lines(1, true), lines(5)]);
    expect(pages[0]!.at(-1)).toBe('LINE20');
    expect(pages[1]!.slice(0, 2)).toEqual(['LINE0', '']);
    expect(pageOf).toEqual([0, 1, 1]);
  });

  it('centres the running head on the page information line, whole words only, three cells clear of the number', () => {
    expect(pageInfoLine(7)).toBe(`${' '.repeat(38)}#G`);
    const line = pageInfoLine(12, ',,NVDA ,SCRE5 ,R1D] ,TUTORIAL');
    expect(line).toBe('     ,,NVDA ,SCRE5 ,R1D] ,TUTORIAL   #AB');
    // Fitted to the file's widest number, so every page has the same head.
    expect(pageInfoLine(9, ',,NVDA ,SCRE5 ,R1D] ,TUTORIAL', 112)).toBe('          ,,NVDA ,SCRE5 ,R1D]         #I');
    const long = pageInfoLine(112, ',A ,VERY ,LONG ,TITLE ,: ,WILL ,N ,FIT ,HERE ,AT ,ALL');
    expect(long).toHaveLength(40);
    expect(long).toMatch(/^ +,A ,VERY( ,[A-Z:]+)* {3,}#AAB$/u);
  });

  it('ends every line with CR LF and every page, the last one too, with a form feed', () => {
    expect(
      formatBrf([
        ['  #A', 'ONE'],
        ['  #B', 'TWO'],
      ]),
    ).toBe('  #A\r\nONE\r\n\f  #B\r\nTWO\r\n\f');
  });
});
