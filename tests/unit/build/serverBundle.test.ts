import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packageOf, runtimeDependencyProblems } from '../../../scripts/shared/serverBundle';

describe('the server build: its imports against package.json', () => {
  it('names the package a module comes from, and none for Node’s own modules or files', () => {
    expect(packageOf('zod/mini')).toBe('zod');
    expect(packageOf('express')).toBe('express');
    expect(packageOf('@scope/name/sub/path.js')).toBe('@scope/name');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('http')).toBeNull();
    expect(packageOf('fs/promises')).toBeNull();
    expect(packageOf('./messageStore-abc.js')).toBeNull();
  });

  it('reports a package the server imports but a production install would not have, and one listed but never imported', () => {
    expect(runtimeDependencyProblems(['express', 'react'], ['express', 'tsx'])).toEqual([
      "The server imports react, which is not in package.json's dependencies: a production install (npm ci --omit=dev) would not have it.",
      "package.json's dependencies list tsx, which the server never imports: move it to devDependencies.",
    ]);
    expect(runtimeDependencyProblems(['express', 'zod'], ['zod', 'express'])).toEqual([]);
  });

  it('package.json lists exactly the server’s packages as dependencies (the build checks the bundle itself)', () => {
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(dependencies).sort()).toEqual([
      'better-sqlite3',
      'compressible',
      'compression',
      'express',
      'express-rate-limit',
      // Site search's engine: the server answers GET /search?q= with it (docs/decisions/051).
      'minisearch',
      'mrmime',
      'nodemailer',
      // Range headers, by RFC 9110, before sirv (docs/decisions/081).
      'range-parser',
      'sirv',
      'stemmer',
      'zod',
    ]);
  });
});
