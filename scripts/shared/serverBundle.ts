import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'vite';
import { rootDir, serverBuildDir } from './buildPaths';

/**
 * The server, compiled for production (docs/decisions/040): `npm run build` bundles the server and the
 * owner's `npm run messages` into plain JavaScript in dist-server/, with everything they import from
 * this project (server/, and the few modules of src/ they share with the pages: the contact form's
 * rules, the old addresses' redirects). Packages stay outside the bundle, imported from node_modules at
 * run time, so they are exactly package.json's `dependencies`: the build checks both ways, and stops
 * if the server imports a package a production install (`npm ci --omit=dev`) would not have, or if
 * `dependencies` lists a package the server never imports.
 */

/** The programs in dist-server/, by the name of their file there (the search thread's too, docs/decisions/080). */
export const serverEntries = { index: 'server/index.ts', messages: 'scripts/messages.ts', searchWorker: 'server/searchWorker.ts' } as const;

/** The package a module specifier names ('zod/mini' → 'zod'), or null for Node's own modules and files. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (builtinModules.includes(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** What is wrong between the packages the server imports and package.json's `dependencies`, one line each. */
export function runtimeDependencyProblems(imported: Iterable<string>, dependencies: Iterable<string>): string[] {
  const used = new Set(imported);
  const listed = new Set(dependencies);
  const problems: string[] = [];
  for (const name of [...used].sort()) {
    if (!listed.has(name))
      problems.push(
        `The server imports ${name}, which is not in package.json's dependencies: a production install (npm ci --omit=dev) would not have it.`,
      );
  }
  for (const name of [...listed].sort()) {
    if (!used.has(name))
      problems.push(`package.json's dependencies list ${name}, which the server never imports: move it to devDependencies.`);
  }
  return problems;
}

export class ServerBuildError extends Error {}

/** Builds dist-server/ (emptied first); throws ServerBuildError if the dependencies do not match. */
export async function buildServer(): Promise<void> {
  const result = await build({
    configFile: false,
    root: rootDir,
    logLevel: 'warn',
    // Nothing of the site's Vite set-up (React, Tailwind, the content plugin) applies to the server.
    plugins: [],
    build: {
      ssr: true,
      outDir: serverBuildDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      minify: false,
      // Stack traces in the server's log name the TypeScript files and lines (node --enable-source-maps).
      sourcemap: true,
      rolldownOptions: {
        input: serverEntries,
        // Every file in dist-server/ itself: server/paths.ts finds the project's root one step up.
        output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => ('output' in item ? item.output : []));
  const files = new Set(outputs.map((item) => item.fileName));
  const imported = new Set<string>();
  for (const item of outputs) {
    if (item.type !== 'chunk') continue;
    for (const specifier of [...item.imports, ...item.dynamicImports]) {
      const name = files.has(specifier) ? null : packageOf(specifier);
      if (name) imported.add(name);
    }
  }
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const problems = runtimeDependencyProblems(imported, Object.keys(dependencies));
  if (problems.length) throw new ServerBuildError(problems.join('\n'));
}
