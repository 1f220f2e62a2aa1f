import type { RequestHandler } from 'express';
import type { ErrorResponder } from './errors';
import type { StaticSite } from './staticSite';

/**
 * The methods the site's pages and files answer (docs/decisions/081): they can be read (GET, HEAD)
 * and asked what they allow (OPTIONS), nothing else. A write (PUT, POST, DELETE, PATCH), TRACE,
 * PROPFIND or any other method on an address that names a file of the site is a 405 with `Allow`
 * and the site's error page; sirv, which serves whatever the method, never sees it. An address that
 * names nothing stays a 404 whatever the method. The addresses that take other methods answer them
 * before this: the contact form (POST /api/contact), the editing screen's API and sign-in, /healthz.
 */

export const siteFileMethods = ['GET', 'HEAD', 'OPTIONS'] as const;
const allow = siteFileMethods.join(', ');

export function siteMethods(site: StaticSite, respond: ErrorResponder): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || !site.hasFile(req)) return next();
    res.setHeader('Allow', allow);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    respond({ status: 405 }, req, res);
  };
}
