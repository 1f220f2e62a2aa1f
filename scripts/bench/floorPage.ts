import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../shared/compress';
import { buildDir, distDir, rootDir } from '../shared/buildPaths';

export const floorDir = path.join(buildDir, 'bench-floor');

/**
 * The benchmark's floor: a bare React page (one heading and one paragraph, prerendered in its HTML
 * and hydrated), built by the same Vite and served by the same server as the site. No page can do
 * better than it on this stack; each page's figures are printed as a ratio to it.
 */
export async function buildFloorPage(): Promise<string> {
  await build({
    configFile: false,
    root: path.join(rootDir, 'scripts', 'bench', 'floor'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: floorDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  // The server needs a not-found page; browsers ask for /favicon.ico.
  copyFileSync(path.join(floorDir, 'index.html'), path.join(floorDir, '404.html'));
  const favicon = path.join(distDir, 'favicon.ico');
  if (existsSync(favicon)) copyFileSync(favicon, path.join(floorDir, 'favicon.ico'));
  // Served like the site: brotli and gzip files beside the originals.
  precompress(floorDir);
  return floorDir;
}
