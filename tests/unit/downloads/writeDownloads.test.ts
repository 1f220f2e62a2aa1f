import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultContentFolder } from '../../../content-model/disk';
import { compileContent } from '../../../content-model/compiler/compiledContent.ts';
import { brailleLeftOut, writeDownloads } from '../../../scripts/downloads/writeDownloads';

/**
 * The downloads' writer (docs/decisions/067, 070), over the real content cut down to one tutorial and
 * one quick guide, so that it writes a few files in a second or two: every file is checked in
 * tests/dist/downloads.test.ts.
 */
const content = compileContent(defaultContentFolder);
const twoPages = {
  ...content,
  tutorials: content.tutorials.filter((tutorial) => tutorial.slug === 'jaws'),
  quickGuides: content.quickGuides.filter((guide) => guide.guide.slug === 'dragon'),
};
const jaws = '/resources/screen-reader-tutorials/jaws';
const dragon = '/resources/software-quick-guides/dragon';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function distFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'write-downloads-'));
  folders.push(folder);
  return folder;
}

describe('writeDownloads', () => {
  it('with liblouis, writes each page its Word, large print Word, braille and EPUB files, and leaves nothing out', async () => {
    const dist = distFolder();
    const { written, leftOut } = await writeDownloads(dist, twoPages);
    expect(leftOut).toBeUndefined();
    expect(written.map((file) => `${file.pagePath} ${file.href}`)).toEqual([
      `${jaws} /downloads/jaws-tutorial.docx`,
      `${jaws} /downloads/jaws-tutorial-large-print.docx`,
      `${jaws} /downloads/jaws-tutorial.brf`,
      `${jaws} /downloads/jaws-tutorial.epub`,
      `${dragon} /downloads/dragon-quick-guide.docx`,
      `${dragon} /downloads/dragon-quick-guide-large-print.docx`,
      `${dragon} /downloads/dragon-quick-guide.brf`,
      `${dragon} /downloads/dragon-quick-guide.epub`,
    ]);
    for (const file of written) expect(existsSync(path.join(dist, file.href)), file.href).toBe(true);
  }, 60_000);

  it('without liblouis, writes the Word and EPUB files, leaves the braille out and says so in one line that says how to add it', async () => {
    const dist = distFolder();
    const { written, leftOut } = await writeDownloads(dist, twoPages, { louTranslate: '/nonexistent/lou_translate' });
    expect(written.map((file) => `${file.pagePath} ${file.format}`)).toEqual([
      `${jaws} docx`,
      `${jaws} largePrintDocx`,
      `${jaws} epub`,
      `${dragon} docx`,
      `${dragon} largePrintDocx`,
      `${dragon} epub`,
    ]);
    // The pages link to what was written, and only that is in the folder.
    expect(readdirSync(path.join(dist, 'downloads')).sort()).toEqual(written.map((file) => path.basename(file.href)).sort());
    expect(leftOut).toBe(brailleLeftOut);
    expect(leftOut).not.toContain('\n');
    expect(leftOut).toBe(
      "Braille files left out: liblouis is not installed (no lou_translate on the PATH), so the tutorials and quick guides offer their Word, large print Word and EPUB files only. To add them, install Debian's liblouis-bin and liblouis-data (apt-get install liblouis-bin liblouis-data), then build again.",
    );
  }, 60_000);
});
