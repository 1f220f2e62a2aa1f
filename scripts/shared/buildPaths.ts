import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** What is served: the static site. */
export const distDir = path.join(rootDir, 'dist');
/** The server compiled for production, and the settings it runs with (server/paths.ts). */
export { serverBuildDir } from '../../server/paths';
/** Build by-products that must not be served: the SSR bundle and Vite's manifest. */
export const buildDir = path.join(rootDir, 'build');
export const ssrEntry = path.join(buildDir, 'ssr', 'entry-server.js');
export const manifestPath = path.join(buildDir, 'client-manifest.json');
export const moduleChunksPath = path.join(buildDir, 'module-chunks.json');
/** Vite's page template, kept out of dist/ (where index.html becomes the home page) so the prerender can run again. */
export const pageTemplatePath = path.join(buildDir, 'page-template.html');
export const publicDir = path.join(rootDir, 'public');

/** dist/index.html for '/', dist/about/index.html for '/about'. */
export function htmlFileFor(routePath: string): string {
  return routePath === '/' ? path.join(distDir, 'index.html') : path.join(distDir, routePath.slice(1), 'index.html');
}
