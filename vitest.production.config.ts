import { defineConfig } from 'vitest/config';

/**
 * The production-install test alone (tests/production/): `npm test` runs it as its own step, after the
 * build, since it copies what the build wrote and installs it with `npm ci --omit=dev` (a few minutes).
 * `npx vitest run -c vitest.production.config.ts` runs it by hand.
 */
export default defineConfig({
  test: {
    include: ['tests/production/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
  },
});
