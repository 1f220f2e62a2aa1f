/**
 * The prerender (run by scripts/build.ts after both Vite builds, or alone with `npx tsx
 * scripts/prerender.ts`): renders every route of the route table and the not-found page to static
 * HTML with renderToString and unhead, then writes sitemap.xml, robots.txt, _headers, the favicon set
 * and a .br and a .gz beside every text asset.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { staticHostHeadersFile } from '../server/securityHeaders';
import { absoluteUrl } from '../src/config/site';
import type { RouteEntry } from '../src/routes/routeSchema';
import type { PageAssets } from '../src/entry-server';
import { validateContent } from './lib/contentRegistry';
import { precompress } from './lib/compress';
import { writeFavicons } from './lib/favicons';
import { buildDir, distDir, htmlFileFor, manifestPath, ssrEntry } from './lib/paths';
import { entryScripts, pageAssets, readManifest, type Manifest } from './lib/viteManifest';

interface ServerEntry {
  renderPage(url: string, template: string, assetsFor: (pages: string[]) => PageAssets): Promise<{ html: string; pages: string[] }>;
  routeTable: readonly RouteEntry[];
  notFoundRoute: RouteEntry;
  routeModulePaths(route: RouteEntry): string[];
}

/** Vite writes its manifest into dist/.vite/; move it out of the folder that gets served. */
function takeManifest(): Manifest {
  const viteManifest = path.join(distDir, '.vite', 'manifest.json');
  if (existsSync(viteManifest)) {
    mkdirSync(buildDir, { recursive: true });
    renameSync(viteManifest, manifestPath);
    rmSync(path.join(distDir, '.vite'), { recursive: true, force: true });
  }
  return readManifest();
}

/** The self-hosted regular and bold Latin fonts, preloaded so text does not reflow when they arrive. */
function fontPreloads(manifest: Manifest): string[] {
  return Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => /atkinson-hyperlegible-next-latin-(400|700)-normal.*\.woff2$/.test(file))
    .map((file) => `/${file}`);
}

function sitemap(routes: readonly RouteEntry[]): string {
  const urls = routes
    .filter((route) => !route.noindex)
    .map((route) => `  <url><loc>${absoluteUrl(route.path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

export async function prerender(): Promise<void> {
  validateContent();
  const manifest = takeManifest();
  const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->')) throw new Error('dist/index.html is not the Vite template');
  // Sanity check: the entry must be the only script tag; page chunks come as modulepreloads.
  if (!entryScripts(manifest).length) throw new Error('The manifest has no client entry');

  const render = async (route: RouteEntry, file: string) => {
    const { html } = await server.renderPage(`http://localhost${route.path}`, template, (pages) => {
      const { scripts, styles } = pageAssets(manifest, pages);
      return { fonts: fontPreloads(manifest), styles, modules: scripts };
    });
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  };

  for (const route of server.routeTable) await render(route, htmlFileFor(route.path));
  await render(server.notFoundRoute, path.join(distDir, '404.html'));

  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemap(server.routeTable));
  writeFileSync(path.join(distDir, 'robots.txt'), robots());
  writeFileSync(path.join(distDir, '_headers'), staticHostHeadersFile());
  await writeFavicons();
  const compressed = precompress(distDir);
  console.log(`Prerendered ${server.routeTable.length} routes and 404.html; compressed ${compressed} files`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerender();
}
