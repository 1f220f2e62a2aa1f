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
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/** Every file under `dir`, by its path from `dir`; none when `dir` does not exist. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Makes `target` hold exactly the files of `fresh`, one file at a time: a file whose bytes are
 * unchanged is left as it is, a changed or new one is renamed into place (each swap atomic), a file
 * no longer made is removed. Never the folder as a whole: a process reading the modules meanwhile
 * (a test's own process, Vite's dev server) finds every unchanged module where it was.
 */
function replaceChangedFiles(fresh: string, target: string): void {
  const made = new Set(filesUnder(fresh));
  for (const relative of made) {
    const from = path.join(fresh, relative);
    const to = path.join(target, relative);
    if (existsSync(to) && readFileSync(to).equals(readFileSync(from))) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(from, to);
  }
  for (const relative of filesUnder(target)) if (!made.has(relative)) rmSync(path.join(target, relative));
}

/**
 * Compiles the content of `contentDir` once and makes its generated folder hold exactly its modules.
 * The compile comes first, so a content error leaves the last good modules in place; the new modules
 * are written beside the folder, then only the files that changed are swapped in. Vitest's global
 * setup compiles again in each test run, some of them started by tests (docs/decisions/085): a
 * compile of unchanged content changes nothing on disk. Returns the compile, for the build's next steps.
 */
export function generateContent(contentDir = defaultContentDir): CompiledContent {
  const content = compileContent(contentFolderOnDisk(contentDir));
  const target = path.join(contentDir, generatedFolder);
  const fresh = `${target}.new-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  try {
    writeModules(content.modules, contentDir, fresh);
    replaceChangedFiles(fresh, target);
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
