import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh, empty directory for one test's message store. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'contact-store-'));
}

export const validMessage = {
  name: 'Sam Jones',
  email: 'sam@example.org',
  phone: '01905 123456',
  subject: 'NVDA training',
  message: 'I would like some help learning NVDA with Outlook, please.',
};
