import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cmsApp } from '../../../scripts/shared/cmsApp';
import { contentApiRouter } from '../../../server/admin/contentApi';
import { LocalContentStore } from '../../../server/admin/contentStore';
import { createApp } from '../../../server/app';
import { signInAsOwner, startGitHubStandIn, standInGitHub } from '../githubStandIn';
import { internals } from '../serverHarness';

/*
 * Every test of server/admin/contentApi.ts, the editing screen's content API (/admin/api/content/*):
 * reading and saving on this computer and on the live site, the Origin check on every change, and no
 * path outside src/content/.
 */

describe('reading and saving the content files', () => {
  const origin = 'https://www.example.co.uk';
  const testimonials = 'src/content/testimonials.yaml';
  const original = readFileSync(path.resolve(testimonials), 'utf8');

  describe('the editing screen’s files on this computer (npm run cms)', () => {
    let root: string;
    let app: express.Express;
    let logged: string[];
    beforeEach(() => {
      root = mkdtempSync(path.join(tmpdir(), 'content-store-'));
      cpSync(path.resolve('src/content'), path.join(root, 'src/content'), { recursive: true });
      logged = [];
      app = express();
      app.use(contentApiRouter({ origin, storeFor: () => new LocalContentStore(root), log: (line) => logged.push(line) }));
    });
    const onDisk = (file: string) => readFileSync(path.join(root, file), 'utf8');

    it('lists a folder’s content files and reads one, each with its version', async () => {
      const listed = await request(app).get('/admin/api/content/files?folder=src/content/quick-guides');
      expect(listed.status).toBe(200);
      expect(listed.headers['cache-control']).toBe('no-store');
      expect(listed.body.files.map((file: { path: string }) => file.path)).toContain('src/content/quick-guides/dragon.md');
      expect(listed.body.files).toHaveLength(readdirSync(path.resolve('src/content/quick-guides')).length);
      const read = await request(app).get(`/admin/api/content/file?path=${testimonials}`);
      expect(read.body).toMatchObject({ ok: true, path: testimonials, text: original, version: expect.stringMatching(/^[0-9a-f]{40}$/) });
    });

    it('saves a change over the version it was read at, and refuses one over a file changed since, keeping the other person’s words', async () => {
      const { version } = (await request(app).get(`/admin/api/content/file?path=${testimonials}`)).body as { version: string };
      const changed = original.replace('testimonials', 'testimonials ');
      const saved = await request(app)
        .put('/admin/api/content/file')
        .set('Origin', origin)
        .send({ path: testimonials, text: changed, version });
      expect(saved.body).toMatchObject({ ok: true, path: testimonials, version: expect.any(String), commit: null });
      expect(onDisk(testimonials)).toBe(changed);

      // Saved again from the version read before the first save: someone else's change is in between.
      const stale = await request(app)
        .put('/admin/api/content/file')
        .set('Origin', origin)
        .send({ path: testimonials, text: original, version });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe(
        'Someone else has changed this file since you opened it. Your changes are still on the screen: copy them, open the file again, and make them there.',
      );
      expect(onDisk(testimonials)).toBe(changed);
    });

    it('adds a new file only under a name not taken, and removes a file at the version it was read at', async () => {
      const file = 'src/content/quick-guides/windows-voice-access.md';
      const text = readFileSync(path.resolve('tests/fixtures/added-pages/quick-guides/windows-voice-access.md'), 'utf8');
      const added = await request(app).put('/admin/api/content/file').set('Origin', origin).send({ path: file, text, version: null });
      expect(added.body.ok).toBe(true);
      expect(onDisk(file)).toBe(text);
      const taken = await request(app).put('/admin/api/content/file').set('Origin', origin).send({ path: file, text, version: null });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toBe('There is already a file with this name. Choose another name.');

      const removed = await request(app)
        .delete('/admin/api/content/file')
        .set('Origin', origin)
        .send({ path: file, version: added.body.version });
      expect(removed.body).toEqual({ ok: true, path: file });
      expect(readdirSync(path.join(root, 'src/content/quick-guides'))).not.toContain('windows-voice-access.md');
      const gone = await request(app)
        .delete('/admin/api/content/file')
        .set('Origin', origin)
        .send({ path: file, version: added.body.version });
      expect(gone.status).toBe(404);
    });

    it('gives every file the build reads, with its text, for the screen to check a file among them', async () => {
      // A sweep record, as a build that swept itself leaves it (not committed: docs/decisions/069), is one of them.
      writeFileSync(path.join(root, 'src/content/accessibility/sweep-record.json'), '{}\n');
      const answer = await request(app).get('/admin/api/content/all');
      expect(answer.status).toBe(200);
      const files = (answer.body as { files: { path: string; text: string }[] }).files;
      const paths = files.map((file) => file.path);
      expect(paths).toContain('src/content/testimonials.yaml');
      expect(paths).toContain('src/content/quick-guides/dragon.md');
      expect(paths).toContain('src/content/accessibility/sweep-record.json');
      expect(paths.some((file) => file.includes('/generated/'))).toBe(false);
      expect(files.find((file) => file.path === testimonials)?.text).toBe(original);
    });

    it('touches only the content files: nothing outside src/content/, no generated module, no other kind of file', async () => {
      for (const bad of [
        'src/content/../../package.json',
        'package.json',
        'src/content/generated/pageWords.js',
        'src/content/video.ts',
        'src/content/x.md/../y.md',
      ]) {
        const read = await request(app).get(`/admin/api/content/file?path=${encodeURIComponent(bad)}`);
        expect(read.status).toBe(400);
        expect(read.body).toEqual({ ok: false, error: 'That is not a content file of the site.' });
        const write = await request(app).put('/admin/api/content/file').set('Origin', origin).send({ path: bad, text: 'x', version: null });
        expect(write.status).toBe(400);
      }
      expect((await request(app).get('/admin/api/content/files?folder=src/content/generated')).status).toBe(400);
    });

    it('saves only from the editing screen itself, and answers a malformed save in plain words', async () => {
      for (const other of [undefined, 'https://evil.example']) {
        const attempt = request(app).put('/admin/api/content/file').send({ path: testimonials, text: 'x', version: null });
        const refused = await (other ? attempt.set('Origin', other) : attempt);
        expect(refused.status).toBe(403);
        expect(refused.body.error).toBe('Changes can be saved only from the editing screen itself.');
      }
      const broken = await request(app)
        .put('/admin/api/content/file')
        .set('Origin', origin)
        .set('Content-Type', 'application/json')
        .send('{"path":');
      expect(broken.status).toBe(400);
      expect(broken.body.error).toBe('The save could not be read. Please try again.');
      const tooLong = await request(app)
        .put('/admin/api/content/file')
        .set('Origin', origin)
        .send({ path: testimonials, text: 'x'.repeat(1_000_001), version: null });
      expect(tooLong.status).toBe(413);
      expect(JSON.stringify([broken.body, tooLong.body])).not.toMatch(internals);
      expect(onDisk(testimonials)).toBe(original);
    });

    it('a save that cannot be written is refused in plain words, the log says why, and nothing half-written is left', async () => {
      // Its folder is missing, so the copy written first cannot be made: the same path as a full disk.
      const file = 'src/content/missing-folder/file.yaml';
      const failed = await request(app).put('/admin/api/content/file').set('Origin', origin).send({ path: file, text: 'x', version: null });
      expect(failed.status).toBe(507);
      expect(failed.body.error).toBe('The file could not be saved on this computer. Your changes are still on the screen: try again.');
      expect(logged.at(-1)).toBe(`Editing screen: could not save ${file} (ENOENT)`);
      expect(readdirSync(path.join(root, 'src/content')).some((name) => name.endsWith('.saving') || name === 'missing-folder')).toBe(false);
    });
  });

  describe('the editing screen’s files on the live site: the GitHub repository, each save a commit', () => {
    const github = standInGitHub;
    let standIn: Awaited<ReturnType<typeof startGitHubStandIn>>;
    let app: ReturnType<typeof createApp>;
    let session: string;
    let logged: string[];

    beforeAll(async () => {
      standIn = await startGitHubStandIn(github);
    });
    afterAll(() => standIn.close());
    beforeEach(async () => {
      logged = [];
      standIn.files.put(testimonials, original);
      standIn.files.put('src/content/quick-guides/dragon.md', readFileSync(path.resolve('src/content/quick-guides/dragon.md'), 'utf8'));
      app = createApp({ adminSignIn: { github, siteUrl: origin, endpoints: standIn.endpoints, log: (line) => logged.push(line) } });
      session = await signInAsOwner(app, standIn);
    });

    it('gives every content file of the branch for the screen’s checks, fetching a file’s text again only when it changed', async () => {
      const all = () => request(app).get('/admin/api/content/all').set('Cookie', session);
      const first = await all();
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        ok: true,
        files: expect.arrayContaining([
          { path: testimonials, text: original },
          { path: 'src/content/quick-guides/dragon.md', text: expect.stringContaining('title: Dragon Quick Guide') },
        ]),
      });
      const before = standIn.gitRequests();
      standIn.files.put(testimonials, `${original}# changed on GitHub\n`);
      const second = await all();
      expect((second.body as { files: { path: string; text: string }[] }).files.find((file) => file.path === testimonials)?.text).toMatch(
        /# changed on GitHub\n$/,
      );
      // One tree, and only the changed file's text.
      expect(standIn.gitRequests()).toEqual({ trees: before.trees + 1, blobs: before.blobs + 1 });
      expect((await request(app).get('/admin/api/content/all')).status).toBe(401);
    });

    it('reads and lists as the signed-in owner; without a sign-in, says to sign in again', async () => {
      const read = await request(app).get(`/admin/api/content/file?path=${testimonials}`).set('Cookie', session);
      expect(read.body).toMatchObject({ ok: true, text: original });
      const listed = await request(app).get('/admin/api/content/files?folder=src/content/quick-guides').set('Cookie', session);
      expect(listed.body.files).toEqual([{ path: 'src/content/quick-guides/dragon.md', version: expect.any(String) }]);
      const anonymous = await request(app).get(`/admin/api/content/file?path=${testimonials}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error).toBe(
        'You are not signed in, or your sign-in has ended. Sign in again; your changes are still on the screen.',
      );
    });

    it('commits a save to the branch in the owner’s name, and refuses a save over a commit made since', async () => {
      const { version } = (await request(app).get(`/admin/api/content/file?path=${testimonials}`).set('Cookie', session)).body as {
        version: string;
      };
      const changed = `${original}\n`;
      const saved = await request(app)
        .put('/admin/api/content/file')
        .set('Cookie', session)
        .set('Origin', origin)
        .send({ path: testimonials, text: changed, version, message: 'Change the second quote' });
      expect(saved.body.ok).toBe(true);
      expect(standIn.files.text(testimonials)).toBe(changed);
      expect(standIn.commits.at(-1)).toEqual({
        path: testimonials,
        message: 'Change the second quote',
        branch: 'main',
        author: 'site-owner',
        sha: expect.stringMatching(/^[0-9a-f]{40}$/),
      });
      // The commit, for the screen to follow until the live site is built from it.
      expect(saved.body.commit).toBe(standIn.commits.at(-1)!.sha);

      const stale = await request(app)
        .put('/admin/api/content/file')
        .set('Cookie', session)
        .set('Origin', origin)
        .send({ path: testimonials, text: original, version });
      expect(stale.status).toBe(409);
      expect(standIn.files.text(testimonials)).toBe(changed);
      for (const token of standIn.issuedTokens()) expect(JSON.stringify([saved.body, stale.body, logged])).not.toContain(token);
    });

    it('when GitHub cannot be reached, nothing is lost: the owner is told, the log says what failed', async () => {
      const { version } = (await request(app).get(`/admin/api/content/file?path=${testimonials}`).set('Cookie', session)).body as {
        version: string;
      };
      standIn.setDown(true);
      const failed = await request(app)
        .put('/admin/api/content/file')
        .set('Cookie', session)
        .set('Origin', origin)
        .send({ path: testimonials, text: 'x', version });
      standIn.setDown(false);
      expect(failed.status).toBe(502);
      expect(failed.body.error).toBe(
        'GitHub could not be reached, so nothing was saved. Your changes are still on the screen: try again in a minute.',
      );
      expect(logged.at(-1)).toBe('Editing screen: GitHub saving src/content/testimonials.yaml answered 503');
      expect(standIn.files.text(testimonials)).toBe(original);
    });

    it('when GitHub lets the owner read the files but not change them, nothing is lost and the words say who must do what', async () => {
      const { version } = (await request(app).get(`/admin/api/content/file?path=${testimonials}`).set('Cookie', session)).body as {
        version: string;
      };
      standIn.setWritable(false);
      const saved = await request(app)
        .put('/admin/api/content/file')
        .set('Cookie', session)
        .set('Origin', origin)
        .send({ path: testimonials, text: 'x', version });
      const removed = await request(app)
        .delete('/admin/api/content/file')
        .set('Cookie', session)
        .set('Origin', origin)
        .send({ path: testimonials, version });
      standIn.setWritable(true);
      for (const answer of [saved, removed]) {
        expect(answer.status).toBe(502);
        expect(answer.body.error).toBe(
          `GitHub did not let this screen change the website's files, so nothing was saved. Your changes are still on the screen. Whoever set up the site needs to install the site's GitHub App on ${github.repo} and let it change the repository's contents.`,
        );
      }
      expect(logged.at(-1)).toMatch(
        /^Editing screen: GitHub removing src\/content\/testimonials\.yaml answered 403: install the GitHub App on /,
      );
      expect(standIn.files.text(testimonials)).toBe(original);
    });
  });
});

describe('changes only from the site’s own pages (the security review’s probes)', () => {
  /*
   * Issue 32, part 3: the security review's probes of the Origin checks, kept as tests. Every request
   * that changes something is refused unless it comes from the site's own pages, on the live server
   * (server/app.ts) and on `npm run cms` (scripts/shared/cmsApp.ts); both answer through this API:
   *
   *   review probe                                         test (describe › it)
   *   Origin on PUT/DELETE/other writes of /admin/api/*    live server › refuses every change to the content …
   *   Origin on sign-out                                   live server › refuses a sign-out from anywhere but …
   *   the right Origin still works (so the above can fail) live server › takes the same change from the site’s own …
   *   Origin on writes of npm run cms                      npm run cms › refuses every change … / takes a change from …
   *   POST /api/contact from another site                  tests/server/contact/contactRouter.test.ts › a post from
   *                                                          another site › … (a cross-site form or script cannot post)
   *
   * Each write is tried with no Origin, a foreign one, "null" (a sandboxed page or a file), look-alikes
   * (the site's name as a subdomain of another, another scheme or port, a trailing slash, capitals): all
   * are compared as the exact origin, so all are refused, and nothing is changed.
   */

  const siteUrl = 'https://www.example.co.uk';
  const testimonials = 'src/content/testimonials.yaml';
  const original = readFileSync(path.resolve(testimonials), 'utf8');

  const foreignOrigins = (own: string) => {
    const { protocol, hostname, port } = new URL(own);
    const otherScheme = protocol === 'https:' ? 'http:' : 'https:';
    return [
      undefined,
      'null',
      'https://evil.example',
      `${own}.evil.example`,
      `${protocol}//${hostname}.evil.example${port ? `:${port}` : ''}`,
      `${protocol}//evil.example#${hostname}`,
      `${otherScheme}//${hostname}${port ? `:${port}` : ''}`,
      `${protocol}//${hostname}:${Number(port || 443) + 1}`,
      `${own}/`,
      own.toUpperCase(),
      `${own}, https://evil.example`,
    ];
  };

  describe('the live server: changes only from the site’s own pages', () => {
    const github = standInGitHub;
    let standIn: Awaited<ReturnType<typeof startGitHubStandIn>>;
    let app: ReturnType<typeof createApp>;
    let session: string;

    beforeAll(async () => {
      standIn = await startGitHubStandIn(github);
      standIn.files.put(testimonials, original);
      app = createApp({ adminSignIn: { github, siteUrl, endpoints: standIn.endpoints, log: () => {} } });
      session = await signInAsOwner(app, standIn);
    });
    afterAll(async () => {
      await standIn.close();
    });

    const versionOf = async () =>
      ((await request(app).get(`/admin/api/content/file?path=${testimonials}`).set('Cookie', session)).body as { version: string }).version;

    it('refuses every change to the content from any other Origin (none, "null", look-alikes), and changes nothing', async () => {
      const version = await versionOf();
      const writes = [
        ['PUT (a save)', () => request(app).put('/admin/api/content/file').send({ path: testimonials, text: 'changed: yes\n', version })],
        [
          'PUT (a new file)',
          () =>
            request(app).put('/admin/api/content/file').send({ path: 'src/content/new-file.yaml', text: 'added: yes\n', version: null }),
        ],
        ['DELETE', () => request(app).delete('/admin/api/content/file').send({ path: testimonials, version })],
        ['POST', () => request(app).post('/admin/api/content/file').send({ path: testimonials, text: 'changed: yes\n', version })],
        ['PATCH', () => request(app).patch('/admin/api/content/file').send({ path: testimonials, text: 'changed: yes\n', version })],
      ] as const;
      for (const other of foreignOrigins(siteUrl)) {
        for (const [what, write] of writes) {
          const attempt = write().set('Cookie', session);
          const refused = await (other === undefined ? attempt : attempt.set('Origin', other));
          expect(refused.status, `${what} from ${other}`).toBe(403);
          expect(refused.body).toEqual({ ok: false, error: 'Changes can be saved only from the editing screen itself.' });
        }
      }
      expect(standIn.commits).toEqual([]);
      expect(standIn.files.text(testimonials)).toBe(original);
      expect(standIn.files.text('src/content/new-file.yaml')).toBeUndefined();
    });

    it('refuses a sign-out from anywhere but the site itself, and the session lives on', async () => {
      for (const other of foreignOrigins(siteUrl)) {
        const attempt = request(app).post('/admin/auth/sign-out').set('Cookie', session);
        const refused = await (other === undefined ? attempt : attempt.set('Origin', other));
        expect(refused.status, `sign-out from ${other}`).toBe(403);
        expect(refused.text).toContain('<h1>You were not signed out</h1>');
        expect(refused.headers['set-cookie']).toBeUndefined();
      }
      expect((await request(app).get('/admin/api/session').set('Cookie', session)).body.signedIn).toBe(true);
    });

    it('takes the same change, and the sign-out, from the site’s own Origin', async () => {
      const saved = await request(app)
        .put('/admin/api/content/file')
        .set('Cookie', session)
        .set('Origin', siteUrl)
        .send({ path: testimonials, text: `${original}# saved\n`, version: await versionOf() });
      expect(saved.status).toBe(200);
      expect(standIn.files.text(testimonials)).toBe(`${original}# saved\n`);
      const out = await request(app).post('/admin/auth/sign-out').set('Cookie', session).set('Origin', siteUrl);
      expect(out.status).toBe(303);
      expect((await request(app).get('/admin/api/session').set('Cookie', session)).body).toEqual({ signedIn: false });
    });
  });

  describe('npm run cms: changes only from the editing screen on this computer', () => {
    const port = 4610;
    const host = `127.0.0.1:${port}`;
    const repoDir = mkdtempSync(path.join(tmpdir(), 'cms-origin-'));
    cpSync(path.resolve('src/content'), path.join(repoDir, 'src/content'), { recursive: true });
    const screenDir = mkdtempSync(path.join(tmpdir(), 'cms-origin-screen-'));
    writeFileSync(path.join(screenDir, 'index.html'), '<!doctype html><title>Edit the website</title>');
    const app = cmsApp({ repoDir, screenDir, port });
    afterAll(() => {
      rmSync(repoDir, { recursive: true, force: true });
      rmSync(screenDir, { recursive: true, force: true });
    });
    const onDisk = () => readFileSync(path.join(repoDir, testimonials), 'utf8');
    const versionOf = async () =>
      ((await request(app).get(`/admin/api/content/file?path=${testimonials}`).set('Host', host)).body as { version: string }).version;

    it('refuses every change from any other Origin, the other name of this computer at another port included, and writes nothing', async () => {
      const version = await versionOf();
      const refusedOrigins = [
        ...foreignOrigins(`http://localhost:${port}`),
        ...foreignOrigins(`http://127.0.0.1:${port}`),
        `http://[::1]:${port}`,
        `http://localhost`,
      ];
      for (const other of refusedOrigins) {
        for (const [what, write] of [
          ['PUT', () => request(app).put('/admin/api/content/file').send({ path: testimonials, text: 'changed: yes\n', version })],
          ['DELETE', () => request(app).delete('/admin/api/content/file').send({ path: testimonials, version })],
          ['POST', () => request(app).post('/admin/api/content/file').send({ path: testimonials, text: 'changed: yes\n', version })],
        ] as const) {
          const attempt = write().set('Host', host);
          const refused = await (other === undefined ? attempt : attempt.set('Origin', other));
          expect(refused.status, `${what} from ${other}`).toBe(403);
          expect(refused.body).toEqual({ ok: false, error: 'Changes can be saved only from the editing screen itself.' });
        }
      }
      expect(onDisk()).toBe(original);
      expect(readdirSync(path.join(repoDir, 'src/content')).filter((name) => name.endsWith('.saving'))).toEqual([]);
    });

    it('takes a change from the editing screen at localhost and at 127.0.0.1', async () => {
      for (const own of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
        const text = `${onDisk()}# from ${own}\n`;
        const saved = await request(app)
          .put('/admin/api/content/file')
          .set('Host', host)
          .set('Origin', own)
          .send({ path: testimonials, text, version: await versionOf() });
        expect(saved.status, own).toBe(200);
        expect(onDisk()).toBe(text);
      }
    });
  });
});

describe('no path outside src/content/ (the security review’s probes)', () => {
  /*
   * Issue 32, part 3: the security review's path-traversal probes, kept as tests. Each variant is sent
   * to the editing screen's content API (GET, PUT, DELETE; signed in on the live server, and on `npm run cms`), and must be
   * answered with a plain refusal: a 4xx, never a file from outside the site's root
   * (src/content/), never a stack trace or a path of this computer. Needs the build (npm test builds first).
   *
   *   review probe                                  test (describe › it)
   *   ../, ..%2f, %2e%2e/, ..%252f (double-encoded)  the content API › … (the built site's: tests/server/staticSite.test.ts)
   *   backslash ..\ and %5c                          same
   *   absolute /etc/passwd, //etc/passwd, %2f         same
   *   encoded NUL %00                                same
   *   //, a path into src/ outside src/content/      same
   *   .git/config, dotfiles                          same
   *   overlong UTF-8 and full-width (unicode) dots   same
   *   trailing dot, ::$DATA, C:\ (Windows forms)      same
   */

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
});
