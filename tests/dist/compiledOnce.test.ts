import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFiles } from '../unit/support/contentFiles';
import { projectCopy } from './builtSite';

/**
 * The content is compiled once per build, and read once (docs/decisions/077): in a build of a temporary
 * copy of the project, with every read of a file counted (./countReads.ts), each content file is read
 * exactly once, by the one compile that every later step takes its content from: the browser's bundle,
 * the prerender, the search index, the downloads and the editing screen's description. A step that
 * reads the content again, or compiles it again from its files, reads a file twice. The search index
 * is made from the pages as the prerender rendered them, not read back from dist/.
 */
const copy = projectCopy('compiled-once');
let build: ReturnType<typeof copy.buildCountingReads>;

beforeAll(() => {
  copy.create();
  build = copy.buildCountingReads();
}, 300_000);
afterAll(() => copy.remove());

describe('one build', () => {
  it('builds', () => {
    expect(build.output).toMatch(/Prerendered \d+ routes/);
    expect(build.status, build.output.slice(-3000)).toBe(0);
  });

  it('reads every content file once', () => {
    const files = contentFiles(copy.at('src/content'));
    expect(files.length).toBeGreaterThan(40);
    expect(Object.fromEntries(files.map((file) => [file, build.reads[file] ?? 0]))).toEqual(
      Object.fromEntries(files.map((file) => [file, 1])),
    );
    // Nor any other file of the content folder (the sweep's record, when there is one) more than once; its code is not content.
    const readAgain = Object.entries(build.reads).filter(
      ([file, times]) => file.startsWith('src/content/') && !file.endsWith('.ts') && times > 1,
    );
    expect(readAgain).toEqual([]);
  });

  it('reads back no page it rendered, but to compress it', () => {
    // dist/index.html is Vite's page template before the prerender writes the home page over it.
    const pagesReadAgain = Object.entries(build.reads).filter(
      ([file, times]) => file.startsWith('dist/') && file.endsWith('.html') && file !== 'dist/index.html' && times > 1,
    );
    expect(Object.keys(build.reads).filter((file) => file.endsWith('.html')).length).toBeGreaterThan(40);
    expect(pagesReadAgain).toEqual([]);
  });
});
