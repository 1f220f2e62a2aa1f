import { businessDetailsSchema, type BusinessDetails } from '../settings/siteSchema.ts';
import { tokenTable, type TokenValues } from '../text/tokenTable.ts';
import { fillTokens, knownTokensText, unknownTokens } from '../text/tokens.ts';
import { buildSettingValues } from './buildSettings.ts';
import { ContentError } from './contentError.ts';
import { describePath } from './fieldWords.ts';
import { readValidYaml } from './yaml.ts';
import type { ContentFolder } from './contentFolder.ts';

/** The owner's business details, under src/content. */
export const businessFileName = 'business.yaml';

/**
 * The {tokens}' values given the business details as written: the one table (../text/tokenTable.ts)
 * with the build's SITE_URL and CONTACT_RETENTION_DAYS. The only place it is made, for the details'
 * own texts (loadBusiness) and for every other file (tokenValues).
 */
function tokensOf(details: BusinessDetails): TokenValues {
  return tokenTable({ ...details, ...buildSettingValues() });
}

/**
 * The {tokens} the content of `contentDir` fills, with their values from that folder's business.yaml
 * (docs/decisions/076): each reader of a content file asks for them with the folder it read the file
 * from, and fills the compiled file with them. A missing or wrong business.yaml is that file's one
 * ContentError line, not the problem of the text being filled.
 */
export function tokenValues(contentDir: ContentFolder): TokenValues {
  return tokensOf(readValidYaml(contentDir, businessFileName, businessDetailsSchema).data);
}

/**
 * src/content/business.yaml: the company's name, number, e-mail, phone, town… validated with
 * businessDetailsSchema. Its own texts (the description, the service area) may name the other details
 * with {tokens} ("based in {town}"), so each fact is written once. They are filled here from the
 * details as written (a detail cannot name itself: neither is a token), in words of their own.
 */
export function loadBusiness(contentDir: ContentFolder): BusinessDetails {
  const { file, data: details, source } = readValidYaml(contentDir, businessFileName, businessDetailsSchema);
  const tokens = tokensOf(details);
  const fill = (field: 'serviceArea' | 'description') => {
    const [unknown] = unknownTokens(details[field]);
    if (unknown !== undefined) {
      throw new ContentError(
        file,
        source.lineOf([field]),
        `${describePath([field])} names an unknown business detail {${unknown}}: use one of ${knownTokensText()}`,
      );
    }
    return fillTokens(details[field], tokens);
  };
  return { ...details, serviceArea: fill('serviceArea'), description: fill('description') };
}
