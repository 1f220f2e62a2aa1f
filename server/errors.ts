import type { ErrorRequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StoreUnavailableError } from './contact/messageStore';
import { revalidateCacheControl } from './securityHeaders';
import { siteSettings } from './siteSettings';

/**
 * The server's one error handler. Whatever went wrong, the answer is written here, in words for
 * people, and never holds a stack trace, a file path or a library's own message (those go to the
 * server's log for 5xx only):
 *   - under /api: JSON { ok: false, error: "…" } with Cache-Control: no-store;
 *   - anywhere else: the site's HTML error page.
 * The status says whose fault it is: 400 (unreadable request), 413 (too large), 415 (not JSON, not
 * UTF-8, an unknown Content-Encoding), 503 (the message store cannot write just now), 500 (a bug).
 */

export const apiNoStore = 'no-store';

interface ClientErrorLike {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  code?: unknown;
}

export function isApiPath(url: string | undefined): boolean {
  return url !== undefined && /^\/api(?:[/?#]|$)/i.test(url);
}

/** The status for an error: a client error keeps its 4xx; the store's failures are 503; the rest 500. */
export function statusFor(error: unknown): number {
  if (error instanceof StoreUnavailableError) return 503;
  const { status, statusCode } = (error ?? {}) as ClientErrorLike;
  const code = Number(status ?? statusCode);
  if (Number.isInteger(code) && code >= 400 && code < 500) return code;
  return 500;
}

/** The words an API client gets, chosen by status and by the body parser's error type, never copied from it. */
export function apiErrorMessage(error: unknown, status: number): string {
  const { type, code } = (error ?? {}) as ClientErrorLike;
  switch (status) {
    case 400:
      if (type === 'entity.parse.failed') return 'The message is not valid JSON.';
      if (type === 'request.aborted') return 'The message was cut off before all of it arrived.';
      if (type === 'request.size.invalid') return 'The message was not as long as its Content-Length said.';
      if (typeof code === 'string' && code.startsWith('Z_')) return 'The message could not be decompressed: send it as plain JSON.';
      return 'The request could not be read.';
    case 413:
      return 'The message is too large.';
    case 415:
      if (type === 'charset.unsupported') return 'Send the message in UTF-8.';
      if (type === 'encoding.unsupported') return 'The message is compressed in a way the server does not read: send it as plain JSON.';
      return 'Send the message as JSON (Content-Type: application/json).';
    case 503:
      return `Your message could not be saved just now. Please try again in a few minutes, or email us at ${siteSettings().email}.`;
    case 500:
      return `Something went wrong on our side. Please try again, or email us at ${siteSettings().email}.`;
    default:
      return 'The request could not be handled.';
  }
}

export interface ErrorResponder {
  /** Answers `error` on `res`: JSON under /api, the HTML error page elsewhere. */
  (error: unknown, req: IncomingMessage, res: ServerResponse): void;
}

export function errorResponder(options: {
  errorPage: (status: number) => string;
  log?: (line: string, error: unknown) => void;
}): ErrorResponder {
  const log = options.log ?? ((line, error) => console.error(line, error));
  return (error, req, res) => {
    const status = statusFor(error);
    if (status >= 500) log(`server: ${status} for ${req.method} ${req.url}:`, error);
    if (res.headersSent) {
      // Part of an answer is already on its way: the only honest thing left is to cut it off.
      res.destroy();
      return;
    }
    // Anything set for the answer that failed (Content-Encoding, Content-Length...) no longer applies.
    for (const name of res.getHeaderNames()) {
      if (/^content-|^etag$|^last-modified$|^retry-after$/i.test(name)) res.removeHeader(name);
    }
    res.statusCode = status;
    if (status === 503) res.setHeader('Retry-After', '60');
    let body: string;
    if (isApiPath(req.url)) {
      res.setHeader('Cache-Control', apiNoStore);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      body = JSON.stringify({ ok: false, error: apiErrorMessage(error, status) });
    } else {
      res.setHeader('Cache-Control', revalidateCacheControl);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      body = options.errorPage(status);
    }
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** The same, as Express's error middleware (the last in the app). */
export function expressErrorHandler(respond: ErrorResponder): ErrorRequestHandler {
  return (error, req, res, _next) => respond(error, req, res);
}
