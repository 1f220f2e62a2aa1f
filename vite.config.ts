import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { moduleChunksPlugin } from './scripts/lib/moduleChunksPlugin.ts';

// One timestamp for the whole build: the client and the SSR bundle are built by two `vite build`
// calls in one process (scripts/build.ts), and both must carry the same value or the footer year
// and the privacy date would differ between prerendered HTML and hydration (docs/decisions/004).
process.env.SITE_BUILD_TIME ??= new Date().toISOString();

export default defineConfig({
  plugins: [react(), tailwindcss(), moduleChunksPlugin(import.meta.dirname)],
  // SITE_* variables (SITE_URL, SITE_BUILD_TIME, ...) are configuration, read by src/config/env.ts.
  envPrefix: ['VITE_', 'SITE_'],
  build: {
    manifest: true,
    // Never inline assets as data: URLs; every file stays a cacheable, CSP-friendly request.
    assetsInlineLimit: 0,
    target: 'es2022',
  },
});
