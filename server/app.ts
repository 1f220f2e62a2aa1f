import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import sirv from 'sirv';
import { permanentRedirects } from '../src/routes/redirects';
import { contactRouter, type ContactReceiverOptions } from './contact/contactRouter';
import { cacheControlFor, revalidateCacheControl, securityHeaders } from './securityHeaders';

export interface AppOptions {
  /** The built site (default: dist/ beside this folder). Build it first: sirv indexes it at start. */
  distDir?: string;
  /** The contact-message receiver (POST /api/contact); left out, the server only serves files. */
  contact?: ContactReceiverOptions;
  /** Express's "trust proxy" setting, so rate limits see the visitor's address behind a proxy. */
  trustProxy?: boolean | number | string;
}

const defaultDistDir = path.resolve(import.meta.dirname, '..', 'dist');

const setSecurityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  next();
};

/**
 * The web server: the static site from dist/, precompressed .br/.gz files first (sirv), on-the-fly
 * compression for anything else, the security headers on every response, long caching for hashed
 * assets, a real 404 status with the not-found page for unknown paths, and (when given) the contact
 * message receiver. Exported for supertest; server/index.ts starts it.
 */
export function createApp(options: AppOptions = {}): Express {
  const distDir = options.distDir ?? defaultDistDir;
  const notFoundFile = path.join(distDir, '404.html');
  if (!existsSync(notFoundFile)) {
    throw new Error(`${notFoundFile} is missing: run \`npm run build\` before starting the server.`);
  }
  const notFoundHtml = readFileSync(notFoundFile, 'utf8');

  const app = express();
  app.disable('x-powered-by');
  if (options.trustProxy !== undefined) app.set('trust proxy', options.trustProxy);
  app.use(setSecurityHeaders);
  // Skips responses sirv already sent precompressed (they carry Content-Encoding).
  app.use(compression());
  if (options.contact) app.use(contactRouter(options.contact));

  const sendNotFound: RequestHandler = (_req, res) => {
    res.status(404).type('html').setHeader('Cache-Control', revalidateCacheControl);
    res.send(notFoundHtml);
  };

  for (const { from, to } of permanentRedirects) {
    app.get([from, `${from}/`], (_req, res) => res.redirect(301, to));
  }

  // The not-found page's own file must not answer 200 at /404 or /404.html.
  app.get(/^\/404(?:\.html)?\/?$/, sendNotFound);

  app.use(
    sirv(distDir, {
      brotli: true,
      gzip: true,
      extensions: ['html'],
      etag: true,
      setHeaders(res, pathname) {
        res.setHeader('Cache-Control', cacheControlFor(pathname));
      },
    }),
  );

  // Anything sirv did not find: a pathless handler, so every method and path ends here (Express 5).
  app.use(sendNotFound);
  return app;
}
