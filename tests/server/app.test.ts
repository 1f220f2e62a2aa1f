import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { adminContentSecurityPolicy, securityHeadersFor, staticHostHeadersFile } from '../../server/securityHeaders';
import { site } from '../../src/config/site';
import { routeTable } from '../../src/routes/routeTable';
import { readManifest } from '../../scripts/shared/viteManifest';

// Needs the build (npm test builds first). The server reads its settings from the build's
// dist-server/site.json: its headers must be those of the site's configuration.
const securityHeaders = securityHeadersFor(site);
let app: ReturnType<typeof createApp>;
let entryScript: string;
beforeAll(() => {
  app = createApp();
  entryScript = `/${readManifest()['index.html']!.file}`;
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

  it('caches hashed assets for a year and revalidates HTML', async () => {
    const asset = await request(app).get(entryScript);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect((await request(app).get('/')).headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the security headers on every response, found or not', async () => {
    for (const url of ['/', entryScript, '/nowhere']) {
      const response = await request(app).get(url);
      for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers[name.toLowerCase()]).toBe(value);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    const csp = securityHeaders['Content-Security-Policy']!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(securityHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders['Referrer-Policy']).toBeTruthy();
    expect(securityHeaders['Permissions-Policy']).toBeTruthy();
  });

  it('serves the editing screen at /admin/ with its own policy: scripts and styles of this site only, never indexed, never framed', async () => {
    const screen = await request(app).get('/admin/');
    expect(screen.status).toBe(200);
    expect(screen.text).toContain('<meta name="robots" content="noindex, nofollow">');
    const csp = screen.headers['content-security-policy'] as string;
    expect(csp).toBe(adminContentSecurityPolicy);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|https?:/);
    // The save's checks run in a module worker of this origin (docs/decisions/057): never from blob: or data:.
    expect(csp).toContain("worker-src 'self';");
    expect(csp).not.toMatch(/blob:/);
    expect(screen.headers['x-robots-tag']).toBe('noindex, nofollow');
    const script = /src="(\/admin\/assets\/index-[\w-]+\.js)"/.exec(screen.text)![1]!;
    expect((await request(app).get(script)).status).toBe(200);
    const fields = await request(app).get('/admin/editor.json');
    expect(fields.status).toBe(200);
    expect((fields.body as { collections: unknown[] }).collections.length).toBeGreaterThan(5);
    // Without the GitHub settings there is no sign-in: the screen says how to edit instead.
    expect((await request(app).get('/admin/api/session')).status).toBe(404);
  });

  it('writes the same headers to dist/_headers for static hosts', () => {
    const file = readFileSync(path.resolve('dist/_headers'), 'utf8');
    expect(file).toBe(staticHostHeadersFile(site));
    for (const [name, value] of Object.entries(securityHeaders)) expect(file).toContain(`${name}: ${value}`);
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
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
