import { fixtureFolder } from '../support/fixtureFolder';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { loadQuickGuide } from '../../../content-model/compiler/quickGuides.ts';
import { contentProblem } from '../support/contentProblem';

/** Malformed content files (tests/fixtures/content-errors/), each with the one line the build prints. */
const fixtures = path.resolve(import.meta.dirname, '../../fixtures/content-errors');

describe('a malformed content file is one plain-words line: file, line, field', () => {
  it.each([
    ['no-title.md', 'src/content/quick-guides/no-title.md: line 2: the front matter has no title'],
    [
      'bad-category.md',
      'src/content/quick-guides/bad-category.md: line 4: the category must be one of: AI Copilots, Mind Mapping, Note-Taking, Productivity, Reading & Writing, Speech Recognition, Text Prediction, Writing Support',
    ],
    [
      'bad-yaml.md',
      'src/content/quick-guides/bad-yaml.md: line 3: this line or the next is not laid out correctly (check the indentation, the colon after each field name and closing quotes)',
    ],
    [
      'four-tips.md',
      'src/content/quick-guides/four-tips.md: line 25: a quick guide has exactly 5 tips, each a "## " heading line and a paragraph (this one has 4)',
    ],
    [
      'unknown-token.md',
      'src/content/quick-guides/unknown-token.md: line 5: unknown business detail {telephone}: use one of {companyName}, {email}, {phone}, {phoneE164}, {town}, {companyNumber}, {registeredIn}, {siteUrl}, {contactRetentionDays}',
    ],
    [
      'bold-text.md',
      'src/content/quick-guides/bold-text.md: line 13: this line uses Markdown formatting the site does not show (bold: **text**); write plain text and [links](/path)',
    ],
    [
      'no-front-matter.md',
      'src/content/quick-guides/no-front-matter.md: line 1: the file must start with its front matter: a line of three dashes (---), the fields, and another line of three dashes',
    ],
    [
      'click-here-link.md',
      'src/content/quick-guides/click-here-link.md: line 13: the link to /contact says "click here", which means nothing on its own (screen reader users often hear only a link\'s words): say where it goes, for example [our training courses](/training)',
    ],
    [
      'address-link.md',
      'src/content/quick-guides/address-link.md: line 17: the link to https://www.gov.uk/access-to-work shows a web address as its words, which a screen reader spells out and which says little on its own: write what the page is, for example [Access to Work on GOV.UK](https://www.gov.uk/access-to-work)',
    ],
    [
      'Bad_Name.md',
      'src/content/quick-guides/Bad_Name.md: the file name becomes the page address: use lower-case letters, digits and single dashes only, ending in .md',
    ],
  ])('%s', (name, expected) => {
    const message = contentProblem(() => loadQuickGuide(fixtureFolder(fixtures), name));
    expect(message).toBe(expected);
    expect(message).not.toMatch(/\n|ZodError|YAMLParseError|\bat \S+:\d+/);
  });
});

describe('links and business-detail tokens in Markdown', () => {
  it('compiles Markdown links to links and fills {tokens} from the site configuration', () => {
    const { guide, route } = loadQuickGuide(fixtureFolder(fixtures), 'links-and-tokens.md');
    expect(guide.description).toBe(`Dictate by voice with Dragon, from ${site.town}.`);
    expect(guide.tips[0]?.text).toEqual([
      'See ',
      { href: '/training/speech-recognition', text: 'our training' },
      ' or write to ',
      { href: `mailto:${site.email}`, text: site.email },
      '.',
    ]);
    expect(route).toMatchObject({
      path: '/resources/software-quick-guides/links-and-tokens',
      content: 'quick-guides/links-and-tokens.md',
      name: 'Dragon',
      title: `Dragon Quick Guide | ${site.companyName}`,
      announce: 'Dragon guide page',
      announceClearMs: 500,
    });
  });
});
