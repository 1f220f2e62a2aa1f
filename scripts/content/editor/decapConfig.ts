import { parse, stringify } from 'yaml';
import { simplePageFiles, simplePageWords } from '../compile.ts';
import { linkWordsPatterns } from '../linkText.ts';
import { simplePageFrontMatterSchema } from '../schemas/index.ts';
import { documentBody, editorCollections, pagesCollection, type EditorCollection, type EditorFile } from './collections.ts';
import { decapFields, type DecapField } from './decapFields.ts';

/** A file's or folder's fields: the schema's, with the Markdown body where the collection puts it. */
function fieldsOf(entry: Pick<EditorCollection, 'schema' | 'body' | 'bodyAfter'>): DecapField[] {
  const fields = entry.schema ? decapFields(entry.schema) : [];
  if (!entry.body) return fields;
  const body: DecapField = { name: 'body', ...entry.body, pattern: [linkWordsPatterns.markdown, linkWordsPatterns.message] };
  const at = entry.bodyAfter ? fields.findIndex((field) => field.name === entry.bodyAfter) + 1 : fields.length;
  return [...fields.slice(0, at), body, ...fields.slice(at)];
}

function described<T extends { schema?: unknown; body?: unknown; bodyAfter?: unknown }>(entry: T) {
  const { schema: _schema, body: _body, bodyAfter: _bodyAfter, ...settings } = entry;
  return settings;
}

/** Each simple page (decision 049) as a file of the Pages collection, named after its address. */
function simplePages(contentDir: string): EditorFile[] {
  const words = simplePageWords(contentDir);
  return simplePageFiles(contentDir).map((name) => {
    const address = `/${name.replace(/\.md$/, '')}`;
    return {
      name: name.replace(/\.md$/, ''),
      label: words[address]?.name ?? address,
      file: `src/content/pages/${name}`,
      description: `${address}. Each section heading ends with its anchor, for example ## Getting Started {#getting-started}.`,
      schema: simplePageFrontMatterSchema,
      body: documentBody,
    };
  });
}

/**
 * Decap CMS's configuration (admin/config.yml as the editing screen reads it): the site's settings
 * from admin/config.yml (backend, local backend, media), and every collection from
 * ./collections.ts with its fields made from the content schemas, the simple pages of `contentDir`
 * among the Pages. Served by `npm run cms` and written into dist/admin/ by the build; nothing else
 * lists the fields.
 */
export function decapConfig(settingsYaml: string, contentDir: string): string {
  const settings = parse(settingsYaml) as Record<string, unknown>;
  if ('collections' in settings) {
    throw new Error('admin/config.yml holds the site’s settings only: the collections are made from the content schemas');
  }
  const collections = editorCollections.map((collection) => ({
    ...described(collection),
    ...(collection.files
      ? {
          files: [...collection.files, ...(collection.name === pagesCollection ? simplePages(contentDir) : [])].map((file: EditorFile) => ({
            ...described(file),
            fields: fieldsOf(file),
          })),
        }
      : { fields: fieldsOf(collection) }),
  }));
  return `# Made by scripts/content/editor/decapConfig.ts from admin/config.yml and the content schemas: do not edit.\n${stringify(
    { ...settings, collections },
    { lineWidth: 0 },
  )}`;
}
