import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ContentError } from './errors.ts';
import { validate } from './validate.ts';
import { parseYaml, type YamlSource } from './yamlSource.ts';

/**
 * A YAML content file (src/content/<name>), read and validated with its schema, its {tokens} not yet
 * filled: loadYamlFile fills them; the business details and the training section fill theirs as
 * they compile. A missing file, bad YAML or a bad field is one ContentError line.
 */
export function readValidYaml<S extends z.ZodType>(
  contentDir: string,
  name: string,
  schema: S,
): { file: string; data: z.output<S>; source: YamlSource } {
  const file = `src/content/${name}`;
  let text: string;
  try {
    text = readFileSync(path.join(contentDir, name), 'utf8');
  } catch {
    throw new ContentError(file, undefined, 'the file is missing');
  }
  const source = parseYaml(text, file);
  return { file, data: validate(schema, source.data, file, source.lineOf), source };
}
