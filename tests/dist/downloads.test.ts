import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentFolder } from '../../scripts/content';
import { quickGuidesBasePath } from '../../scripts/content/quickGuides';
import { tutorialsBasePath } from '../../scripts/content/tutorials';
import { downloadFormats, downloadHref, downloadsFolder } from '../../scripts/downloads/files';
import { downloadDocuments } from '../../scripts/downloads/fromContent';
import { writeDownloads } from '../../scripts/downloads/writeDownloads';
import { distDir } from '../../scripts/shared/buildPaths';
import { createApp } from '../../server/app';
import { routeTable } from '../../src/routes/routeTable';

/* The downloads the build wrote into dist/downloads/ (issue 34); run `npm run build` first. */

const pagesWithDownloads = routeTable
  .map((route) => route.path)
  .filter((routePath) => routePath.startsWith(`${tutorialsBasePath}/`) || routePath.startsWith(`${quickGuidesBasePath}/`));
const documents = downloadDocuments(defaultContentFolder);
const expectedFiles = documents.flatMap((doc) => downloadFormats.map((format) => downloadHref(doc.fileName, format)));

describe('the downloads the build wrote', () => {
  let fresh: string;
  beforeAll(async () => {
    fresh = mkdtempSync(path.join(tmpdir(), 'downloads-'));
    await writeDownloads(fresh, defaultContentFolder);
  }, 120_000);
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it('are a Word document, a large-print Word document and a braille-ready file for each tutorial and quick guide', () => {
    // Five tutorials and thirteen guides here; a copy with the owner's added guide has one more.
    expect(pagesWithDownloads.length).toBeGreaterThanOrEqual(18);
    expect(documents.map((doc) => doc.path).sort()).toEqual([...pagesWithDownloads].sort());
    expect(expectedFiles).toContain('/downloads/jaws-tutorial-large-print.docx');
    expect(expectedFiles).toContain('/downloads/dragon-quick-guide.brf');
    const built = readdirSync(path.join(distDir, downloadsFolder)).filter((name) => !/\.(br|gz)$/.test(name));
    expect(built.map((name) => `/${downloadsFolder}/${name}`).sort()).toEqual([...expectedFiles].sort());
  });

  it('are made from the content as it is now, byte for byte (never written by hand, never out of date)', () => {
    for (const href of expectedFiles) {
      expect(readFileSync(path.join(distDir, href)).equals(readFileSync(path.join(fresh, href))), href).toBe(true);
    }
  });

  it('keep a compressed copy of each braille file beside it (a Word document is a zip already)', () => {
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
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(response.headers['cache-control']).toMatch(/no-cache/);
    expect(response.headers.etag).toBeTruthy();
    const again = await request(app).get('/downloads/jaws-tutorial.docx').set('If-None-Match', String(response.headers.etag));
    expect(again.status).toBe(304);
  });

  it('sends a braille file as plain text, compressed with brotli when the browser takes it', async () => {
    const response = await request(app).get('/downloads/jaws-tutorial.brf').set('Accept-Encoding', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['content-encoding']).toBe('br');
  });
});
