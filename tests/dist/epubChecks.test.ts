import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentFolder } from '../../content-model/disk';
import { compileContent } from '../../content-model/compiler/compiledContent.ts';
import { downloadsFolder } from '../../content-model/downloads/files.ts';
import { writeEpub } from '../../scripts/downloads/epub';
import { downloadDocuments } from '../../scripts/downloads/fromContent';
import { distDir } from '../../scripts/shared/buildPaths';
import { ace, epubcheck, type AceResult, type EpubcheckResult } from './epubCheckers';

/*
 * The EPUBs the build wrote into dist/downloads/ (issue 45, docs/decisions/087; run `npm run build`
 * first), checked as a library or a bookshop would check them: every one by Debian's epubcheck with no
 * error or warning, and every one by Ace by DAISY, in Debian's Chromium, with no violation (issue 45
 * asks it of every EPUB; each Ace run starts a browser, a few seconds a file, while epubcheck checks
 * them all beside it). Each checker also gets a planted fault, so a checker that stopped
 * checking would fail here.
 */
const folder = path.join(distDir, downloadsFolder);
const built = readdirSync(folder)
  .filter((name) => name.endsWith('.epub'))
  .map((name) => path.join(folder, name));

const planted = mkdtempSync(path.join(tmpdir(), 'epub-checks-'));
/** A copy of a built EPUB with its mimetype compressed, which OCF forbids. */
const compressedMimetype = path.join(planted, 'compressed-mimetype.epub');
/** An EPUB made by the writer from a page with a link that has no words, which WCAG 2.4.4 and 4.1.2 forbid. */
const wordlessLink = path.join(planted, 'wordless-link.epub');

let checked: Map<string, EpubcheckResult>;
const aced = new Map<string, AceResult>();

beforeAll(async () => {
  const zip = await JSZip.loadAsync(readFileSync(path.join(folder, 'jaws-tutorial.epub')));
  writeFileSync(compressedMimetype, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
  const guide = downloadDocuments(compileContent(defaultContentFolder)).find((doc) => doc.fileName === 'dragon-quick-guide')!;
  const fault = { ...guide, blocks: [...guide.blocks, { kind: 'paragraph' as const, text: [{ href: 'https://example.org/', text: '' }] }] };
  writeFileSync(wordlessLink, await writeEpub(fault));

  // epubcheck (Java, all files in 5 s) beside two lanes of Ace (a browser started for each file,
  // 1.5 s each): 29 s on two cores, where one lane took 34.
  const toAce = [...built, wordlessLink];
  const aceLane = async (first: number) => {
    for (let index = first; index < toAce.length; index += 2)
      aced.set(toAce[index]!, await ace(toAce[index]!, path.join(planted, `ace-${index}`)));
  };
  [checked] = await Promise.all([epubcheck([...built, compressedMimetype]), aceLane(0), aceLane(1)]);
}, 300_000);
afterAll(() => rmSync(planted, { recursive: true, force: true }));

describe('epubcheck', () => {
  it('finds no error and no warning in any EPUB the build wrote, one for each tutorial and quick guide', () => {
    expect(built.length).toBeGreaterThanOrEqual(18);
    for (const file of built) expect(checked.get(file)!.problems, checked.get(file)!.output).toBe(0);
  });

  it('finds the planted fault: a compressed mimetype', () => {
    expect(checked.get(compressedMimetype)!.problems).toBeGreaterThan(0);
    expect(checked.get(compressedMimetype)!.output).toMatch(/mimetype/i);
  });
});

describe('Ace by DAISY', () => {
  it.each(built.map((file) => [path.basename(file), file]))('finds no violation in %s', (_name, file) => {
    expect(aced.get(file)).toEqual({ outcome: 'pass', violations: [] });
  });

  it('finds the planted fault: a link with no words', () => {
    const result = aced.get(wordlessLink)!;
    expect(result.outcome).toBe('fail');
    expect(result.violations).toContainEqual(expect.stringMatching(/^link-name \(serious\) in content\.xhtml$/));
  });
});
