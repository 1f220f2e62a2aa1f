import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { clientChunkGroups } from './scripts/vite/clientChunks.ts';
import { lowPriorityEntryPlugin } from './scripts/vite/lowPriorityEntryPlugin.ts';
import { moduleChunksPlugin } from './scripts/vite/moduleChunksPlugin.ts';
import { contentPlugin } from './scripts/vite/contentPlugin.ts';
import { buildStamp } from './scripts/shared/buildStamp.ts';
import type { CompiledContent } from './content-model/compiler/compiledContent.ts';

// One timestamp for the whole build: the client and the SSR bundle are built by two `vite build`
// calls in one process (scripts/build.ts), and both must carry the same value or the footer year
// would differ between prerendered HTML and hydration (docs/decisions/004). Only the year, so that
// identical sources make identical files (scripts/shared/buildStamp.ts, docs/decisions/053).
process.env.SITE_BUILD_TIME ??= buildStamp();

/**
 * The site's Vite settings, for the browser's bundle or (`isSsrBuild`) the prerender's. `content`: the
 * build's one compile of the content (scripts/build.ts, docs/decisions/077), which the content plugin
 * serves from; `npm run dev` and a `vite build` run by hand compile their own.
 */
export function siteConfig({ isSsrBuild = false, content }: { isSsrBuild?: boolean; content?: CompiledContent } = {}): UserConfig {
  return {
    plugins: [
      contentPlugin(import.meta.dirname, content),
      react(),
      tailwindcss(),
      moduleChunksPlugin(import.meta.dirname),
      lowPriorityEntryPlugin(),
    ],
    // SITE_* variables (SITE_URL, SITE_BUILD_TIME, ...) are configuration, read by content-model/settings/env.ts, and
    // so is CONTACT_RETENTION_DAYS (content-model/settings/contactRetention.ts): without it here, the bundles would
    // carry the default while the privacy policy and the server use the build's value.
    envPrefix: ['VITE_', 'SITE_', 'CONTACT_RETENTION_DAYS'],
    build: {
      manifest: true,
      // Never inline assets as data: URLs; every file stays a cacheable, CSP-friendly request.
      assetsInlineLimit: 0,
      target: 'es2022',
      modulePreload: {
        // Every browser the site supports has modulepreload; the polyfill would only add bytes.
        polyfill: false,
        // The client entry's imports need no preload lists: it has preloaded every chunk the page needs
        // already, from the list the prerender gives it (src/boot/pageModules.ts).
        resolveDependencies: (_file, deps, { hostId }) => (/^assets\/index-[^/]+\.js$/.test(hostId) ? [] : deps),
      },
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // The web fonts' stylesheet is built on its own: the prerender links it in <noscript>
            // (the client entry loads the fonts itself, after the first paint).
            input: { index: 'index.html', fonts: 'src/styles/fonts.css' },
            output: { codeSplitting: { includeDependenciesRecursively: false, groups: clientChunkGroups(import.meta.dirname) } },
            // The site's components and pages only declare things: a module none of whose exports the
            // browser uses is left out whole, with its import. Without this the bundler keeps any module
            // that calls something at its top, as every .tsx does (React's JSX runtime), such as the
            // parts only the prerender renders (docs/decisions/068).
            treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/](?:pages|components)[\\/].+\.tsx$/, sideEffects: false }] },
          },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => siteConfig({ isSsrBuild }));
