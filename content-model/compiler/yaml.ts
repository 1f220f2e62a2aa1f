import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { z } from 'zod';
import { ContentError } from './contentError.ts';
import { validate } from './validate.ts';
import type { ContentFolder } from './contentFolder.ts';

/*
 * YAML content files: parsing with a way back from a field to its line, and reading and validating a
 * file with its schema. Every fault is one ContentError line. The {tokens} are filled by the file's
 * reader, with the values of the folder it read the file from (./yamlFile.ts, docs/decisions/076).
 */

/** Parsed YAML with a way back from a field to the line it is written on. */
export interface YamlSource {
  data: unknown;
  /** The line of the field at `path`, or of its nearest ancestor that is written; 1-based. */
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/**
 * Parses YAML text. `file` names it in errors; `firstLine` is the file line the text starts on (front
 * matter starts on line 2 of a Markdown file). A syntax error becomes one ContentError line.
 */
export function parseYaml(text: string, file: string, firstLine = 1): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const [error] = doc.errors;
  if (error) {
    throw new ContentError(file, lineAt(error.pos[0]), yamlProblem(error.code));
  }
  const lineOf = (path: readonly PropertyKey[]) => {
    let node: unknown = doc.contents;
    let line = node && (node as Node).range ? lineAt((node as Node).range![0]) : undefined;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
        if (!pair) break;
        if (isScalar(pair.key) && pair.key.range) line = lineAt(pair.key.range[0]);
        node = pair.value;
      } else if (isSeq(node) && typeof key === 'number') {
        const item = node.items[key] as Node | undefined;
        if (!item) break;
        if (item.range) line = lineAt(item.range[0]);
        node = item;
      } else {
        break;
      }
    }
    return line;
  };
  return { data: doc.toJS() as unknown, lineOf };
}

/** The YAML library's error codes in plain words. */
function yamlProblem(code: string): string {
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'a field is written twice';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
      return 'the YAML is not laid out correctly here (check the indentation and the colon after each field name)';
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return 'this line or the next is not laid out correctly (check the indentation, the colon after each field name and closing quotes)';
    case 'MISSING_CHAR_QUOTE':
    case 'BAD_DQ_ESCAPE':
      return 'a quoted text is not closed, or uses a backslash the YAML does not allow';
    case 'TAB_AS_INDENT':
      return 'a tab is used to indent: indent with spaces';
    default:
      return 'the YAML cannot be read here (check the indentation, colons and quotes)';
  }
}

/**
 * A YAML content file (src/content/<name>), read and validated with its schema (its Markdown texts
 * compiled), its {tokens} not yet filled: loadYamlFile (./yamlFile.ts) fills them; the business details
 * and the training section fill theirs as they compile. A missing file, bad YAML or a bad field is one
 * ContentError line.
 */
export function readValidYaml<S extends z.ZodType>(
  contentDir: ContentFolder,
  name: string,
  schema: S,
): { file: string; data: z.output<S>; source: YamlSource } {
  const file = `src/content/${name}`;
  const text = contentDir.read(name);
  if (text === undefined) throw new ContentError(file, undefined, 'the file is missing');
  const source = parseYaml(text, file);
  return { file, data: validate(schema, source.data, file, source.lineOf), source };
}
