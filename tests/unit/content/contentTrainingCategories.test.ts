import { fixtureFolder } from '../support/fixtureFolder';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { softwareAz } from '../../../src/content/generated/softwareAz';
import { trainingCategories } from '../../../src/content/generated/trainingCategories';
import { trainingHub } from '../../../src/content/generated/trainingHub';
import { defaultContentDir } from '../../../content-model/disk';
import { loadTrainingCategories, loadTrainingCategory } from '../../../content-model/compiler/trainingCategories.ts';
import { loadSoftwareAz, loadTrainingHub } from '../../../content-model/compiler/trainingHub.ts';
import type { Inline } from '../../../content-model/text/inline.ts';
import { isRoutePath, routeTable } from '../../../src/routes/routeTable';
import { contentProblem } from '../support/contentProblem';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures/content-errors');
const categoriesFolder = 'training/categories';
const scratch: string[] = [];

afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A temporary src/content holding a copy of the training section (or nothing), to change freely. */
function contentCopy({ withTraining }: { withTraining: boolean }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'training-content-'));
  scratch.push(dir);
  if (withTraining) cpSync(path.join(defaultContentDir, 'training'), path.join(dir, 'training'), { recursive: true });
  else mkdirSync(path.join(dir, categoriesFolder), { recursive: true });
  return dir;
}

const spec = [
  'speech-recognition',
  'screen-readers',
  'low-vision',
  'reading-writing',
  'mind-mapping',
  'note-taking',
  'productivity',
  'text-prediction',
  'ai-copilots',
  'tasks',
];

/** Category files SPEC does not list: after SPEC's, by address, each with a card made from its file. */
const added = readdirSync(path.join(defaultContentDir, categoriesFolder))
  .map((name) => name.replace(/\.md$/, ''))
  .filter((slug) => !spec.includes(slug))
  .sort();
const inHubOrder = [...spec, ...added];

describe('the training category pages are src/content/training/categories/<slug>.md', () => {
  it('gives the route table one route per file, after /training, in the order of the hub’s cards, then Software A–Z', () => {
    expect(trainingCategories.map((category) => category.slug)).toEqual(inHubOrder);
    const paths = routeTable.map((route) => route.path);
    const hub = paths.indexOf('/training');
    expect(paths.slice(hub, hub + inHubOrder.length + 2)).toEqual([
      '/training',
      ...inHubOrder.map((slug) => `/training/${slug}`),
      '/training/software-a-z',
    ]);
    for (const { slug, route } of trainingCategories) {
      expect(route).toMatchObject({
        path: `/training/${slug}`,
        page: 'training/TrainingCategoryPage',
        content: `training/categories/${slug}.md`,
      });
      expect(routeTable).toContainEqual(route);
    }
  });

  it('compiles a file: title to route, body to introduction, Markdown links and {tokens} in the answers, tool link words', () => {
    const { slug, page, route } = loadTrainingCategory(fixtureFolder(fixtures), 'links-and-tokens.md');
    expect(slug).toBe('links-and-tokens');
    expect(route).toEqual({
      path: '/training/links-and-tokens',
      page: 'training/TrainingCategoryPage',
      content: 'training/categories/links-and-tokens.md',
      name: 'Tasks & Projects Training',
      description: `Global Tasks, Microsoft To Do and Planner, and monday.com training, from ${site.town}, to capture, plan and track tasks.`,
      schemaType: 'WebPage',
    });
    expect(page.intro).toEqual([
      [
        'Task and project tools help you get things out of your head and into a system you can trust, with ',
        { href: '/training', text: 'our training' },
        ` in ${site.town}.`,
      ],
      ['We train on Global Tasks, Microsoft To Do and Planner, and monday.com.'],
    ]);
    expect(page.faqs[2]).toEqual({
      question: `Can I ask ${site.companyName} about Outlook and Teams?`,
      answer: [
        [
          'Yes. Read ',
          { href: '/resources/access-to-work', text: 'our Access to Work guide' },
          ' or write to ',
          { href: `mailto:${site.email}`, text: site.email },
          '.',
        ],
        ['We reply within two working days.'],
      ],
    });
    expect(page.tools.map((tool) => tool.link?.text ?? tool.name)).toEqual([
      'Global Tasks',
      'Microsoft To Do/Planner quick guide',
      'NVDA tutorial',
    ]);
    expect(page.tools[2]?.description).toBe(`A free screen reader for Windows, used with ${site.companyName}'s training.`);
    expect(page.modules).toBeUndefined();
  });

  it('a category file without a card on the hub is still a page, after those with one', () => {
    const content = contentCopy({ withTraining: true });
    cpSync(path.join(fixtures, categoriesFolder, 'links-and-tokens.md'), path.join(content, categoriesFolder, 'braille.md'));
    const withoutCards = [...new Set([...added, 'braille'])].sort();
    expect(loadTrainingCategories(fixtureFolder(content)).map((category) => category.slug)).toEqual([...spec, ...withoutCards]);
  });
});

describe('a malformed training file is one plain-words line: file, line, field', () => {
  const base = readFileSync(path.join(fixtures, categoriesFolder, 'links-and-tokens.md'), 'utf8');
  const content = contentCopy({ withTraining: false });

  it.each([
    ['no-title.md', base.replace(/^title: .*\n/m, ''), 'line 2: the front matter has no title'],
    [
      'faq-without-answer.md',
      base.replace('    answer:\n      - Microsoft To Do is free with a Microsoft account.\n', ''),
      'line 22: the FAQ 2 has no answer',
    ],
    [
      'empty-answer.md',
      base.replace('      - We agree a plan in the free consultation.', '      -'),
      'line 31: the answer of FAQ 4 has an empty item 1',
    ],
    [
      'three-points.md',
      base.replace('  - Planning your day and week, and deciding what comes first\n', ''),
      'line 4: the learning points must have at least 4 items (it has 3)',
    ],
    [
      'long-search.md',
      base.replace(/^searchDescription: .*$/m, `searchDescription: ${'x'.repeat(171)}`),
      'line 3: the search description must have at most 170 characters (it has 171)',
    ],
    ['old-slug.md', base.replace(/^title:/m, 'slug: old-slug\ntitle:'), 'line 2: the front matter has a field the site does not use: slug'],
    [
      'heading-in-body.md',
      base.replace('\nWe train on', "\n## What you'll learn\n\nWe train on"),
      "line 36: the text after the front matter is the introduction only, one to three paragraphs; this is a heading (what you'll learn, the tools and the FAQs go in the front matter)",
    ],
    ['four-paragraphs.md', `${base}\nMore.\n\nAnd more.\n`, 'line 40: the introduction has at most three paragraphs (this one has 4)'],
    [
      'no-introduction.md',
      base.slice(0, base.indexOf('---\n\n') + 4),
      'the page has no introduction: write one to three paragraphs after the front matter',
    ],
    [
      'bold-answer.md',
      base.replace('is free with', 'is **free** with'),
      'line 24: this line uses Markdown formatting the site does not show (bold: **text**); write plain text and [links](/path)',
    ],
    [
      'unknown-token.md',
      base.replace('We reply within', 'Call {telephone}; we reply within'),
      'line 28: unknown business detail {telephone}: use one of {companyName}, {email}, {phone}, {phoneE164}, {town}, {companyNumber}, {registeredIn}, {siteUrl}, {contactRetentionDays}',
    ],
    ['Bad_Name.md', base, 'the file name becomes the page address: use lower-case letters, digits and single dashes only, ending in .md'],
  ])('%s', (name, text, expected) => {
    writeFileSync(path.join(content, categoriesFolder, name), text);
    const message = contentProblem(() => loadTrainingCategory(fixtureFolder(content), name));
    expect(message).toBe(`src/content/training/categories/${name}: ${expected}`);
    expect(message).not.toMatch(/\n|ZodError|YAMLParseError|\bat \S+:\d+/);
  });

  it('a hub card or an A–Z tool that links to a category without its file stops the build, on its line', () => {
    const copy = contentCopy({ withTraining: true });
    unlinkSync(path.join(copy, categoriesFolder, 'tasks.md'));
    const hubLine = readFileSync(path.join(copy, 'training/hub.yaml'), 'utf8').split('\n').indexOf('    link: /training/tasks') + 1;
    expect(contentProblem(() => loadTrainingHub(fixtureFolder(copy)))).toBe(
      `src/content/training/hub.yaml: line ${hubLine}: the card "Tasks & Projects" links to /training/tasks, which is not a page (there is no src/content/training/categories/tasks.md): remove the card, or add the page`,
    );
    expect(contentProblem(() => loadSoftwareAz(fixtureFolder(copy)))).toMatch(
      /^src\/content\/training\/software-a-z\.yaml: line \d+: the tool "Global Tasks" links to \/training\/tasks, which is not a page \(there is no src\/content\/training\/categories\/tasks\.md\): link it to another page, or add the page$/,
    );
  });

  it('a hub card without the name of its Explore link is one line', () => {
    const copy = contentCopy({ withTraining: true });
    const hubFile = path.join(copy, 'training/hub.yaml');
    writeFileSync(hubFile, readFileSync(hubFile, 'utf8').replace('    ariaLabel: Explore Mind Mapping training\n', ''));
    expect(contentProblem(() => loadTrainingHub(fixtureFolder(copy)))).toMatch(
      /^src\/content\/training\/hub\.yaml: line \d+: the card 5 has no name of the Explore link$/,
    );
  });
});

describe('the training hub and Software A–Z are YAML files', () => {
  it('the hub’s introduction is compiled from Markdown, its cards are the LinkCards’ props', () => {
    expect(trainingHub.intro[1]).toContainEqual({ href: '/resources/access-to-work', text: 'Access to Work guide' });
    expect(trainingHub.cards.map((card) => card.to)).toEqual([...inHubOrder.map((slug) => `/training/${slug}`), '/training/software-a-z']);
    expect(trainingHub.cards[0]).toEqual({
      heading: 'Speech Recognition',
      description: 'Write and control your computer by voice with Dragon, Windows voice typing and voice access, or Apple Voice Control.',
      to: '/training/speech-recognition',
      accessibleName: 'Explore Speech Recognition training',
    });
  });

  it('Software A–Z lists its tools alphabetically whatever the file’s order', () => {
    const copy = contentCopy({ withTraining: true });
    const azFile = path.join(copy, 'training/software-a-z.yaml');
    const text = readFileSync(azFile, 'utf8');
    const zoomText = text.slice(text.indexOf('  - name: ZoomText'));
    writeFileSync(azFile, text.replace(zoomText, '').replace('tools:\n', `tools:\n${zoomText}`));
    expect(loadSoftwareAz(fixtureFolder(copy)).tools.map((tool) => tool.name)).toEqual(softwareAz.tools.map((tool) => tool.name));
    expect(softwareAz.tools[0]?.name).toBe('Apple Voice Control');
    expect(softwareAz.tools.at(-1)?.name).toBe('ZoomText');
  });

  it('every internal link of the training section leads to a route of the table', () => {
    const inlineLinks = (inline: Inline) => inline.flatMap((node) => (typeof node === 'string' ? [] : [node.href]));
    const links = [
      ...trainingHub.intro.flatMap(inlineLinks),
      ...trainingHub.cards.map((card) => card.to),
      trainingHub.closing.action.path,
      ...softwareAz.tools.map((tool) => tool.link),
      ...trainingCategories.flatMap(({ page }) => [
        ...page.intro.flatMap(inlineLinks),
        ...page.tools.flatMap((tool) => (tool.link ? [tool.link.href] : [])),
        ...page.faqs.flatMap((faq) => faq.answer.flatMap(inlineLinks)),
      ]),
    ].filter((href) => href.startsWith('/'));
    expect(links.length).toBeGreaterThan(60);
    expect(links.filter((href) => !isRoutePath(href.split('#')[0]!))).toEqual([]);
  });
});
