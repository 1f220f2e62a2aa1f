import express, { type Express } from 'express';
import { contentApiRouter } from '../../server/admin/contentApi';
import { LocalContentStore } from '../../server/admin/contentStore';
import { localHostOnly } from '../../server/admin/localHostOnly';
import { adminPaths, type SessionAnswer } from '../../server/admin/wire';
import { adminSecurityHeaders } from '../../server/securityHeaders';

/**
 * The server of `npm run cms` (scripts/cms.ts): the editing screen built in `screenDir`, and the
 * content API working on the files under `repoDir`, for requests addressed to this computer only.
 */
export function cmsApp({ repoDir, screenDir, port }: { repoDir: string; screenDir: string; port: number }): Express {
  const store = new LocalContentStore(repoDir);
  const app = express();
  app.disable('x-powered-by');
  app.use(localHostOnly(port));
  app.use('/admin', (_req, res, next) => {
    for (const [name, value] of Object.entries(adminSecurityHeaders)) res.setHeader(name, value);
    next();
  });
  app.get('/admin', (req, res, next) => (req.originalUrl === '/admin' ? res.redirect('/admin/') : next()));
  // On this computer there is no sign-in: whoever can run the command can change the files.
  app.get(adminPaths.session, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ signedIn: true, local: true } satisfies SessionAnswer);
  });
  app.use(
    contentApiRouter({
      storeFor: () => store,
      origin: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
    }),
  );
  app.use('/admin', express.static(screenDir, { index: 'index.html' }));
  return app;
}
