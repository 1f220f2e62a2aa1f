import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';
import type { EditorDescription } from '../../content-model/editor/description.ts';
import { rootDir } from './buildPaths';

/** The editing screen's app (docs/decisions/050): admin/index.html and admin/src/. */
export const adminDir = path.join(rootDir, 'admin');

/**
 * Builds the editing screen into `outDir` (emptied first): its page, its script and style, and
 * editor.json, the `editor` description of every collection and field the screen shows (made from the
 * content schemas: content-model/editor/editorDescription.ts). Its own build, apart from the site's: a
 * visitor's page never loads any of it, and it never counts towards the site's JavaScript budget.
 */
export async function buildAdmin(outDir: string, editor: EditorDescription): Promise<void> {
  await build({
    configFile: false,
    root: adminDir,
    base: '/admin/',
    logLevel: 'warn',
    plugins: [react()],
    // The content compiler runs in the screen too, to check a file as the build does before saving it
    // (admin/src/check/): it is given the fetched files as its content folder, and imports no Node
    // module (content-model/compiler/contentFolder.ts, docs/decisions/063).
    resolve: {
      // Packages' builds for a worker where they have one: the checks run in a Web Worker, which has no
      // `document` (decode-named-character-reference's browser build makes an element to decode with).
      conditions: ['worker', ...defaultClientConditions],
    },
    build: {
      outDir,
      emptyOutDir: true,
      assetsInlineLimit: 0,
      target: 'es2022',
      modulePreload: { polyfill: false },
      // The worker's whole build runs inside one plugin's transform, which Rolldown would report as a
      // slow plugin on every start of `npm run cms`: it is the compiler being bundled, not a fault.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    // The checks run in a module worker (admin/src/check/checkWorker.ts, docs/decisions/057): an ES
    // module, so the compiler's dynamic imports split into chunks the worker loads, from this origin.
    worker: { format: 'es' },
  });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'editor.json'), JSON.stringify(editor));
}

/** Writes /admin into a served folder: never a route, never in the sitemap, never loaded by a page. */
export async function writeAdmin(targetDir: string, editor: EditorDescription): Promise<void> {
  await buildAdmin(path.join(targetDir, 'admin'), editor);
}
