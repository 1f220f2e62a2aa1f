import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployment } from '../../config/deployment.ts';
import { tokenTable } from '../../lib/tokenTable.ts';
import { businessFileName, loadBusiness } from './business.ts';

/** src/content (./buildTime.ts names it too; this module must not import that one, which imports every loader). */
const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let cached: { modified: number; tokens: Record<string, string> } | undefined;

/**
 * The {tokens} content files may use, with their values from src/content/business.yaml and the
 * build's SITE_URL. Read again whenever the file changes, so `npm run dev` shows an edit at once.
 */
export function tokenValues(): Record<string, string> {
  const modified = statSync(path.join(contentDir, businessFileName), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (cached?.modified !== modified) {
    cached = { modified, tokens: tokenTable({ ...loadBusiness(contentDir), siteUrl: deployment.siteUrl }) };
  }
  return cached.tokens;
}

export function fillTokens(text: string): string {
  const tokens = tokenValues();
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}

/** Unknown tokens left in a text: the build refuses them. */
export function unknownTokens(raw: string): string[] {
  const tokens = tokenValues();
  return [...raw.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => !(name in tokens));
}
