import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../../scripts/shared/buildPaths';
import { cmsApp } from '../../../scripts/shared/cmsApp';

/**
 * `npm run cms` answers only requests addressed to this computer (issue 32, finding 3): a page on
 * another site that reaches 127.0.0.1 by DNS rebinding sends its own name as the Host, and must read
 * nothing, the content included.
 */
const port = 4600;
const repoDir = mkdtempSync(path.join(tmpdir(), 'cms-host-'));
mkdirSync(path.join(repoDir, 'src'));
cpSync(path.join(rootDir, 'src', 'content', 'business.yaml'), path.join(repoDir, 'src', 'content', 'business.yaml'));
const screenDir = mkdtempSync(path.join(tmpdir(), 'cms-host-screen-'));
writeFileSync(path.join(screenDir, 'index.html'), '<!doctype html><title>Edit the website</title>');
const app = cmsApp({ repoDir, screenDir, port });
afterAll(() => {
  rmSync(repoDir, { recursive: true, force: true });
  rmSync(screenDir, { recursive: true, force: true });
});

describe('npm run cms, asked by another name', () => {
  it('refuses every request whose Host is not localhost or 127.0.0.1 at its port, reads included, in plain words', async () => {
    for (const host of [
      `rebind.attacker.example:${port}`,
      'rebind.attacker.example',
      `localhost:${port + 1}`,
      `localhost.attacker.example:${port}`,
      '',
    ]) {
      for (const address of [
        '/admin/api/content/all',
        '/admin/api/content/file?path=src/content/business.yaml',
        '/admin/',
        '/admin/api/session',
      ]) {
        const refused = await request(app).get(address).set('Host', host);
        expect(refused.status, `${host} ${address}`).toBe(403);
        expect(refused.type).toBe('text/html');
        expect(refused.text).toContain('<h1>This address cannot open the editing screen</h1>');
        expect(refused.text).toContain(`http://localhost:${port}/admin/`);
        expect(refused.text).not.toContain('companyName');
      }
    }
  });

  it('answers at localhost and 127.0.0.1 at its port', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `LOCALHOST:${port}`]) {
      const all = await request(app).get('/admin/api/content/all').set('Host', host);
      expect(all.status, host).toBe(200);
      expect(JSON.stringify(all.body)).toContain('companyName');
      expect((await request(app).get('/admin/').set('Host', host)).status).toBe(200);
    }
  });
});
