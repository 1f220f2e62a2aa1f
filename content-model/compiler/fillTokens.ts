import { tokenTable } from '../text/tokenTable.ts';
import { businessFileName, loadBusiness } from './business.ts';
import { buildSettingValues } from './buildSettings.ts';
import type { ContentFolder } from './contentFolder.ts';

/**
 * The content folder whose business details fill the {tokens} of the text being compiled: the folder
 * the file was read from. Each reader of a content file (./yaml.ts, ./markdown.ts, ./pageCopy.ts,
 * ./tutorials.ts) names it before the file's text is validated and filled, because the fills happen
 * deep inside (a schema's transform, a Markdown paragraph) where no folder is passed; the compiler
 * is synchronous, so the text being filled is always the last file read.
 */
let compiling: ContentFolder | undefined;

/** Says that the text compiled next was read from `contentDir`: its {tokens} take their values from there. */
export function compilingFrom(contentDir: ContentFolder): void {
  compiling = contentDir;
}

let cached: { business: string | undefined; retentionDays: number; tokens: Record<string, string> } | undefined;

/**
 * The {tokens} content files may use, with their values from business.yaml of `contentDir` (by
 * default the folder of the file being compiled) and the build's SITE_URL and CONTACT_RETENTION_DAYS.
 * Made again whenever the file's text changes, so `npm run dev` shows an edit at once.
 */
export function tokenValues(contentDir: ContentFolder | undefined = compiling): Record<string, string> {
  if (!contentDir)
    throw new Error('tokenValues: no content file has been read, so there is no content folder to take the business details from');
  const business = contentDir.read(businessFileName);
  const settings = buildSettingValues();
  if (cached === undefined || cached.business !== business || cached.retentionDays !== settings.contactRetentionDays) {
    cached = {
      business,
      retentionDays: settings.contactRetentionDays,
      tokens: tokenTable({ ...loadBusiness(contentDir), ...settings }),
    };
  }
  return cached.tokens;
}

/**
 * The text with each {token} it names replaced by its value, from the business details of the folder
 * it was read from. An unknown one is left as it is: the callers check first with unknownTokens
 * (content-model/text/tokens.ts) and refuse the text.
 */
export function fillTokens(text: string): string {
  const tokens = tokenValues();
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}
