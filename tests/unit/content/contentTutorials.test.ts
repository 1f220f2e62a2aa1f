import { fixtureFolder } from '../support/fixtureFolder';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { tutorials as loadTutorials } from '../../../content-model/disk';
import { loadTutorial } from '../../../content-model/compiler/tutorials.ts';
import { inlineText, type Inline } from '../../../content-model/text/inline.ts';
import { isRoutePath } from '../../../src/routes/routeTable';
import { contentProblem } from '../support/contentProblem';

/**
 * A screen reader tutorial is one Markdown file (src/content/tutorials/<slug>.md): these pin how it
 * compiles, and the one plain-words line a malformed file stops the build with. Each malformed file
 * is the valid fixture (tests/fixtures/content-errors/tutorials/links-and-tokens.md) with one change.
 */
const fixtures = path.resolve(import.meta.dirname, '../../fixtures/content-errors');
const valid = readFileSync(path.join(fixtures, 'tutorials', 'links-and-tokens.md'), 'utf8');
const variants = mkdtempSync(path.join(tmpdir(), 'tutorial-errors-'));
mkdirSync(path.join(variants, 'tutorials'));
afterAll(() => rmSync(variants, { recursive: true, force: true }));

/** The valid fixture with `find` replaced by `replace`, loaded as src/content/tutorials/<name>. */
function problemWith(name: string, find: string, replace: string): string {
  expect(valid).toContain(find);
  writeFileSync(path.join(variants, 'tutorials', name), valid.replace(find, replace));
  return contentProblem(() => loadTutorial(fixtureFolder(variants), name));
}

const sectionList =
  'the sections are, in this order: "## What you\'ll learn", "## Quick Start", "## Essential Commands", "## Step-by-step guide", "## Keyboard navigation" (if it has one), "## Quick Tips", "## Pro tip"';

describe('a malformed tutorial is one plain-words line: file, line, what is wrong', () => {
  it('a file without a title', () => {
    expect(contentProblem(() => loadTutorial(fixtureFolder(fixtures), 'no-title.md'))).toBe(
      'src/content/tutorials/no-title.md: line 2: the front matter has no title',
    );
  });

  it.each([
    ['no-order.md', 'order: 9\n', '', 'src/content/tutorials/no-order.md: line 2: the front matter has no order'],
    [
      'three-points.md',
      '- Point four.\n',
      '',
      'src/content/tutorials/three-points.md: line 12: "## What you\'ll learn" needs at least 4 points (it has 3)',
    ],
    [
      'no-quick-tips.md',
      '## Quick Tips\n\n- Tip one.\n- Tip two.\n- Tip three.\n\n',
      '',
      `src/content/tutorials/no-quick-tips.md: line 63: the tutorial has no "## Quick Tips" section; ${sectionList}`,
    ],
    [
      'top-tip.md',
      '## Pro tip',
      '## Top tip',
      `src/content/tutorials/top-tip.md: line 67: "## Top tip" is not a section of a tutorial page; ${sectionList}`,
    ],
    [
      'tips-twice.md',
      '## Pro tip',
      '## Quick Tips\n\n- Tip four.\n- Tip five.\n- Tip six.\n\n## Pro tip',
      `src/content/tutorials/tips-twice.md: line 67: "## Quick Tips" is out of order or written twice; ${sectionList}`,
    ],
    [
      'nine-rows.md',
      '| Ctrl | Stop speech. |\n',
      '',
      'src/content/tutorials/nine-rows.md: line 29: the table "Essential example commands" needs at least 10 rows (it has 9)',
    ],
    [
      'three-cells.md',
      '| Ctrl | Stop speech. |',
      '| Ctrl | Stop | speech. |',
      'src/content/tutorials/three-cells.md: line 32: each row of a command table has two cells, the keys and what they do (this one has 3; write a bar inside a cell as \\|)',
    ],
    [
      'key-column.md',
      '| Command | Action |',
      '| Key | Action |',
      'src/content/tutorials/key-column.md: line 29: the first line of a command table is "| Command | Action |" (the page shows those two columns)',
    ],
    [
      'no-divider.md',
      '| --- | --- |\n',
      '',
      'src/content/tutorials/no-divider.md: line 30: the second line of a command table is "| --- | --- |"',
    ],
    [
      'link-in-table.md',
      '| Ctrl | Stop speech. |',
      '| Ctrl | [Stop speech](/contact). |',
      'src/content/tutorials/link-in-table.md: line 32: a command table holds plain text: move the link into a step or a tip',
    ],
    [
      'no-caption.md',
      '### Essential example commands\n\n',
      '',
      'src/content/tutorials/no-caption.md: line 27: "## Essential Commands" holds command tables, each a "### " line with the table\'s caption and the table under it',
    ],
    [
      'bullet-steps.md',
      '1. Press F.\n2. Type.',
      '- Press F.\n- Type.',
      'src/content/tutorials/bullet-steps.md: line 53: "### Fill in a form" needs a numbered list, one "1. " line per step',
    ],
    [
      'one-step.md',
      '1. Press F.\n2. Type.',
      '1. Press F.',
      'src/content/tutorials/one-step.md: line 53: "### Fill in a form" needs at least 2 numbered steps (it has 1)',
    ],
    [
      'bold-step.md',
      '2. Step two.',
      '2. Step **two**.',
      'src/content/tutorials/bold-step.md: line 22: this line uses Markdown formatting the site does not show (bold: **text**); write plain text and [links](/path)',
    ],
    [
      'unknown-token.md',
      'Ask {companyName}.',
      'Ask {company}.',
      'src/content/tutorials/unknown-token.md: line 40: unknown business detail {company}: use one of {companyName}, {email}, {phone}, {phoneE164}, {town}, {companyNumber}, {registeredIn}, {siteUrl}, {contactRetentionDays}',
    ],
    [
      'Bad_Name.md',
      '',
      '',
      'src/content/tutorials/Bad_Name.md: the file name becomes the page address: use lower-case letters, digits and single dashes only, ending in .md',
    ],
  ])('%s', (name, find, replace, expected) => {
    const message = problemWith(name, find, replace);
    expect(message).toBe(expected);
    expect(message).not.toMatch(/\n|ZodError|YAMLParseError|\bat \S+:\d+/);
  });
});

describe('a tutorial file compiles into the page, its card and its route', () => {
  const { slug, order, tutorial, card, route } = loadTutorial(fixtureFolder(fixtures), 'links-and-tokens.md');

  it('compiles Markdown links to links and fills {tokens} from the site configuration', () => {
    expect(tutorial.description).toBe(`Learn the example screen reader, with help from ${site.town}.`);
    expect(tutorial.learn[0]).toEqual(['Point one, with ', { href: '/training/screen-readers', text: 'our training' }, '.']);
    expect(tutorial.quickStart.intro).toEqual([`Call ${site.phone.display} if you get stuck.`]);
    expect(tutorial.quickStart.steps[0]).toEqual([
      'Step one: download it from the ',
      { href: 'https://example.org/download', text: "maker's page" },
      '.',
    ]);
    expect(tutorial.proTip).toEqual(['Write to ', { href: `mailto:${site.email}`, text: site.email }, '.']);
  });

  it('reads the command table as rows of keys and actions, a bar written \\| inside a cell', () => {
    expect(tutorial.commands.caption).toBe('Essential example commands');
    expect(tutorial.commands.rows).toHaveLength(10);
    expect(tutorial.commands.rows[0]).toEqual({ command: 'Insert+Down Arrow', action: 'Read from here.' });
    expect(tutorial.commands.rows[8]).toEqual({ command: 'Insert+|', action: 'A bar written inside a cell.' });
    expect(tutorial.commands.rows[9]).toEqual({ command: 'Insert+Q', action: `Ask ${site.companyName}.` });
  });

  it('reads the guide as numbered sections with an optional introduction, and no keyboard topics when there are none', () => {
    expect(tutorial.guide.map((section) => section.title)).toEqual(['Read a page', 'Fill in a form', 'Get help']);
    expect(tutorial.guide[0]?.intro).toEqual(['An introduction.']);
    expect(tutorial.guide[1]).not.toHaveProperty('intro');
    expect(tutorial.keyboardTopics).toBeUndefined();
  });

  it('derives the address, title, announcement and card from the file', () => {
    expect({ slug, order }).toEqual({ slug: 'links-and-tokens', order: 9 });
    expect(card).toEqual({ slug: 'links-and-tokens', heading: 'Example Screen Reader Tutorial', description: tutorial.description });
    expect(route).toEqual({
      path: '/resources/screen-reader-tutorials/links-and-tokens',
      page: 'resources/TutorialPage',
      content: 'tutorials/links-and-tokens.md',
      name: 'Example',
      title: `Example Screen Reader Tutorial | ${site.companyName}`,
      announce: 'Example Screen Reader Tutorial',
      description: 'Free example tutorial: the example key, reading commands, the lists and the essential keystrokes, step by step.',
      schemaType: 'WebPage',
    });
  });
});

describe('the tutorials of src/content/tutorials', () => {
  const all = loadTutorials();
  const inlines = ({ tutorial }: Pick<(typeof all)[number], 'tutorial'>): Inline[] => [
    ...tutorial.learn,
    tutorial.quickStart.intro,
    ...tutorial.quickStart.steps,
    ...tutorial.guide.flatMap((section) => [...(section.intro ? [section.intro] : []), ...section.steps]),
    ...tutorial.quickTips,
    tutorial.proTip,
  ];

  it('every internal link leads to a route of the table', () => {
    const internal = all.flatMap(inlines).flatMap((inline) => inline.flatMap((node) => (typeof node === 'string' ? [] : [node.href])));
    expect(internal.filter((href) => href.startsWith('/') && !isRoutePath(href.split('#')[0]!))).toEqual([]);
  });

  // Checked against the vendors' own words (docs/decisions/039).
  const tutorialNamed = (slug: string) => all.find((entry) => entry.slug === slug)!.tutorial;
  const everyText = (tutorial: (typeof all)[number]['tutorial']) => [
    ...inlines({ tutorial }).map(inlineText),
    ...[tutorial.commands, ...(tutorial.keyboardTopics ?? [])].flatMap((table) => table.rows.map((row) => `${row.command}: ${row.action}`)),
  ];

  it('JAWS: wherever Num Pad Plus leaves forms mode, Esc is given too, for a keyboard with no number pad', () => {
    const mentions = everyText(tutorialNamed('jaws')).filter((text) => text.includes('Num Pad Plus'));
    expect(mentions.length).toBeGreaterThan(0);
    expect(mentions.filter((text) => !/\bEsc\b/.test(text))).toEqual([]);
  });

  it('Narrator: in File Explorer, Alt+Up Arrow goes up a level and Backspace goes back, as Windows does', () => {
    const rows = tutorialNamed('narrator').keyboardTopics!.find((table) => table.caption === 'File Explorer')!.rows;
    const action = (command: string) => rows.find((row) => row.command === command)?.action ?? '';
    expect(action('Alt+Up Arrow')).toMatch(/^Go up a level/);
    expect(action('Backspace')).toMatch(/^Go back to the folder you were in before/);
    expect(rows.filter((row) => row.command.includes('Backspace') && /up a level/.test(row.action))).toEqual([]);
  });

  it('NVDA: the mode switch is said to sound, by default, not to be spoken', () => {
    const proTip = inlineText(tutorialNamed('nvda').proTip);
    expect(proTip).toContain('by default NVDA plays a short sound for each mode');
    expect(proTip).toContain('“Audio indication of focus and browse modes”');
  });

  it('Narrator keeps SPEC’s six keyboard topics; Desktop Navigation its three', () => {
    const topics = (slug: string) => all.find((entry) => entry.slug === slug)?.tutorial.keyboardTopics?.map((table) => table.caption);
    expect(topics('narrator')).toEqual([
      'File Explorer',
      'Taskbar',
      'Application switching',
      'Window management',
      'System navigation',
      'Context menus and properties',
    ]);
    expect(topics('desktop-navigation')).toEqual(['Moving around the desktop', 'Working with windows', 'Menus, ribbons and dialogs']);
  });
});
