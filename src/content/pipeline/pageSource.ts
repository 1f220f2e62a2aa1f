import path from 'node:path';
import type { z } from 'zod';
import { readMarkdown, type MarkdownSource } from './markdown.ts';
import { fillStrings } from './strings.ts';
import { validate } from './validate.ts';

/**
 * The site's single long-form pages are one Markdown file each in src/content/pages/, named after the
 * last part of the page's address (privacy-policy.md is /privacy-policy).
 */
export const pagesFolder = 'pages';

export function readPage(contentDir: string, name: string): MarkdownSource {
  return readMarkdown(path.join(contentDir, pagesFolder, name), `src/content/${pagesFolder}/${name}`);
}

/** A page's front matter, validated, with its {tokens} filled. */
export function frontMatterOf<S extends z.ZodType>(source: MarkdownSource, schema: S): z.output<S> {
  const { file, frontMatter } = source;
  return fillStrings(validate(schema, frontMatter.data, file, frontMatter.lineOf, 'the front matter'), file, frontMatter.lineOf);
}
