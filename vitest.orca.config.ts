import { defineConfig } from 'vitest/config';

/**
 * What Orca, a real screen reader, says on the site's and the editing screen's journeys (tests/orca/,
 * docs/decisions/084, 090). Two files at a time, one a core: each journey starts its own display, bus,
 * Orca and Chromium, and spends most of its time waiting for Orca's pauses; the step stays within
 * 4 minutes. Needs the build and Debian's orca, xvfb, dbus-x11 and xdotool. `npm run test:orca` runs them.
 */
export default defineConfig({
  test: {
    include: ['tests/orca/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
  },
});
