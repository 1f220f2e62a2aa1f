import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { htmlFileFor } from '../../scripts/shared/buildPaths';
import { absoluteUrl } from '../../src/config/site';
import { permanentRedirects } from '../../src/routes/redirects';
import { routeTable } from '../../src/routes/routeTable';

/*
 * Every test of server/app.ts, the Express app: every page answered, the encodings, the old addresses'
 * redirects, and the start-up (its headers: securityHeaders.test.ts; its static files: staticSite.test.ts).
 */

// Needs the build (npm test builds first).
let app: ReturnType<typeof createApp>;
beforeAll(() => {
  app = createApp();
});

/** The bytes exactly as sent (supertest would decode them), over a real socket. */
async function rawGet(urlPath: string, acceptEncoding: string) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('the server', () => {
  it.each(routeTable.map((route) => route.path))('answers %s with 200 and HTML', async (routePath) => {
    const response = await request(app).get(routePath);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('<h1');
  });

  it('answers /about and /about/ alike', async () => {
    const plain = await request(app).get('/about');
    const slashed = await request(app).get('/about/');
    expect(plain.status).toBe(200);
    expect(slashed.status).toBe(200);
    expect(slashed.text).toBe(plain.text);
  });

  it.each(['/no-such-page', '/about/nothing-here', '/404', '/404.html', '/assets/missing.js'])(
    'answers %s with a real 404 and the not-found page',
    async (unknown) => {
      const response = await request(app).get(unknown);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain('Oops! Page not found');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers other methods on unknown paths with 404 too', async () => {
    expect((await request(app).post('/nowhere').send({ a: 1 })).status).toBe(404);
  });

  it('serves the precompressed brotli file when the browser accepts it', async () => {
    const response = await rawGet('/about', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    // Byte for byte the file the build compressed, not compressed again on the fly.
    expect(response.body.equals(readFileSync(path.resolve('dist/about/index.html.br')))).toBe(true);
    const html = brotliDecompressSync(response.body).toString();
    expect(html).toBe(readFileSync(path.resolve('dist/about/index.html'), 'utf8'));
  });

  it('serves gzip to browsers without brotli, and plain files to those without either', async () => {
    const gzipped = await rawGet('/about', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toContain('<h1');
    const plain = await rawGet('/about', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<h1');
  });

  it('compresses the not-found page on the fly', async () => {
    const response = await rawGet('/nowhere', 'gzip');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toContain('Oops! Page not found');
  });

  it('serves robots.txt, sitemap.xml and the favicon', async () => {
    expect((await request(app).get('/robots.txt')).text).toContain('Sitemap:');
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect((await request(app).get('/favicon.ico')).status).toBe(200);
  });
});

describe('the server start-up', () => {
  it('refuses to start without a build, with a message that says what to do', () => {
    expect(() => createApp({ distDir: path.resolve('no-such-dist') })).toThrow(/npm run build/);
  });
});

describe("the other spellings of two guides' addresses", () => {
  it.each(permanentRedirects.map((redirect) => [redirect.from, redirect.to]))('%s answers 301 to %s', async (from, to) => {
    const app = createApp();
    for (const url of [from, `${from}/`]) {
      const response = await request(app).get(url);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(to);
    }
    expect((await request(app).get(to)).status).toBe(200);
  });

  it('are in dist/_redirects for Netlify and Cloudflare Pages', () => {
    const file = readFileSync('dist/_redirects', 'utf8');
    for (const { from, to } of permanentRedirects) expect(file).toContain(`${from} ${to} 301\n`);
  });

  it.each(permanentRedirects.map((redirect) => [redirect.from, redirect.to]))(
    'have a redirect page at %s for hosts that read neither',
    (from, to) => {
      expect(existsSync(htmlFileFor(from))).toBe(true);
      const html = readFileSync(htmlFileFor(from), 'utf8');
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(to)}">`);
      expect(html).toContain(`<a href="${to}">`);
      expect(html).toContain('<html lang="en-GB">');
      expect(html).not.toContain('<script');
    },
  );

  it('are never linked from the site: internal links use the canonical routes', () => {
    for (const page of ['/resources/software-quick-guides', '/training/reading-writing', '/training/software-a-z']) {
      const html = readFileSync(htmlFileFor(page), 'utf8');
      for (const { from } of permanentRedirects) expect(html).not.toContain(`href="${from}"`);
    }
  });
});
