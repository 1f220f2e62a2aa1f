import { absoluteUrl, site } from '../../src/config/site.ts';
import type { Inline } from '../../content-model/text/inline.ts';
import type { CompiledContent } from '../../content-model/compiler/compiledContent.ts';
import { quickGuidesBasePath } from '../../content-model/compiler/quickGuides.ts';
import type { CommandTable, PracticeResources, QuickGuide, Tutorial } from '../../content-model/schemas/index.ts';
import { tutorialsBasePath } from '../../content-model/compiler/tutorials.ts';
import type { DocumentBlock, DownloadDocument } from './document.ts';

/**
 * The downloads' reader (issue 34): a tutorial or quick guide page's main content, in the page's order
 * and in its own words (src/pages/resources/TutorialPage.tsx, QuickGuidePage.tsx, and the components
 * they use). Only the breadcrumb and "Back to resources" stay behind: they move around the site, and a
 * document is read away from it. Every link is made absolute, so it works from a file on a desktop.
 */

/** A link's address as it works off the site: the site's own pages get the site's address. */
function workingHref(href: string): string {
  return href.startsWith('/') ? absoluteUrl(href) : href;
}

function withWorkingLinks(inline: Inline): Inline {
  return inline.map((node) => (typeof node === 'string' ? node : { href: workingHref(node.href), text: node.text }));
}

const paragraph = (text: Inline): DocumentBlock => ({ kind: 'paragraph', text: withWorkingLinks(text) });
const heading = (level: 2 | 3, text: string, number?: number): DocumentBlock => ({
  kind: 'heading',
  level,
  text,
  ...(number && { number }),
});
const list = (ordered: boolean, items: Inline[]): DocumentBlock => ({ kind: 'list', ordered, items: items.map(withWorkingLinks) });
const link = (path: string, text: string): Inline => [{ href: workingHref(path), text }];

/** A command table as src/components/ui/CommandTable.tsx shows it: its caption, "Command" and "Action". */
function commandTable(table: CommandTable): DocumentBlock {
  return {
    kind: 'table',
    caption: table.caption,
    header: ['Command', 'Action'],
    rows: table.rows.map((row) => [[row.command], [row.action]]),
    keyColumn: 0,
  };
}

/**
 * The block every tutorial ends with (src/components/ui/PracticeResources.tsx). On the page each link's
 * description is a line under it; in a list item it follows the link after a colon.
 */
function practiceBlocks(practice: PracticeResources): DocumentBlock[] {
  return [
    heading(2, practice.heading),
    paragraph([practice.intro]),
    list(
      false,
      practice.links.map((entry) => [{ href: entry.url, text: entry.title }, `: ${entry.description}`]),
    ),
    paragraph([practice.booking.text]),
    paragraph(link(practice.booking.action.path, practice.booking.action.label)),
  ];
}

/** What every document says of itself: where it comes from, when its words last changed, who makes it. */
function identity(path: string, lastUpdated: string): Pick<DownloadDocument, 'path' | 'source' | 'producer'> {
  return { path, source: { url: absoluteUrl(path), lastUpdated }, producer: site.companyName };
}

/** A tutorial page, section by section as TutorialPage.tsx renders it. */
export function tutorialDocument(slug: string, tutorial: Tutorial, practice: PracticeResources, lastUpdated: string): DownloadDocument {
  const blocks: DocumentBlock[] = [
    heading(2, "What you'll learn"),
    list(false, tutorial.learn),
    heading(2, 'Quick Start'),
    paragraph(tutorial.quickStart.intro),
    list(true, tutorial.quickStart.steps),
    heading(2, 'Essential Commands'),
    commandTable(tutorial.commands),
    heading(2, 'Step-by-step guide'),
    ...tutorial.guide.flatMap((section, index) => [
      heading(3, `Step ${index + 1}: ${section.title}`),
      ...(section.intro ? [paragraph(section.intro)] : []),
      list(true, section.steps),
    ]),
    ...(tutorial.keyboardTopics ? [heading(2, 'Keyboard navigation'), ...tutorial.keyboardTopics.map(commandTable)] : []),
    heading(2, 'Quick Tips'),
    list(false, tutorial.quickTips),
    heading(2, 'Pro tip'),
    paragraph(tutorial.proTip),
    ...practiceBlocks(practice),
  ];
  return {
    ...identity(`${tutorialsBasePath}/${slug}`, lastUpdated),
    fileName: `${slug}-tutorial`,
    title: tutorial.heading,
    description: tutorial.description,
    blocks,
  };
}

/**
 * A quick guide page as QuickGuidePage.tsx renders it: its five tips, numbered 1 to 5 as the page's
 * ordered list numbers them, then the training card.
 */
export function quickGuideDocument(guide: QuickGuide, lastUpdated: string): DownloadDocument {
  const blocks: DocumentBlock[] = [
    heading(2, 'Getting Started'),
    ...guide.tips.flatMap((tip, index) => [heading(3, tip.title, index + 1), paragraph(tip.text)]),
    heading(2, 'Need more detailed guidance?'),
    paragraph([`Our one-to-one training covers ${guide.name} in depth, at your pace, remotely or on site.`]),
    paragraph(link(guide.trainingPath, `See ${guide.name} training`)),
  ];
  return {
    ...identity(`${quickGuidesBasePath}/${guide.slug}`, lastUpdated),
    fileName: `${guide.slug}-quick-guide`,
    title: guide.heading,
    description: guide.description,
    blocks,
  };
}

/** What the downloads are made from: the build's compile of the content (docs/decisions/077). */
export type DownloadSources = Pick<CompiledContent, 'tutorials' | 'quickGuides' | 'values'>;

/** Every tutorial, then every quick guide, each in its hub's order, as the compile made them: nothing is read again. */
export function downloadDocuments({ tutorials, quickGuides, values }: DownloadSources): DownloadDocument[] {
  return [
    ...tutorials.map((loaded) => tutorialDocument(loaded.slug, loaded.tutorial, values.practiceResources, loaded.lastUpdated)),
    ...quickGuides.map((loaded) => quickGuideDocument(loaded.guide, loaded.lastUpdated)),
  ];
}
