import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentFolder } from '../../content-model/disk';
import { compileContent } from '../../content-model/compiler/compiledContent.ts';
import { loadQuickGuides, quickGuidesBasePath } from '../../content-model/compiler/quickGuides.ts';
import { tutorialsBasePath } from '../../content-model/compiler/tutorials.ts';
import { downloadFiles, downloadFormats, downloadHref, downloadsFolder } from '../../content-model/downloads/files.ts';
import { downloadDocuments } from '../../scripts/downloads/fromContent';
import { writeDownloads } from '../../scripts/downloads/writeDownloads';
import { distDir } from '../../scripts/shared/buildPaths';
import { createApp } from '../../server/app';
import { downloadsSection } from '../../src/content/generated/downloadsSection';
import { practiceResources } from '../../src/content/generated/practiceResources';
import { routeTable } from '../../src/routes/routeTable';
import { builtPage } from './builtSite';

/* The downloads the build wrote into dist/downloads/ (issue 34); run `npm run build` first. */

const pagesWithDownloads = routeTable
  .map((route) => route.path)
  .filter((routePath) => routePath.startsWith(`${tutorialsBasePath}/`) || routePath.startsWith(`${quickGuidesBasePath}/`));
const content = compileContent(defaultContentFolder);
const documents = downloadDocuments(content);
const expectedFiles = documents.flatMap((doc) => downloadFormats.map((format) => downloadHref(doc.fileName, format)));

describe('the downloads the build wrote', () => {
  let fresh: string;
  beforeAll(async () => {
    fresh = mkdtempSync(path.join(tmpdir(), 'downloads-'));
    await writeDownloads(fresh, content);
  }, 120_000);
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it('are a Word document, a large-print Word document, a braille-ready file and an EPUB for each tutorial and quick guide', () => {
    // Five tutorials and thirteen guides here; a copy with the owner's added guide has one more.
    expect(pagesWithDownloads.length).toBeGreaterThanOrEqual(18);
    expect(documents.map((doc) => doc.path).sort()).toEqual([...pagesWithDownloads].sort());
    expect(expectedFiles).toContain('/downloads/jaws-tutorial-large-print.docx');
    expect(expectedFiles).toContain('/downloads/dragon-quick-guide.brf');
    expect(expectedFiles).toContain('/downloads/dragon-quick-guide.epub');
    const built = readdirSync(path.join(distDir, downloadsFolder)).filter((name) => !/\.(br|gz)$/.test(name));
    expect(built.map((name) => `/${downloadsFolder}/${name}`).sort()).toEqual([...expectedFiles].sort());
  });

  it('are made from the content as it is now, byte for byte (never written by hand, never out of date)', () => {
    for (const href of expectedFiles) {
      expect(readFileSync(path.join(distDir, href)).equals(readFileSync(path.join(fresh, href))), href).toBe(true);
    }
  });

  it('keep a compressed copy of each braille file beside it (a Word document and an EPUB are zips already)', () => {
    const names = readdirSync(path.join(distDir, downloadsFolder));
    for (const href of expectedFiles.filter((file) => file.endsWith('.brf'))) {
      const name = path.basename(href);
      expect(names, name).toEqual(expect.arrayContaining([`${name}.br`, `${name}.gz`]));
    }
  });
});

describe('the downloads as the server sends them', () => {
  const app = createApp();

  it('sends a Word document as one, checked again on each visit so a changed page never leaves an old copy', async () => {
    const response = await request(app).get('/downloads/jaws-tutorial.docx');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(downloadFiles.docx.mediaType);
    expect(response.headers['cache-control']).toMatch(/no-cache/);
    expect(response.headers.etag).toBeTruthy();
    const again = await request(app).get('/downloads/jaws-tutorial.docx').set('If-None-Match', String(response.headers.etag));
    expect(again.status).toBe(304);
  });

  it('sends an EPUB as one (reading apps open it by its type), checked again on each visit, never compressed again', async () => {
    const response = await request(app).get('/downloads/dragon-quick-guide.epub').set('Accept-Encoding', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/epub+zip');
    expect(response.headers['cache-control']).toMatch(/no-cache/);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('sends a braille file as plain text, compressed with brotli when the browser takes it', async () => {
    const response = await request(app).get('/downloads/jaws-tutorial.brf').set('Accept-Encoding', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('the links to them, near the top of each tutorial and quick guide', () => {
  const words = downloadsSection!;

  it.each(documents.map((doc) => [doc.path, doc] as const))('%s: a heading, then each file, its format and its size', (pagePath, doc) => {
    const { document } = new JSDOM(builtPage(pagePath)).window;
    const main = within(document.querySelector('main')!);
    const heading = pagePath.startsWith(`${tutorialsBasePath}/`) ? words.tutorialHeading : words.guideHeading;
    // Near the top: the first heading after the page's own, before any of its lesson.
    const headings = main.getAllByRole('heading', { level: 2 });
    expect(headings[0]!.textContent).toBe(heading);
    const section = within(main.getByRole('heading', { level: 2, name: heading }).closest('section')!);
    const title = main.getByRole('heading', { level: 1 }).textContent!;

    const links = section.getAllByRole('link');
    expect(links).toHaveLength(downloadFormats.length);
    downloadFormats.forEach((format, index) => {
      const href = downloadHref(doc.fileName, format);
      const kilobytes = Math.max(1, Math.ceil(statSync(path.join(distDir, href)).size / 1024));
      const seen = `${words.formats[format].name} (${downloadFiles[format].type}, ${kilobytes} KB)`;
      const link = links[index]!;
      // The words a person sees say the format and the size; a screen reader also hears whose file it is.
      // (The words a screen reader hears are checked in Chromium too: tests/e2e/resources.spec.ts.)
      expect(link.firstChild?.textContent).toBe(seen);
      expect(link.textContent).toBe(`${seen} of the ${title}`);
      expect(link.querySelector('.sr-only')?.textContent).toBe(` of the ${title}`);
      expect(link.getAttribute('href')).toBe(href);
      expect(link.hasAttribute('download')).toBe(true);
      expect(link.getAttribute('type')).toBe(downloadFiles[format].mediaType);
      // What each file is for, under its link.
      expect(link.nextElementSibling?.textContent).toBe(words.formats[format].use);
    });
  });

  it('say the sizes in the words a file manager uses', () => {
    const { document } = new JSDOM(builtPage(`${tutorialsBasePath}/jaws`)).window;
    const names = within(document.querySelector('main')!)
      .getAllByRole('link')
      .map((link) => link.firstChild?.textContent ?? '')
      .filter((name) => / KB\)$/.test(name));
    expect(names).toEqual([
      expect.stringMatching(/^Word document \(DOCX, \d+ KB\)$/),
      expect.stringMatching(/^Large print Word document \(DOCX, \d+ KB\)$/),
      expect.stringMatching(/^Braille-ready file \(BRF, \d+ KB\)$/),
      expect.stringMatching(/^EPUB \(ebook, \d+ KB\)$/),
    ]);
  });
});

describe("the browser's code", () => {
  it('carries none of the downloads’ words, nor the guides’ tips nor the practice resources: the pages keep them from their HTML', () => {
    const assets = path.join(distDir, 'assets');
    const code = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(assets, name), 'utf8'))
      .join('\n');
    const guides = loadQuickGuides(defaultContentFolder);
    const prerenderedOnly = [
      downloadsSection!.intro,
      ...downloadFormats.map((format) => downloadsSection!.formats[format].use),
      practiceResources!.intro,
      // Each tip's words (a title may also be a card's or a course's elsewhere).
      ...guides.flatMap(({ guide }) => guide.tips.flatMap((tip) => tip.text.filter((part) => typeof part === 'string'))),
    ];
    expect(guides.length).toBeGreaterThanOrEqual(13);
    for (const words of prerenderedOnly) expect(code.includes(JSON.stringify(words).slice(1, -1)), words).toBe(false);
  });
});
