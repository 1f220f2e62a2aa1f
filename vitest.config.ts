import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // As vite.config.ts: the build settings content-model/settings/env.ts reads.
  envPrefix: ['VITE_', 'SITE_', 'CONTACT_RETENTION_DAYS'],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/dist/**/*.test.ts'],
    environment: 'node',
    // Component tests opt in with a `// @vitest-environment jsdom` comment at the top of the file.
    setupFiles: ['tests/unit/setup.ts'],
    // The compiled content every test reads (src/content/generated/), made once before they start.
    globalSetup: ['tests/generateContent.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The tests check bytes and behaviour, never speed (benchmarks do: docs/performance.md). A test's
    // first import of the built site's modules takes seconds on a busy two-core machine, which the
    // default of 5 s turned into failures that said nothing about the site.
    testTimeout: 30_000,
  },
});
