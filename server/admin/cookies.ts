/**
 * Every value the request sends for the cookie `name`, in the order sent (values are not decoded:
 * ours are base64url). All of them, not the first: a browser can hold two of one name (one set by
 * another site under the same domain, say), and a made-up one sent first must not hide the real one.
 */
export function cookieValues(header: string | undefined, name: string): string[] {
  const values: string[] = [];
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1 || part.slice(0, at).trim() !== name) continue;
    values.push(part.slice(at + 1).trim());
  }
  return values;
}

/**
 * A cookie's name: with the `__Host-` prefix on a site served over https, which a browser accepts only
 * from this very host, Secure, for the whole site (Path=/): no sibling subdomain can set or shadow it.
 * Over plain http (the editing screen tried on this computer), the browser would refuse the prefix.
 */
export const cookieName = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name);

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  sameSite: 'Strict' | 'Lax';
  secure: boolean;
}

/** A Set-Cookie value: always HttpOnly, so no script on the page can read it. */
export function cookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
