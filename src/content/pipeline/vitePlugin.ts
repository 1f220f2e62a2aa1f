import path from 'node:path';
import type { Plugin } from 'vite';
import { accessibilityFiles } from './accessibility.ts';
import { browserValues, buildTimeValues, type BuildTimeName } from './buildTime.ts';
import { compileContentFile } from './compile.ts';
import { isContentError } from './errors.ts';
import { pageCopyFileName, pageWords, withoutDescription } from './pageCopy.ts';
import { markdownFiles, quickGuidesFolder } from './quickGuides.ts';
import { structuredContentFiles } from './structuredContent.ts';
import { trainingCategoriesFolder } from './trainingFolder.ts';
import { tutorialsFolder } from './tutorials.ts';

const buildTimeCall = /^export const (\w+) = (buildTimeValue|prerenderValue)\('(\w+)'\);$/gm;
const pageWordsImport = /^import \{ pageWords \} from '[^']*\/pipeline\/pageCopy(?:\.ts)?';$/m;
const pageWordsCall = /\bpageWords\('([^'\\]*)'\)/g;

/**
 * Content at build time (docs/decisions/030). Three jobs, all in Node while Vite builds:
 *  - a content file a route loads on its own (src/content/quick-guides/<slug>.md…) becomes a module
 *    exporting its compiled page data;
 *  - the modules of src/content/lists/ have each `buildTimeValue('name')` replaced with its value, and
 *    each `prerenderValue('name')` too, but for the browser's bundle, which gets `undefined`;
 *  - a module that imports `pageWords` (the route table) has each `pageWords('/path')` replaced with
 *    that page's words from src/content/pages.yaml, as an object literal the minifier folds into the
 *    route, so the table is shipped exactly as if the words were written in it;
 *  - the browser's bundle gets the route table without search descriptions (browserValues, and
 *    pageWords without one): src/content/lists/routeDescriptions.ts brings them when first needed.
 * Markdown, YAML, remark and zod stay in the build: none of it reaches the browser. A content error
 * stops the build with its one plain-words line, and nothing else.
 */
export function contentPlugin(root: string): Plugin {
  const contentDir = path.join(root, 'src', 'content');
  const listsDir = path.join(contentDir, 'lists');
  let building = false;
  const fail = (error: unknown): never => {
    if (isContentError(error) && building) {
      // One line an owner can act on; Vite would otherwise wrap it in a stack trace.
      console.error(`Content error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  };
  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(`${contentDir}/`) || !/\.(?:md|yaml)$/.test(file)) return null;
      const relative = path.relative(contentDir, file).split(path.sep).join('/');
      try {
        const data = compileContentFile(contentDir, relative);
        if (data === undefined) return null;
        this.addWatchFile(file);
        return { code: `export default ${JSON.stringify(data)};\n`, map: null };
      } catch (error) {
        return fail(error);
      }
    },
    transform(code, id, options) {
      const file = id.split('?')[0] ?? id;
      // The browser's bundle: routes without search descriptions, prerender-only values left out.
      const browserBuild = building && !options?.ssr;
      if (pageWordsImport.test(code)) {
        try {
          const replaced = code.replace(pageWordsImport, '').replace(pageWordsCall, (_whole, pagePath: string) => {
            const words = pageWords(pagePath, contentDir);
            return JSON.stringify(browserBuild ? withoutDescription(words) : words);
          });
          if (/\bpageWords\s*\(/.test(replaced)) {
            throw new Error(
              `${path.relative(root, file)}: write each page's words as \`...pageWords('/path')\`, with the address in single quotes`,
            );
          }
          this.addWatchFile(path.join(contentDir, pageCopyFileName));
          return { code: replaced, map: null };
        } catch (error) {
          return fail(error);
        }
      }
      if (path.dirname(file) !== listsDir) return null;
      try {
        const replaced = code
          .replace(/^import \{ (?:buildTimeValue|prerenderValue)(?:, (?:buildTimeValue|prerenderValue))? \} from '[^']+';$/m, '')
          .replace(buildTimeCall, (_whole, name: string, kind: string, value: string) => {
            if (!(value in buildTimeValues)) throw new Error(`${path.relative(root, file)}: no build-time value named ${value}`);
            // A prerender-only value is left out of the browser's bundle: the page shows its prerendered markup.
            if (kind === 'prerenderValue' && browserBuild) return `export const ${name} = undefined;`;
            const computed = buildTimeValues[value as BuildTimeName](contentDir);
            const forBrowser = browserBuild ? (browserValues[value as BuildTimeName] as ((v: unknown) => unknown) | undefined) : undefined;
            return `export const ${name} = ${JSON.stringify(forBrowser ? forBrowser(computed) : computed)};`;
          });
        if (/buildTimeValue|prerenderValue|from '\.\.\/pipeline/.test(replaced)) {
          throw new Error(
            `${path.relative(root, file)}: write each value as \`export const x = buildTimeValue('x');\` (or prerenderValue) and import nothing else`,
          );
        }
        // Files, not folders: in `npm run dev` a watched path joins the module graph, and Vite cannot resolve a folder.
        const familyFiles = [quickGuidesFolder, tutorialsFolder, trainingCategoriesFolder].flatMap((folder) =>
          markdownFiles(contentDir, folder).map((name) => `${folder}/${name}`),
        );
        const trainingFiles = ['training/hub.yaml', 'training/software-a-z.yaml'];
        for (const watched of [...familyFiles, ...trainingFiles, 'testimonials.yaml', ...structuredContentFiles, ...accessibilityFiles])
          this.addWatchFile(path.join(contentDir, watched));
        return { code: replaced, map: null };
      } catch (error) {
        return fail(error);
      }
    },
  };
}
