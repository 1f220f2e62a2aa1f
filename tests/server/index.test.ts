import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SLOTS } from '../../src/lib/search/searchPageHooks';
import { standInGitHub } from './githubStandIn';
import { runBuiltServerToExit, tempDataDir } from './serverHarness';

describe('npm run serve', () => {
  it('runs the server with NODE_ENV=production, on PORT, storing in CONTACT_DATA_DIR', async () => {
    const dataDir = tempDataDir();
    const { NODE_ENV: _unset, ...env } = process.env;
    // Its own process group, so the stop reaches npm, the shell and node alike (and nothing else).
    const child = spawn('npm', ['run', '--silent', 'serve'], {
      env: { ...env, PORT: '0', HOST: '127.0.0.1', CONTACT_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', () => {
          const match = /localhost:(\d+)[\s\S]*stored in .*\n/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        void exited.then(() => reject(new Error(output)));
      });
      expect(output).toContain(`Serving the site on http://localhost:${port} (NODE_ENV=production)`);
      expect(output).toContain(`Contact messages are stored in ${dataDir}/messages.sqlite`);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }, 30_000);
});

describe('the built server, with a page it fills not as the build wrote it', () => {
  /*
   * docs/decisions/075: the server's results and error pages are templates the build writes into
   * dist-server/templates/. A template without one of its slots would serve a broken page: the start
   * stops instead, with one line, as for dist-server/site.json. Run on a copy of the built server (its
   * project's dist/ and node_modules/ are links to this one's), so the real build is never changed.
   */
  it('refuses to start, in one line saying what is wrong and what to do, with exit code 1', async () => {
    const project = mkdtempSync(path.join(tmpdir(), 'server-template-'));
    try {
      cpSync(path.resolve('dist-server'), path.join(project, 'dist-server'), { recursive: true });
      symlinkSync(path.resolve('dist'), path.join(project, 'dist'));
      symlinkSync(path.resolve('node_modules'), path.join(project, 'node_modules'));
      const template = path.join(project, 'dist-server', 'templates', 'search-results.html');
      writeFileSync(template, readFileSync(template, 'utf8').split(SEARCH_PAGE_SLOTS.results).join(''));

      const { code, stdout, stderr } = await runBuiltServerToExit({
        entry: path.join(project, 'dist-server', 'index.js'),
        cwd: project,
        env: { CONTACT_DATA_DIR: tempDataDir() },
      });
      expect(stdout).not.toContain('Serving the site');
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        'Could not start: dist-server/templates/search-results.html has no results slot ({{slot:search-results}}), so it is not the file the build writes: run `npm run build` again.',
      ]);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('the built server, sent every hostile request (issue 43)', () => {
  /*
   * The second security review: a bad Range was a 500, with a stack trace in the log, from a request.
   * The built server (dist-server/index.js, as `npm run serve` runs it, with the contact store and the
   * editing screen's sign-in set up) is sent each request below exactly as written, over a socket of
   * its own: none may be a 5xx or go unanswered, and nothing the server prints may hold a stack frame.
   */
  const sessionKey = randomBytes(32).toString('base64');

  /** One request as bytes on the wire; the status of the answer, or 0 if the connection closed without one. */
  function rawRequest(port: number, head: string, body = ''): Promise<number> {
    return new Promise((resolve) => {
      // Written, not ended: a client that half-closes may have its answer cut off. Connection: close ends it.
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${body}`));
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
    });
  }

  const get = (target: string, headers: string[] = []) => ['GET', target, headers] as const;
  const ranges = [
    'bytes=5-1',
    'bytes=0-9007199254740993',
    'bytes=9007199254740993-',
    'bytes=-9007199254740993',
    'bytes=-100',
    'bytes=-0',
    'bytes=--1',
    'bytes=1-0x10',
    'bytes=0-1,2-3,4-5',
    `bytes=${'0-0,'.repeat(500)}0-0`,
    'bytes=',
    '=',
    'bytes',
    'bytes=1.5-2',
    'bytes=-1-',
    'items=0-1',
  ];
  const requests: (readonly [string, string, readonly string[]])[] = [
    ...['/robots.txt', '/videos/why-choose-us.mp4', '/about', '/admin/', '/search?q=nvda', '/no-such-page'].flatMap((target) =>
      ranges.flatMap((range) => [get(target, [`Range: ${range}`]), ['HEAD', target, [`Range: ${range}`]] as const]),
    ),
    get('/videos/why-choose-us.mp4', ['Range: bytes=0-99', 'If-Range: W/"x"']),
    get('/videos/why-choose-us.mp4', ['Range: bytes=0-99', 'If-Range: not a date at all']),
    ...['/%E0%A4%A', '/%', '/%%', '/%00', '/about%E0', '/about%2F', '/%C0%AE%C0%AE/', '/%61dmin/%E0', '/ADMIN/%'].flatMap((target) => [
      get(target),
      ['PUT', target, []] as const,
    ]),
    get('/search?q=%E0%A4%A'),
    get('/search?q=%'),
    get('/search?q[]=a&q[]=b'),
    get('/search?q[a]=b'),
    get(`/search?q=${'nvda+'.repeat(2000)}`),
    get(`/${'a'.repeat(8000)}`),
    get(`/${'a'.repeat(20000)}`),
    get(`/about?${'x=1&'.repeat(3000)}`),
    get('*'),
    get('http://evil.example/about'),
    get('/healthz?%'),
    get('/api/contact?%E0'),
    get('/admin/api/session', ['Cookie: admin_session=%E0%A4%A; admin_session=', 'Origin: null']),
    get('/admin/api/content/file?path=%E0%A4%A'),
    get('/admin/api/content/file?path=../../../etc/passwd'),
    get('/admin/api/publishing?commit=%00'),
    get('/admin/auth/callback?code=x&state=%E0%A4%A'),
    get('/admin/auth/callback?state[]=x&code[]=y'),
    get('/about', ['Accept-Encoding: ' + 'gzip;q=0.'.repeat(500)]),
    get('/about', ['If-None-Match: ' + '"x", '.repeat(1000)]),
    get('/about', ['If-Modified-Since: yesterday']),
    get('/about', ['Host: ']),
    ...[
      'PUT',
      'DELETE',
      'POST',
      'PATCH',
      'PROPFIND',
      'PROPPATCH',
      'MKCOL',
      'COPY',
      'MOVE',
      'LOCK',
      'UNLOCK',
      'TRACE',
      'OPTIONS',
      'SEARCH',
      'M-SEARCH',
      'PURGE',
      'LINK',
      'REPORT',
      'BREW',
      'get',
      'G ET',
    ].flatMap((method) =>
      ['/', '/about', '/admin/', '/api/contact', '/admin/api/content/file', '/healthz', '/search', '/nowhere'].map(
        (target) => [method, target, []] as const,
      ),
    ),
  ];

  /** Requests with bodies, for the addresses that read one. */
  const posts: [string, string[], string][] = [
    ['POST /api/contact', ['Content-Type: application/json', 'Content-Length: 9'], '{"name":1'],
    ['POST /api/contact', ['Content-Type: application/json', 'Content-Encoding: gzip', 'Content-Length: 4'], 'nope'],
    ['POST /api/contact', ['Content-Type: application/json; charset=klingon', 'Content-Length: 2'], '{}'],
    ['POST /api/contact', ['Content-Type: application/json', 'Transfer-Encoding: chunked'], 'zz\r\nnot hex\r\n0\r\n\r\n'],
    ['POST /api/contact', ['Content-Type: text/plain', 'Content-Length: 5'], 'hello'],
    ['POST /admin/api/session/activity', ['Content-Type: application/json', 'Content-Length: 1'], '{'],
    ['PUT /admin/api/content/file', ['Content-Type: application/json', 'Content-Length: 1', 'Origin: http://evil.example'], '{'],
    ['POST /admin/auth/sign-out', ['Content-Length: 3'], '%%%'],
    ['POST /about', ['Content-Type: application/json', 'Content-Length: 1'], '{'],
  ];

  it('answers each with a status below 500, and prints no stack trace', async () => {
    const dataDir = tempDataDir();
    const { NODE_ENV: _unset, ...env } = process.env;
    const child = spawn(process.execPath, [path.resolve('dist-server/index.js')], {
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        CONTACT_DATA_DIR: dataDir,
        ADMIN_GITHUB_CLIENT_ID: standInGitHub.clientId,
        ADMIN_GITHUB_CLIENT_SECRET: standInGitHub.clientSecret,
        ADMIN_GITHUB_REPO: standInGitHub.repo,
        ADMIN_SESSION_KEY: sessionKey,
        ADMIN_DATA_DIR: tempDataDir(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', () => {
          const match = /localhost:(\d+)/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        void exited.then(() => reject(new Error(output)));
      });
      const answers: string[] = [];
      for (const [method, target, headers] of requests) {
        const head = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, ...headers, 'Connection: close'].join('\r\n');
        answers.push(`${await rawRequest(port, head)} ${method} ${target.slice(0, 80)} ${headers.join(' ').slice(0, 80)}`);
      }
      for (const [line, headers, body] of posts) {
        const head = [`${line} HTTP/1.1`, `Host: 127.0.0.1:${port}`, ...headers, 'Connection: close'].join('\r\n');
        answers.push(`${await rawRequest(port, head, body)} ${line} ${headers.join(' ')}`);
      }
      const unanswered = answers.filter((answer) => !/^[1-4]\d\d /.test(answer));
      expect(unanswered).toEqual([]);
      expect(answers.length).toBe(requests.length + posts.length);
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toMatch(/\bError\b|ERR_/);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});
