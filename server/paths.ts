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
