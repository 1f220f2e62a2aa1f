/**
 * `npm run cms`: the editing screen on this computer (README, "Editing content"). Starts decap-server,
 * Decap CMS's local backend, which reads and writes the files of this project (port 8081), and serves
 * /admin at http://localhost:CMS_PORT/admin/ (4600 unless CMS_PORT says otherwise). Changes are saved
 * straight into src/content/; `npm run dev` in another terminal shows the site with them.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import { adminSecurityHeaders } from '../server/securityHeaders';
import { adminDir, decapDir, decapFile } from './lib/admin';
import { rootDir } from './lib/paths';

const port = Number(process.env.CMS_PORT ?? 4600);
const backendPort = 8081;

const decapServer = path.join(path.dirname(createRequire(import.meta.url).resolve('decap-server/package.json')), 'dist', 'index.js');
const backend = spawn(process.execPath, [decapServer], {
  cwd: rootDir,
  env: { ...process.env, PORT: String(backendPort), GIT_REPO_DIRECTORY: rootDir },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const app = express();
app.disable('x-powered-by');
app.use('/admin', (_req, res, next) => {
  for (const [name, value] of Object.entries(adminSecurityHeaders)) res.setHeader(name, value);
  next();
});
app.get('/admin', (req, res, next) => (req.originalUrl === '/admin' ? res.redirect('/admin/') : next()));
app.get('/admin/:file', (req, res, next) => (decapFile.test(req.params.file) ? res.sendFile(path.join(decapDir(), req.params.file)) : next()));
app.use('/admin', express.static(adminDir));
const server = app.listen(port, '127.0.0.1', () => {
  console.log(`Editing screen: http://localhost:${port}/admin/ (changes are saved in src/content/). Stop with Ctrl+C.`);
});

function stop() {
  server.close();
  backend.kill('SIGTERM');
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
backend.once('exit', (code) => {
  if (code) console.error(`decap-server stopped (exit code ${code}); is port ${backendPort} in use?`);
  server.close();
});
