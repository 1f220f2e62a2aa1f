import { sweepStates, type SweepState } from './states';

/** One URL that no page answers: the not-found page is swept like any other. */
export const unknownUrlPath = '/this-page-does-not-exist';

/** The sweep cannot start: a bad argument or a site it cannot reach. One line, exit code 2. */
export class SweepInputError extends Error {}

/**
 * The address to sweep, from the command line: an http(s) address of the site's root. The site's
 * pages link to root-relative addresses, so it cannot be swept below a path.
 */
export function parseBaseUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new SweepInputError(`"${input}" is not a web address: give the site's address, such as https://staging.example.co.uk`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SweepInputError(`"${input}" is not an http:// or https:// address`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new SweepInputError(`"${input}" has a path: give the site's root address, such as ${url.origin}`);
  }
  return new URL(url.origin);
}

const xmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The <loc> addresses of a sitemap (sitemaps.org protocol), entities decoded. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) =>
    match[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (_entity, name: string) => xmlEntities[name]!),
  );
}

/**
 * The sitemap names SITE_URL's host (the published address, whatever copy served it): each address
 * is moved to the base URL, keeping its path and query.
 */
export function rewriteToBase(locations: string[], base: URL): string[] {
  const urls = locations.map((location) => {
    let parsed: URL;
    try {
      parsed = new URL(location);
    } catch {
      throw new SweepInputError(`The sitemap lists "${location}", which is not an address`);
    }
    return new URL(`${parsed.pathname}${parsed.search}`, base).href;
  });
  return [...new Set(urls)];
}

/** What one run checks: a URL as first loaded, or an interactive state on it. */
export interface SweepTarget {
  /** Unique and safe for an HTML id: "contact", "contact--contact-errors". */
  id: string;
  url: string;
  path: string;
  state?: SweepState;
}

function idFor(path: string, state?: SweepState): string {
  const page =
    path === '/'
      ? 'home'
      : path
          .slice(1)
          .replace(/[^a-z0-9]+/gi, '-')
          .toLowerCase();
  return state ? `${page}--${state.id}` : page;
}

/**
 * Everything to sweep: each sitemap URL and the unknown URL as first loaded, then each declared
 * state. `only` (paths) narrows the sweep to those pages and the states that start on them; every
 * path in it must be one the sweep knows.
 */
export function sweepTargets(sitemapUrls: string[], base: URL, only?: string[], states: SweepState[] = sweepStates): SweepTarget[] {
  const pages = [...sitemapUrls, new URL(unknownUrlPath, base).href].map((url) => ({ url, path: new URL(url).pathname }));
  const known = new Set(pages.map((page) => page.path));
  for (const state of states) {
    if (!known.has(state.path)) {
      throw new SweepInputError(`The sitemap has no ${state.path}, where the state "${state.name}" starts`);
    }
  }
  if (only) {
    const unknown = only.filter((path) => !known.has(path));
    if (unknown.length) throw new SweepInputError(`--only: ${unknown.join(', ')} is not in the sitemap (paths look like /contact)`);
  }
  const wanted = (path: string) => !only || only.includes(path);
  return [
    ...pages.filter((page) => wanted(page.path)).map((page) => ({ id: idFor(page.path), url: page.url, path: page.path })),
    ...states
      .filter((state) => wanted(state.path))
      .map((state) => ({ id: idFor(state.path, state), url: new URL(state.path, base).href, path: state.path, state })),
  ];
}

/** Reads <base>/sitemap.xml. Any failure to reach the site is one clear line (SweepInputError). */
export async function fetchSitemap(base: URL, timeoutMs = 15_000): Promise<string> {
  const address = new URL('/sitemap.xml', base).href;
  let response: Response;
  try {
    response = await fetch(address, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    throw new SweepInputError(`Cannot reach ${base.origin}: ${networkReason(error, timeoutMs)}`);
  }
  if (!response.ok) {
    throw new SweepInputError(
      `${address} answered ${response.status} ${response.statusText}: is this the site, and is it built with its sitemap?`,
    );
  }
  const xml = await response.text();
  if (!sitemapLocations(xml).length) throw new SweepInputError(`${address} lists no pages (no <loc> addresses)`);
  return xml;
}

/** Node's fetch says only "fetch failed"; the reason is in its cause. */
function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} seconds`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'connection refused (is the server running?)',
    ENOTFOUND: 'no such host',
    EAI_AGAIN: 'the host name could not be looked up',
    ECONNRESET: 'the connection was reset',
    CERT_HAS_EXPIRED: 'its certificate has expired',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
  };
  if (cause?.code && reasons[cause.code]) return `${reasons[cause.code]} (${cause.code})`;
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}
