import type { Heading } from 'mdast';
import { z } from 'zod';
import type { RouteEntry } from '../routes/routeSchema.ts';
import { quickGuideFrontMatterSchema, type QuickGuide, type QuickGuideCard } from '../schemas/index.ts';
import { ContentError } from './contentError.ts';
import { compileInline, headingText, lineOfNode, readMarkdown, type MarkdownSource } from './markdown.ts';
import { fillStrings } from './strings.ts';
import { tokenValues } from './business.ts';
import { validate } from './validate.ts';
import { contentPath, type ContentFolder } from './contentFolder.ts';

export const quickGuidesFolder = 'quick-guides';
export const quickGuidesBasePath = '/resources/software-quick-guides';

/**
 * One quick guide, src/content/quick-guides/<slug>.md: the front matter holds its names, category,
 * descriptions and training page; the body holds its five tips, each a "## " heading and one
 * paragraph. The slug, the address, the title, the announcement and the breadcrumb all follow.
 */
export interface LoadedQuickGuide {
  guide: QuickGuide;
  /** The day its words last changed (year-month-day): its downloads say it; the page does not carry it. */
  lastUpdated: string;
  route: RouteEntry;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function markdownFiles(contentDir: ContentFolder, folder: string): string[] {
  const names = contentDir.list(folder) ?? [];
  return names.filter((name) => name.endsWith('.md')).sort();
}

export function slugOf(file: string, name: string): string {
  const slug = name.replace(/\.md$/, '');
  if (!slugPattern.test(slug)) {
    throw new ContentError(
      file,
      undefined,
      'the file name becomes the page address: use lower-case letters, digits and single dashes only, ending in .md',
    );
  }
  return slug;
}

const tipsSchema = z.array(z.object({ title: z.string().min(1), paragraphs: z.number().int().min(1).max(1) })).length(5);

function tipsOf(source: MarkdownSource): QuickGuide['tips'] {
  const { file, body } = source;
  const tips: { heading: Heading; title: string; paragraphs: number; text: QuickGuide['tips'][number]['text'] }[] = [];
  for (const node of body) {
    if (node.type === 'heading' && node.depth === 2) {
      tips.push({ heading: node, title: headingText(node, file), paragraphs: 0, text: [] });
    } else if (node.type === 'paragraph') {
      const tip = tips[tips.length - 1];
      if (!tip) throw new ContentError(file, lineOfNode(node), 'text before the first tip: start each tip with a "## " heading line');
      tip.paragraphs += 1;
      tip.text = compileInline(node.children, file);
    } else {
      throw new ContentError(file, lineOfNode(node), 'a quick guide holds only tips: a "## " heading line, then one paragraph');
    }
  }
  const lineOf = (issuePath: readonly PropertyKey[]) => {
    const index = issuePath[0];
    const tip = typeof index === 'number' ? tips[index] : undefined;
    return tip ? lineOfNode(tip.heading) : (lineOfNode(body[body.length - 1] ?? {}) ?? 1);
  };
  const result = tipsSchema.safeParse(tips.map(({ title, paragraphs }) => ({ title, paragraphs })));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const problem =
      issue.path.length === 0
        ? `a quick guide has exactly 5 tips, each a "## " heading line and a paragraph (this one has ${tips.length})`
        : `the tip "${tips[Number(issue.path[0])]?.title}" must have exactly one paragraph under its heading`;
    throw new ContentError(file, lineOf(issue.path), problem);
  }
  return tips.map(({ title, text }) => ({ title, text }));
}

export function loadQuickGuide(contentDir: ContentFolder, name: string): LoadedQuickGuide {
  const file = `src/content/${quickGuidesFolder}/${name}`;
  const slug = slugOf(file, name);
  const source = readMarkdown(contentDir, contentPath(quickGuidesFolder, name), file);
  const { lineOf } = source.frontMatter;
  const valid = validate(quickGuideFrontMatterSchema, source.frontMatter.data, file, lineOf, 'the front matter');
  // The business details of the folder the guide was read from: its text, compiled, is filled with them.
  const tokens = tokenValues(contentDir);
  const front = fillStrings(valid, tokens, file, lineOf);
  const guide: QuickGuide = {
    slug,
    name: front.name,
    category: front.category,
    heading: front.title,
    description: front.description,
    trainingPath: front.trainingPath,
    tips: fillStrings(tipsOf(source), tokens, file),
  };
  const route: RouteEntry = {
    path: `${quickGuidesBasePath}/${slug}`,
    page: 'resources/QuickGuidePage',
    content: `${quickGuidesFolder}/${name}`,
    name: front.name,
    title: `${front.title} | ${tokens.companyName}`,
    // SPEC §2: quick guides announce "{guide} guide page" and clear it after 500 ms.
    announce: `${front.name} guide page`,
    announceClearMs: 500,
    description: front.searchDescription,
    schemaType: 'WebPage',
  };
  return { guide, lastUpdated: front.lastUpdated, route };
}

/** Every quick guide of the folder, grouped as the hub shows them: by category, then by name. */
export function loadQuickGuides(contentDir: ContentFolder): LoadedQuickGuide[] {
  return markdownFiles(contentDir, quickGuidesFolder)
    .map((name) => loadQuickGuide(contentDir, name))
    .sort(
      (a, b) =>
        a.guide.category.localeCompare(b.guide.category, 'en') || a.guide.name.localeCompare(b.guide.name, 'en', { sensitivity: 'base' }),
    );
}

export function quickGuideCard({ guide }: LoadedQuickGuide): QuickGuideCard {
  const { slug, name, category, description, trainingPath } = guide;
  return { slug, name, category, description, trainingPath };
}
