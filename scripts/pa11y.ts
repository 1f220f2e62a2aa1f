/**
 * The pa11y-ci sweep: every URL of the route table plus one unknown URL, with both runners (axe and
 * HTML_CodeSniffer) at WCAG 2 AA, in Debian's Chromium, against the real server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeTable } from '../src/routes/routeTable';
import { assertChromium, chromiumArgs, chromiumPath } from './lib/chromium';
import { buildDir } from './lib/paths';
import { startPreviewServer } from './lib/previewServer';
import { run } from './lib/run';

export const unknownUrlPath = '/this-page-does-not-exist';

assertChromium();
const server = await startPreviewServer();
const config = {
  defaults: {
    standard: 'WCAG2AA',
    runners: ['axe', 'htmlcs'],
    timeout: 60_000,
    chromeLaunchConfig: { executablePath: chromiumPath, args: chromiumArgs },
    // The fallback sentence inside <video> is shown only by browsers that cannot play video; every
    // browser that runs these checks can, and does not render it. HTML_CodeSniffer still measures its
    // contrast (as 1:1, against nothing), so it is left out of the sweep.
    hideElements: 'video > p',
    // Act as a visitor does: the cookie banner arrives after 1 s and is answered. Left up, it would
    // cover the bottom of each page and hide that content from the checks. The banner itself is
    // checked in its shown state, in both themes, by tests/e2e/axe.spec.ts.
    actions: ['wait for element .cookie-banner to be added', 'click element .cookie-banner button:nth-child(2)', 'wait for element .cookie-banner to be removed'],
  },
  concurrency: 2,
  urls: [...routeTable.map((route) => route.path), unknownUrlPath].map((urlPath) => `${server.origin}${urlPath}`),
};
const configFile = path.join(buildDir, 'pa11y-ci.json');
mkdirSync(buildDir, { recursive: true });
writeFileSync(configFile, JSON.stringify(config, null, 2));

const code = await run('npx', ['pa11y-ci', '--config', configFile], { PUPPETEER_SKIP_DOWNLOAD: '1' });
await server.close();
process.exit(code);
