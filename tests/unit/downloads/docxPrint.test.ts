import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentFolder } from '../../../content-model/disk';
import { compileContent } from '../../../content-model/compiler/compiledContent.ts';
import { inlineText } from '../../../content-model/text/inline.ts';
import { writeDocx } from '../../../scripts/downloads/docx';
import { largePrintLayout, standardLayout } from '../../../scripts/downloads/docxLayout';
import { downloadDocuments } from '../../../scripts/downloads/fromContent';
import { printedAddress } from '../../../scripts/downloads/printedText';
import { linksOf } from '../support/docxParts';
import { pdfLines, type PdfLine } from '../support/pdfLines';

/**
 * The Word downloads as they print (issue 45): LibreOffice (headless) exports a tutorial and a quick
 * guide, ordinary and large print, to PDF, and the PDF's lines are measured: the leading, the page
 * number in every footer, each link's address after its words, no key's name split between lines.
 * Needs LibreOffice: `apt-get install -y libreoffice-writer-nogui`.
 */
const documents = downloadDocuments(compileContent(defaultContentFolder)).filter(
  (doc) => doc.fileName.endsWith('-tutorial') || doc.fileName === 'dragon-quick-guide',
);
const kinds = [
  { name: 'Word', suffix: '', largePrint: false, layout: standardLayout },
  { name: 'large-print Word', suffix: '-large-print', largePrint: true, layout: largePrintLayout },
] as const;
const work = mkdtempSync(path.join(tmpdir(), 'docx-print-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let failure: string | undefined;
beforeAll(async () => {
  const files: string[] = [];
  mkdirSync(path.join(work, 'docx'));
  for (const doc of documents) {
    for (const kind of kinds) {
      const file = path.join(work, 'docx', `${doc.fileName}${kind.suffix}.docx`);
      writeFileSync(file, await writeDocx(doc, { largePrint: kind.largePrint }));
      files.push(file);
    }
  }
  const converted = spawnSync(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(work, 'profile')}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      path.join(work, 'pdf'),
      ...files,
    ],
    { encoding: 'utf8', timeout: 240_000 },
  );
  if (converted.error || converted.status !== 0) {
    failure = `LibreOffice could not print the documents to PDF (apt-get install -y libreoffice-writer-nogui): ${converted.stderr ?? String(converted.error)}`;
  }
}, 300_000);

function printed(fileName: string): PdfLine[] {
  if (failure) throw new Error(failure);
  const file = path.join(work, 'pdf', `${fileName}.pdf`);
  expect(existsSync(file), `no PDF for ${fileName}`).toBe(true);
  return pdfLines(readFileSync(file));
}

const unspaced = (text: string) => text.replace(/\s+/gu, '');

/**
 * The printed lines in reading order, each the pieces on one baseline of one page left to right
 * (LibreOffice writes a line in pieces: a link, a field, a run after a no-break space), only those
 * starting left of `right` points (the key column) when it is given.
 */
function readingLines(lines: readonly PdfLine[], right = Infinity): string[] {
  const rows = new Map<string, PdfLine[]>();
  for (const line of lines.filter((piece) => piece.x < right)) {
    const key = `${String(line.page)} ${String(line.y)}`;
    rows.set(key, [...(rows.get(key) ?? []), line]);
  }
  return [...rows.values()]
    .sort((a, b) => a[0]!.page - b[0]!.page || b[0]!.y - a[0]!.y)
    .map((row) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((piece) => piece.text)
        .join(''),
    );
}

describe.each(documents.map((doc) => [doc.fileName, doc] as const))('%s', (_, doc) => {
  describe.each(kinds)('the $name file, printed by LibreOffice', (kind) => {
    const bodySize = kind.layout.bodySize / 2;
    const lines = () => printed(`${doc.fileName}${kind.suffix}`);

    it('sets the body text with the leading asked for: one and a half lines in large print, 1.15 in the ordinary', () => {
      // Consecutive lines of body text in one column of one page: the smallest step is the leading.
      const body = lines().filter((line) => line.size === bodySize);
      const steps = body.flatMap((line, index) => {
        const next = body[index + 1];
        return next && next.page === line.page && next.x === line.x && next.y < line.y ? [line.y - next.y] : [];
      });
      expect(steps.length).toBeGreaterThan(3);
      const leading = Math.min(...steps);
      const multiple = kind.layout.lineSpacing / 240;
      expect(leading).toBeGreaterThanOrEqual(bodySize * multiple);
      expect(leading).toBeLessThanOrEqual(bodySize * multiple * 1.25);
    });

    it('prints the page number, "Page n of m", at the foot of every page at the body size', () => {
      const all = lines();
      const pages = Math.max(...all.map((line) => line.page));
      for (let page = 1; page <= pages; page += 1) {
        const onPage = all.filter((line) => line.page === page);
        const foot = Math.min(...onPage.map((line) => line.y));
        // The footer's pieces (its words and its two fields) on the lowest line, left to right.
        const footer = onPage.filter((line) => line.y === foot).sort((a, b) => a.x - b.x);
        expect(
          footer
            .map((piece) => piece.text)
            .join('')
            .trim(),
        ).toBe(`Page ${String(page)} of ${String(pages)}`);
        expect(new Set(footer.map((piece) => piece.size))).toEqual(new Set([bodySize]));
        // At the foot: in the lowest tenth of the A4 page (842 points high).
        expect(foot).toBeLessThan(84);
      }
    });

    it('prints each link’s address after its words', () => {
      // The text as read on, the page numbers at the feet of the pages left out.
      const text = unspaced(
        readingLines(lines())
          .filter((line) => !/^Page \d+ of \d+$/u.test(line.trim()))
          .join(' '),
      );
      const links = doc.blocks.flatMap((block) =>
        block.kind === 'paragraph' ? linksOf(block.text) : block.kind === 'list' ? block.items.flatMap(linksOf) : [],
      );
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(text).toContain(unspaced(`${link.text} (${printedAddress(link)!})`));
      expect(text).toContain(unspaced(doc.source.url));
    });

    it('never splits a key’s name between lines', () => {
      // The key column: the left margin (2 cm) and 45% of the 17 cm between the margins.
      const keyColumn = 56.7 + 0.45 * 481.9;
      const printedLines = readingLines(lines(), keyColumn).map((line) => line.replaceAll('\u00a0', ' '));
      const names = doc.blocks.flatMap((block) =>
        block.kind === 'table' ? block.rows.flatMap((row) => inlineText(row[block.keyColumn ?? 0]!).split(/[+/]| or /u)) : [],
      );
      for (const name of names.map((part) => part.trim()).filter(Boolean)) {
        expect(
          printedLines.some((line) => line.includes(name)),
          name,
        ).toBe(true);
      }
    });
  });
});
