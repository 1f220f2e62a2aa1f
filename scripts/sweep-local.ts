/**
 * `npm test`'s accessibility step (`npm run test:sweep`): serves the built site (dist/) with the real
 * server on a free local port, then runs the same command QA runs, `npm run sweep -- <that address>`,
 * and exits with its code. Extra arguments (--only=…, --out=…) are passed on.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir } from './shared/buildPaths';
import { startPreviewServer } from './shared/previewServer';
import { run } from './shared/runCommand';

if (!existsSync(path.join(distDir, 'sitemap.xml'))) {
  console.error('sweep: there is no built site in dist/: run `npm run build` first');
  process.exit(2);
}
const server = await startPreviewServer();
const code = await run('npm', ['run', '--silent', 'sweep', '--', server.origin, ...process.argv.slice(2)]);
await server.close();
process.exit(code);
