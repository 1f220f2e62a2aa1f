import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Small modules (issue 33, the developers' guide): no code file or stylesheet in src/ over 200 lines, so that each
 * can be read at once and split by concern before it grows (docs/decisions/047 shows how). The
 * compiled content (src/content/generated/) is made by the build, not written, and is left out.
 */
const MAX_LINES = 200;

const srcDir = path.join(import.meta.dirname, '..', '..', '..', 'src');
const generatedDir = path.join(srcDir, 'content', 'generated');

/** Every .ts, .tsx and .css file under `dir`, with its number of lines as `wc -l` counts them. */
function codeFileLengths(dir: string): { file: string; lines: number }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((relative) => path.join(dir, relative))
    .filter((file) => /\.(tsx?|css)$/.test(file) && !file.startsWith(generatedDir + path.sep))
    .map((file) => ({ file: path.relative(path.join(srcDir, '..'), file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

describe('the code and styles in src/', () => {
  it(`has no file over ${MAX_LINES} lines (generated content apart)`, () => {
    const files = codeFileLengths(srcDir);
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files.filter(({ lines }) => lines > MAX_LINES).map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong, `split these by concern (docs/decisions/047)`).toEqual([]);
  });
});
