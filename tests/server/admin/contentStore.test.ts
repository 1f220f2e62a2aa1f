import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentApiRouter } from '../../../server/admin/contentApi';
import { LocalContentStore } from '../../../server/admin/contentStore';
import { internals } from '../serverHarness';

// Issue 32, findings 2 and 6: the store `npm run cms` saves through, on a copy of the content folder.
const origin = 'https://www.example.co.uk';
const testimonials = 'src/content/testimonials.yaml';
const notAContentFile = { ok: false, error: 'That is not a content file of the site.' };
const changedMeanwhile =
  'Someone else has changed this file since you opened it. Your changes are still on the screen: copy them, open the file again, and make them there.';

let root: string;
let app: express.Express;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'local-store-'));
  cpSync(path.resolve('src/content'), path.join(root, 'src/content'), { recursive: true });
  app = express();
  // As in `npm run cms` and the API's own tests, a store per request: the turns must hold across them.
  app.use(contentApiRouter({ origin, storeFor: () => new LocalContentStore(root), log: () => undefined }));
});
const onDisk = (file: string) => readFileSync(path.join(root, file), 'utf8');
const save = (file: string, text: string, version: string | null) =>
  request(app).put('/admin/api/content/file').set('Origin', origin).send({ path: file, text, version });
const remove = (file: string, version: string) =>
  request(app).delete('/admin/api/content/file').set('Origin', origin).send({ path: file, version });
const versionOf = async (file: string) =>
  ((await request(app).get(`/admin/api/content/file?path=${file}`)).body as { version: string }).version;

describe('two saves of the same file at once, from the same version', () => {
  it('exactly one is saved; the other is told the file changed, and the file holds the saved one’s words (20 rounds)', async () => {
    for (let round = 0; round < 20; round += 1) {
      const version = await versionOf(testimonials);
      const texts = [`# first person, round ${round}\n`, `# second person, round ${round}\n`];
      const answers = await Promise.all(texts.map((text) => save(testimonials, text, version)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      const [saved, refused] = winner === 0 ? answers : [answers[1], answers[0]];
      expect(refused?.body).toEqual({ ok: false, error: changedMeanwhile });
      expect(onDisk(testimonials)).toBe(texts[winner]);
      expect(saved?.body.version).toBe(await versionOf(testimonials));
    }
  });

  it('a save and a removal at once: one is done, the other refused, and the file is as the one done left it', async () => {
    const version = await versionOf(testimonials);
    const [saved, removed] = await Promise.all([save(testimonials, '# kept\n', version), remove(testimonials, version)]);
    expect([saved.status, removed.status].filter((status) => status === 200)).toHaveLength(1);
    if (saved.status === 200) {
      expect(removed.body).toEqual({ ok: false, error: changedMeanwhile });
      expect(onDisk(testimonials)).toBe('# kept\n');
    } else {
      expect(saved.status).toBe(404);
      expect(existsSync(path.join(root, testimonials))).toBe(false);
    }
  });
});

describe('a symbolic link in the content folder never reaches outside it', () => {
  let outside: string;
  beforeEach(() => {
    outside = mkdtempSync(path.join(tmpdir(), 'outside-content-'));
    writeFileSync(path.join(outside, 'secret.md'), 'not the site’s words\n');
    symlinkSync(path.join(outside, 'secret.md'), path.join(root, 'src/content/leak.md'));
    symlinkSync(outside, path.join(root, 'src/content/elsewhere'), 'dir');
  });
  const outsideUnchanged = () => {
    expect(readdirSync(outside)).toEqual(['secret.md']);
    expect(readFileSync(path.join(outside, 'secret.md'), 'utf8')).toBe('not the site’s words\n');
  };

  it('a linked file: not read, not saved over, not removed', async () => {
    const read = await request(app).get('/admin/api/content/file?path=src/content/leak.md');
    expect(read.status).toBe(400);
    expect(read.body).toEqual(notAContentFile);
    const version = '0'.repeat(40);
    for (const answer of [await save('src/content/leak.md', 'overwritten\n', version), await remove('src/content/leak.md', version)]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(notAContentFile);
    }
    const all = (await request(app).get('/admin/api/content/all')).body as { files: { path: string; text: string }[] };
    expect(all.files.some((file) => file.text.includes('not the site’s words'))).toBe(false);
    outsideUnchanged();
  });

  it('a linked folder: no file in it read, no new file written, none removed, the folder not listed', async () => {
    const read = await request(app).get('/admin/api/content/file?path=src/content/elsewhere/secret.md');
    expect(read.body).toEqual(notAContentFile);
    const added = await save('src/content/elsewhere/new-page.md', '# written outside\n', null);
    expect(added.status).toBe(400);
    expect(added.body).toEqual(notAContentFile);
    const deeper = await save('src/content/elsewhere/sub/new-page.md', '# written outside\n', null);
    expect(deeper.body).toEqual(notAContentFile);
    const removed = await remove('src/content/elsewhere/secret.md', '0'.repeat(40));
    expect(removed.body).toEqual(notAContentFile);
    const listed = await request(app).get('/admin/api/content/files?folder=src/content/elsewhere');
    expect(listed.body).toEqual(notAContentFile);
    expect(JSON.stringify([read.body, added.body, removed.body, listed.body])).not.toMatch(internals);
    outsideUnchanged();
  });

  it('a file in a real folder of the content still reads, saves, is added and removed', async () => {
    mkdirSync(path.join(root, 'src/content/quick-guides/nested'));
    const file = 'src/content/quick-guides/nested/new-guide.md';
    const added = await save(file, '# new\n', null);
    expect(added.status).toBe(200);
    expect(onDisk(file)).toBe('# new\n');
    const changed = await save(file, '# changed\n', added.body.version as string);
    expect(changed.status).toBe(200);
    const read = await request(app).get(`/admin/api/content/file?path=${file}`);
    expect(read.body).toMatchObject({ ok: true, text: '# changed\n' });
    expect((await remove(file, changed.body.version as string)).status).toBe(200);
    expect(existsSync(path.join(root, file))).toBe(false);
    outsideUnchanged();
  });
});
