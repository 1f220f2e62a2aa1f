import { defineConfig } from 'vitest/config';

/**
 * What Orca, a real screen reader, says on the site's journeys (tests/orca/, docs/decisions/084): one
 * file at a time, since each starts its own display, Orca and Chromium and times Orca's pauses.
 * Needs the build and Debian's orca, xvfb, dbus-x11 and xdotool. `npm run test:orca` runs them.
 */
export default defineConfig({
  test: {
    include: ['tests/orca/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
  },
});
