import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { businessDetailsSchema } from '../../src/config/siteSchema';
import {
  aboutFrontMatterSchema,
  conformanceReportFileSchema,
  knownIssuesFileSchema,
  manualChecksFileSchema,
  accessToWorkFrontMatterSchema,
  contactPageSchema,
  cookieBannerSchema,
  documentFrontMatterSchema,
  footerFileSchema,
  glossaryFileSchema,
  homePageSchema,
  navigationFileSchema,
  pagesFileSchema,
  practiceResourcesSchema,
  privacyPolicyFrontMatterSchema,
  quickGuideFrontMatterSchema,
  resourcesHubSchema,
  servicesPageSchema,
  softwareAzSchema,
  testimonialsPageSchema,
  trainingCategoryFrontMatterSchema,
  trainingHubSchema,
  tutorialFrontMatterSchema,
  tutorialsHubSchema,
  whyChooseUsPageSchema,
} from '../../scripts/content/schemas';

/**
 * The editing screen's fields are the content schemas' fields (docs/decisions/031): every collection
 * of admin/config.yml is paired with the zod schema its files are validated with, and any field that
 * one has and the other lacks, or that differs in kind, choices or being required, fails here.
 */
interface CmsField {
  name: string;
  widget: string;
  modes?: string[];
  required?: boolean;
  options?: string[];
  fields?: CmsField[];
  field?: CmsField;
}
interface CmsCollection {
  name: string;
  folder?: string;
  slug?: string;
  fields?: CmsField[];
  files?: { name: string; file: string; fields: CmsField[] }[];
}

const config = parse(readFileSync(path.resolve(import.meta.dirname, '../../admin/config.yml'), 'utf8')) as { collections: CmsCollection[] };

/** Each editable file or folder, its schema, and the CMS-only fields (a Markdown file's body). */
const schemas: Record<string, { schema: z.ZodType; bodyOnly?: string }> = {
  'quick-guides': { schema: quickGuideFrontMatterSchema, bodyOnly: 'body' },
  'testimonials/testimonials': { schema: testimonialsPageSchema },
  'glossary/glossary': { schema: glossaryFileSchema },
  'pages/about': { schema: aboutFrontMatterSchema, bodyOnly: 'body' },
  'pages/access-to-work': { schema: accessToWorkFrontMatterSchema, bodyOnly: 'body' },
  'pages/accessibility-statement': { schema: documentFrontMatterSchema, bodyOnly: 'body' },
  'pages/privacy-policy': { schema: privacyPolicyFrontMatterSchema, bodyOnly: 'body' },
  'training-categories': { schema: trainingCategoryFrontMatterSchema, bodyOnly: 'body' },
  'training/hub': { schema: trainingHubSchema },
  'training/software-a-z': { schema: softwareAzSchema },
  tutorials: { schema: tutorialFrontMatterSchema, bodyOnly: 'body' },
  'business/business': { schema: businessDetailsSchema },
  'site-parts/navigation': { schema: navigationFileSchema },
  'site-parts/footer': { schema: footerFileSchema },
  'site-parts/cookie-banner': { schema: cookieBannerSchema },
  'main-pages/home': { schema: homePageSchema },
  'main-pages/services': { schema: servicesPageSchema },
  'main-pages/why-choose-us': { schema: whyChooseUsPageSchema },
  'main-pages/contact': { schema: contactPageSchema },
  'main-pages/resources-hub': { schema: resourcesHubSchema },
  'main-pages/tutorials-hub': { schema: tutorialsHubSchema },
  'main-pages/practice-resources': { schema: practiceResourcesSchema },
  'page-titles/pages': { schema: pagesFileSchema },
  'accessibility/manual-checks': { schema: manualChecksFileSchema },
  'accessibility/known-issues': { schema: knownIssuesFileSchema },
  'accessibility/conformance-report': { schema: conformanceReportFileSchema },
};

function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  if (schema instanceof z.ZodOptional) return { schema: unwrap(schema.unwrap() as z.ZodType).schema, optional: true };
  // Text compiled when it is validated (links in Markdown: linkedText) is written as its input, a text.
  if (schema instanceof z.ZodPipe) return unwrap(schema.in as z.ZodType);
  return { schema, optional: false };
}

// A fixed text (z.literal) is kept as it is by a hidden field, or is a string field whose `pattern`
// tells the owner the one value it accepts.
const widgetsFor: Record<string, string[]> = {
  string: ['string', 'text', 'markdown'],
  literal: ['hidden', 'string'],
  boolean: ['boolean'],
  number: ['number'],
};

/** The differences between a CMS field list and an object schema, as readable lines. */
function differences(fields: readonly CmsField[], schema: z.ZodType, at: string): string[] {
  if (!(schema instanceof z.ZodObject)) return [`${at}: the schema is not a group of fields`];
  const shape = schema.shape as Record<string, z.ZodType>;
  const found: string[] = [];
  const names = new Set(fields.map((field) => field.name));
  for (const key of Object.keys(shape)) if (!names.has(key)) found.push(`${at}${key}: in the schema, not in the CMS`);
  for (const field of fields) {
    const entry = shape[field.name];
    if (!entry) {
      found.push(`${at}${field.name}: in the CMS, not in the schema`);
      continue;
    }
    found.push(...fieldDifferences(field, entry, `${at}${field.name}`));
  }
  return found;
}

function fieldDifferences(field: CmsField, entry: z.ZodType, at: string): string[] {
  const { schema, optional } = unwrap(entry);
  const found: string[] = [];
  if ((field.required ?? true) === optional)
    found.push(`${at}: required ${String(field.required ?? true)} in the CMS, optional ${String(optional)} in the schema`);
  const kind = schema.def.type;
  if (kind === 'object') {
    if (field.widget !== 'object' || !field.fields)
      return [...found, `${at}: a group of fields in the schema, widget ${field.widget} in the CMS`];
    return [...found, ...differences(field.fields, schema, `${at}.`)];
  }
  if (kind === 'array') {
    if (field.widget !== 'list') return [...found, `${at}: a list in the schema, widget ${field.widget} in the CMS`];
    const element = (schema as z.ZodArray<z.ZodType>).element;
    if (field.fields) return [...found, ...differences(field.fields, element, `${at}[].`)];
    if (field.field) return [...found, ...fieldDifferences({ ...field.field, required: true }, element, `${at}[]`)];
    return [...found, `${at}: a list without its item fields in the CMS`];
  }
  if (kind === 'enum') {
    const options = (schema as z.ZodEnum).options.map(String);
    if (field.widget !== 'select') return [...found, `${at}: a choice in the schema, widget ${field.widget} in the CMS`];
    if (JSON.stringify(field.options) !== JSON.stringify(options))
      found.push(`${at}: choices ${JSON.stringify(field.options)} in the CMS, ${JSON.stringify(options)} in the schema`);
    return found;
  }
  if (!(widgetsFor[kind] ?? []).includes(field.widget)) found.push(`${at}: ${kind} in the schema, widget ${field.widget} in the CMS`);
  return found;
}

function cmsFields(): Record<string, CmsField[]> {
  const found: Record<string, CmsField[]> = {};
  for (const collection of config.collections) {
    if (collection.folder && collection.fields) found[collection.name] = collection.fields;
    for (const file of collection.files ?? []) found[`${collection.name}/${file.name}`] = file.fields;
  }
  return found;
}

describe('the CMS edits what the schemas validate', () => {
  it('every CMS collection has a schema, and every schema listed here a collection', () => {
    expect(Object.keys(cmsFields()).sort()).toEqual(Object.keys(schemas).sort());
  });

  for (const [name, { schema, bodyOnly }] of Object.entries(schemas)) {
    it(`${name}: the same fields, kinds, choices and required fields`, () => {
      const fields = (cmsFields()[name] ?? []).filter((field) => field.name !== bodyOnly);
      expect(differences(fields, schema, '')).toEqual([]);
      if (bodyOnly) expect(cmsFields()[name]?.find((field) => field.name === bodyOnly)?.widget).toBe('markdown');
    });
  }

  it('the Pages collection has one entry per file of src/content/pages/, named after it', () => {
    const pages = config.collections.find((collection) => collection.name === 'pages');
    const files = readdirSync(path.resolve(import.meta.dirname, '../../src/content/pages')).sort();
    expect(pages?.files?.map((file) => file.file).sort()).toEqual(files.map((name) => `src/content/pages/${name}`));
    for (const file of pages?.files ?? []) expect(file.file).toBe(`src/content/pages/${file.name}.md`);
  });

  it('tutorials: the folder is src/content/tutorials, its body is edited as Markdown text (the rich-text view would lose the tables), a new file is named after its short name', () => {
    const tutorials = config.collections.find((collection) => collection.name === 'tutorials');
    expect(tutorials?.folder).toBe('src/content/tutorials');
    expect(tutorials?.fields?.find((field) => field.name === 'body')?.modes).toEqual(['raw']);
    expect(tutorials?.slug).toBe('{{fields.name}}');
  });

  it('notices a difference: a field the schema lacks, a missing one, a wrong choice list', () => {
    const fields: CmsField[] = [
      { name: 'title', widget: 'string' },
      { name: 'subtitle', widget: 'string' },
      { name: 'category', widget: 'select', options: ['AI Copilots'] },
    ];
    const found = differences(fields, quickGuideFrontMatterSchema, '');
    expect(found).toContain('subtitle: in the CMS, not in the schema');
    expect(found).toContain('name: in the schema, not in the CMS');
    expect(found.some((line) => line.startsWith('category: choices'))).toBe(true);
  });
});
