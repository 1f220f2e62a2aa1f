import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy } from './builtSite';
import { site } from '../../src/config/site';

/**
 * The training category pages are a page family (issue 14, docs/decisions/030): in a temporary copy
 * of the project, adding a file to src/content/training/categories/ adds its page and its sitemap
 * entry; removing one (with its hub card and the A–Z links to it) removes them; removing one while
 * the hub still has its card, or a file without a title, stops the build with one line an owner can
 * act on. (tests/dist/contentFolders.test.ts does the same for the quick guides.)
 */
const categories = 'src/content/training/categories';
const copy = projectCopy('content-folders-training');
const { build, built } = copy;
const sitemapPaths = () => [...built('sitemap.xml').matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');

type Links = { cards: { link: string }[]; tools: { link: string }[] };

/** Rewrites a YAML content file of the copy (Decap rewrites files whole too). */
function editYaml<T>(file: string, change: (data: T) => T): void {
  const at = copy.at(file);
  writeFileSync(at, stringify(change(parse(readFileSync(at, 'utf8')) as T), { lineWidth: 0 }));
}

beforeAll(() => copy.create());
afterAll(() => copy.remove());

describe('a training category page is one file in its folder', () => {
  it('adding a file adds the page and its sitemap entry; removing one with its card and links removes them', () => {
    const tasks = readFileSync(copy.at(categories, 'tasks.md'), 'utf8');
    writeFileSync(
      copy.at(categories, 'braille.md'),
      tasks
        .replace('title: Tasks & Projects Training', 'title: Braille Training')
        .replace(/^searchDescription: .*$/m, 'searchDescription: Braille training for work and study, on refreshable braille displays and with your screen reader.'),
    );
    editYaml<Links>('src/content/training/hub.yaml', (hub) => ({ ...hub, cards: hub.cards.filter((card) => card.link !== '/training/text-prediction') }));
    editYaml<Links>('src/content/training/software-a-z.yaml', (list) => ({ ...list, tools: list.tools.filter((tool) => tool.link !== '/training/text-prediction') }));
    // The Global AutoCorrect guide names it as its training page: pointed at another first, as the build asks.
    copy.deleteLinkedPage(`${categories}/text-prediction.md`, '/training/text-prediction', {
      'src/content/quick-guides/global-autocorrect.md': (text) => text.replace('trainingPath: /training/text-prediction', 'trainingPath: /training/reading-writing'),
    });

    const result = build();
    expect(result.output).toMatch(/Prerendered \d+ routes/);
    expect(result.status).toBe(0);

    const page = built('training/braille/index.html');
    expect(page).toMatch(/<h1[^>]*>Braille Training<\/h1>/);
    expect(page).toContain(`<title>Braille Training | ${site.companyName}</title>`);
    expect(page).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*?href="\/training"[\s\S]*?Braille Training/);
    // A page without a card on the hub follows those with one, before Software A–Z.
    const paths = sitemapPaths();
    const carded = (parse(readFileSync(copy.at('src/content/training/hub.yaml'), 'utf8')) as Links).cards.map((card) => card.link);
    expect(carded).toContain('/training/tasks');
    for (const link of carded.filter((link) => link !== '/training/software-a-z')) expect(paths.indexOf(link)).toBeLessThan(paths.indexOf('/training/braille'));
    expect(paths.indexOf('/training/software-a-z')).toBeGreaterThan(paths.indexOf('/training/braille'));

    expect(existsSync(copy.at('dist', 'training', 'text-prediction', 'index.html'))).toBe(false);
    expect(paths).not.toContain('/training/text-prediction');
    expect(built('training/index.html')).not.toContain('href="/training/text-prediction"');
  }, 240_000);

  it('removing a file while the hub still has its card stops the build with one line naming the card', () => {
    // The owner deletes the page and changes the A–Z list, but forgets the hub's card.
    const mindMapping = copy.at(categories, 'mind-mapping.md');
    const azFile = copy.at('src/content/training/software-a-z.yaml');
    const [words, azWords] = [readFileSync(mindMapping, 'utf8'), readFileSync(azFile, 'utf8')];
    unlinkSync(mindMapping);
    editYaml<Links>('src/content/training/software-a-z.yaml', (list) => ({ ...list, tools: list.tools.filter((tool) => tool.link !== '/training/mind-mapping') }));

    const result = build();
    writeFileSync(mindMapping, words);
    writeFileSync(azFile, azWords);
    expect(result.status).toBe(1);
    expect(result.output).toMatch(
      /src\/content\/training\/hub\.yaml: line \d+: the card "Mind Mapping" links to \/training\/mind-mapping, which is not a page \(there is no src\/content\/training\/categories\/mind-mapping\.md\): remove the card, or add the page/,
    );
    expect(result.output).not.toMatch(/\n\s+at /);
  }, 240_000);

  it('a file without a title stops the build with one line naming the file, the line and the field', () => {
    const tasks = readFileSync(copy.at(categories, 'tasks.md'), 'utf8');
    writeFileSync(copy.at(categories, 'no-title.md'), tasks.replace(/^title: .*\n/m, ''));

    const result = build();
    expect(result.status).toBe(1);
    expect(result.output).toContain('src/content/training/categories/no-title.md: line 2: the front matter has no title');
    expect(result.output).not.toMatch(/\n\s+at /);
  }, 240_000);
});
