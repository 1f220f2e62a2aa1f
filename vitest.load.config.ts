import { defineConfig } from 'vitest/config';

/**
 * The tests that time the built server under load (tests/load/), alone: `npm test` runs them as a
 * step of their own, after the build, with nothing else running beside them, since what they measure
 * is how long pages wait (docs/decisions/080). `npx vitest run -c vitest.load.config.ts` runs them by hand.
 */
export default defineConfig({
  test: {
    include: ['tests/load/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 120_000,
  },
});
