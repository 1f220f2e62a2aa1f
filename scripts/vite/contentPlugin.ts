import path from 'node:path';
import type { Plugin } from 'vite';
import { browserValues } from '../../content-model/compiler/buildTime.ts';
import { compileContent, type CompiledContent } from '../../content-model/compiler/compiledContent.ts';
import { contentFolderOnDisk } from '../../content-model/disk/contentFolderOnDisk.ts';
import { isContentError } from '../../content-model/compiler/contentError.ts';
import { generateContent, generatedFolder, pageWordsExport, valueModules } from '../generate-content.ts';
import { withoutDescription } from '../../content-model/compiler/pageCopy.ts';
import { quickGuidesFolder } from '../../content-model/compiler/quickGuides.ts';

/**
 * Compiled content in Vite (docs/decisions/048). The content itself is compiled into
 * src/content/generated/ by ../generate-content.ts before Vite runs (scripts/build.ts), which hands
 * this plugin the same compile (`content`, docs/decisions/077): the plugin compiles nothing of its own
 * in a build. It does the two things that depend on which bundle is being built, and keeps
 * `npm run dev` fresh:
 *  - the browser's bundle gets `undefined` for the prerender-only values (docs/decisions/035: the
 *    page shows the prerendered markup), each quick guide's module without its tips (shown the same
 *    way: docs/decisions/068), and the route table's words without search descriptions
 *    (docs/decisions/044: routeDescriptions.js brings them when first needed), written into the
 *    route table where it spreads them, so the minifier folds them into each route as if they were
 *    typed there. The prerender's bundle, tests and scripts get the values whole, as imported;
 *  - in `npm run dev`, the content is compiled when the server starts and again after each change
 *    of a content file; a content error is printed in one line and the last good modules stay.
 * A `vite build` run by hand, with no compile given, compiles the content once when it starts.
 */
const pageWordsImport = /^import \* as pageWords from '[^']*\/generated\/pageWords(?:\.js)?';$/m;

export function contentPlugin(root: string, content?: CompiledContent): Plugin {
  const contentDir = path.join(root, 'src', 'content');
  const generatedDir = path.join(contentDir, generatedFolder);
  const quickGuidesDir = path.join(generatedDir, quickGuidesFolder);
  let building = false;
  let compiled = content;
  /** The compile the browser's modules are made from: given by the build, or made once by a `vite build` run alone. */
  const compiledContent = () => (compiled ??= compileContent(contentFolderOnDisk(contentDir)));

  /** What the browser's bundle gets instead of a generated module, where it differs. */
  function browserModule(name: string): string | null {
    const module = valueModules[name];
    if (module?.prerenderOnly) {
      return Object.keys(module.exports)
        .map((exported) => `export const ${exported} = undefined;\n`)
        .join('');
    }
    if (name === 'familyRoutes') {
      const routes = browserValues.familyRoutes!(compiledContent().values.familyRoutes);
      return `export const familyRoutes = ${JSON.stringify(routes)};\n`;
    }
    if (name === 'pageWords') {
      return Object.entries(compiledContent().pageWords)
        .map(([page, entry]) => `export const ${pageWordsExport(page)} = ${JSON.stringify(withoutDescription(entry))};\n`)
        .join('');
    }
    return null;
  }

  /**
   * A quick guide's module without its tips: the page shows them from its prerendered HTML
   * (src/pages/resources/QuickGuidePage.tsx, docs/decisions/068), and never reads them in the browser.
   */
  function quickGuideBrowserModule(file: string): string | null {
    const content = `${quickGuidesFolder}/${path.basename(file, '.js')}.md`;
    const loaded = compiledContent().quickGuides.find((each) => each.route.content === content);
    if (!loaded) return null;
    const { tips: _prerenderedOnly, ...guide } = loaded.guide;
    return `export default ${JSON.stringify(guide)};\n`;
  }

  const regenerate = () => {
    try {
      generateContent(contentDir);
    } catch (error) {
      if (!isContentError(error)) throw error;
      console.error(`Content error: ${error.message}`);
    }
  };

  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    configureServer(server) {
      regenerate();
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(`${contentDir}${path.sep}`) || file.startsWith(`${generatedDir}${path.sep}`)) return;
        if (!/\.(?:md|yaml|json)$/.test(file)) return;
        regenerate();
        server.ws.send({ type: 'full-reload' });
      });
    },
    transform(code, id, options) {
      if (!building || options?.ssr || !pageWordsImport.test(code)) return null;
      // `...pageWords.home` becomes the words themselves, which the minifier folds into the route: an
      // imported object is spread at run time, and each spread costs the first visit bytes.
      const words = Object.fromEntries(Object.entries(compiledContent().pageWords).map(([page, entry]) => [pageWordsExport(page), entry]));
      const replaced = code.replace(pageWordsImport, '').replace(/\.\.\.pageWords\.(\w+)/g, (whole, name: string) => {
        const entry = words[name];
        if (!entry)
          throw new Error(`${path.relative(root, id)}: ${whole} names no page with words in src/content/pages.yaml or src/content/pages/`);
        return `...${JSON.stringify(withoutDescription(entry))}`;
      });
      const codeOnly = replaced.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      if (/\bpageWords\b/.test(codeOnly)) {
        throw new Error(`${path.relative(root, id)}: use each page's words as \`...pageWords.<name>\` in the browser's code`);
      }
      return { code: replaced, map: null };
    },
    load(id, options) {
      if (!building || options?.ssr) return null;
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.js')) return null;
      if (path.dirname(file) === quickGuidesDir) return quickGuideBrowserModule(file);
      if (path.dirname(file) !== generatedDir) return null;
      return browserModule(path.basename(file, '.js'));
    },
  };
}
