import http, { type RequestListener, type Server } from 'node:http';

/** The request headers must all arrive within this time of the connection's request starting. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The body must then arrive within this time (the contact route answers 408 itself, server/contact). */
export const BODY_TIMEOUT_MS = 10_000;

export interface HttpTimeouts {
  headersTimeoutMs?: number;
  bodyTimeoutMs?: number;
}

/**
 * The HTTP server the site runs on. Node's defaults let a client take 60 s over its headers and 300 s
 * over a request, holding a connection all that time: here the headers get 10 s and headers and body
 * together 20 s, after which Node answers 408 and closes the connection. Node checks these limits
 * every `connectionsCheckingInterval` (30 s by default, which would stretch 10 s to 40): every second.
 */
export function createHttpServer(listener: RequestListener, timeouts: HttpTimeouts = {}): Server {
  const headersTimeout = timeouts.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  const bodyTimeout = timeouts.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  return http.createServer(
    {
      headersTimeout,
      requestTimeout: headersTimeout + bodyTimeout,
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(headersTimeout / 4))),
    },
    listener,
  );
}
