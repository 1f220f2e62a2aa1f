import { contentFolderOnDisk } from '../../../content-model/disk/contentFolderOnDisk.ts';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTimeValues } from '../../../content-model/compiler/buildTime.ts';
import { defaultContentDir, defaultContentFolder } from '../../../content-model/disk/contentDir.ts';
import { searchBestBetsFileSchema } from '../../../content-model/schemas';
import { checkBestBets } from '../../../scripts/search/searchIndex';
import { contentProblem } from '../support/contentProblem';

/*
 * Site search's best bets as the owner writes them (src/content/search-best-bets.yaml, issue 30): a
 * search pinned twice, an address that is not a page, or a part search cannot show, is refused in
 * plain words, at its field (the editing screen shows it there) or, for the part, by the build.
 */

const file = 'search-best-bets.yaml';
const shipped = readFileSync(path.join(defaultContentDir, file), 'utf8');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of src/content with the best bets written as `bets` (YAML lines after "bestBets:"). */
function contentWithBets(bets: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'content-'));
  folders.push(folder);
  cpSync(defaultContentDir, folder, { recursive: true });
  writeFileSync(path.join(folder, file), `${shipped.slice(0, shipped.indexOf('bestBets:'))}bestBets:\n${bets}`);
  return folder;
}
const headerLines = shipped.slice(0, shipped.indexOf('bestBets:')).split('\n').length;

// Each load compiles the pages' addresses from the whole content folder: seconds on a busy machine.
describe('src/content/search-best-bets.yaml', { timeout: 30_000 }, () => {
  it('loads: each best bet its searches and the address of its result', () => {
    const bets = buildTimeValues.searchBestBets(defaultContentFolder);
    expect(bets.length).toBeGreaterThan(0);
    expect(bets.find((bet) => bet.searches.includes('cost'))?.url).toBe('/#a-personalised-quote');
  });

  it('refuses a search pinned twice, at the second, saying where the first is', () => {
    const folder = contentWithBets('  - searches: [cost, fees]\n    path: /contact\n  - searches: [training, Cost]\n    path: /training\n');
    expect(contentProblem(() => buildTimeValues.searchBestBets(contentFolderOnDisk(folder)))).toBe(
      `src/content/search-best-bets.yaml: line ${headerLines + 3}: the search 2 of best bet 2: "Cost" is already pinned in best bet 1: a search has one best match`,
    );
  });

  it('refuses the same search written another way, and says what does not count', () => {
    const folder = contentWithBets('  - searches: [price, How much does it cost?, cost how much]\n    path: /contact\n');
    expect(contentProblem(() => buildTimeValues.searchBestBets(contentFolderOnDisk(folder)))).toBe(
      `src/content/search-best-bets.yaml: line ${headerLines + 1}: the search 3 of best bet 1: "cost how much" is the same search as "How much does it cost?" in this best bet (capitals, word endings, the order of the words and words such as "is" and "the" do not count): keep one`,
    );
  });

  it('refuses an address that is not a page of the site, at its line', () => {
    const folder = contentWithBets('  - searches: [cost]\n    path: /prices#fees\n');
    expect(contentProblem(() => buildTimeValues.searchBestBets(contentFolderOnDisk(folder)))).toBe(
      `src/content/search-best-bets.yaml: line ${headerLines + 2}: best bet 1 leads to /prices, which is not a page of the site: check the address against the page's address in your browser`,
    );
  });

  it('refuses an address that is not written as one, and a search with no words', () => {
    const address = contentWithBets('  - searches: [cost]\n    path: https://example.com/prices\n');
    expect(contentProblem(() => buildTimeValues.searchBestBets(contentFolderOnDisk(address)))).toMatch(
      /line \d+: the page address of best bet 1 is not in the right form/,
    );
    const result = searchBestBetsFileSchema.safeParse({ bestBets: [{ searches: ['??'], path: '/contact' }] });
    expect(result.success).toBe(false);
  });
});

describe('the build’s check of a best bet’s part', () => {
  const documents = [
    { kind: 'page' as const, url: '/contact', page: 'Contact Us', title: 'Contact Us', text: '' },
    { kind: 'section' as const, url: '/contact#contact-details-phone', page: 'Contact Us', title: 'Phone', text: '0333 000 0000' },
    { kind: 'page' as const, url: '/about', page: 'About', title: 'About', text: '' },
  ];

  it('takes a page, or a part a result links to', () => {
    expect(() =>
      checkBestBets(
        [
          { searches: ['phone'], url: '/contact#contact-details-phone' },
          { searches: ['us'], url: '/about' },
        ],
        documents,
      ),
    ).not.toThrow();
  });

  it('refuses a part the page does not have, naming the parts it has', () => {
    expect(() => checkBestBets([{ searches: ['telephone'], url: '/contact#phone' }], documents)).toThrow(
      'src/content/search-best-bets.yaml: best bet 1 ("telephone") leads to /contact#phone, which search cannot show: use the page itself, /contact, or one of its parts, such as /contact#contact-details-phone',
    );
    expect(() => checkBestBets([{ searches: ['us'], url: '/about#team' }], documents)).toThrow(
      'best bet 1 ("us") leads to /about#team, which search cannot show: /about has no parts a result links to, so use the page itself, /about',
    );
    expect(() => checkBestBets([{ searches: ['search'], url: '/search' }], documents)).toThrow(
      'best bet 1 ("search") leads to /search, which search cannot show: search lists nothing of /search: choose another page',
    );
  });
});
