import type { z } from 'zod';
import { tokenValues } from './business.ts';
import { fillStrings } from './strings.ts';
import { readValidYaml } from './yaml.ts';
import type { ContentFolder } from './contentFolder.ts';

/**
 * A structured content file (src/content/<name>.yaml), validated with its schema and its {tokens}
 * filled in from the business details of the folder it was read from (docs/decisions/076). A missing
 * file, bad YAML or a bad field is one ContentError line.
 */
export function loadYamlFile<S extends z.ZodType>(contentDir: ContentFolder, name: string, schema: S): z.output<S> {
  const { file, data, source } = readValidYaml(contentDir, name, schema);
  return fillStrings(data, tokenValues(contentDir), file, source.lineOf);
}
