/**
 * `npm run build`: the client bundle (dist/), the SSR bundle (build/ssr/, never served), then the
 * prerender of every route into dist/. One process, so both bundles share SITE_BUILD_TIME.
 */
import { build } from 'vite';
import { prerender } from './prerender';

process.env.SITE_BUILD_TIME ??= new Date().toISOString();

const started = Date.now();
await build({ logLevel: 'warn' });
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'build/ssr',
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
await prerender();
console.log(`Built and prerendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
