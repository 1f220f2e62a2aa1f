import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { decapConfig } from '../content/editor/decapConfig';
import { rootDir } from './paths';

/** The editing screen's files (docs/decisions/031): the page, its settings and Decap CMS's bundle. */
export const adminDir = path.join(rootDir, 'admin');

/**
 * The configuration Decap reads: admin/config.yml's settings with the collections made from the
 * content schemas (scripts/content/editor/), the simple pages of `contentDir` among them.
 */
export function adminConfig(contentDir = path.join(rootDir, 'src', 'content')): string {
  return decapConfig(readFileSync(path.join(adminDir, 'config.yml'), 'utf8'), contentDir);
}

/** Decap CMS's built files: decap-cms.js and the chunks it loads from beside itself (and its .wasm). */
export function decapDir(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist');
}
export const decapFile = /^(?:\d+\.)?decap-cms\.js$|^[0-9a-f]+\.wasm$/;

/** Writes /admin into a served folder: never a route, never in the sitemap, never loaded by a page. */
export function writeAdmin(targetDir: string): void {
  const admin = path.join(targetDir, 'admin');
  mkdirSync(admin, { recursive: true });
  copyFileSync(path.join(adminDir, 'index.html'), path.join(admin, 'index.html'));
  writeFileSync(path.join(admin, 'config.yml'), adminConfig());
  for (const name of readdirSync(decapDir()).filter((file) => decapFile.test(file))) {
    copyFileSync(path.join(decapDir(), name), path.join(admin, name));
  }
}

/** decap-server's address as admin/config.yml's local_backend and the admin policy name it (port 8081). */
export function localBackendFor(port: number): { origin: string; api: string } {
  const origin = `http://localhost:${port}`;
  return { origin, api: `${origin}/api/v1` };
}
export const defaultLocalBackend = localBackendFor(8081);
