/**
 * The prerender (run by scripts/build.ts after both Vite builds, or alone with `npx tsx
 * scripts/prerender.ts`): renders every route of the route table and the not-found page to static
 * HTML with renderToString and unhead, then writes sitemap.xml, robots.txt, _headers, the favicon set
 * and a .br and a .gz beside every text asset, and the settings the server runs with
 * (dist-server/site.json: the server never reads the content sources, docs/decisions/040) and the
 * pages it fills in (dist-server/templates/, docs/decisions/075).
 *
 * Once every file is written, it takes the site's fingerprint (site-fingerprint.json, published with
 * it), compares the accessibility sweep record with it, and renders the accessibility statement and
 * its conformance report again with what that comparison found (docs/decisions/053).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { staticHostHeadersFile } from '../server/securityHeaders';
import { siteSettingsFile, siteSettingsFrom } from '../server/siteSettings';
import { absoluteUrl, site } from '../src/config/site';
import { permanentRedirects } from '../src/routes/redirects';
import type { RouteEntry } from '../content-model/routes/routeSchema.ts';
import type { PageAssets, RenderOptions } from '../src/entry-server';
import type { PrerenderGiven } from '../src/components/layout/prerenderGiven';
import { conformanceReportFrom, statementEvidenceFrom } from '../content-model/compiler/accessibilityEvidence.ts';
import { compileContent, type CompiledContent } from '../content-model/compiler/compiledContent.ts';
import { editorDescription } from '../content-model/editor/editorDescription.ts';
import { defaultContentFolder } from '../content-model/disk';
import { writeAdmin } from './shared/admin';
import { validateContent } from './shared/contentRegistry';
import { precompress } from './shared/compress';
import { writeFavicons } from './shared/favicons';
import { buildDir, distDir, htmlFileFor, manifestPath, moduleChunksPath, pageTemplatePath, rootDir, ssrEntry } from './shared/buildPaths';
import { missingRouteModules } from './shared/routeModulesCheck';
import {
  builtSite,
  checkoutVersion,
  evidencePartIds,
  pageFingerprint,
  siteFingerprint,
  writeSiteFingerprint,
} from './shared/siteFingerprint';
import { searchIndex, searchIndexFileName } from './search/searchIndex';
import { writeDownloads } from './downloads/writeDownloads';
import { writeServerTemplates } from './prerender/serverTemplates';
import { fontsStylesheet, pageAssets, readManifest, readModuleChunks, type Manifest } from './shared/viteManifest';

interface ServerEntry {
  renderPage(
    url: string,
    template: string,
    assetsFor: (modulePaths: string[]) => PageAssets,
    given?: PrerenderGiven,
    options?: RenderOptions,
  ): Promise<{ html: string }>;
  routeTable: readonly RouteEntry[];
  notFoundRoute: RouteEntry;
  routeModulePaths(route: RouteEntry): string[];
}

/** Vite writes its manifest (and our module map) into dist/.vite/; move them out of the served folder. */
function takeManifest(): Manifest {
  const viteDir = path.join(distDir, '.vite');
  if (existsSync(viteDir)) {
    mkdirSync(buildDir, { recursive: true });
    renameSync(path.join(viteDir, 'manifest.json'), manifestPath);
    renameSync(path.join(viteDir, 'module-chunks.json'), moduleChunksPath);
    rmSync(viteDir, { recursive: true, force: true });
  }
  return readManifest();
}

/**
 * Vite's page template: dist/index.html as Vite wrote it, kept in build/ before the home page is written
 * over it, so that a second prerender of the same build (the statement made from the build's own
 * sweep: docs/decisions/069) renders from the same template.
 */
function takeTemplate(): string {
  const written = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (written.includes('<!--app-html-->')) {
    mkdirSync(buildDir, { recursive: true });
    writeFileSync(pageTemplatePath, written);
    return written;
  }
  if (existsSync(pageTemplatePath)) return readFileSync(pageTemplatePath, 'utf8');
  throw new Error('dist/index.html is not the Vite template, and build/ keeps none: run npm run build');
}

function sitemap(routes: readonly RouteEntry[]): string {
  const urls = routes.filter((route) => !route.noindex).map((route) => `  <url><loc>${absoluteUrl(route.path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** dist/_redirects, read by Netlify and Cloudflare Pages. */
function redirectsFile(): string {
  return `${permanentRedirects.map(({ from, to }) => `${from} ${to} 301`).join('\n')}\n`;
}

/**
 * For hosts that read no redirect file: a tiny page at the old address that sends the browser on at
 * once (a zero-delay refresh is no timing problem, WCAG F40/F41), tells search engines where the page
 * lives, and gives a plain link for anything that does not follow the refresh.
 */
function redirectPage(to: string): string {
  const target = absoluteUrl(to);
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>This page has moved</title>
    <meta name="robots" content="noindex">
    <link rel="canonical" href="${target}">
    <meta http-equiv="refresh" content="0; url=${to}">
  </head>
  <body>
    <main>
      <h1>This page has moved</h1>
      <p><a href="${to}">Go to the new page</a>.</p>
    </main>
  </body>
</html>
`;
}

function robots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

/**
 * `content`: the build's one compile of the content (docs/decisions/077), which the SSR bundle was
 * built from: the downloads, the checks, the evidence and the editing screen's description take it,
 * and nothing here reads a content file.
 */
export async function prerender(content: CompiledContent): Promise<void> {
  validateContent(content.listedPages);
  const manifest = takeManifest();
  const moduleChunks = readModuleChunks();
  const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
  const template = takeTemplate();

  const missing = missingRouteModules([...server.routeTable, server.notFoundRoute], server.routeModulePaths, (file) =>
    existsSync(path.join(rootDir, file)),
  );
  if (missing) {
    console.error(`Route table error: ${missing}`);
    process.exit(1);
  }

  const assetsFor = (modulePaths: string[]): PageAssets => {
    const { scripts, styles } = pageAssets(manifest, moduleChunks, modulePaths);
    return { styles, modules: scripts, fonts: fontsStylesheet(manifest) };
  };
  const renderHtml = async (url: string, given?: PrerenderGiven, options?: RenderOptions) =>
    (await server.renderPage(url, template, assetsFor, given, options)).html;
  const render = async (route: RouteEntry, file: string, given?: PrerenderGiven) => {
    const html = await renderHtml(`http://localhost${route.path}`, given);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    return html;
  };

  // Each tutorial's and quick guide's downloads, from the same content as its page (issue 34): written
  // first, so that each page's links give the size of the file (docs/decisions/068), and link only to
  // the files there are: without liblouis, no braille, said here in one line (docs/decisions/070).
  const { written: downloads, leftOut } = await writeDownloads(distDir, content);
  if (leftOut) console.warn(leftOut);

  const pages: { route: RouteEntry; html: string }[] = [];
  for (const route of server.routeTable) pages.push({ route, html: await render(route, htmlFileFor(route.path), { downloads }) });
  const notFoundHtml = await render(server.notFoundRoute, path.join(distDir, '404.html'));

  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemap(server.routeTable));
  writeFileSync(path.join(distDir, 'robots.txt'), robots());
  const settings = siteSettingsFrom(site);
  writeFileSync(path.join(distDir, '_headers'), staticHostHeadersFile(settings));
  mkdirSync(path.dirname(siteSettingsFile), { recursive: true });
  writeFileSync(siteSettingsFile, `${JSON.stringify(settings, null, 2)}\n`);
  // The pages the Node server fills in, by the same components, into dist-server/ (docs/decisions/075).
  await writeServerTemplates(renderHtml);
  writeFileSync(path.join(distDir, '_redirects'), redirectsFile());
  for (const { from, to } of permanentRedirects) {
    mkdirSync(path.dirname(htmlFileFor(from)), { recursive: true });
    writeFileSync(htmlFileFor(from), redirectPage(to));
  }
  await writeFavicons();
  await writeAdmin(distDir, editorDescription(content.simplePageWords));

  // Every file the pages use is written: the site's fingerprint, and the statement and the report
  // compared with it (docs/decisions/053).
  const fingerprint = siteFingerprint(
    distDir,
    pages.map(({ route, html }) => ({ path: route.path, html })),
    notFoundHtml,
    checkoutVersion(rootDir),
  );
  const built = builtSite(fingerprint, (routePath) => server.routeTable.find((route) => route.path === routePath)?.name ?? routePath);
  const given: PrerenderGiven = {
    downloads,
    statementEvidence: statementEvidenceFrom(content.accessibilityEvidence, built),
    conformanceReport: conformanceReportFrom(content.accessibilityEvidence, built),
  };
  for (const page of pages.filter(({ html }) => evidencePartIds.some((id) => html.includes(`<div id="${id}">`)))) {
    const again = await render(page.route, htmlFileFor(page.route.path), given);
    // Only the evidence's own parts may change with it: anything else would make every record out of date.
    if (pageFingerprint(again) !== pageFingerprint(page.html))
      throw new Error(`${page.route.path} changes outside its evidence parts (${evidencePartIds.join(', ')}) when its evidence does`);
    page.html = again;
  }
  writeSiteFingerprint(distDir, fingerprint);

  // The search index, from the pages as rendered and written, held here rather than read back.
  const rendered = new Map(pages.map(({ route, html }) => [route.path, html]));
  const htmlOf = (routePath: string) => {
    const html = rendered.get(routePath);
    if (html === undefined) throw new Error(`The search index asked for ${routePath}, which the prerender did not render`);
    return html;
  };
  const index = searchIndex(server.routeTable, htmlOf, content.values.searchSynonyms, content.values.searchBestBets);
  writeFileSync(path.join(distDir, searchIndexFileName), JSON.stringify(index));
  const compressed = precompress(distDir);
  console.log(
    `Prerendered ${server.routeTable.length} routes and 404.html, wrote ${downloads.length} downloads; compressed ${compressed} files`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Alone, after a build: the content as it is now, compiled once for this run.
  await prerender(compileContent(defaultContentFolder));
}
