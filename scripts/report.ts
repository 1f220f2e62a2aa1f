/**
 * `npm run report`: for every route, the bytes of HTML, CSS and JavaScript a first visit downloads
 * (raw, gzip, brotli), as a table and as reports/first-visit.json, and what a search costs on the search
 * page (its code and the index). With --check, exits non-zero when any page's first-visit JavaScript
 * exceeds the budget in budget.json, when a search costs more than its budget, or when any page but
 * the search page loads search code on its first visit (issue 23, docs/decisions/051).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_PATH } from '../src/lib/search/query';
import { notFoundRoute, routeTable } from '../src/routes/routeTable';
import { distDir, htmlFileFor, rootDir } from './shared/buildPaths';
import { appChunks, readManifest, readModuleChunks, staticChunkClosure } from './shared/viteManifest';

interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}
interface PageReport {
  path: string;
  html: Bytes;
  css: Bytes;
  js: Bytes;
  files: string[];
}

const zero = (): Bytes => ({ raw: 0, gzip: 0, brotli: 0 });

function sizes(file: string): Bytes {
  const size = (name: string) => (existsSync(name) ? statSync(name).size : statSync(file).size);
  return { raw: statSync(file).size, gzip: size(`${file}.gz`), brotli: size(`${file}.br`) };
}

function add(total: Bytes, more: Bytes): void {
  total.raw += more.raw;
  total.gzip += more.gzip;
  total.brotli += more.brotli;
}

const manifest = readManifest();
const moduleChunks = readModuleChunks();
const chunkByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));

/**
 * What the browser fetches for the page: its stylesheets; its scripts and modulepreloads; after the
 * first paint, the app and the page's own chunks (<body data-page-modules>); and their static imports.
 */
function firstVisitFiles(html: string): { css: string[]; js: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  // What <noscript> links is for visitors without JavaScript, who download no JavaScript either.
  const tags = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').match(/<(?:link|script|body)\b[^>]*>/g) ?? [];
  const css = tags.filter((tag) => /rel="stylesheet"/.test(tag)).map((tag) => attr(tag, 'href')!);
  const pageModules = tags.flatMap((tag) => (tag.startsWith('<body') ? (attr(tag, 'data-page-modules')?.split(' ') ?? []) : []));
  const direct = [
    ...tags
      .filter((tag) => /<script\b[^>]*\bsrc=/.test(tag) || /rel="modulepreload"/.test(tag))
      .map((tag) => attr(tag, 'src') ?? attr(tag, 'href')!),
    ...appChunks(manifest, moduleChunks).map((key) => `/${manifest[key]!.file}`),
    ...pageModules,
  ];
  const seen = new Set<string>();
  const js = new Set<string>();
  for (const file of direct) {
    const key = chunkByFile.get(file);
    if (!key) {
      js.add(file);
      continue;
    }
    for (const chunk of staticChunkClosure(manifest, key, seen)) js.add(`/${manifest[chunk]!.file}`);
  }
  return { css, js: [...js] };
}

function reportFor(routePath: string, htmlFile: string): PageReport {
  const html = readFileSync(htmlFile, 'utf8');
  const files = firstVisitFiles(html);
  const report: PageReport = { path: routePath, html: sizes(htmlFile), css: zero(), js: zero(), files: [...files.css, ...files.js] };
  for (const href of files.css) add(report.css, sizes(path.join(distDir, href)));
  for (const href of files.js) add(report.js, sizes(path.join(distDir, href)));
  return report;
}

const reports = [
  ...routeTable.map((route) => reportFor(route.path, htmlFileFor(route.path))),
  reportFor(`${notFoundRoute.path} (404.html)`, path.join(distDir, '404.html')),
];
const budget = JSON.parse(readFileSync(path.join(rootDir, 'budget.json'), 'utf8')) as {
  firstVisitJavaScriptBrotliKB: number;
  searchBrotliKB: number;
};

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const header = ['page', 'HTML raw/gz/br', 'CSS raw/gz/br', 'JS raw/gz/br'];
const rows = reports.map((r) => [
  r.path,
  `${kb(r.html.raw)}/${kb(r.html.gzip)}/${kb(r.html.brotli)}`,
  `${kb(r.css.raw)}/${kb(r.css.gzip)}/${kb(r.css.brotli)}`,
  `${kb(r.js.raw)}/${kb(r.js.gzip)}/${kb(r.js.brotli)}`,
]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
console.log('First-visit bytes per page, in KB (1000 bytes): raw / gzip / brotli');
console.log(line(header));
rows.forEach((row) => console.log(line(row)));

const heaviest = reports.reduce((max, r) => (r.js.brotli > max.js.brotli ? r : max));
console.log(
  `\nHeaviest first-visit JavaScript: ${heaviest.path}, ${kb(heaviest.js.brotli)} KB brotli (budget ${budget.firstVisitJavaScriptBrotliKB} KB).`,
);

/**
 * What a search costs on the search page: the JavaScript only it loads (its page chunk and the
 * search engine, loaded with the first search, with their imports), and the index. The app's chunks
 * every page shares are not search's cost.
 */
const searchPage = reports.find((r) => r.path === '/search')!;
const otherPagesFiles = new Set(reports.filter((r) => r !== searchPage).flatMap((r) => r.files));
const engineKey = Object.keys(manifest).find((key) => key === 'src/lib/search/engine.ts')!;
const searchFiles = [
  ...new Set([
    ...searchPage.files.filter((file) => file.endsWith('.js')),
    ...staticChunkClosure(manifest, engineKey).map((key) => `/${manifest[key]!.file}`),
  ]),
].filter((file) => !otherPagesFiles.has(file));
const searchCost = zero();
for (const file of [...searchFiles, SEARCH_INDEX_PATH]) add(searchCost, sizes(path.join(distDir, file)));
console.log(
  `Search, on the search page: ${kb(searchCost.brotli)} KB brotli of code and index (${[...searchFiles, SEARCH_INDEX_PATH].join(', ')}; budget ${budget.searchBrotliKB} KB).`,
);
const searchElsewhere = reports.filter((r) => r !== searchPage && r.files.some((file) => searchFiles.includes(file)));

mkdirSync(path.join(rootDir, 'reports'), { recursive: true });
writeFileSync(
  path.join(rootDir, 'reports', 'first-visit.json'),
  `${JSON.stringify({ budgetKB: budget.firstVisitJavaScriptBrotliKB, pages: reports, search: { budgetKB: budget.searchBrotliKB, files: searchFiles, bytes: searchCost } }, null, 2)}\n`,
);
console.log('Written to reports/first-visit.json');

if (process.argv.includes('--check')) {
  const over = reports.filter((r) => r.js.brotli > budget.firstVisitJavaScriptBrotliKB * 1000);
  for (const r of over) console.error(`Over budget: ${r.path} ships ${kb(r.js.brotli)} KB of JavaScript (brotli).`);
  const searchOver = searchCost.brotli > budget.searchBrotliKB * 1000;
  if (searchOver) console.error(`Over budget: a search costs ${kb(searchCost.brotli)} KB (brotli) of code and index on the search page.`);
  for (const r of searchElsewhere) console.error(`${r.path} loads search code on its first visit: only the search page may.`);
  process.exit(over.length || searchOver || searchElsewhere.length ? 1 : 0);
}
