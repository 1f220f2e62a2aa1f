import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { staticSite } from '../../server/staticSite';
import { routeTable } from '../../src/routes/routeTable';
import { permanentRedirects } from '../../src/routes/redirects';
import { internals } from './serverHarness';

/*
 * Every test of server/staticSite.ts, the built site's files: the fast path held to the Express stack
 * it bypasses, and no address reaching a file outside dist/. Needs the build.
 */

describe('the fast path, answering as the Express stack does', () => {
  /*
   * Static files are answered before Express (server/staticSite.ts). These tests hold that path to the
   * answers of the Express stack it bypasses (the server as it was): same status, same headers, same
   * bytes, for every file of the build, every page, and the awkward cases. Needs the build.
   */

  const dist = path.resolve('dist');
  let fast: Server;
  let slow: Server;

  beforeAll(async () => {
    fast = createApp().listen(0, '127.0.0.1');
    slow = createApp({ staticFastPath: false }).listen(0, '127.0.0.1');
    await Promise.all([fast, slow].map((server) => new Promise((resolve) => server.once('listening', resolve))));
  });
  afterAll(() => {
    fast.close();
    slow.close();
  });

  interface Answer {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }

  function get(server: Server, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers;
            resolve({ status: res.statusCode!, headers: rest, body: Buffer.concat(chunks).toString('base64') });
          });
        })
        .on('error', reject)
        .end();
    });
  }

  async function expectSameAnswer(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
    const [viaFastPath, viaExpress] = await Promise.all([get(fast, urlPath, headers, method), get(slow, urlPath, headers, method)]);
    expect({ request: [method, urlPath, headers], ...viaFastPath }).toEqual({ request: [method, urlPath, headers], ...viaExpress });
    return viaFastPath;
  }

  function filesOf(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? filesOf(path.join(dir, entry.name))
        : [path.relative(dist, path.join(dir, entry.name)).split(path.sep).join('/')],
    );
  }

  const encodings = ['br, gzip, deflate', 'gzip', 'deflate', '*', 'identity', ''];

  describe('the static fast path gives the answer the Express stack gives', () => {
    it('for every file of the build, in every encoding', async () => {
      const files = filesOf(dist).filter((file) => !/\.(br|gz)$/.test(file));
      expect(files.length).toBeGreaterThan(50);
      for (const file of files) {
        for (const acceptEncoding of encodings) await expectSameAnswer(`/${file}`, { 'Accept-Encoding': acceptEncoding });
      }
    }, 60_000);

    it('for every page, with and without the trailing slash, with a query string, and in capitals', async () => {
      for (const { path: page } of routeTable) {
        for (const variant of [page, `${page}/`.replace('//', '/'), `${page}?utm_source=test`, page.toUpperCase()]) {
          for (const acceptEncoding of ['br, gzip', 'gzip', '']) await expectSameAnswer(variant, { 'Accept-Encoding': acceptEncoding });
        }
      }
    }, 60_000);

    it('for conditional requests, ranges and HEAD', async () => {
      const page = await expectSameAnswer('/about', { 'Accept-Encoding': 'br' });
      const etag = page.headers.etag as string;
      expect(etag).toMatch(/^W\//);
      expect((await expectSameAnswer('/about', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
      expect((await expectSameAnswer('/about', { 'Accept-Encoding': 'br', 'If-None-Match': 'W/"other"' })).status).toBe(200);
      expect((await expectSameAnswer('/videos/why-choose-us.mp4', { Range: 'bytes=0-99' })).status).toBe(206);
      expect((await expectSameAnswer('/videos/why-choose-us.mp4', {}, 'HEAD')).status).toBe(200);
      expect((await expectSameAnswer('/', { 'Accept-Encoding': 'br' }, 'HEAD')).body).toBe('');
    });

    it('for the redirects, the not-found page, /404, unknown files and encoded addresses', async () => {
      for (const { from } of permanentRedirects) {
        expect((await expectSameAnswer(from)).status).toBe(301);
        expect((await expectSameAnswer(`${from}/`)).status).toBe(301);
        expect((await expectSameAnswer(from.toUpperCase())).status).toBe(301);
      }
      for (const missing of [
        '/no-such-page',
        '/404',
        '/404.html',
        '/assets/missing.js',
        '/about/nothing-here',
        '/%E0%A4%A',
        '/about%2F',
        '/.env',
        '//about',
      ]) {
        for (const acceptEncoding of ['br, gzip', '']) await expectSameAnswer(missing, { 'Accept-Encoding': acceptEncoding });
      }
      await expectSameAnswer('/%61bout', { 'Accept-Encoding': 'br' });
    });
  });

  describe('which requests take the fast path', () => {
    const site = staticSite(dist, { onError: () => {}, errorPage: () => '' });
    const takes = (url: string, method = 'GET', acceptEncoding = 'br, gzip') =>
      site.takesFastPath({ url, method, headers: { 'accept-encoding': acceptEncoding } } as IncomingMessage);

    it('the pages and assets browsers ask for', () => {
      expect(takes('/')).toBe(true);
      expect(takes('/about')).toBe(true);
      expect(takes('/about/?ref=x')).toBe(true);
      expect(takes('/favicon.ico', 'HEAD')).toBe(true);
      expect(takes('/images/none.png', 'GET', '')).toBe(true); // not found: sirv passes it on to Express
    });

    it('not the API, the redirects, /404, other methods, encoded addresses, or deflate-only clients', () => {
      expect(takes('/api/contact')).toBe(false);
      expect(takes('/API/contact')).toBe(false);
      expect(takes(permanentRedirects[0]!.from)).toBe(false);
      expect(takes(`${permanentRedirects[0]!.from.toUpperCase()}/`)).toBe(false);
      expect(takes('/404.html')).toBe(false);
      expect(takes('/about', 'POST')).toBe(false);
      expect(takes('/%61bout')).toBe(false);
      expect(takes('/about', 'GET', 'deflate')).toBe(false);
      expect(takes('/about', 'GET', '*')).toBe(false);
    });
  });
});

describe('no address outside dist/ (the security review’s probes)', () => {
  /*
   * Issue 32, part 3: the security review's path-traversal probes, kept as tests. Each variant is sent
   * to the built site's server (GET, with the static fast path on and off), and must be answered with a
   * plain refusal: a 4xx, never a file from outside the site's root (dist/), never a stack trace or a
   * path of this computer. Needs the build (npm test builds first).
   *
   *   review probe                                  test (describe › it)
   *   ../, ..%2f, %2e%2e/, ..%252f (double-encoded)  the built site › every variant …
   *     (the content API's probes: tests/server/admin/contentApi.test.ts)
   *   backslash ..\ and %5c                          same
   *   absolute /etc/passwd, //etc/passwd, %2f         same
   *   encoded NUL %00                                same
   *   //, a path into src/ outside src/content/      same
   *   .git/config, dotfiles                          same
   *   overlong UTF-8 and full-width (unicode) dots   same
   *   trailing dot, ::$DATA, C:\ (Windows forms)      same
   */

  /** Words that appear only in the files a traversal would reach: the project's, the system's, git's. */
  const outsideFiles = /"devDependencies"|root:[x*]?:0:0|\[core\]|gitdir:|companyName|import \{|"siteUrl"/;

  /** The variants, as sent on the wire (already percent-encoded where the review encoded them). */
  const staticVariants = [
    '/../package.json',
    '/../../../../../../etc/passwd',
    '/assets/../../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/package.json',
    '/%2e%2e%2fpackage.json',
    '/..%252fpackage.json',
    '/%252e%252e%252fpackage.json',
    '/..\\package.json',
    '/..%5cpackage.json',
    '/%2e%2e%5c%2e%2e%5cpackage.json',
    '/etc/passwd',
    '//etc/passwd',
    '/%2fetc%2fpasswd',
    '/index.html%00.js',
    '/robots.txt%00',
    '/..%00/package.json',
    '/.git/config',
    '/../.git/config',
    '/../../.git/config',
    '/.git',
    '/../src/content/business.yaml',
    '/../src/config/site.ts',
    '/../dist-server/site.json',
    '/..%c0%af..%c0%afpackage.json',
    '/%ef%bc%8e%ef%bc%8e/package.json',
    '/%e2%80%a4%e2%80%a4/package.json',
    '/..../package.json',
    '/..;/package.json',
    '/robots.txt.',
    '/robots.txt::$DATA',
    '/C:%5cWindows%5cwin.ini',
  ];

  /** A GET over a real socket, with the address exactly as written (a client library would tidy it). */
  async function rawGet(app: ReturnType<typeof createApp>, address: string) {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: address }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, body }));
          })
          .on('error', reject);
      });
    } finally {
      server.close();
    }
  }

  describe('the built site: no address reaches a file outside dist/', () => {
    it.each([
      ['with the static fast path', true],
      ['through Express alone', false],
    ])('every variant is the not-found page (%s)', async (_how, staticFastPath) => {
      const app = createApp({ staticFastPath, logError: () => {} });
      for (const address of staticVariants) {
        const { status, body } = await rawGet(app, address);
        expect(status, address).toBeGreaterThanOrEqual(400);
        expect(status, address).toBeLessThan(500);
        expect(body, address).not.toMatch(outsideFiles);
        expect(body, address).not.toMatch(internals);
        if (status === 404) expect(body, address).toContain('Page not found');
      }
      // The control: the same server does serve its own files.
      expect((await rawGet(app, '/robots.txt')).status).toBe(200);
    });
  });
});

describe('ranges, by RFC 9110 (issue 43)', () => {
  /*
   * The second security review: a bad Range was a 500 with a stack trace in the log, the connection
   * dropped, and `bytes=-100` sent the first bytes. Each case is asked of both ways of serving (the
   * fast path and Express alone), of a file kept in memory (robots.txt) and of one streamed from disk
   * (the video), and nothing may reach the error log. Needs the build.
   */
  const logged: unknown[] = [];
  const servers: Server[] = [];

  beforeAll(async () => {
    for (const staticFastPath of [true, false]) {
      servers.push(createApp({ staticFastPath, logError: (line, error) => logged.push(line, error) }).listen(0, '127.0.0.1'));
    }
    await Promise.all(servers.map((server) => new Promise((resolve) => server.once('listening', resolve))));
  });
  afterAll(() => servers.forEach((server) => server.close()));

  interface RawAnswer {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
  }

  function ask(server: Server, urlPath: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });
  }

  /** The answer of each way of serving, the same on both (apart from the date). */
  async function askBoth(urlPath: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
    const [fast, slow] = await Promise.all(servers.map((server) => ask(server, urlPath, headers, method)));
    // The bodies by digest: comparing 750 KB element by element takes toEqual seconds.
    const comparable = ({ headers: { date: _date, ...rest }, status, body }: RawAnswer) => ({
      status,
      headers: rest,
      body: createHash('sha256').update(body).digest('hex'),
    });
    expect(comparable(fast!), `${urlPath} ${JSON.stringify(headers)}`).toEqual(comparable(slow!));
    return fast!;
  }

  const files = [
    { urlPath: '/robots.txt', bytes: readFileSync(path.resolve('dist/robots.txt')) },
    { urlPath: '/videos/why-choose-us.mp4', bytes: readFileSync(path.resolve('dist/videos/why-choose-us.mp4')) },
  ];

  it.each(files)('$urlPath: a suffix is the last bytes, a last byte past the end is the end', async ({ urlPath, bytes }) => {
    const size = bytes.length;
    const expectPart = (answer: RawAnswer, start: number, end: number) => {
      expect(answer.status).toBe(206);
      expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(answer.headers['content-length'])).toBe(end - start + 1);
      expect(answer.body.equals(bytes.subarray(start, end + 1))).toBe(true);
    };
    expectPart(await askBoth(urlPath, { Range: 'bytes=-10' }), size - 10, size - 1);
    expectPart(await askBoth(urlPath, { Range: `bytes=-${size + 100}` }), 0, size - 1);
    expectPart(await askBoth(urlPath, { Range: 'bytes=0-0' }), 0, 0);
    expectPart(await askBoth(urlPath, { Range: 'bytes=5-' }), 5, size - 1);
    expectPart(await askBoth(urlPath, { Range: 'bytes=0-9007199254740993' }), 0, size - 1);
    expectPart(await askBoth(urlPath, { Range: `bytes=2-${size}` }), 2, size - 1);
    expectPart(await askBoth(urlPath, { Range: 'BYTES=3-4' }), 3, 4);
    expect(logged).toEqual([]);
  });

  it.each(files)('$urlPath: a range outside the file is a 416 that says so, in words and in Content-Range', async ({ urlPath, bytes }) => {
    for (const range of ['bytes=5-1', `bytes=${bytes.length}-`, 'bytes=9007199254740993-', 'bytes=-0']) {
      const answer = await askBoth(urlPath, { Range: range });
      expect(answer.status, range).toBe(416);
      expect(answer.headers['content-range'], range).toBe(`bytes */${bytes.length}`);
      expect(answer.body.toString(), range).toContain('Sorry, we could not send that part of the file');
      expect(answer.body.toString(), range).not.toMatch(internals);
    }
    expect(logged).toEqual([]);
  });

  it.each(files)('$urlPath: a Range that is not one range of bytes is ignored: the whole file', async ({ urlPath, bytes }) => {
    for (const range of ['bytes=abc', 'bytes=1-2-3', 'bytes=0-1,5-6', 'bytes=', 'items=0-1', 'bytes 0-1', 'bytes=1e3-', '']) {
      const answer = await askBoth(urlPath, { Range: range });
      expect(answer.status, range).toBe(200);
      expect(answer.headers['content-range'], range).toBeUndefined();
      expect(answer.body.equals(bytes), range).toBe(true);
    }
    // A HEAD has no ranges (RFC 9110 §14.2): its headers are the whole file's.
    const head = await askBoth(urlPath, { Range: 'bytes=5-1' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(bytes.length);
    expect(logged).toEqual([]);
  });

  it('keeps the Range only while If-Range names the version: its date, never a weak tag', async () => {
    const whole = await askBoth('/videos/why-choose-us.mp4', {});
    const { etag, 'last-modified': lastModified } = whole.headers;
    expect(etag).toMatch(/^W\//);
    expect((await askBoth('/videos/why-choose-us.mp4', { Range: 'bytes=0-99', 'If-Range': lastModified! })).status).toBe(206);
    for (const ifRange of [etag!, etag!.slice(2), 'Thu, 01 Jan 2015 00:00:00 GMT', 'not a date']) {
      const answer = await askBoth('/videos/why-choose-us.mp4', { Range: 'bytes=0-99', 'If-Range': ifRange });
      expect(answer.status, ifRange).toBe(200);
      expect(answer.body.length, ifRange).toBe(whole.body.length);
    }
    // If-None-Match is asked first: the version the browser has is still a bare 304.
    expect((await askBoth('/videos/why-choose-us.mp4', { Range: 'bytes=0-99', 'If-None-Match': etag! })).status).toBe(304);
  });

  it('never compresses a part on the fly: its Content-Range counts the file’s own bytes', async () => {
    const page = readFileSync(path.resolve('dist/about/index.html'));
    const answer = await askBoth('/about', { Range: 'bytes=0-1999', 'Accept-Encoding': 'deflate' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(page.subarray(0, 2000))).toBe(true);
  });
});
