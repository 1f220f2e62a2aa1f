import { readFileSync } from 'node:fs';
import path from 'node:path';
import { businessDetailsSchema, type BusinessDetails } from '../../config/site.schema.ts';
import { deployment } from '../../config/deployment.ts';
import { tokenTable } from '../../lib/tokenTable.ts';
import { ContentError } from './errors.ts';
import { validate } from './validate.ts';
import { parseYaml } from './yamlSource.ts';

/** The owner's business details, under src/content. */
export const businessFileName = 'business.yaml';

/**
 * src/content/business.yaml: the company's name, number, e-mail, phone, town… validated with
 * businessDetailsSchema. Its own texts (the description) may name the other details with {tokens}
 * ("based in {town}"), so each fact is written once. Everything else in the pipeline fills its
 * {tokens} from this (./tokens.ts), which is why it reads the file itself rather than through
 * loadYamlFile.
 */
export function loadBusiness(contentDir: string): BusinessDetails {
  const file = `src/content/${businessFileName}`;
  let text: string;
  try {
    text = readFileSync(path.join(contentDir, businessFileName), 'utf8');
  } catch {
    throw new ContentError(file, undefined, 'the file is missing');
  }
  const source = parseYaml(text, file);
  const details = validate(businessDetailsSchema, source.data, file, source.lineOf);
  const tokens = tokenTable({ ...details, siteUrl: deployment.siteUrl });
  const fill = (value: string, field: keyof BusinessDetails) =>
    value.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const filled = tokens[name];
      if (filled === undefined || name === field) {
        throw new ContentError(file, source.lineOf([field]), `unknown business detail ${whole} in the ${field === 'description' ? 'description' : field}: use one of ${Object.keys(tokens).filter((token) => token !== field).map((token) => `{${token}}`).join(', ')}`);
      }
      return filled;
    });
  return { ...details, serviceArea: fill(details.serviceArea, 'serviceArea'), description: fill(details.description, 'description') };
}
