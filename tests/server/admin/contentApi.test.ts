import { cpSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentApiRouter } from '../../../server/admin/contentApi';
import { LocalContentStore } from '../../../server/admin/contentStore';
import { createApp } from '../../../server/app';
import { signInAsOwner, startGitHubStandIn, standInGitHub } from '../githubStandIn';
import { internals } from '../serverHarness';

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
