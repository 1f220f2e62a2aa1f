import { describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { defaultContentFolder } from '../../../content-model/disk/index.ts';
import { compileContent } from '../../../content-model/compiler/compiledContent.ts';
import { writeBrf } from '../../../scripts/downloads/brf.ts';
import { brailleNumber, centre } from '../../../scripts/downloads/brfLayout.ts';
import { contentsAfterPages, contentsEntry } from '../../../scripts/downloads/brfPages.ts';
import { toBraille } from '../../../scripts/downloads/brfTranslate.ts';
import { downloadDocuments } from '../../../scripts/downloads/fromContent.ts';
import { normalise, pagesOf, readBack } from '../support/brailleFile.ts';

/**
 * What identifies a braille file and finds the way in it (issue 45; UKAAF's guiding principles for the
 * presentation of braille, docs/downloads-braille.md): the title page, the contents page of a long file,
 * the running head on every page after the title page, the end marker.
 */
const documents = downloadDocuments(compileContent(defaultContentFolder));
const files = documents.map((doc) => {
  const brf = writeBrf(doc);
  return [doc.fileName, { doc, brf, pages: pagesOf(brf) }] as const;
});
const nvda = files.find(([name]) => name === 'nvda-tutorial')![1];
const dragon = files.find(([name]) => name === 'dragon-quick-guide')![1];

/** Contracted braille reads the colon of "https:" back as the "cc" sign: the one inexact word (docs/downloads-braille.md). */
const readPage = (lines: readonly string[]) => normalise(readBack(lines.filter((line) => line !== '')).replaceAll('httpscc', 'https:'));

describe.each(files)('%s.brf', (_, { doc, pages }) => {
  it('opens with a title page: the title, who made it, the page it was made from, the day its words last changed, its braille pages', () => {
    const titlePage = pages[0]!;
    expect(titlePage[0]).toBe(`${' '.repeat(40 - brailleNumber(1).length)}${brailleNumber(1)}`);
    const words = readPage(titlePage.slice(1)).replaceAll('/ ', '/');
    expect(words.startsWith(normalise(doc.title))).toBe(true);
    expect(words).toContain(normalise(`Produced by ${site.companyName}`));
    expect(words).toContain(`made from the web page ${doc.source.url.toLowerCase()}`);
    expect(doc.source.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    const [year, month, day] = doc.source.lastUpdated.split('-').map(Number);
    const monthName = new Date(Date.UTC(year!, month! - 1, day)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    expect(words).toContain(normalise(`Words last changed on ${String(day)} ${monthName} ${String(year)}.`));
    expect(words).toContain(`${String(pages.length)} braille pages`);
    // The title page stands alone: the text starts on the next page.
    expect(pages.length).toBeGreaterThan(1);
  });

  it('has a running head, the title centred, on every page after the title page', () => {
    const [head] = toBraille([doc.title], 'contracted');
    for (const page of pages.slice(1)) {
      const line = page[0]!;
      const words = line.trim().split(' ').slice(0, -1).join(' ').trim();
      expect(words.length).toBeGreaterThan(0);
      expect(head!.startsWith(words)).toBe(true);
      const left = line.indexOf(words);
      expect(Math.abs(left - (40 - left - words.length))).toBeLessThanOrEqual(1 + 2 * (brailleNumber(pages.length).length + 3));
    }
  });

  it('ends with an end marker, centred after a blank line, on the last page', () => {
    const last = pages.at(-1)!;
    expect(last.at(-1)).toBe(centre(toBraille(['End of document'], 'contracted')[0]!)[0]);
    expect(last.at(-2)).toBe('');
  });
});

describe('the contents page', () => {
  it(`lists a long file's main headings, each with the braille page it is on (more than ${String(contentsAfterPages)} pages of text)`, () => {
    const contents = nvda.pages[1]!;
    expect(contents[1]!.trim()).toBe(toBraille(['Contents'], 'contracted')[0]);
    const main = nvda.doc.blocks.flatMap((block) => (block.kind === 'heading' && block.level === 2 ? [block.text] : []));
    const entries = contents.slice(3).filter((line) => line !== '');
    expect(entries).toHaveLength(main.length);
    main.forEach((heading, index) => {
      const entry = entries[index]!;
      const [words, page] = [entry.replace(/ "+ #[A-J]+$/u, ''), /#[A-J]+$/u.exec(entry)![0]];
      expect(readBack([words])).toBe(heading);
      const number = Number(readBack([page]));
      const [braille] = toBraille([heading], 'contracted');
      expect(
        nvda.pages[number - 1]!.map((line) => line.trim()),
        heading,
      ).toContain(braille);
    });
  });

  it('is left out of a short file: a quick guide goes from its title page to its text', () => {
    expect(dragon.pages.length - 1).toBeLessThanOrEqual(contentsAfterPages);
    expect(dragon.pages[1]!.map((line) => line.trim())).not.toContain(toBraille(['Contents'], 'contracted')[0]);
  });

  it('sets an entry from cell 1, runovers at cell 3, guide dots to the page number at the margin', () => {
    expect(contentsEntry(',QK ,TIPS', 11).lines).toEqual([`,QK ,TIPS ${'"'.repeat(26)} #AA`]);
    const long = contentsEntry(Array.from({ length: 9 }, () => ',WORD').join(' '), 7);
    expect(long.lines[0]).toMatch(/^,WORD/u);
    expect(long.lines[1]).toMatch(/^ {2},WORD.* "{2,} #G$/u);
    for (const line of long.lines) expect(line.length).toBeLessThanOrEqual(40);
    expect(long.lines.at(-1)).toHaveLength(40);
  });
});
