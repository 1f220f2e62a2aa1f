import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { permanentRedirects } from '../src/routes/redirects';
import { adminSignInRouter, type AdminSignInOptions } from './admin/signIn';
import { contactRouter, type ContactReceiverOptions } from './contact/contactRouter';
import { errorPages } from './errorPage';
import { apiNoStore, errorResponder, expressErrorHandler, type ErrorResponder } from './errors';
import { healthRouter } from './health';
import { searchRouter } from './search';
import { createHttpServer, type HttpTimeouts } from './httpServer';
import { readServerTemplates, type ServerTemplates } from './pageTemplates';
import { distDir as defaultDistDir } from './paths';
import { proxyHopsCheck } from './proxyHops';
import { adminSecurityHeaders, isAdminPath, revalidateCacheControl, securityHeadersFor } from './securityHeaders';
import { siteSettings } from './siteSettings';
import { siteMethods } from './siteMethods';
import { staticSite, type StaticSite } from './staticSite';
import { readSiteVersion } from './version';

export interface AppOptions {
  /** The built site (default: dist/ at the project's root). Build it first: sirv indexes it at start. */
  distDir?: string;
  /**
   * The pages the server fills in (docs/decisions/075); default: read from dist-server/templates/,
   * where the build wrote them. One missing, or without one of its slots, stops the start (PageTemplateError).
   */
  templates?: ServerTemplates;
  /** The contact-message receiver (POST /api/contact); left out, the server only serves files. */
  contact?: ContactReceiverOptions;
  /** The editing screen's GitHub sign-in (/admin/auth/, /admin/api/session); left out, those addresses are not found. */
  adminSignIn?: AdminSignInOptions;
  /** Express's "trust proxy" setting, so rate limits see the visitor's address behind a proxy. */
  trustProxy?: boolean | number | string;
  /** Answer static files before Express (default true); false sends everything through Express. */
  staticFastPath?: boolean;
  /** Where 5xx errors are logged (default console.error). */
  logError?: (line: string, error: unknown) => void;
  /** True once the server has begun to stop: /healthz answers 503 from then on. */
  stopping?: () => boolean;
  /** Where /healthz logs a change of health (default console.log). */
  logHealth?: (line: string) => void;
  /** Where a TRUST_PROXY higher than the proxies really there is said, once (default console.log). */
  logProxyHops?: (line: string) => void;
}

/** The site as a request listener, with `listen` for tests and tools that want a server from it. */
export interface SiteApp extends RequestListener<typeof IncomingMessage, typeof ServerResponse> {
  listen(port?: number, host?: string, callback?: () => void): Server;
  listen(port: number, callback?: () => void): Server;
  /** The same listener on a new server with the timeouts of server/httpServer.ts (not listening yet). */
  createServer(timeouts?: HttpTimeouts): Server;
}

const adminSecurityHeaderEntries = Object.entries(adminSecurityHeaders);

/** A part of a file (206) or the refusal of one (416): compressing it on the fly would falsify its Content-Range. */
const isPartOfAFile = (res: ServerResponse) => res.statusCode === 206 || res.statusCode === 416;

/**
 * The whole API and the slow path of the site: compression on the fly, the old addresses' redirects,
 * /404, the not-found page with a real 404 status, and the error handler.
 */
function expressApp(
  options: AppOptions & { distDir: string },
  site: StaticSite,
  notFoundHtml: string,
  templates: ServerTemplates,
  respond: ErrorResponder,
): Express {
  const app = express();
  app.disable('x-powered-by');
  const version = readSiteVersion(options.distDir);
  if (options.trustProxy !== undefined) app.set('trust proxy', options.trustProxy);
  // Skips responses sirv already sent precompressed (they carry Content-Encoding).
  app.use(compression({ filter: (req, res) => !isPartOfAFile(res) && compression.filter(req, res) }));
  app.use(
    healthRouter({
      store: options.contact?.store,
      stopping: options.stopping,
      log: options.logHealth,
      version,
    }),
  );
  if (typeof options.trustProxy === 'number' && options.trustProxy > 0) {
    app.use(proxyHopsCheck(options.trustProxy, options.logProxyHops ?? ((line) => console.log(line))));
  }
  // Nothing the API answers may be kept by a browser or a proxy: errors, 429s and references included.
  app.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', apiNoStore);
    next();
  });
  if (options.contact) app.use(contactRouter(options.contact));
  if (options.adminSignIn) app.use(adminSignInRouter({ liveVersion: () => version, ...options.adminSignIn }));
  app.use('/api', (_req, res) => {
    res.status(404).json({ ok: false, error: 'There is nothing at this address.' });
  });

  const sendNotFound: RequestHandler = (_req, res) => {
    res.status(404).type('html').setHeader('Cache-Control', revalidateCacheControl);
    res.send(notFoundHtml);
  };
  for (const { from, to } of permanentRedirects) {
    app.get([from, `${from}/`], (_req, res) => res.redirect(301, to));
  }
  // The not-found page's own file must not answer 200 at /404 or /404.html, whatever the method.
  app.all(/^\/404(?:\.html)?\/?$/, sendNotFound);
  // Before the search page's route, so that it answers OPTIONS as every page does.
  app.use(siteMethods(site, respond));
  app.use(searchRouter(options.distDir, templates));
  app.use((req, res, next) => site.serve(req, res, () => next()));
  // Anything sirv did not find: a pathless handler, so every method and path ends here (Express 5).
  app.use(sendNotFound);
  app.use(expressErrorHandler(respond));
  return app;
}

/**
 * The web server: the static site from dist/ (sirv, precompressed .br/.gz files first), the security
 * headers on every response, long caching for hashed assets, a real 404 status with the not-found
 * page for unknown paths, one error handler (server/errors.ts), and (when given) the contact message
 * receiver. A GET of a static file is answered before Express (docs/decisions/019): the same answer,
 * at about the speed of a bare sirv server. Exported for supertest; server/index.ts starts it.
 */
export function createApp(options: AppOptions = {}): SiteApp {
  const distDir = options.distDir ?? defaultDistDir;
  const notFoundFile = path.join(distDir, '404.html');
  if (!existsSync(notFoundFile)) {
    throw new Error(`${notFoundFile} is missing: run \`npm run build\` before starting the server.`);
  }
  const notFoundHtml = readFileSync(notFoundFile, 'utf8');
  const templates = options.templates ?? readServerTemplates();
  const errorPage = errorPages(templates.error);
  const respond = errorResponder({ errorPage, log: options.logError });
  const site = staticSite(distDir, { onError: respond, errorPage });
  const app = expressApp({ ...options, distDir }, site, notFoundHtml, templates, respond);
  const fastPath = options.staticFastPath ?? true;
  const securityHeaderEntries = Object.entries(securityHeadersFor(siteSettings()));

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    try {
      for (const [name, value] of isAdminPath(req.url) ? adminSecurityHeaderEntries : securityHeaderEntries) res.setHeader(name, value);
      if (fastPath && site.takesFastPath(req)) site.serveFast(req, res, () => app(req, res));
      else app(req, res);
    } catch (error) {
      respond(error, req, res);
    }
  };

  const createServer = (timeouts?: HttpTimeouts) => createHttpServer(listener, timeouts);
  return Object.assign(listener, {
    createServer,
    listen: (...args: unknown[]) => (createServer().listen as (...a: unknown[]) => Server)(...args),
  }) as SiteApp;
}
