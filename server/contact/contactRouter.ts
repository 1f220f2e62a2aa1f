import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { validateContactMessage } from '../../src/lib/contactMessage';
import type { MessageStore, StoredMessage } from './messageStore';

export const CONTACT_PATH = '/api/contact';
/** A message is at most about 1.6 KB of text; 16 KB leaves room for JSON escaping and no more. */
export const CONTACT_BODY_LIMIT = '16kb';

export interface ContactReceiverOptions {
  store: MessageStore;
  /** Called after a message is safely stored (the forwarders listen here). */
  onStored?: (message: StoredMessage) => void;
  /** Messages a client may post per window (default 10 per 15 minutes). */
  rateLimit?: { limit: number; windowMs: number };
}

const requireJson: RequestHandler = (req, res, next) => {
  if (!req.is('application/json')) {
    res.status(415).json({ ok: false, error: 'Send the message as JSON (Content-Type: application/json).' });
    return;
  }
  next();
};

const receive = (options: ContactReceiverOptions): RequestHandler =>
  async (req, res, next) => {
    const result = validateContactMessage(req.body);
    if (!result.success) {
      res.status(400).json({ ok: false, errors: result.errors });
      return;
    }
    try {
      const stored = await options.store.append(result.message);
      options.onStored?.(stored);
      res.status(201).json({ ok: true, id: stored.id });
    } catch (error) {
      next(error);
    }
  };

const bodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
  if (error.type === 'entity.too.large') {
    res.status(413).json({ ok: false, error: 'The message is too large.' });
  } else if (error.type === 'entity.parse.failed') {
    res.status(400).json({ ok: false, error: 'The message is not valid JSON.' });
  } else {
    next(error);
  }
};

/**
 * POST /api/contact: the embedded receiver of the contact form, so `npm start` works with nothing
 * configured. JSON only (415), small bodies only (413), a per-client rate limit (429), the same
 * validation as the browser (400 with the field errors), and 201 only once the message is on disk.
 */
export function contactRouter(options: ContactReceiverOptions): Router {
  const router = Router();
  const limiter = rateLimit({
    windowMs: options.rateLimit?.windowMs ?? 15 * 60_000,
    limit: options.rateLimit?.limit ?? 10,
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
    express.json({ limit: CONTACT_BODY_LIMIT, strict: true }),
    bodyErrors,
    receive(options),
  );

  router.all(CONTACT_PATH, (_req, res) => {
    res.set('Allow', 'POST').status(405).json({ ok: false, error: 'Use POST.' });
  });
  return router;
}
