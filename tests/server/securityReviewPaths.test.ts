import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsApp } from '../../scripts/shared/cmsApp';
import { createApp } from '../../server/app';
import { signInAsOwner, startGitHubStandIn, standInGitHub } from './githubStandIn';
import { internals } from './serverHarness';

/*
 * Issue 32, part 3: the security review's path-traversal probes, kept as tests. Each variant is sent
 * to the built site's server (GET, with the static fast path on and off) and to the editing screen's
 * content API (GET, PUT, DELETE; signed in on the live server, and on `npm run cms`), and must be
 * answered with a plain refusal: a 4xx, never a file from outside the site's root (dist/, or
 * src/content/), never a stack trace or a path of this computer. Needs the build (npm test builds first).
 *
 *   review probe                                  test (describe › it)
 *   ../, ..%2f, %2e%2e/, ..%252f (double-encoded)  the built site › every variant …  and  the content API › …
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

/** The variants as the content API is given them: a `path` (a query value, or JSON), already decoded. */
const fileVariants = [
  'src/content/../../package.json',
  'src/content/../../../../../../etc/passwd',
  'src/content/..%2f..%2fpackage.json',
  'src/content/%2e%2e/%2e%2e/package.json',
  'src/content/..%252f..%252fpackage.json',
  'src/content\\..\\..\\package.json',
  'src/content/..\\..\\package.json',
  '/etc/passwd',
  '/src/content/testimonials.yaml',
  'src/content/testimonials.yaml\u0000.md',
  'src/content/testimonials.yaml%00.md',
  'src/content//testimonials.yaml',
  'src//content/testimonials.yaml',
  'src/config/site.ts',
  'src/lib/contactMessage.ts',
  'src/content/generated/pageWords.js',
  '.git/config',
  'src/content/.git/config',
  'src/content/../../.git/config',
  'src/content/\uff0e\uff0e/\uff0e\uff0e/package.json',
  'src/content/\u2024\u2024/\u2024\u2024/package.json',
  'src/content/testimonials.yaml.',
  'src/content/testimonials.yaml::$DATA',
  'C:\\Windows\\win.ini',
  'src\\content\\testimonials.yaml',
  'src/content/TESTIMONIALS.YAML',
  'src/content/./testimonials.yaml',
];
const folderVariants = [
  'src/content/..',
  'src/content/../..',
  'src',
  '/etc',
  'src/content/generated',
  'src/content/%2e%2e',
  'src/content/\\..',
  '.git',
];

const notAFile = { ok: false, error: 'That is not a content file of the site.' };
const notAFolder = { ok: false, error: 'That is not a folder of the site’s content.' };

/** Every way in, for every variant: what came back, each expected to be the plain refusal. */
async function tryEveryVariant(agent: () => request.Agent | ReturnType<typeof request>, prepare: (test: request.Test) => request.Test) {
  for (const variant of fileVariants) {
    const read = await prepare(agent().get(`/admin/api/content/file?path=${encodeURIComponent(variant)}`));
    const save = await prepare(agent().put('/admin/api/content/file')).send({ path: variant, text: 'written: yes\n', version: null });
    const remove = await prepare(agent().delete('/admin/api/content/file')).send({ path: variant, version: 'a'.repeat(40) });
    for (const [what, answer] of [
      ['GET', read],
      ['PUT', save],
      ['DELETE', remove],
    ] as const) {
      expect(answer.status, `${what} ${JSON.stringify(variant)}`).toBe(400);
      expect(answer.body, `${what} ${JSON.stringify(variant)}`).toEqual(notAFile);
    }
  }
  // Sent raw in the query, so the server does the decoding: once, and the result is still refused.
  for (const raw of [
    'src/content/..%2f..%2fpackage.json',
    'src/content/%2e%2e%2f%2e%2e%2fpackage.json',
    'src/content/..%252fpackage.json',
  ]) {
    const read = await prepare(agent().get(`/admin/api/content/file?path=${raw}`));
    expect(read.status, raw).toBe(400);
    expect(read.body).toEqual(notAFile);
  }
  const twice = await prepare(agent().get('/admin/api/content/file?path=src/content/testimonials.yaml&path=../../package.json'));
  expect(twice.status).toBe(400);
  for (const folder of folderVariants) {
    const listed = await prepare(agent().get(`/admin/api/content/files?folder=${encodeURIComponent(folder)}`));
    expect(listed.status, folder).toBe(400);
    expect(listed.body).toEqual(notAFolder);
  }
}

describe('the content API: no path reaches a file outside src/content/', () => {
  it('npm run cms (the files of this computer): each variant a plain 400, nothing read or written outside', async () => {
    const port = 4611;
    const host = `127.0.0.1:${port}`;
    const origin = `http://${host}`;
    const repoDir = mkdtempSync(path.join(tmpdir(), 'cms-paths-'));
    const screenDir = mkdtempSync(path.join(tmpdir(), 'cms-paths-screen-'));
    try {
      cpSync(path.resolve('src/content'), path.join(repoDir, 'src/content'), { recursive: true });
      writeFileSync(path.join(repoDir, 'package.json'), '{ "devDependencies": {} }\n');
      writeFileSync(path.join(screenDir, 'index.html'), '<!doctype html><title>Edit the website</title>');
      const before = readdirSync(repoDir, { recursive: true }).sort();
      const app = cmsApp({ repoDir, screenDir, port });
      await tryEveryVariant(
        () => request(app),
        (test) => test.set('Host', host).set('Origin', origin),
      );
      expect(readdirSync(repoDir, { recursive: true }).sort()).toEqual(before);
      expect(readFileSync(path.join(repoDir, 'package.json'), 'utf8')).toBe('{ "devDependencies": {} }\n');
      // The control: the same API reads a content file.
      const read = await request(app).get('/admin/api/content/file?path=src/content/testimonials.yaml').set('Host', host);
      expect(read.status).toBe(200);
    } finally {
      rmSync(repoDir, { recursive: true, force: true });
      rmSync(screenDir, { recursive: true, force: true });
    }
  });

  describe('the live server (the GitHub repository), signed in', () => {
    const github = standInGitHub;
    const siteUrl = 'https://www.example.co.uk';
    let standIn: Awaited<ReturnType<typeof startGitHubStandIn>>;
    let app: ReturnType<typeof createApp>;
    let session: string;
    beforeAll(async () => {
      standIn = await startGitHubStandIn(github);
      standIn.files.put('src/content/testimonials.yaml', readFileSync(path.resolve('src/content/testimonials.yaml'), 'utf8'));
      standIn.files.put('package.json', '{ "devDependencies": {} }\n');
      standIn.files.put('.git/config', '[core]\n');
      app = createApp({ adminSignIn: { github, siteUrl, endpoints: standIn.endpoints, log: () => {} } });
      session = await signInAsOwner(app, standIn);
    });
    afterAll(() => standIn.close());

    it('each variant a plain 400, nothing read from or committed to the repository outside src/content/', async () => {
      await tryEveryVariant(
        () => request(app),
        (test) => test.set('Cookie', session).set('Origin', siteUrl),
      );
      expect(standIn.commits).toEqual([]);
      expect(standIn.files.text('package.json')).toBe('{ "devDependencies": {} }\n');
      const read = await request(app).get('/admin/api/content/file?path=src/content/testimonials.yaml').set('Cookie', session);
      expect(read.status).toBe(200);
    });
  });
});
