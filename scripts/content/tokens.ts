import { statSync } from 'node:fs';
import path from 'node:path';
import { tokenTable } from '../../src/lib/tokenTable.ts';
import { businessFileName, loadBusiness } from './business.ts';
import { buildSettingValues } from './buildSettings.ts';
import { defaultContentDir as contentDir } from './contentDir.ts';

let cached: { modified: number; retentionDays: number; tokens: Record<string, string> } | undefined;

/**
 * The {tokens} content files may use, with their values from src/content/business.yaml and the
 * build's SITE_URL and CONTACT_RETENTION_DAYS. Read again whenever the file changes, so `npm run dev`
 * shows an edit at once.
 */
export function tokenValues(): Record<string, string> {
  const modified = statSync(path.join(contentDir, businessFileName), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const settings = buildSettingValues();
  if (cached?.modified !== modified || cached.retentionDays !== settings.contactRetentionDays) {
    cached = {
      modified,
      retentionDays: settings.contactRetentionDays,
      tokens: tokenTable({ ...loadBusiness(contentDir), ...settings }),
    };
  }
  return cached.tokens;
}

/** The tokens a text may name, as an unknown-token error lists them: "{companyName}, {email}, …". */
export function knownTokensText(): string {
  return Object.keys(tokenValues())
    .map((name) => `{${name}}`)
    .join(', ');
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
