import type { RootContent } from 'mdast';
import { inlineText, type Inline } from '../text/inline.ts';
import type { RouteEntry } from '../routes/routeSchema.ts';
import { trainingCategoryFrontMatterSchema, type CoveredTool, type TrainingCategoryPage, type TrainingHub } from '../schemas/index.ts';
import { tokenValues } from './business.ts';
import { ContentError } from './contentError.ts';
import { compileInline, compileInlineText, lineOfNode, readMarkdown, type MarkdownSource } from './markdown.ts';
import { slugOf } from './quickGuides.ts';
import { fillStrings } from './strings.ts';
import { trainingCategoriesFolder, trainingCategoryFiles, trainingCategoryPath } from './trainingFolder.ts';
import { loadTrainingHub } from './trainingHub.ts';
import { validate } from './validate.ts';
import { contentPath, type ContentFolder } from './contentFolder.ts';

export { trainingCategoriesFolder } from './trainingFolder.ts';

/**
 * One training category page, src/content/training/categories/<slug>.md: the front matter holds its
 * title, search description, what you'll learn, the tools covered, the modules (Screen Readers only)
 * and the FAQs; the body is its introduction. The address, the document title, the announcement and
 * the breadcrumb all follow from the file.
 */
export interface LoadedTrainingCategory {
  slug: string;
  page: TrainingCategoryPage;
  route: RouteEntry;
}

const blockNames: Record<string, string> = {
  heading: 'a heading',
  list: 'a list',
  blockquote: 'a quotation',
  code: 'code',
  html: 'HTML',
  thematicBreak: 'a dividing line',
  table: 'a table',
};

/** Link text that makes sense on its own: "JAWS tutorial", "Dragon quick guide". */
function toolLinkText(tool: CoveredTool): string {
  if (tool.link?.startsWith('/resources/screen-reader-tutorials/')) return `${tool.name} tutorial`;
  if (tool.link?.startsWith('/resources/software-quick-guides/')) return `${tool.name} quick guide`;
  return tool.name;
}

/** The body: one to three paragraphs of text and [links](/path), and nothing else. */
function introOf({ file, body }: MarkdownSource): Inline[] {
  const paragraphs = body.filter((node): node is Extract<RootContent, { type: 'paragraph' }> => node.type === 'paragraph');
  const other = body.find((node) => node.type !== 'paragraph');
  if (other) {
    throw new ContentError(
      file,
      lineOfNode(other),
      `the text after the front matter is the introduction only, one to three paragraphs; this is ${blockNames[other.type] ?? other.type} (what you'll learn, the tools and the FAQs go in the front matter)`,
    );
  }
  if (paragraphs.length === 0)
    throw new ContentError(file, undefined, 'the page has no introduction: write one to three paragraphs after the front matter');
  if (paragraphs.length > 3) {
    throw new ContentError(
      file,
      lineOfNode(paragraphs[3]!),
      `the introduction has at most three paragraphs (this one has ${paragraphs.length})`,
    );
  }
  return paragraphs.map((paragraph) => compileInline(paragraph.children, file));
}

export function loadTrainingCategory(contentDir: ContentFolder, name: string): LoadedTrainingCategory {
  const file = `src/content/${trainingCategoriesFolder}/${name}`;
  const slug = slugOf(file, name);
  const source = readMarkdown(contentDir, contentPath(trainingCategoriesFolder, name), file);
  const { lineOf } = source.frontMatter;
  const front = validate(trainingCategoryFrontMatterSchema, source.frontMatter.data, file, lineOf, 'the front matter');
  // The business details of the folder the page was read from: its text, compiled, is filled with them.
  const tokens = tokenValues(contentDir);
  const { title, searchDescription, learn, tools, modules, faqs: filledFaqs } = fillStrings(front, tokens, file, lineOf);
  const intro = fillStrings(introOf(source), tokens, file);
  // Answers are Markdown: compiled from the owner's words as written, then filled.
  const faqs = front.faqs.map((faq, index) => ({
    question: filledFaqs[index]!.question,
    answer: fillStrings(
      faq.answer.map((paragraph, line) => compileInlineText(paragraph, file, lineOf(['faqs', index, 'answer', line]))),
      tokens,
      file,
    ),
  }));
  const page: TrainingCategoryPage = {
    intro,
    learn,
    tools: tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      ...(tool.link ? { link: { href: tool.link, text: toolLinkText(tool) } } : {}),
    })),
    ...(modules ? { modules } : {}),
    faqs,
  };
  const route: RouteEntry = {
    path: trainingCategoryPath(name),
    page: 'training/TrainingCategoryPage',
    content: `${trainingCategoriesFolder}/${name}`,
    name: title,
    description: searchDescription,
    schemaType: 'WebPage',
  };
  return { slug, page, route };
}

/**
 * Every category page of the folder, in the order of the training hub's cards (src/content/training/
 * hub.yaml): that is their order in the route table and the sitemap. A page without a card follows,
 * by address.
 */
export function loadTrainingCategories(contentDir: ContentFolder): LoadedTrainingCategory[] {
  const cardOrder = loadTrainingHub(contentDir).cards.map((card) => card.to);
  const rank = ({ route }: LoadedTrainingCategory) => {
    const index = cardOrder.indexOf(route.path);
    return index === -1 ? cardOrder.length : index;
  };
  return trainingCategoryFiles(contentDir)
    .map((name) => loadTrainingCategory(contentDir, name))
    .sort((a, b) => rank(a) - rank(b) || a.route.path.localeCompare(b.route.path, 'en'));
}

/**
 * The training hub with a card for every category page. A category file that hub.yaml gives no card
 * gets one made from its own title (without "Training") and the first sentence of its introduction
 * (not its search description, which no first visit downloads: docs/decisions/044), after the listed
 * categories and before Software A–Z, so that adding the file is the whole change (issue 21) and no
 * page of the family is left without a link from its hub. The owner can still write its card in
 * hub.yaml, with other words, and it then takes the card's place. `categories`: the category pages, when
 * the compile has loaded them already.
 */
export function loadTrainingHubWithEveryCategory(
  contentDir: ContentFolder,
  categories: LoadedTrainingCategory[] = loadTrainingCategories(contentDir),
): TrainingHub {
  const hub = loadTrainingHub(contentDir);
  const carded = new Set(hub.cards.map((card) => card.to));
  const added = categories
    .filter(({ route }) => !carded.has(route.path))
    .map(({ route, page }) => {
      const heading = route.name.replace(/\s+Training$/, '');
      const intro = inlineText(page.intro[0] ?? []);
      const description = /^.*?[.!?](?=\s|$)/.exec(intro)?.[0] ?? intro;
      return { heading, description, to: route.path, accessibleName: `Explore ${heading} training` };
    });
  if (!added.length) return hub;
  const softwareAz = hub.cards.findIndex((card) => card.to === '/training/software-a-z');
  const at = softwareAz === -1 ? hub.cards.length : softwareAz;
  return { ...hub, cards: [...hub.cards.slice(0, at), ...added, ...hub.cards.slice(at)] };
}
