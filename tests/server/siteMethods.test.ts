import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { permanentRedirects } from '../../src/routes/redirects';

/*
 * Every test of server/siteMethods.ts: the methods the site's pages and files answer, through the
 * whole app. Needs the build (npm test builds first).
 */

let app: ReturnType<typeof createApp>;
beforeAll(() => {
  app = createApp();
});

describe('the methods the site’s pages and files answer (issue 43)', () => {
  /*
   * The second security review: PUT, DELETE, POST and PROPFIND on a page answered 200 with the page,
   * and TRACE answered the page. A page or file can be read (GET, HEAD) and asked what it allows
   * (OPTIONS); anything else is a 405 that says so, with Allow. An address with nothing at it is not
   * found, whatever the method (docs/decisions/081).
   */
  const addresses = ['/', '/about', '/about/', '/robots.txt', '/search', '/admin/', permanentRedirects[0]!.from];

  it.each(['PUT', 'DELETE', 'POST', 'PATCH', 'PROPFIND', 'TRACE', 'MKCOL'])(
    '%s on a page or file: 405, with Allow and the page that says so',
    async (method) => {
      for (const address of addresses) {
        const response = await request(app)[method.toLowerCase() as 'put'](address);
        expect(response.status, `${method} ${address}`).toBe(405);
        expect(response.headers.allow, address).toBe('GET, HEAD, OPTIONS');
        expect(response.headers['content-type'], address).toMatch(/^text\/html/);
        expect(response.text, address).toMatch(/<h1[^>]*>Sorry, this page can only be viewed<\/h1>/);
        expect(response.text, address).toContain('To send us a message, please use the contact page.');
      }
    },
  );

  it('OPTIONS on a page or file: 204 with Allow; GET and HEAD as ever', async () => {
    for (const address of addresses) {
      const options = await request(app).options(address);
      expect(options.status, address).toBe(204);
      expect(options.headers.allow, address).toBe('GET, HEAD, OPTIONS');
      expect((await request(app).head(address)).status, address).toBeLessThan(400);
    }
  });

  it('an address with nothing at it is not found, whatever the method; so are /404 and /404.html', async () => {
    for (const address of ['/no-such-page', '/404', '/404.html'])
      for (const method of ['put', 'delete', 'trace', 'options'] as const) {
        const response = await request(app)[method](address);
        expect(response.status, `${method} ${address}`).toBe(404);
        expect(response.text, address).toContain('Oops! Page not found');
      }
  });
});
