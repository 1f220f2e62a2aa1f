/**
 * The content compiler's output: every content file of src/content/ compiled into data modules in
 * src/content/generated/ (not committed), the one way compiled content reaches the pages, the
 * prerender, the server's build and the tests (docs/decisions/048). Run by `npm run build` (which then
 * hands the same compile to Vite and the prerender: docs/decisions/077), `npm run typecheck`, Vitest's
 * global setup and `npm run dev` (again after each content edit); alone with
 * `npx tsx scripts/generate-content.ts`. A content error is one line and exit code 1.
 *
 * Each module is a `.js` file of data and a `.d.ts` that gives its type from the schemas (types
 * only: nothing of this folder's code reaches a bundle).
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultContentDir } from '../content-model/disk/contentDir.ts';
import { contentFolderOnDisk } from '../content-model/disk/contentFolderOnDisk.ts';
import { isContentError } from '../content-model/compiler/contentError.ts';
import { compileContent, type CompiledContent } from '../content-model/compiler/compiledContent.ts';
import { generatedFolder, type GeneratedModule } from '../content-model/compiler/modules.ts';

export { generatedFolder, generatedModuleOf, pageWordsExport, routeWords, valueModules } from '../content-model/compiler/modules.ts';

/** The content model's folder, whose types the generated modules' declarations name. */
const contentModelDir = path.resolve(import.meta.dirname, '..', 'content-model');

/** Writes `modules` into `outDir` (which must not exist yet), for the generated folder of `contentDir`. */
function writeModules(modules: readonly GeneratedModule[], contentDir: string, outDir: string): void {
  for (const { path: relative, code, declaration } of modules) {
    const file = path.join(outDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    // Types come from the content model, as types only: the path to it from where the module will be.
    const finalDir = path.join(contentDir, generatedFolder, path.dirname(relative));
    const modelDir = path.relative(finalDir, contentModelDir).split(path.sep).join('/');
    writeFileSync(`${file}.js`, code);
    writeFileSync(`${file}.d.ts`, declaration.replaceAll('@content/', `${modelDir}/`));
  }
}

/**
 * Compiles the content of `contentDir` once and writes its modules into its generated folder,
 * replacing it whole: the new modules are written beside it and swapped in, so a content error leaves
 * the last good ones in place. Returns the compile, for the steps of the build that follow.
 */
export function generateContent(contentDir = defaultContentDir): CompiledContent {
  const content = compileContent(contentFolderOnDisk(contentDir));
  const target = path.join(contentDir, generatedFolder);
  const fresh = `${target}.new-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  try {
    writeModules(content.modules, contentDir, fresh);
    rmSync(target, { recursive: true, force: true });
    renameSync(fresh, target);
    return content;
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

/** `npx tsx scripts/generate-content.ts`: one line on success, one line and exit code 1 on a content error. */
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const { modules } = generateContent();
    console.log(`Compiled the content into ${modules.length} modules (src/content/${generatedFolder}/)`);
  } catch (error) {
    if (!isContentError(error)) throw error;
    console.error(`Content error: ${error.message}`);
    process.exit(1);
  }
}
