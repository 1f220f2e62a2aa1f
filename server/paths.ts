import path from 'node:path';

/**
 * Where the server finds the built site and keeps its data. This module runs from server/ (through
 * tsx: tests, benchmarks, development) or bundled into dist-server/ (`npm run serve`, production):
 * both are folders at the project's root, so the root is one step up either way.
 */
export const projectDir = path.resolve(import.meta.dirname, '..');
/** The static site the build wrote (served). */
export const distDir = path.join(projectDir, 'dist');
/** The server as the build compiled it, with the site settings it runs with (never served). */
export const serverBuildDir = path.join(projectDir, 'dist-server');
/**
 * The pages the server fills in (docs/decisions/075): rendered by the prerender through the pages'
 * own components, with named slots (src/lib/search/searchPageHooks.ts, src/lib/errorPageHooks.ts)
 * where the server writes. In dist-server/, so no static host ever serves them.
 */
export const serverTemplatesDir = path.join(serverBuildDir, 'templates');
export const serverTemplateFiles = {
  /** GET /search without a query: the search page, without its note that search needs JavaScript. */
  search: 'search.html',
  /** GET /search?q=…: the search page with its query, its answer and its count as slots. */
  searchResults: 'search-results.html',
  /** The error pages (400, 413, 415, 429, 500, 503): the not-found page with its status and words as slots, and no scripts. */
  error: 'error.html',
} as const;
export type ServerTemplateName = keyof typeof serverTemplateFiles;

/** Where messages are stored unless CONTACT_DATA_DIR says otherwise (kept out of git). */
export const defaultDataDir = path.join(projectDir, '.data', 'contact');

/** The data directory alone (for `npm run messages`, which needs nothing else). */
export function dataDirFrom(env: NodeJS.ProcessEnv): string {
  return env.CONTACT_DATA_DIR ? path.resolve(env.CONTACT_DATA_DIR) : defaultDataDir;
}

/** Where the editing screen's sign-ins are kept unless ADMIN_DATA_DIR says otherwise (kept out of git; docs/decisions/071). */
export const defaultAdminDataDir = path.join(projectDir, '.data', 'admin');

export function adminDataDirFrom(env: NodeJS.ProcessEnv): string {
  return env.ADMIN_DATA_DIR ? path.resolve(env.ADMIN_DATA_DIR) : defaultAdminDataDir;
}
