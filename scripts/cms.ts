/**
 * `npm run cms`: the editing screen on this computer (docs/editing-content.md). Starts decap-server,
 * Decap CMS's local backend, which reads and writes the files of this project (port 8081), and serves
 * /admin at http://localhost:CMS_PORT/admin/ (4600 unless CMS_PORT says otherwise). Changes are saved
 * straight into src/content/; `npm run dev` in another terminal shows the site with them.
 *
 * CMS_BACKEND_PORT moves decap-server off 8081, and CMS_REPO_DIR points it at another folder (a copy of
 * the project's content): tests/cms/ does both, so its edits never touch this repository's files.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import { adminSecurityHeaders } from '../server/securityHeaders';
import { adminConfig, adminDir, decapDir, decapFile, defaultLocalBackend, localBackendFor } from './lib/admin';
import { rootDir } from './lib/paths';

const port = Number(process.env.CMS_PORT ?? 4600);
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? 8081);
const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? rootDir);
const backend = localBackendFor(backendPort);

const decapServer = path.join(path.dirname(createRequire(import.meta.url).resolve('decap-server/package.json')), 'dist', 'index.js');
const backendProcess = spawn(process.execPath, [decapServer], {
  cwd: repoDir,
  env: { ...process.env, PORT: String(backendPort), GIT_REPO_DIRECTORY: repoDir, MODE: 'fs' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

// The configuration and the page's policy name decap-server's address, which follows CMS_BACKEND_PORT.
function pointAtBackend(text: string, from: string, to: string, where: string): string {
  if (!text.includes(from)) throw new Error(`${where} no longer names decap-server at ${from}: update scripts/lib/admin.ts to match.`);
  return text.replace(from, to);
}
const config = pointAtBackend(
  adminConfig(path.join(repoDir, 'src', 'content')),
  `url: ${defaultLocalBackend.api}`,
  `url: ${backend.api}`,
  'admin/config.yml (local_backend)',
);
const headers = Object.entries(adminSecurityHeaders).map(([name, value]): [string, string] => [
  name,
  name === 'Content-Security-Policy'
    ? pointAtBackend(value, defaultLocalBackend.origin, backend.origin, 'The admin Content-Security-Policy')
    : value,
]);

const app = express();
app.disable('x-powered-by');
app.use('/admin', (_req, res, next) => {
  for (const [name, value] of headers) res.setHeader(name, value);
  next();
});
app.get('/admin', (req, res, next) => (req.originalUrl === '/admin' ? res.redirect('/admin/') : next()));
app.get('/admin/config.yml', (_req, res) => {
  res.type('text/yaml').send(config);
});
app.get('/admin/:file', (req, res, next) =>
  decapFile.test(req.params.file) ? res.sendFile(path.join(decapDir(), req.params.file)) : next(),
);
app.use('/admin', express.static(adminDir));
const server = app.listen(port, '127.0.0.1', () => {
  console.log(
    `Editing screen: http://localhost:${port}/admin/ (changes are saved in ${path.relative(process.cwd(), path.join(repoDir, 'src', 'content')) || 'src/content'}/). Stop with Ctrl+C.`,
  );
});

function stop() {
  server.close();
  backendProcess.kill('SIGTERM');
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
backendProcess.once('exit', (code) => {
  if (code) console.error(`decap-server stopped (exit code ${code}); is port ${backendPort} in use?`);
  server.close();
});
