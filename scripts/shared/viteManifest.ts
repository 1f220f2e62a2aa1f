import { readFileSync } from 'node:fs';
import { manifestPath, moduleChunksPath } from './buildPaths';

/** One entry of Vite's build manifest (https://vite.dev/guide/backend-integration). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

export const clientEntryKey = 'index.html';
/** The app the client entry imports after the first paint (src/entry-client.ts). */
export const appModulePath = 'src/app/hydrate.tsx';

/** Source module → the chunk file it was bundled into (scripts/vite/moduleChunksPlugin.ts). */
export function readModuleChunks(): Record<string, string> {
  return JSON.parse(readFileSync(moduleChunksPath, 'utf8')) as Record<string, string>;
}

/** The manifest key of the chunk holding a source module, wherever the bundler put it. */
export function manifestKeyOfModule(manifest: Manifest, moduleChunks: Record<string, string>, modulePath: string): string {
  if (manifest[modulePath]) return modulePath;
  const file = moduleChunks[modulePath];
  const key = file && Object.keys(manifest).find((candidate) => manifest[candidate]!.file === file);
  if (!key) throw new Error(`No chunk holds ${modulePath}`);
  return key;
}

/** The built web-font stylesheet (src/styles/fonts.css), which the client entry adds after the first paint. */
export function fontsStylesheet(manifest: Manifest): string {
  const entry = Object.values(manifest).find((chunk) => chunk.src?.endsWith('src/styles/fonts.css'));
  if (!entry) throw new Error('The Vite manifest has no src/styles/fonts.css');
  return `/${entry.file}`;
}

/** A chunk and every chunk it imports statically, depth first, each once. */
export function staticChunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the Vite manifest: ${key}`);
  return [key, ...(chunk.imports ?? []).flatMap((child) => staticChunkClosure(manifest, child, seen))];
}

/** The chunks every page loads after its first paint: the app, React, and what they import (not the entry). */
export function appChunks(manifest: Manifest, moduleChunks: Record<string, string>): string[] {
  const seen = new Set(staticChunkClosure(manifest, clientEntryKey));
  return staticChunkClosure(manifest, manifestKeyOfModule(manifest, moduleChunks, appModulePath), seen);
}

/**
 * The JavaScript a page fetches after its first paint, beyond the client entry: the app's chunks,
 * then the page modules' chunks and their static imports; and the page's own CSS.
 */
export function pageAssets(manifest: Manifest, moduleChunks: Record<string, string>, modulePaths: string[]) {
  const entryChunks = staticChunkClosure(manifest, clientEntryKey);
  const seen = new Set(entryChunks);
  const app = staticChunkClosure(manifest, manifestKeyOfModule(manifest, moduleChunks, appModulePath), seen);
  const chunkKeys = modulePaths
    .map((modulePath) => manifestKeyOfModule(manifest, moduleChunks, modulePath))
    .flatMap((key) => staticChunkClosure(manifest, key, seen));
  const scripts = [...app, ...chunkKeys].map((key) => `/${manifest[key]!.file}`);
  const entryCss = new Set([...entryChunks, ...app].flatMap((key) => manifest[key]!.css ?? []));
  const styles = [...new Set(chunkKeys.flatMap((key) => manifest[key]!.css ?? []))]
    .filter((file) => !entryCss.has(file))
    .map((file) => `/${file}`);
  return { scripts, styles };
}
