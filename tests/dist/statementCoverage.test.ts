import { fixtureFolder } from '../unit/support/fixtureFolder';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conformanceReportPath, loadConformanceReport, loadStatementEvidence } from '../../content-model/compiler/accessibilityEvidence.ts';
import { defaultContentDir, defaultContentFolder } from '../../content-model/disk';
import type { SweepRecord } from '../../content-model/schemas';
import type { BuiltSite } from '../../content-model/compiler/sweepCoverage.ts';
import { builtSiteIn } from '../../scripts/shared/siteFingerprint';
import { distDir, ssrEntry } from '../../scripts/shared/buildPaths';
import { unknownUrlPath } from '../../scripts/sweep/targets';
import type { PrerenderGiven } from '../../src/components/layout/prerenderGiven';
import { routeTable } from '../../src/routes/routeTable';
import { builtPage } from './builtSite';

/**
 * Issue 30 (docs/decisions/053): the built accessibility statement and conformance report, rendered by
 * the built SSR bundle as the prerender renders them, for three sweep records of the built site: one
 * that covers it, one taken before /search was added, and one taken of an older build. Each is read
 * as a visitor's screen reader would find it: by heading, list and link.
 */

// Queries by role over the report's 55 criteria take seconds in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

interface ServerEntry {
  renderPage(url: string, template: string, assetsFor: () => object, given?: PrerenderGiven): Promise<{ html: string }>;
}

const template = '<!doctype html><html><head></head><body><div id="root"><!--app-html--></div></body></html>';
const folders: string[] = [];
let server: ServerEntry;
let site: BuiltSite;

beforeAll(async () => {
  if (!existsSync(ssrEntry)) throw new Error('Build the site first (npm run build)');
  server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
  site = builtSiteIn(distDir, routeTable)!;
  if (!site) throw new Error('The build wrote no site-fingerprint.json: build the site again (npm run build)');
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A passing sweep record of the built site: every page and state, each page as built. */
function recordOf(built: BuiltSite): SweepRecord {
  const pages = [
    ...built.pages.map((page) => ({ path: page.path, html: page.html })),
    { path: unknownUrlPath, notFound: true as const, html: built.notFound.html },
  ];
  const states = built.states.map((state) => ({ ...state, path: '/' }));
  return {
    startedAt: '2026-11-24T12:12:54.950Z',
    address: 'http://127.0.0.1:37029',
    pages: pages.length,
    states: states.length,
    themes: ['light', 'dark'],
    checks: (pages.length + states.length) * 2,
    standard: 'WCAG2AA',
    tools: { pa11y: '9.1.1', axeCore: '4.13.0', htmlCodeSniffer: '2.6.0', browser: 'HeadlessChrome/156.0.0.0' },
    rules: { '3.1.1': { axe: ['html-has-lang'] }, '1.4.3': { axe: ['color-contrast'] } },
    issues: 0,
    issuesByCriterion: {},
    uncheckable: 0,
    screenReaderJourneys: {
      command: 'E2E_BASE_URL=http://127.0.0.1:37029 npx playwright test tests/e2e/screen-reader.spec.ts',
      tools: { playwright: '1.65.1', virtualScreenReader: '0.33.0' },
      journeys: [{ name: 'a journey', passed: true }],
    },
    passed: true,
    swept: { build: { commit: null, uncommittedChanges: null }, pages, states, files: built.files },
  };
}

/** The statement and the report as the built SSR bundle renders them with `record` as the sweep record, as documents. */
async function pagesWith(record: SweepRecord, knownIssues?: string) {
  const content = mkdtempSync(path.join(tmpdir(), 'statement-coverage-'));
  folders.push(content);
  cpSync(path.join(defaultContentDir, 'accessibility'), path.join(content, 'accessibility'), { recursive: true });
  writeFileSync(path.join(content, 'accessibility', 'sweep-record.json'), JSON.stringify(record));
  if (knownIssues) writeFileSync(path.join(content, 'accessibility', 'known-issues.yaml'), knownIssues);
  const given = {
    statementEvidence: loadStatementEvidence(fixtureFolder(content), site),
    conformanceReport: loadConformanceReport(fixtureFolder(content), site),
  };
  const render = async (address: string) => {
    const { html } = await server.renderPage(`http://localhost${address}`, template, () => ({ styles: [], modules: [], fonts: '' }), given);
    return within(new JSDOM(html).window.document.body);
  };
  return { statement: await render('/accessibility-statement'), report: await render(conformanceReportPath) };
}

type Screen = ReturnType<typeof within>;
/** The part of a page under a heading, to the next heading of its level: its <section>. */
const sectionOf = (screen: Screen, level: number, name: string) => within(screen.getByRole('heading', { level, name }).closest('section')!);
const statusCount = (screen: Screen, label: string) =>
  Number(
    new RegExp(`^${label}: (\\d+) criteri`).exec(
      screen.getAllByRole('listitem').find((item: HTMLElement) => item.textContent!.startsWith(`${label}: `))!.textContent!,
    )![1],
  );
const text = (element: Screen) => element.getByRole('heading').closest('section')!.textContent!.replace(/\s+/g, ' ');

describe('the built statement and report, by the sweep record they are built with', () => {
  it('a record of this build: the statement says the sweep covered the site, and the report supports what the evidence settles', async () => {
    const { statement, report } = await pagesWith(recordOf(site));
    const sweep = sectionOf(statement, 3, 'The last full sweep');
    expect(sweep.getByText(/^Coverage: the sweep covered the site as it is now\./)).toBeTruthy();
    expect(text(sweep)).toContain(
      `It checked every one of its ${site.pages.length + 1} pages and ${site.states.length} interactive states, and none has changed since.`,
    );
    expect(text(sweep)).toContain('(every page in the site map, and the page shown for an address that does not exist)');
    expect(sweep.queryByText(/did not cover/)).toBeNull();
    expect(statusCount(statement, 'Supports')).toBeGreaterThan(0);
    expect(statusCount(report, 'Supports')).toBe(statusCount(statement, 'Supports'));
    expect(report.queryAllByText('Why it is not yet verified')).toEqual([]);
  });

  it('a record taken before /search was added: the statement names Search as not checked, and nothing is "Supports"', async () => {
    const complete = recordOf(site);
    const record = {
      ...complete,
      pages: complete.pages - 1,
      checks: complete.checks - 2,
      swept: { ...complete.swept!, pages: complete.swept!.pages.filter((page) => page.path !== '/search') },
    };
    const { statement, report } = await pagesWith(record);
    const sweep = sectionOf(statement, 3, 'The last full sweep');
    expect(sweep.getByText('Coverage: the sweep did not cover the site as it is now.')).toBeTruthy();
    const gap = sweep.getByText(/^It did not check this page:/);
    expect(within(gap).getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
    expect(text(sweep)).toContain('(every page in the site map at the time, and the page shown for an address that does not exist)');
    expect(text(sweep)).toContain('the conformance report marks no criterion as supported on its evidence until we sweep the site again');
    // Compliance Status claims nothing the sweep does not cover, and Known issues does not call the list complete.
    expect(statusCount(statement, 'Supports')).toBe(0);
    expect(sectionOf(statement, 2, 'Compliance Status').getByText(/did not check the site as it is now/)).toBeTruthy();
    expect(text(sectionOf(statement, 3, 'Known issues against WCAG 2.2'))).toContain('there may be problems we have not found yet');

    expect(statusCount(report, 'Supports')).toBe(0);
    const main = within(report.getByRole('main'));
    expect(main.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
    const language = sectionOf(report, 3, '3.1.1 Language of Page');
    expect(language.getAllByRole('definition')[1]!.textContent).toBe('Not yet verified');
    expect(language.getByText('Why it is not yet verified')).toBeTruthy();
  });

  it('a record of an older build: the statement says every page changed since the sweep on its date', async () => {
    const older = recordOf({
      ...site,
      pages: site.pages.map((page) => ({ ...page, html: '0000000000000000' })),
      notFound: { ...site.notFound, html: '0000000000000001' },
      files: '0000000000000002',
    });
    const { statement, report } = await pagesWith(older);
    const sweep = sectionOf(statement, 3, 'The last full sweep');
    expect(sweep.getByText('Every page it checked has changed since the sweep on 24 November 2026.')).toBeTruthy();
    expect(
      sweep.getByText(
        /^Files the pages use, such as their scripts, styles, images or captions, have changed since the sweep on 24 November 2026\./,
      ),
    ).toBeTruthy();
    expect(statusCount(statement, 'Supports')).toBe(0);
    expect(statusCount(report, 'Supports')).toBe(0);
  });

  it("keeps the statement's headings in order whatever the record says", async () => {
    for (const record of [recordOf(site), { ...recordOf(site), swept: undefined }]) {
      const { statement } = await pagesWith(record);
      const headings = statement.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
      headings.forEach((level, index) => expect(level - (headings[index - 1] ?? 0)).toBeLessThanOrEqual(1));
    }
  });
});

describe('the known issues, against what the sweep found', () => {
  const failed = (): SweepRecord => ({ ...recordOf(site), issues: 3, issuesByCriterion: { '1.4.3': 2, '2.4.11': 1 }, passed: false });
  const knownIssue = `issues:
  - summary: The search form's button has too little contrast in the dark theme.
    criteria: ["1.4.3"]
    status: partially supports
    meanwhile: Press Enter in the search field, or [tell us](/contact).
    plannedFix: In the next release.
`;

  it('lists each known issue with the criteria it fails and what to do meanwhile, and names what the sweep found beyond them', async () => {
    const { statement, report } = await pagesWith(failed(), knownIssue);
    const known = sectionOf(statement, 3, 'Known issues against WCAG 2.2');
    const item = within(known.getAllByRole('listitem')[0]!);
    expect(item.getByText("The search form's button has too little contrast in the dark theme.")).toBeTruthy();
    expect(item.getByText('Partly meets: 1.4.3 Contrast (Minimum) (AA).')).toBeTruthy();
    expect(item.getByRole('link', { name: 'tell us' }).getAttribute('href')).toBe('/contact');
    expect(item.getByText('Planned fix: In the next release.')).toBeTruthy();
    expect(
      known.getByText(
        'Our last full sweep also found issues against criteria this list does not describe yet: 2.4.11 Focus Not Obscured (Minimum) (AA).',
      ),
    ).toBeTruthy();
    expect(known.queryByText(/Our list of known issues is empty/)).toBeNull();
    expect(statusCount(report, 'Partially supports')).toBe(1);
  });

  it('never calls an empty list complete while the sweep it rests on did not pass', async () => {
    const { statement } = await pagesWith(failed());
    const known = sectionOf(statement, 3, 'Known issues against WCAG 2.2');
    expect(known.queryByText(/Our list of known issues is empty/)).toBeNull();
    expect(text(known)).toContain(
      'We have not yet listed here what our last full sweep found: it did not pass (see "The last full sweep" under "Assessment Approach" below), and it found issues against 1.4.3 Contrast (Minimum) (AA); 2.4.11 Focus Not Obscured (Minimum) (AA). Until we have, this list is incomplete.',
    );
    expect(sectionOf(statement, 2, 'Compliance Status').queryByText(/no criterion is known to fail/)).toBeNull();
  });

  it('says the list is empty only when the sweep passed and covers the site', async () => {
    const { statement } = await pagesWith(recordOf(site));
    const known = sectionOf(statement, 3, 'Known issues against WCAG 2.2');
    expect(known.getByText(/^Our list of known issues is empty: we know of no part of this website that fails/)).toBeTruthy();
    expect(known.queryByText(/there may be problems we have not found/)).toBeNull();
  });
});

describe('the statement as built', () => {
  it('is the page the prerender wrote: the evidence compared with this build', () => {
    const html = builtPage('/accessibility-statement');
    const evidence = loadStatementEvidence(defaultContentFolder, site);
    const coverage = evidence.sweep?.coverage.verdict;
    const document = new JSDOM(html).window.document;
    const words = document.getElementById('statement-assessment')!.textContent!.replace(/\s+/g, ' ');
    if (!evidence.sweep) expect(words).toContain('No full sweep has been recorded yet.');
    else if (coverage === 'covered') expect(words).toContain('Coverage: the sweep covered the site as it is now.');
    else expect(words).toMatch(/Coverage: (?:the sweep did not cover|we cannot show that the sweep covers) the site as it is now\./);
  });
});
