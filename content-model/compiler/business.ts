import { businessDetailsSchema, type BusinessDetails } from '../settings/siteSchema.ts';
import { tokenTable } from '../text/tokenTable.ts';
import { knownTokensText } from '../text/tokens.ts';
import { buildSettingValues } from './buildSettings.ts';
import { ContentError } from './contentError.ts';
import { describePath } from './fieldWords.ts';
import { readValidYaml } from './yaml.ts';
import type { ContentFolder } from './contentFolder.ts';

/** The owner's business details, under src/content. */
export const businessFileName = 'business.yaml';

/**
 * src/content/business.yaml: the company's name, number, e-mail, phone, town… validated with
 * businessDetailsSchema. Its own texts (the description) may name the other details with {tokens}
 * ("based in {town}"), so each fact is written once. Everything else in the pipeline fills its
 * {tokens} from this (./fillTokens.ts), which is why it fills them itself rather than through
 * loadYamlFile.
 */
export function loadBusiness(contentDir: ContentFolder): BusinessDetails {
  const { file, data: details, source } = readValidYaml(contentDir, businessFileName, businessDetailsSchema);
  const tokens = tokenTable({ ...details, ...buildSettingValues() });
  /** The details a text of the file may name are the others, as written (a detail cannot name itself). */
  const fill = (field: 'serviceArea' | 'description') =>
    details[field].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const filled = tokens[name];
      if (filled === undefined) {
        throw new ContentError(
          file,
          source.lineOf([field]),
          `${describePath([field])} names an unknown business detail ${whole}: use one of ${knownTokensText()}`,
        );
      }
      return filled;
    });
  return { ...details, serviceArea: fill('serviceArea'), description: fill('description') };
}
