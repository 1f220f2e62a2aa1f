import type { RequestHandler } from 'express';

/** How many addresses a request's X-Forwarded-For names: each proxy in front adds one. */
export function forwardedAddressCount(header: string | string[] | undefined): number {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text.split(',').filter((entry) => entry.trim() !== '').length;
}

export const tooManyProxiesTrustedLine = (trusted: number, seen: number) =>
  `TRUST_PROXY is ${trusted}, but a request came through ${seen === 0 ? 'no proxy' : seen === 1 ? 'only 1 proxy' : `only ${seen} proxies`} (its X-Forwarded-For names ${seen === 0 ? 'no address' : seen === 1 ? '1 address' : `${seen} addresses`}): a visitor could then choose the address the contact and search limits count. Set TRUST_PROXY to the number of proxies in front of this server, or unset it where there is none (docs/hosting.md).`;

/**
 * TRUST_PROXY=N tells Express that N proxies stand in front of the server, each adding the address it
 * was reached from to X-Forwarded-For, so the visitor is the Nth address from the right. Set higher
 * than the proxies really there (`1` on a server with no proxy at all), the addresses Express then
 * reads were written by the visitor: one who makes them up bypasses every limit or gets another
 * address locked out (issue 43). A real proxy always adds its entry, so a request naming fewer than N
 * can only come from such a host: the server says so once, in one line, for the operator to fix.
 *
 * Mounted after /healthz, which supervisors and load balancers probe directly, not through the proxy.
 */
export function proxyHopsCheck(trusted: number, log: (line: string) => void): RequestHandler {
  let said = false;
  return (req, _res, next) => {
    if (!said) {
      const seen = forwardedAddressCount(req.headers['x-forwarded-for']);
      if (seen < trusted) {
        said = true;
        log(tooManyProxiesTrustedLine(trusted, seen));
      }
    }
    next();
  };
}
