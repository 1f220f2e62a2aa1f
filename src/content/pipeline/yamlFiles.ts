import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ContentError } from './errors.ts';
import { fillStrings } from './strings.ts';
import { validate } from './validate.ts';
import { parseYaml } from './yamlSource.ts';

/**
 * A structured content file (src/content/<name>.yaml), validated with its schema and its {tokens}
 * filled in. A missing file, bad YAML or a bad field is one ContentError line.
 */
export function loadYamlFile<S extends z.ZodType>(contentDir: string, name: string, schema: S): z.output<S> {
  const file = `src/content/${name}`;
  let text: string;
  try {
    text = readFileSync(path.join(contentDir, name), 'utf8');
  } catch {
    throw new ContentError(file, undefined, 'the file is missing');
  }
  const source = parseYaml(text, file);
  return fillStrings(validate(schema, source.data, file, source.lineOf), file, source.lineOf);
}
