import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * What the sign-in store keeps on disk is of no use to whoever copies the file (docs/decisions/071):
 *  - a session id (the browser's cookie) and a used sign-in state are kept only as their SHA-256, so a
 *    copy of the database names no cookie that could be sent back (each holds 16 or 32 random bytes:
 *    nothing to guess from its hash);
 *  - the owner's GitHub token is sealed with AES-256-GCM under ADMIN_SESSION_KEY, which is in the
 *    environment, never on the disk, with the session's id hash as additional data, so a sealed token
 *    opens only in its own row.
 */

/** The key's length: ADMIN_SESSION_KEY is 32 random bytes (server/config.ts). */
export const sessionKeyBytes = 32;
const ivBytes = 12;
const tagBytes = 16;

/** A session id's or a state's stored form. */
export const hashOf = (secret: string): Buffer => createHash('sha256').update(secret).digest();

/** The token sealed: a fresh random IV, the authentication tag, then the ciphertext. */
export function seal(key: Buffer, token: string, boundTo: Buffer): Buffer {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(boundTo);
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

/** The token, or undefined when it was sealed under another key (or for another row, or is damaged). */
export function unseal(key: Buffer, sealed: Buffer, boundTo: Buffer): string | undefined {
  if (sealed.length <= ivBytes + tagBytes) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, ivBytes));
    decipher.setAAD(boundTo);
    decipher.setAuthTag(sealed.subarray(ivBytes, ivBytes + tagBytes));
    return Buffer.concat([decipher.update(sealed.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * Names the key without revealing it (an HMAC of a fixed text under it), so the store knows at start
 * whether its sign-ins were sealed under the key it is given now.
 */
export const keyFingerprint = (key: Buffer): Buffer => createHmac('sha256', key).update('admin session key fingerprint').digest();

/**
 * A key for one use, made from ADMIN_SESSION_KEY (an HMAC of the use's name under it), so that nothing
 * signed for one use (a sign-in state, ./signInStates.ts) passes for another, and the key that seals
 * the tokens signs nothing a visitor sees.
 */
export const keyFor = (key: Buffer, use: string): Buffer => createHmac('sha256', key).update(`admin session key for ${use}`).digest();

/** How the host makes ADMIN_SESSION_KEY (docs/hosting.md), said in the setting's error line too. */
export const sessionKeyCommand = `node -e "console.log(require('node:crypto').randomBytes(32).toString('base64'))"`;

/**
 * ADMIN_SESSION_KEY as bytes: 32 in base64 (44 characters, as the command above prints them), or
 * undefined for anything else. A value of few distinct bytes ("AAAA…", a placeholder) is refused too:
 * 32 random bytes hold fewer than 16 distinct values with a chance far below one in a billion.
 */
export function sessionKeyOf(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return undefined;
  const key = Buffer.from(text, 'base64');
  return key.length === sessionKeyBytes && new Set(key).size >= 16 ? key : undefined;
}
