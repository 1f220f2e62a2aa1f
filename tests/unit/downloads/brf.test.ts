import { describe, expect, it } from 'vitest';
import { inlineText } from '../../../content-model/text/inline.ts';
import type { DocumentBlock, DownloadDocument } from '../../../scripts/downloads/document.ts';
import { writeBrf } from '../../../scripts/downloads/brf.ts';
import { linkedText } from '../../../scripts/downloads/printedText.ts';
import { fromBraille, printLine, toBraille } from '../../../scripts/downloads/brfTranslate.ts';
import { brailleNumber, wrap } from '../../../scripts/downloads/brfLayout.ts';
import { bodyText, indentOf, normalise, pagesOf, readBack, tableRows } from '../support/brailleFile.ts';
import { defaultContentFolder } from '../../../content-model/disk/index.ts';
import { compileContent } from '../../../content-model/compiler/compiledContent.ts';
import { tutorialsBasePath } from '../../../content-model/compiler/tutorials.ts';
import { downloadDocuments } from '../../../scripts/downloads/fromContent.ts';

function backTranslated(brf: string): { contracted: string } {
  return { contracted: normalise(fromBraille([bodyText(brf)], 'contracted')[0]!) };
}

// The documents the build writes: the five tutorials, and one quick guide (Dragon's keys are in its prose).
const documents = downloadDocuments(compileContent(defaultContentFolder));
const files = documents.map((doc) => ({ name: doc.fileName, doc, brf: writeBrf(doc) }));
const tutorials = files.filter(({ doc }) => doc.path.startsWith(`${tutorialsBasePath}/`));
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

describe.each(tutorials.map((file) => [`${file.name}.brf`, file] as const))('the braille file %s', (_, { doc, brf }) => {
  const pages = pagesOf(brf);

  it('holds only braille ASCII, with CR LF line ends and a form feed ending each page, the last one too', () => {
    expect(brf).toMatch(/^[\x20-\x5F\r\n\f]+$/u);
    expect(brf.replace(/\r\n/gu, '')).not.toMatch(/[\r\n]/u);
    expect(pages.length).toBeGreaterThan(1);
    expect(brf.endsWith('\r\n\f')).toBe(true);
    expect(brf.split('\f')).toHaveLength(pages.length + 1);
  });

  it('has lines of at most 40 cells and pages of at most 25 lines', () => {
    for (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(25);
      for (const line of page) expect(line.length).toBeLessThanOrEqual(40);
    }
  });

  it('numbers every page, in order, at the right-hand end of the first line with three spaces before it', () => {
    const numbers = fromBraille(
      pages.map((page) => page[0]!.trim().split(' ').at(-1)!),
      'contracted',
    );
    expect(numbers).toEqual(pages.map((_, index) => String(index + 1)));
    pages.forEach((page, index) => {
      expect(page[0]).toHaveLength(40);
      expect(page[0]!.endsWith(`   ${brailleNumber(index + 1)}`)).toBe(true);
    });
  });

  it('opens with the title, centred on the title page, then a blank line', () => {
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
        expect(back.contracted).toContain(normalise(inlineText(row[0]!)));
        expect(back.contracted).toContain(normalise(inlineText(row[1]!)));
      }
    }
  });

  it('says at each command table how it is set out: the key at the margin, what it does on the line below', () => {
    const tables = doc.blocks.filter((block) => block.kind === 'table');
    const back = backTranslated(brf).contracted;
    const note = 'table set out as a list: each row gives the command at the margin, then the action on the line below, indented.';
    expect(back.split(note)).toHaveLength(tables.length + 1);
    const rows = tableRows(
      brf,
      tables.map((table) => table.rows.length),
    );
    tables.forEach((table, index) => {
      expect(rows[index]!.map((row) => normalise(readBack(row.action)))).toEqual(table.rows.map((row) => normalise(inlineText(row[1]!))));
    });
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

/** Each command table of a document, with the rows the braille file sets for it. */
function tablesOf(doc: DownloadDocument, brf: string) {
  const tables = doc.blocks.filter((block) => block.kind === 'table');
  const rows = tableRows(
    brf,
    tables.map((table) => table.rows.length),
  );
  return tables.map((table, index) => ({ table, rows: rows[index]! }));
}

describe('the keys in the command tables of every braille file', () => {
  const withTables = files
    .filter(({ doc }) => doc.blocks.some((block) => block.kind === 'table'))
    .map((file) => [`${file.name}.brf`, file] as const);

  it.each(withTables)('%s: every key reads back exactly as the page prints it, on lines of its own', (_, { doc, brf }) => {
    const keys = tablesOf(doc, brf).flatMap(({ table, rows }) =>
      rows.map((row, index) => ({ braille: readBack(row.key), print: printLine(inlineText(table.rows[index]![0]!)) })),
    );
    expect(keys.length).toBeGreaterThanOrEqual(10);
    expect(keys.map((key) => key.braille)).toEqual(keys.map((key) => key.print));
  });

  it.each(withTables)(
    '%s: spells each key one way, as the text around it does (contracted, with grade 1 indicators)',
    (_, { doc, brf }) => {
      for (const { table, rows } of tablesOf(doc, brf)) {
        rows.forEach((row, index) => {
          const print = printLine(inlineText(table.rows[index]![0]!));
          const [contracted, uncontracted] = [toBraille([print], 'contracted')[0]!, toBraille([print], 'uncontracted')[0]!];
          expect(row.key.map((line) => line.trim()).join(' ')).toBe(contracted);
          // The grade 1 spelling of a key that has a contracted one (",DOWN ,ARROW" for ",D[N ,>R[") never
          // appears: a search finds every use. (",ALT" is part of ";,ALT", so only a spelling apart is sought.)
          if (!contracted.includes(uncontracted)) expect(brf, print).not.toContain(uncontracted);
        });
      }
    },
  );

  it('reads back the keys a contracted reading once turned into words (issue 45)', () => {
    const keysOf = (fileName: string) => {
      const file = files.find(({ doc }) => doc.fileName === fileName)!;
      return tablesOf(file.doc, file.brf).flatMap(({ rows }) => rows.map((row) => readBack(row.key)));
    };
    const nvda = keysOf('nvda-tutorial');
    for (const key of ['K / Shift+K', 'D / Shift+D', 'F / Shift+F', 'T / L', 'H / Shift+H']) expect(nvda).toContain(key);
    for (const name of ['jaws-tutorial', 'narrator-tutorial']) expect(keysOf(name)).toContain('H / Shift+H');
    const desktop = files.find(({ doc }) => doc.fileName === 'desktop-navigation-tutorial')!;
    const alt = tablesOf(desktop.doc, desktop.brf)
      .flatMap(({ rows }) => rows)
      .find((row) => readBack(row.key) === 'Alt');
    expect(alt && readBack(alt.action)).toMatch(/^Move to the menu bar/u);
  });

  it('never joins a key and its action on one line, so no colon of an action reads as the join', () => {
    const nvda = files.find(({ doc }) => doc.fileName === 'nvda-tutorial')!;
    for (const { rows } of tablesOf(nvda.doc, nvda.brf)) {
      for (const row of rows) {
        expect(row.key.every((line, index) => indentOf(line) === (index === 0 ? 0 : 4))).toBe(true);
        expect(indentOf(row.action[0]!)).toBe(2);
      }
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

  it('numbers its five tips 1 to 5, as the page does, each a cell-5 heading after a blank line', () => {
    const tips = quickGuide.blocks.flatMap((block) => (block.kind === 'heading' && block.level === 3 ? [block] : []));
    expect(tips.map((tip) => tip.number)).toEqual([1, 2, 3, 4, 5]);
    const pages = pagesOf(brf);
    tips.forEach((tip, index) => {
      const braille = toBraille([`${String(index + 1)}. ${tip.text}`], 'contracted')[0]!;
      const page = pages.find((lines) => lines.includes(wrap(braille, 4, 4)[0]!));
      const at = page?.indexOf(wrap(braille, 4, 4)[0]!) ?? -1;
      expect(at, tip.text).toBeGreaterThan(0);
      // After a blank line, or first on its page.
      expect(at === 1 || page![at - 1] === '').toBe(true);
    });
    expect(backTranslated(brf).contracted).toContain(`1. ${normalise(tips[0]!.text)}`);
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
    // Page 1 is the title page: the text starts on page 2.
    const lines = pagesOf(brf)[1]!;
    const main = lines.findIndex((line) => line.trim() === ',MA9');
    expect(lines[main - 1]).toBe('');
    expect(lines[main + 1]).toBe('');
    expect(lines[main]!.indexOf(',')).toBeGreaterThanOrEqual(16);
    const sub = pagesOf(writeBrf(handMade([paragraph(filler), { kind: 'heading', level: 3, text: 'Sub' }])))[1]!;
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
    const lines = pagesOf(brf)[1]!.map((line) => line.trim());
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
