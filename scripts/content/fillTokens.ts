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

/**
 * The text with each {token} it names replaced by its value. An unknown one is left as it is: the
 * callers check first with unknownTokens (src/lib/tokens.ts) and refuse the text.
 */
export function fillTokens(text: string): string {
  const tokens = tokenValues();
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}
