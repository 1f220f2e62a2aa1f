import { existsSync } from 'node:fs';

/**
 * The browser every tool here uses: Debian's Chromium (never a downloaded one). CHROME_PATH overrides.
 * As root Chromium needs --no-sandbox; the other flags stop it calling Google's servers, which a
 * closed network refuses.
 */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

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
