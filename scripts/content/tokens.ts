import { statSync } from 'node:fs';
import path from 'node:path';
import { siteUrl } from '../../src/config/siteUrl.ts';
import { tokenTable } from '../../src/lib/tokenTable.ts';
import { businessFileName, loadBusiness } from './business.ts';
import { defaultContentDir as contentDir } from './contentDir.ts';

let cached: { modified: number; tokens: Record<string, string> } | undefined;

/**
 * The {tokens} content files may use, with their values from src/content/business.yaml and the
 * build's SITE_URL. Read again whenever the file changes, so `npm run dev` shows an edit at once.
 */
export function tokenValues(): Record<string, string> {
  const modified = statSync(path.join(contentDir, businessFileName), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (cached?.modified !== modified) {
    cached = { modified, tokens: tokenTable({ ...loadBusiness(contentDir), siteUrl }) };
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
