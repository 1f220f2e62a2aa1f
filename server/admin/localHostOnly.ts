import type { RequestHandler } from 'express';
import { adminMessagePage } from './messagePage';

/**
 * `npm run cms` answers only requests addressed to this computer by name (issue 32): it listens on
 * 127.0.0.1, but a page on another site can still reach it by DNS rebinding (its own name made to
 * point at 127.0.0.1), and would then read every content file. Such a request carries the other
 * site's name in its Host header, so anything but `localhost:PORT` or `127.0.0.1:PORT` is refused,
 * reads included, with a page in plain words.
 */
export function localHostOnly(port: number): RequestHandler {
  const allowed = new Set([`localhost:${port}`, `127.0.0.1:${port}`]);
  return (req, res, next) => {
    if (allowed.has((req.headers.host ?? '').toLowerCase())) return next();
    res
      .status(403)
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(
        adminMessagePage(
          'This address cannot open the editing screen',
          `The editing screen on this computer answers only at http://localhost:${port}/admin/ or http://127.0.0.1:${port}/admin/. Please open one of those addresses.`,
          [{ href: `http://localhost:${port}/admin/`, text: 'Open the editing screen' }],
        ),
      );
  };
}
