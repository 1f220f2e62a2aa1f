import { existsSync } from 'node:fs';

/**
 * The browser every tool here uses: Debian's Chromium (never a downloaded one). CHROME_PATH overrides.
 * As root Chromium needs --no-sandbox; the other flags stop it calling Google's servers, which a
 * closed network refuses.
 */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The browser tests' browser: Debian's chromium-headless-shell when it is installed (the same
 * Chromium, built for headless use only, as Playwright itself runs headless tests), else
 * `chromiumPath`. On two cores it runs the browser tests in half the time of the full browser in its
 * new headless mode (docs/decisions/043). HEADLESS_SHELL_PATH names another one.
 */
export const headlessShellPath = process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
export const testBrowserPath = existsSync(headlessShellPath) ? headlessShellPath : chromiumPath;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`No browser at ${chromiumPath}: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.`);
  }
}
