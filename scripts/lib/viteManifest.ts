import { readFileSync } from 'node:fs';
import { manifestPath } from './paths';

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

/** A chunk and every chunk it imports statically, depth first, each once. */
export function staticChunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the Vite manifest: ${key}`);
  return [key, ...(chunk.imports ?? []).flatMap((child) => staticChunkClosure(manifest, child, seen))];
}

/**
 * The files a first visit to a page downloads beyond the entry: the page modules' chunks and their
 * static imports that the entry does not already load, and their CSS.
 */
export function pageAssets(manifest: Manifest, pageModuleKeys: string[]) {
  const entryChunks = new Set(staticChunkClosure(manifest, clientEntryKey));
  const seen = new Set(entryChunks);
  const chunkKeys = pageModuleKeys.flatMap((key) => staticChunkClosure(manifest, key, seen));
  const scripts = chunkKeys.map((key) => `/${manifest[key]!.file}`);
  const entryCss = new Set([...entryChunks].flatMap((key) => manifest[key]!.css ?? []));
  const styles = [...new Set(chunkKeys.flatMap((key) => manifest[key]!.css ?? []))]
    .filter((file) => !entryCss.has(file))
    .map((file) => `/${file}`);
  return { scripts, styles };
}

/** Every JS file the entry loads statically (the script tag and Vite's own modulepreloads). */
export function entryScripts(manifest: Manifest): string[] {
  return staticChunkClosure(manifest, clientEntryKey).map((key) => `/${manifest[key]!.file}`);
}
