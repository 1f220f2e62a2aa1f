import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import {
  adminContentSecurityPolicy,
  adminSecurityHeaders,
  isAdminPath,
  securityHeadersFor,
  staticHostHeadersFile,
} from '../../server/securityHeaders';
import { site } from '../../src/config/site';
import { readManifest } from '../../scripts/shared/viteManifest';
import { standInGitHub } from './githubStandIn';

/*
 * Every test of server/securityHeaders.ts: the headers on every answer, the editing screen's own
 * policy, the caching of each kind of file, and the same headers written for static hosts.
 */

// Needs the build (npm test builds first). The server reads its settings from the build's
// dist-server/site.json: its headers must be those of the site's configuration.
const securityHeaders = securityHeadersFor(site);
let app: ReturnType<typeof createApp>;
let entryScript: string;
beforeAll(() => {
  app = createApp();
  entryScript = `/${readManifest()['index.html']!.file}`;
});

describe('the server', () => {
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
});

describe('the editing screen’s headers, however its address is spelt (issue 43)', () => {
  /*
   * The second security review: /ADMIN/… got the site's headers, without X-Robots-Tag. Express's
   * router matches addresses without regard to case, and sirv decodes them: every spelling that
   * reaches the screen's files or its code gets the screen's headers; any other is a 404 (with one
   * whole set of headers, the screen's or the site's). Sent over a socket exactly as written.
   */
  let signInApp: ReturnType<typeof createApp>;
  beforeAll(() => {
    signInApp = createApp({ adminSignIn: { github: standInGitHub, siteUrl: 'https://www.example.co.uk', log: () => {} } });
  });

  async function rawGet(address: string) {
    const server = signInApp.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: address }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
          })
          .on('error', reject);
      });
    } finally {
      server.close();
    }
  }

  const hasHeaders = (headers: http.IncomingHttpHeaders, expected: Readonly<Record<string, string>>) =>
    Object.entries(expected).every(([name, value]) => headers[name.toLowerCase()] === value);

  it.each([
    ['/%61dmin/', 200],
    ['/adm%69n/editor.json', 200],
    ['/ADMIN/api/session', 200],
    ['/Admin/Api/Session?x=1', 200],
    ['/ADMIN/auth/github', 302],
  ])('%s reaches the editing screen (%i) with its headers: its policy, never indexed', async (address, status) => {
    const answer = await rawGet(address);
    expect(answer.status).toBe(status);
    expect(hasHeaders(answer.headers, adminSecurityHeaders)).toBe(true);
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it.each(['/ADMIN/', '/Admin', '//admin', '//admin/', '/admin/../admin', '/./admin/', '/%2561dmin/', '/admin%2f', '/%41DMIN/'])(
    '%s reaches nothing: not found, with one whole set of headers',
    async (address) => {
      const answer = await rawGet(address);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('Page not found');
      expect(hasHeaders(answer.headers, adminSecurityHeaders) || hasHeaders(answer.headers, securityHeaders)).toBe(true);
    },
  );

  it('names the screen’s addresses as the router and the static files read them', () => {
    for (const address of ['/admin', '/admin/', '/admin?x', '/ADMIN/api', '/Admin/', '/%61dmin/', '/admin/../admin'])
      expect(isAdminPath(address), address).toBe(true);
    for (const address of ['/', '/administration', '//admin', '/x/admin/', '/%E0%A4%A/admin', '/admin%2f', undefined])
      expect(isAdminPath(address), address).toBe(false);
  });
});
