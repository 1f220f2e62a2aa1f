/**
 * What the editing screen is told about the content (docs/decisions/050): every collection, its files
 * and each file's fields, made from the content schemas by ./editorDescription.ts at build time and
 * read by the screen (admin/src/) as editor.json. Types only, shared by both sides.
 */

interface FieldBase {
  /** The field's key in the file (for a list's items, the list's own name). */
  name: string;
  /** The visible label, from the schema's `.meta({ title })`. */
  label: string;
  /** The hint under the label. */
  hint?: string;
  required: boolean;
}

export interface TextField extends FieldBase {
  /** A line, a paragraph box, or a Markdown body (a tall box). */
  kind: 'line' | 'paragraph' | 'markdown';
  minLength?: number;
  maxLength?: number;
  /** A pattern the words must match, and what to write when they do not. */
  pattern?: { source: string; message: string };
}

export interface NumberField extends FieldBase {
  kind: 'number';
  integer: boolean;
  minimum?: number;
}

export interface SwitchField extends FieldBase {
  kind: 'switch';
}

export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: string[];
}

/** A value the developer fixed: kept as it is, never shown. */
export interface FixedField extends FieldBase {
  kind: 'fixed';
  value: unknown;
}

export interface GroupField extends FieldBase {
  kind: 'group';
  fields: EditorField[];
}

export interface ListField extends FieldBase {
  kind: 'list';
  /** One item's field: a group for a list of groups, else a line or paragraph. */
  item: EditorField;
  /** What one item is called, in lower case: "testimonial", "glossary term", "paragraph". */
  itemNoun: string;
  /** The item fields whose words name an item in its heading ("{{fields.term}}"). */
  summary?: string[];
  minItems?: number;
  maxItems?: number;
  /** False: the developer sets which items there are. */
  allowAdd: boolean;
}

export type EditorField = TextField | NumberField | SwitchField | ChoiceField | FixedField | GroupField | ListField;

/** One file the owner edits: its fields, and for Markdown its body among them (a 'markdown' field named "body"). */
export interface EditorFileDescription {
  /** The file's path in the repository: src/content/testimonials.yaml. */
  path: string;
  label: string;
  description?: string;
  fields: EditorField[];
}

/** A folder of files of one shape (one page each), which the owner may add to and remove from. */
export interface EditorFolderDescription {
  path: string;
  /** What one file is called: "Quick guide". */
  itemLabel: string;
  extension: 'md' | 'yaml';
  fields: EditorField[];
  /** The field whose words name a file in the list. */
  titleField: string;
  create: boolean;
  delete: boolean;
}

export interface EditorCollectionDescription {
  name: string;
  label: string;
  description?: string;
  /** Either a folder of files of one shape... */
  folder?: EditorFolderDescription;
  /** ...or a list of single files. */
  files?: EditorFileDescription[];
}

export interface EditorDescription {
  collections: EditorCollectionDescription[];
}
