/**
 * How sirv reads an address, in one place: the static files (./siteFiles.ts) find with it the file
 * sirv would send, and ./securityHeaders.ts tells with it which addresses reach the editing screen's
 * files. Imports nothing, so the prerender can use securityHeaders.ts without the server's modules.
 */

/** The address as sirv reads it (@polka/url's parse, then decodeURI), so both find the same file. */
export function sirvPathname(url: string): string {
  let pathname = url;
  if (url.length > 1) {
    const hash = pathname.indexOf('#', 1);
    if (hash !== -1) pathname = pathname.slice(0, hash);
    const query = pathname.indexOf('?', 1);
    if (query !== -1) pathname = pathname.slice(0, query);
  }
  if (!pathname.includes('%')) return pathname;
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
