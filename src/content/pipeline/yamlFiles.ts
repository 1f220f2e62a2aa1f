import type { z } from 'zod';
import { fillStrings } from './strings.ts';
import { readValidYaml } from './yamlRead.ts';

/**
 * A structured content file (src/content/<name>.yaml), validated with its schema and its {tokens}
 * filled in. A missing file, bad YAML or a bad field is one ContentError line.
 */
export function loadYamlFile<S extends z.ZodType>(contentDir: string, name: string, schema: S): z.output<S> {
  const { file, data, source } = readValidYaml(contentDir, name, schema);
  return fillStrings(data, file, source.lineOf);
}
