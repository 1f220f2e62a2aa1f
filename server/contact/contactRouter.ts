import express, { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { validateContactMessage } from '../../src/lib/contactMessage';
import { BODY_TIMEOUT_MS } from '../httpServer';
import type { MessageStore, StoredMessage } from './messageStore';
import { CLIENT_IPV6_PREFIX } from '../clientPrefix';

export const CONTACT_PATH = '/api/contact';
/** A message is at most about 1.6 KB of text; 16 KB leaves room for JSON escaping and no more. */
export const CONTACT_BODY_LIMIT = '16kb';

export interface ContactReceiverOptions {
  store: MessageStore;
  /** Called after a message is committed to the store (the forwarders listen here). */
  onStored?: (message: StoredMessage) => void;
  /** Messages a client may post per window (default 10 per 15 minutes). */
  rateLimit?: { limit: number; windowMs: number };
  /** How long the body may take to arrive (default BODY_TIMEOUT_MS). */
  bodyTimeoutMs?: number;
}

const requireJson: RequestHandler = (req, res, next) => {
  if (!req.is('application/json')) {
    res.status(415).json({ ok: false, error: 'Send the message as JSON (Content-Type: application/json).' });
    return;
  }
  next();
};

/** Answers 408 and closes the connection if the body is not all there in time. */
const bodyDeadline =
  (ms: number): RequestHandler =>
  (req, res, next) => {
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return;
      res.setHeader('Connection', 'close');
      res.status(408).json({ ok: false, error: 'The message took too long to arrive. Please try again.' });
      // The rest of the body is not wanted: stop reading it once the answer is out.
      res.once('finish', () => req.socket.destroy());
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    req.once('end', clear);
    res.once('close', clear);
    next();
  };

const receive =
  (options: ContactReceiverOptions): RequestHandler =>
  (req, res) => {
    const result = validateContactMessage(req.body);
    if (!result.success) {
      res.status(400).json({ ok: false, error: 'Some fields need correcting.', errors: result.errors });
      return;
    }
    // Synchronous: the row is committed (WAL, fsync'd) before the next line runs. A full or
    // read-only disk throws StoreUnavailableError, which the error handler answers with 503.
    const stored = options.store.append(result.message);
    options.onStored?.(stored);
    res.status(201).json({ ok: true, id: stored.id });
  };

/**
 * POST /api/contact: the embedded receiver of the contact form, so `npm start` works with nothing
 * configured. JSON only (415), small bodies only (413), sent within 10 s (408), a per-client rate
 * limit (429), the same validation as the browser (400 with the field errors), and 201 only once the
 * message is committed. Errors of the body parser go to the server's error handler (server/errors.ts).
 */
export function contactRouter(options: ContactReceiverOptions): Router {
  const router = Router();
  const limiter = rateLimit({
    windowMs: options.rateLimit?.windowMs ?? 15 * 60_000,
    limit: options.rateLimit?.limit ?? 10,
    // One IPv6 visitor holds a block of addresses: counted per /48, as search is (server/clientPrefix.ts).
    ipv6Subnet: CLIENT_IPV6_PREFIX,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ ok: false, error: 'Too many messages from this connection. Please wait a few minutes, or email us.' });
    },
  });

  router.post(
    CONTACT_PATH,
    limiter,
    requireJson,
    bodyDeadline(options.bodyTimeoutMs ?? BODY_TIMEOUT_MS),
    express.json({ limit: CONTACT_BODY_LIMIT, strict: true }),
    receive(options),
  );

  router.all(CONTACT_PATH, (_req, res) => {
    res.set('Allow', 'POST').status(405).json({ ok: false, error: 'Use POST.' });
  });
  return router;
}
