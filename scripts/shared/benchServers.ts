/**
 * The servers `npm run bench:contact` measures against, each in its own process so the load
 * generator never shares an event loop with what it measures:
 *   tsx scripts/shared/benchServers.ts bare-sirv     a bare node:http + sirv server on dist/ (the baseline)
 *   tsx scripts/shared/benchServers.ts form-service  a stand-in form service that answers 200 at once
 * Each prints {"port": N} on its first line once it listens, and stops on SIGTERM.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { distDir } from './buildPaths';

const mode = process.argv[2];
let server: http.Server;
if (mode === 'bare-sirv') {
  // The options the site's own sirv uses, and nothing else: no headers, no redirects, no 404 page.
  server = http.createServer(sirv(distDir, { brotli: true, gzip: true, extensions: ['html'], etag: true }));
} else if (mode === 'form-service') {
  let received = 0;
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  process.on('SIGTERM', () => console.error(`form service received ${received} message(s)`));
} else {
  console.error('Use: benchServers.ts bare-sirv | form-service');
  process.exit(1);
}
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (server.address() as AddressInfo).port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
