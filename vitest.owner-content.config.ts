import { defineConfig } from 'vitest/config';

/**
 * The owner's-content proof alone (tests/owner-content/, issue 31): `npm test` runs it as its own step,
 * since it builds a copy of the project and runs the content-reading suites there (several minutes).
 * `npm run test:owner-content` runs it by hand.
 */
export default defineConfig({
  test: {
    include: ['tests/owner-content/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
  },
});
