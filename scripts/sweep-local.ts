/**
 * `npm test`'s accessibility step (`npm run test:sweep`): serves the built site (dist/) with the real
 * server on a free local port, then runs the same command QA runs, `npm run sweep -- <that address>`,
 * and exits with its code. Extra arguments (--only=…, --out=…) are passed on.
 *
 * With `--record` it does what a production build does once it is built (docs/decisions/069): the
 * build sweeps itself with the screen-reader journeys, records it, renders its accessibility
 * statement and report again from that record, and checks that the record covers it
 * (scripts/shared/sweepThisBuild.ts). `npm test` runs it this way, so that path is tested on every run.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir } from './shared/buildPaths';
import { testBrowserPath } from './shared/chromium';
import { startPreviewServer } from './shared/previewServer';
import { run } from './shared/runCommand';

if (!existsSync(path.join(distDir, 'sitemap.xml'))) {
  console.error('sweep: there is no built site in dist/: run `npm run build` first');
  process.exit(2);
}
const args = process.argv.slice(2);
// Read by the sweep's settings (scripts/sweep/sweepDefaults.ts), here and in `npm run sweep` below.
process.env.CHROME_PATH = testBrowserPath;
if (args.includes('--record')) {
  if (args.length > 1) {
    console.error('sweep: --record sweeps the whole build, with the reports in reports/accessibility/: give it alone');
    process.exit(2);
  }
  const { sweepThisBuild } = await import('./shared/sweepThisBuild');
  const { prerender } = await import('./prerender');
  const { findRoute } = await import('../src/routes/routeTable');
  const { compileContent } = await import('../content-model/compiler/compiledContent.ts');
  const { defaultContentFolder } = await import('../content-model/disk/contentDir.ts');
  // Not a build: the content is compiled once here, after the sweep has written its record.
  const renderAgain = () => prerender(compileContent(defaultContentFolder));
  const swept = await sweepThisBuild({ pageName: (page) => findRoute(page)?.name, renderAgain });
  process.exit(swept ? 0 : 1);
}
const server = await startPreviewServer();
const code = await run('npm', ['run', '--silent', 'sweep', '--', server.origin, ...args]);
await server.close();
process.exit(code);
