import { describe, expect, it } from 'vitest';
import { inlineText } from '../../../content-model/text/inline.ts';
import type { DocumentBlock, DownloadDocument } from '../../../scripts/downloads/document.ts';
import { linkedText, writeBrf } from '../../../scripts/downloads/brf.ts';
import { fromBraille, toBraille } from '../../../scripts/downloads/brfTranslate.ts';
import { defaultContentFolder } from '../../../content-model/disk/index.ts';
import { compileContent } from '../../../content-model/compiler/compiledContent.ts';
import { tutorialsBasePath } from '../../../content-model/compiler/tutorials.ts';
import { downloadDocuments } from '../../../scripts/downloads/fromContent.ts';

/** A .brf file as a reader's pages: lines without their CR LF, page by page at each form feed. */
function pagesOf(brf: string): string[][] {
  return brf.split('\f').map((page) => page.replace(/\r\n$/u, '').split('\r\n'));
}

/** All the text of a file (no page numbers), lines joined as a reader reads on. */
function bodyText(brf: string): string {
  return pagesOf(brf)
    .map((page) =>
      page
        .slice(1)
        .map((line) => line.trim())
        .join(' '),
    )
    .join(' ');
}

/** Print compared as a reader hears it: case, spacing and curly quotes set aside. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/gu, "'")
    .replace(/[\u201c\u201d]/gu, '"')
    .replace(/\s+/gu, ' ')
    .trim();
}

function backTranslated(brf: string): { contracted: string; uncontracted: string } {
  const text = bodyText(brf);
  return {
    contracted: normalise(fromBraille([text], 'contracted')[0]!),
    uncontracted: normalise(fromBraille([text], 'uncontracted')[0]!),
  };
}

// The documents the build writes: the five tutorials, and one quick guide (Dragon's keys are in its prose).
const documents = downloadDocuments(compileContent(defaultContentFolder));
const tutorials = documents
  .filter((doc) => doc.path.startsWith(`${tutorialsBasePath}/`))
  .map((doc) => ({ name: doc.fileName, doc, brf: writeBrf(doc) }));
const quickGuide = documents.find((doc) => doc.path === '/resources/software-quick-guides/dragon')!;

const paragraph = (text: string): DocumentBlock => ({ kind: 'paragraph', text: [text] });
const filler = 'Braille readers move through a page by touch, so every heading needs the text it introduces beside it.';

function handMade(blocks: DocumentBlock[], title = 'A hand-made guide'): DownloadDocument {
  return {
    path: '/resources/test',
    fileName: 'test-guide',
    title,
    description: 'A guide made for the tests.',
    blocks,
    source: { url: 'https://www.example.co.uk/resources/test', lastUpdated: '2026-11-22' },
    producer: 'Example Assistive Technology Ltd',
  };
}

describe.each(tutorials)('the braille file $name.brf', ({ doc, brf }) => {
  const pages = pagesOf(brf);

  it('holds only braille ASCII, with CR LF line ends and a form feed between pages', () => {
    expect(brf).toMatch(/^[\x20-\x5F\r\n\f]+$/u);
    expect(brf.replace(/\r\n/gu, '')).not.toMatch(/[\r\n]/u);
    expect(pages.length).toBeGreaterThan(1);
  });

  it('has lines of at most 40 cells and pages of at most 25 lines', () => {
    for (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(25);
      for (const line of page) expect(line.length).toBeLessThanOrEqual(40);
    }
  });

  it('numbers every page, in order, at the right-hand end of the first line with three spaces before it', () => {
    const numbers = fromBraille(
      pages.map((page) => page[0]!.trim()),
      'contracted',
    );
    expect(numbers).toEqual(pages.map((_, index) => String(index + 1)));
    for (const page of pages) {
      expect(page[0]).toHaveLength(40);
      expect(page[0]).toMatch(/^ {3,}\S+$/u);
    }
  });

  it('opens with the title, centred under the page number, then a blank line', () => {
    const firstPage = pages[0]!;
    const titleLines = firstPage.slice(1, firstPage.indexOf('', 1));
    const title = fromBraille([titleLines.map((line) => line.trim()).join(' ')], 'contracted')[0];
    expect(normalise(title!)).toBe(normalise(doc.title));
    for (const line of titleLines) {
      const left = line.length - line.trimStart().length;
      const right = 40 - line.length;
      expect(left).toBeGreaterThanOrEqual(3);
      expect(right).toBeGreaterThanOrEqual(3);
      expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
    }
  });

  it('gives back every heading, every keystroke and every action when back-translated', () => {
    const back = backTranslated(brf);
    for (const block of doc.blocks) {
      if (block.kind === 'heading') expect(back.contracted).toContain(normalise(block.text));
      if (block.kind !== 'table') continue;
      expect(back.contracted).toContain(normalise(block.caption));
      for (const row of block.rows) {
        expect(back.uncontracted).toContain(normalise(`${inlineText(row[0]!)}:`));
        expect(back.contracted).toContain(normalise(inlineText(row[1]!)));
      }
    }
  });

  it('says at each command table that it is set out as a list, and writes each row key first', () => {
    const tables = doc.blocks.filter((block) => block.kind === 'table');
    const back = backTranslated(brf).contracted;
    expect(back.split('table set out as a list: each row gives the command, a colon, then the action.')).toHaveLength(tables.length + 1);
    const rowLines = pages.flatMap((page) => page.filter((line) => /^\S.*3 /u.test(line)));
    const first = tables[0]!.rows[0]!;
    expect(rowLines.some((line) => fromBraille([line.split('3 ')[0]!], 'uncontracted')[0] === inlineText(first[0]!))).toBe(true);
  });

  it('never leaves a heading as the last line of a page', () => {
    const headings = doc.blocks.flatMap((block) =>
      block.kind === 'heading' ? [block.text] : block.kind === 'table' ? [block.caption] : [],
    );
    const braille = new Set(toBraille(headings, 'contracted'));
    for (const page of pages.slice(0, -1)) {
      expect(braille.has(page[page.length - 1]!.trim())).toBe(false);
    }
  });
});

describe('the braille file of a quick guide (Dragon)', () => {
  const brf = writeBrf(quickGuide);

  it('fits the page, gives back every heading and has no keystroke note where there is no command table', () => {
    for (const page of pagesOf(brf)) {
      expect(page.length).toBeLessThanOrEqual(25);
      for (const line of page) expect(line.length).toBeLessThanOrEqual(40);
    }
    const back = backTranslated(brf).contracted;
    for (const block of quickGuide.blocks) {
      if (block.kind === 'heading') expect(back).toContain(normalise(block.text));
    }
    expect(back).toContain('this file is in unified english braille, contracted (grade 2), translated by liblouis.');
    expect(back).not.toContain('keystrokes');
  });
});

describe('braille layout of a hand-made guide', () => {
  it('keeps a heading with at least two lines of its text, wherever the page would end', () => {
    const heading = 'Keep me with my text';
    const [braille] = toBraille([heading], 'contracted');
    for (let count = 0; count < 16; count += 1) {
      const blocks: DocumentBlock[] = [
        ...Array.from({ length: count }, () => paragraph(filler)),
        { kind: 'heading', level: count % 2 === 0 ? 2 : 3, text: heading },
        paragraph(`${filler} ${filler}`),
      ];
      for (const page of pagesOf(writeBrf(handMade(blocks)))) {
        const at = page.findIndex((line) => line.trim() === braille);
        if (at === -1) continue;
        const after = page.slice(at + 1).filter((line) => line !== '');
        expect(after.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('centres main headings and puts subheadings at cell 5, each after a blank line', () => {
    const brf = writeBrf(handMade([paragraph(filler), { kind: 'heading', level: 2, text: 'Main' }, paragraph(filler)]));
    const lines = pagesOf(brf)[0]!;
    const main = lines.findIndex((line) => line.trim() === ',MA9');
    expect(lines[main - 1]).toBe('');
    expect(lines[main + 1]).toBe('');
    expect(lines[main]!.indexOf(',')).toBeGreaterThanOrEqual(16);
    const sub = pagesOf(writeBrf(handMade([paragraph(filler), { kind: 'heading', level: 3, text: 'Sub' }])))[0]!;
    const at = sub.findIndex((line) => line.trim() === ',SUB');
    expect(sub[at]).toBe('    ,SUB');
    expect(sub[at - 1]).toBe('');
  });

  it('starts each list item on a new line with its number or bullet, runovers indented to cell 3', () => {
    const items = [[`Open the settings. ${filler}`], ['Close them.']];
    const brf = writeBrf(
      handMade([
        { kind: 'list', ordered: true, items },
        { kind: 'list', ordered: false, items },
      ]),
    );
    const lines = pagesOf(brf).flat();
    const first = lines.findIndex((line) => line.startsWith('#A4 '));
    expect(lines[first + 1]).toMatch(/^ {2}\S/u);
    expect(lines.some((line) => line.startsWith('#B4 '))).toBe(true);
    expect(lines.filter((line) => line.startsWith('_4 '))).toHaveLength(2);
    const back = backTranslated(brf).contracted;
    expect(back).toContain(`1. open the settings. ${normalise(filler)}`);
    expect(back).toContain('• close them.');
  });

  it('never splits a word between lines', () => {
    const text = Array.from({ length: 6 }, () => filler).join(' ');
    const braille = toBraille([text], 'contracted')[0]!;
    const brf = writeBrf(handMade([paragraph(text)]));
    const body = pagesOf(brf).flatMap((page) => page.slice(1).filter((line) => line !== ''));
    const start = body.findIndex((line) => braille.startsWith(line.trim()));
    const lines = body.slice(start).map((line) => line.trim());
    expect(lines.join(' ').startsWith(braille)).toBe(true);
  });

  it('gives a web address in full after the words of its link', () => {
    const inline = [
      'Get it from the ',
      { text: 'NV Access download page', href: 'https://www.nvaccess.org/download' },
      ' or our ',
      { text: 'NVDA tutorial', href: '/resources/screen-reader-tutorials/nvda' },
      '.',
    ];
    expect(linkedText(inline)).toBe('Get it from the NV Access download page (https://www.nvaccess.org/download) or our NVDA tutorial.');
    const brf = writeBrf(handMade([{ kind: 'paragraph', text: inline }]), { siteUrl: 'https://www.example.co.uk/' });
    const lines = pagesOf(brf)[0]!.map((line) => line.trim());
    // Contracted back-translation reads the colon after "https" as the "cc" sign, the one inexact word.
    const back = fromBraille(lines, 'contracted').join(' ').toLowerCase().replaceAll('httpscc', 'https:');
    expect(back).toContain('nv access download page (https://www.nvaccess.org/download) or our nvda tutorial (');
    // An address longer than a line goes on at the start of the next, cut after a slash, nothing added.
    expect(back).toContain('(https://www.example.co.uk/ resources/screen-reader-tutorials/nvda).');
  });

  it('says in plain words what to install when liblouis is missing', () => {
    expect(() => writeBrf(handMade([paragraph(filler)]), { louTranslate: '/nonexistent/lou_translate' })).toThrow(
      "Braille files need liblouis: install Debian's liblouis-bin and liblouis-data (apt-get install liblouis-bin liblouis-data)",
    );
  });
});
