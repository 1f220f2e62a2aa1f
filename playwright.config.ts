import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './scripts/shared/chromium';

const port = Number(process.env.E2E_PORT ?? 4311);
/**
 * Another copy of the site to test instead of the local build, served by no one here: the sweep's
 * --record runs the screen-reader journeys against the address it swept (docs/decisions/034).
 */
const externalSite = process.env.E2E_BASE_URL;
/** Where the server under test stores contact messages; the contact tests read it. */
export const e2eContactDataDir = path.resolve('build', 'e2e-contact');

/**
 * Browser tests against the built site served by the real server (server/app.ts, as the build
 * compiled it), in Debian's Chromium: nothing is downloaded. Run `npm run build` first (npm test does).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Four on two cores: a test waits a second for the cookie banner, and for the server, and the other
  // workers fill those waits (the 492 tests of npm test's step: 218 s with four, 249 s with three;
  // docs/decisions/079).
  workers: 4,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: externalSite ?? `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
    // A trace only when a failed test runs again: recording one for every test cost a tenth of the
    // run, and CI keeps no traces. To trace a failure by hand: `npx playwright test <file> --trace on`.
    trace: 'on-first-retry',
  },
  webServer: externalSite
    ? undefined
    : {
        // The server as production runs it (`npm run serve`): compiled by the build into dist-server/.
        command: 'node --enable-source-maps dist-server/index.js',
        env: { PORT: String(port), HOST: '127.0.0.1', CONTACT_DATA_DIR: e2eContactDataDir, CONTACT_RATE_LIMIT: '200' },
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: false,
        timeout: 30_000,
        stdout: 'ignore',
      },
});
