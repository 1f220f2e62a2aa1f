import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './scripts/shared/chromium';

/**
 * The editing screen driven as the owner drives it (tests/cms/, docs/decisions/050): `npm run cms`
 * against a temporary copy of the content, in Debian's Chromium. Its own configuration because each
 * file starts its own `npm run cms` (on CMS_E2E_PORT and the seven ports after it, one per file),
 * which builds the screen first. Needs no build: `npx playwright test -c playwright.cms.config.ts`.
 */
export default defineConfig({
  testDir: 'tests/cms',
  // Two files at a time, each with its own server and port: one file's tests use about half a core
  // (they wait on the screen's server and its worker), so two keep both cores busy (docs/decisions/079).
  workers: 2,
  forbidOnly: true,
  // As the site's browser tests: a test that passes only when run again is reported as "flaky"; one
  // that fails twice fails the step.
  retries: 1,
  // A journey by screen reader is some hundred key presses, each through the page: a busy machine takes a minute.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    // The headless shell, as the site's browser tests (docs/decisions/043, 079): the full browser was kept
    // for Decap's editor, which lost typed words in the shell; the screen that replaced it (050) does not.
    launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
    // A trace only when a failed test runs again: recording one for every test cost a tenth of the
    // run, and CI keeps no traces. To trace a failure by hand: `npx playwright test <file> --trace on`.
    trace: 'on-first-retry',
  },
});
